// congo-cluster: Congo perft and tournaments over MPI, for more cores than one machine has.
//
//   mpirun -np R congo-cluster perft [--rules R] [--threads N] FEN DEPTH   the lines of `congo perft`
//   mpirun -np R congo-cluster tournament [options]      the output of wits2021-part6-tournament
//
// Every rank runs this program with the same arguments; rank 0 prints. Errors go to stderr from rank
// 0 as "error: ..."; every rank then exits with status 2 (mpirun reports a non-zero status).
#include <iostream>
#include <new>
#include <string>
#include <system_error>
#include <vector>

#include "../common/output.hpp"
#include "cluster_perft.hpp"
#include "cluster_tournament.hpp"
#include "mpi_world.hpp"

namespace {

constexpr const char* usage = R"(usage: mpirun -np RANKS congo-cluster <command> [options] ...
commands:
  perft       [--rules R] [--threads N] FEN DEPTH   count the positions DEPTH plies deep, over every rank
  tournament  [options]                             the Part 6 round robin, its games dealt out to the ranks
  help        this text; `congo-cluster COMMAND --help` for a command's options
Rank 0 prints; errors print "error: ..." on stderr and every rank exits with status 2.
)";

int run(const cluster::World& world, int argc, char** argv) {
    // Checked before anything else, so that every rank takes the same path through the messages below.
    const auto others = world.from_root(static_cast<int>(world.ranks_with_other_arguments(argc, argv)));
    if (others != 0) {
        if (!world.is_root()) return 2;
        return cli::report("every rank must run the same command, but " + std::to_string(others) + " of " +
                           std::to_string(world.size()) + " ranks were given other arguments than rank 0");
    }
    const std::string command = argc > 1 ? argv[1] : "";
    if (command == "perft") return cluster::run_perft(world, std::vector<std::string>(argv + 2, argv + argc));
    if (command == "tournament") return cluster::run_tournament(world, argc - 1, argv + 1);
    if (command == "help" || command == "--help" || command == "-h") {
        if (world.is_root()) std::cout << usage;
        return 0;
    }
    if (!world.is_root()) return 2;
    if (command.empty()) {
        std::cerr << usage;
        return 2;
    }
    return cli::report("unknown command " + gametree::excerpt(command) + " (try: congo-cluster help)");
}

}  // namespace

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    const cluster::World world(argc, argv);
    try {
        const int status = run(world, argc, argv);
        return world.is_root() ? common::finish(status) : status;
    } catch (const std::bad_alloc&) {
        world.error("out of memory");
        world.abort(2);
    } catch (const std::system_error& e) {  // a thread that could not be started after all: said, not an abort
        world.error(std::string("system error: ") + e.what());
        world.abort(2);
    }
}
