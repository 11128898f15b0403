// congo-cluster's waits (World in mpi_world.hpp), run under mpirun: a rank that is done with its share
// waits in every operation of World for a rank still at work, and must wait asleep. Open MPI's blocking
// calls poll without a pause, so the waiting rank burned a whole core, taken from the ranks still at
// work wherever there are no more cores than ranks. For each operation one rank sleeps SECONDS before it
// (a sleeping rank leaves the waiting ones a core each to burn, were they to spin), and each rank that
// waits for it measures its process's CPU time over the wait: more than PERCENT of the wait fails.
// Usage: mpirun -np R cluster_wait_check SECONDS PERCENT   (R at least 2)
#include <sys/resource.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "congo_cluster/mpi_world.hpp"

namespace {

/// The CPU time of the whole process so far (Open MPI's threads too), in seconds.
double cpu_seconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

struct Case {
    const char* name;
    int late;         // the rank that sleeps before the operation
    bool root_waits;  // only rank 0 waits for it (a rank that only sends to rank 0 goes on); else every other rank
    bool must_wait;   // false: MPI may complete it early (a send it buffers), so only the CPU is checked
    std::function<void(const cluster::World&)> operation;
};

}  // namespace

int main(int argc, char** argv) {
    const cluster::World world(argc, argv);
    if (argc != 3 || world.size() < 2) {
        if (world.is_root()) std::fprintf(stderr, "usage: mpirun -np R cluster_wait_check SECONDS PERCENT   (R at least 2)\n");
        return 2;
    }
    const double seconds = std::stod(argv[1]);
    const double percent = std::stod(argv[2]);
    const int last = world.size() - 1;
    // Past the eager limit of Open MPI's transports (4 KiB to 64 KiB), so that a send waits for rank 0.
    const std::string large(std::size_t{1} << 20, 'x');
    const std::vector<Case> cases = {
        {"start_together", last, false, true, [](const cluster::World& w) { w.start_together(); }},
        {"sum_on_root", last, true, true, [](const cluster::World& w) { (void)w.sum_on_root(1); }},
        {"max_on_root", last, true, true, [](const cluster::World& w) { (void)w.max_on_root(1); }},
        {"gather_on_root (rank 0 receives)", last, true, true, [](const cluster::World& w) { (void)w.gather_on_root("text"); }},
        {"gather_on_root (the others send)", 0, false, false, [&](const cluster::World& w) { (void)w.gather_on_root(large); }},
        {"from_root", 0, false, true, [](const cluster::World& w) { (void)w.from_root(1); }},
    };
    std::string report;
    std::uint64_t failures = 0;
    for (const auto& c : cases) {
        world.start_together();
        if (world.rank() == c.late) {
            std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
            c.operation(world);
            continue;
        }
        const double cpu_before = cpu_seconds();
        const auto wall_before = std::chrono::steady_clock::now();
        c.operation(world);
        const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_before).count();
        const double cpu = cpu_seconds() - cpu_before;
        if (c.root_waits && !world.is_root()) continue;
        const bool spun = cpu > wall * percent / 100;
        const bool too_soon = c.must_wait && wall < seconds / 2;  // then nothing was measured
        failures += spun || too_soon ? 1 : 0;
        char why[64] = "";
        if (spun) std::snprintf(why, sizeof why, ", more than %g%%", percent);
        if (too_soon) std::snprintf(why, sizeof why, ", too short a wait to tell");
        char line[200];
        std::snprintf(line, sizeof line, "%s%s: rank %d waited %.3f s on %.3f s of CPU (%.1f%%)%s\n",
                      spun || too_soon ? "FAIL: " : "", c.name, world.rank(), wall, cpu, wall > 0 ? 100 * cpu / wall : 0.0, why);
        report += line;
    }
    const auto reports = world.gather_on_root(report);
    const auto failed = world.sum_on_root(failures);
    if (!world.is_root()) return 0;
    for (const auto& r : reports) std::fputs(r.c_str(), stdout);
    if (failed != 0) return 1;
    std::printf("ok: every wait of %d ranks slept\n", world.size());
    return 0;
}
