// search_bench: search speed on a fixed set of Congo positions, and the cost of genericity.
//
//   search_bench [--depth N] [--hash MIB] [--threads T] [--repeat R] [--only engine|generic|handwritten]
//
// --only generic|handwritten runs just one side of part 2 (and not part 1), --only engine just part 1:
// for instruction counts under `valgrind --tool=callgrind`, which are exact where timings on a busy
// machine are not.
//
// 1. The engine (every technique, strong evaluation, tablebases) to a fixed depth on each position:
//    nodes, time to depth, nodes per second.
// 2. Generic gametree::alphabeta against a hand-written Congo-only alpha-beta (bench/handwritten_
//    alphabeta.hpp), same algorithm, depth and evaluation: node counts must be equal; the time ratio is
//    the overhead of the generic code (best of R runs each, alternating).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "../examples/common/output.hpp"
#include "gametree/gametree.hpp"
#include "bench_positions.hpp"
#include "handwritten_alphabeta.hpp"
#include "whole_number.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

using bench::positions;

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

constexpr const char* usage = R"(usage: search_bench [--depth D] [--hash MIB] [--threads T] [--repeat N] [--only engine|generic|handwritten]
Engine nodes per second and time to depth on fixed Congo positions, then the generic alpha-beta
against a hand-written Congo-only alpha-beta (the overhead of genericity).
  --depth D     the engine's depth, 1 to 30 (default: 8); the alpha-beta comparison uses min(D, 4)
  --hash MIB    the engine's transposition table in MiB, 0 to 4096 (default: 16)
  --threads T   the engine's threads, 1 to 256 (default: 1; more: Lazy SMP, nodes summed over threads)
  --repeat N    runs of the comparison, the best one counts, 1 to 1000 (default: 5)
  --only SIDE   generic or handwritten: run one side of the comparison once and print its node count;
                engine: run only the engine part (both for callgrind)
  --help, -h    this text
)";

namespace {

int run(int argc, char** argv) {
    int depth = 8;
    int repeat = 5;
    int hash_mib = 16;
    int threads = 1;
    std::string only;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::fputs(usage, stdout);
            return common::finish(0);
        }
        const bool known = arg == "--depth" || arg == "--hash" || arg == "--threads" || arg == "--repeat" || arg == "--only";
        if (!known || i + 1 >= argc) {
            std::fprintf(stderr, "error: %s %s\n%s", known ? "a value is missing after" : "unknown argument",
                         std::string(arg.substr(0, 80)).c_str(), usage);
            return 2;
        }
        const std::string_view value = argv[++i];
        if (arg == "--only") {
            if (value != "engine" && value != "generic" && value != "handwritten") {
                std::fprintf(stderr, "error: --only takes engine, generic or handwritten, not '%s'\n",
                             std::string(value.substr(0, 80)).c_str());
                return 2;
            }
            only = value;
            continue;
        }
        const int high = arg == "--depth" ? 30 : arg == "--hash" ? 4096 : arg == "--threads" ? 256 : 1000;
        const std::optional<int> number = bench::whole_number<int>(value, arg == "--hash" ? 0 : 1, high);
        if (!number) {
            std::fprintf(stderr, "error: %s takes %d to %d, not %s\n", std::string(arg).c_str(), arg == "--hash" ? 0 : 1, high,
                         std::string(value.substr(0, 80)).c_str());
            return 2;
        }
        (arg == "--depth" ? depth : arg == "--hash" ? hash_mib : arg == "--threads" ? threads : repeat) = *number;
    }
    if (!only.empty() && only != "engine") {
        std::uint64_t nodes = 0;
        for (const auto& p : positions) {
            const Position pos = *parse_fen(p.fen, p.rules);
            if (only == "generic") nodes += alphabeta(pos, std::min(depth, 4), MoveGenerator{}, CourseAdvancedEvaluator{}).nodes;
            else handwritten::alphabeta(pos, std::min(depth, 4), -score_infinity, score_infinity, nodes);
        }
        std::printf("%s alpha-beta: %llu nodes\n", only.c_str(), static_cast<unsigned long long>(nodes));
        return common::finish(0);
    }

    std::printf("Engine to depth %d, %d MiB table, %d thread%s (every technique, strong evaluation, tablebases)\n", depth,
                hash_mib, threads, threads == 1 ? "" : "s");
    std::printf("%-16s %12s %10s %12s %6s %8s  %s\n", "position", "nodes", "time_ms", "nodes/s", "tt_hit", "hashfull",
                "best");
    std::uint64_t total_nodes = 0;
    double total_seconds = 0;
    for (const auto& p : positions) {
        const Position pos = *parse_fen(p.fen, p.rules);
        EngineOptions options;
        options.tt_mib = static_cast<std::size_t>(hash_mib);
        options.threads = static_cast<std::size_t>(threads);
        Engine<Position, MoveGenerator, StrongEvaluator, EndgameTablebases> engine(options, {}, {}, EndgameTablebases(p.rules));
        SearchLimits limits;
        limits.depth = depth;
        const auto start = std::chrono::steady_clock::now();
        const auto r = engine.search(pos, limits);
        const double s = seconds_since(start);
        total_nodes += r.nodes;
        total_seconds += s;
        const double hit_rate = r.iterations.empty() ? 0 : r.iterations.back().tt_hit_rate;
        const int hashfull = r.iterations.empty() ? 0 : r.iterations.back().hashfull;
        std::printf("%-16s %12llu %10.1f %12.0f %5.1f%% %8d  %s\n", p.name, static_cast<unsigned long long>(r.nodes),
                    s * 1000, r.nodes / s, 100 * hit_rate, hashfull, r.best_move ? to_string(*r.best_move).c_str() : "-");
    }
    std::printf("%-16s %12llu %10.1f %12.0f\n\n", "total", static_cast<unsigned long long>(total_nodes),
                total_seconds * 1000, total_nodes / total_seconds);
    if (only == "engine") return common::finish(0);

    const int ab_depth = std::min(depth, 4);
    std::printf("Generic alphabeta vs hand-written Congo alpha-beta, depth %d, best of %d\n", ab_depth, repeat);
    std::printf("%-16s %12s %12s %12s %9s\n", "position", "nodes", "generic_ms", "handwrit_ms", "overhead");
    double generic_total = 0;
    double hand_total = 0;
    for (const auto& p : positions) {
        const Position pos = *parse_fen(p.fen, p.rules);
        double best_generic = 1e9;
        double best_hand = 1e9;
        std::uint64_t generic_nodes = 0;
        std::uint64_t hand_nodes = 0;
        Score generic_value = 0;
        Score hand_value = 0;
        for (int r = 0; r < repeat; ++r) {
            auto start = std::chrono::steady_clock::now();
            const auto g = alphabeta(pos, ab_depth, MoveGenerator{}, CourseAdvancedEvaluator{});
            best_generic = std::min(best_generic, seconds_since(start));
            generic_nodes = g.nodes;
            generic_value = g.value;
            hand_nodes = 0;
            start = std::chrono::steady_clock::now();
            hand_value = handwritten::alphabeta(pos, ab_depth, -score_infinity, score_infinity, hand_nodes);
            best_hand = std::min(best_hand, seconds_since(start));
        }
        if (generic_nodes != hand_nodes || generic_value != hand_value) {
            std::fprintf(stderr, "error: %s: generic and hand-written searches disagree\n", p.name);
            return 1;
        }
        generic_total += best_generic;
        hand_total += best_hand;
        std::printf("%-16s %12llu %12.2f %12.2f %+8.1f%%\n", p.name, static_cast<unsigned long long>(generic_nodes),
                    best_generic * 1000, best_hand * 1000, 100 * (best_generic / best_hand - 1));
    }
    std::printf("%-16s %12s %12.2f %12.2f %+8.1f%%\n", "total", "", generic_total * 1000, hand_total * 1000,
                100 * (generic_total / hand_total - 1));
    return common::finish(0);
}

}  // namespace

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    // A table or threads the machine cannot give (--hash 4096 under a memory limit, --threads 256): an
    // error, not an abort.
    try {
        return run(argc, argv);
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "error: out of memory (try a smaller --hash)\n");
    } catch (const std::system_error& e) {
        std::fprintf(stderr, "error: cannot start the threads (%s); try fewer --threads\n", e.code().message().c_str());
    }
    return 2;
}
