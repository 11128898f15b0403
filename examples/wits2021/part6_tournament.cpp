// Course Part 6: agents play each other. A round robin among named agents, each pairing from each
// opening twice with colours swapped, 100 moves each without a winner being a draw; progress on stderr,
// then a results table and Elo estimates on stdout. Each game reaches the PGN file as soon as it ends;
// SIGINT or SIGTERM abandons the game in progress and prints the table of the games played so far.
// With --concurrency N, N games are played at once, each worker with agents of its own, and the games
// are counted, reported and written in their order. The options and the output are in
// tournament_options.hpp and tournament_report.hpp, which congo-cluster shares.
#include <algorithm>
#include <cerrno>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include "../common/output.hpp"
#include "../common/stop_signals.hpp"
#include "../common/threads.hpp"
#include "gametree/arena/concurrent_round_robin.hpp"
#include "tournament_options.hpp"
#include "tournament_report.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;
using namespace tournament_cli;

// The stop flag of stop_signals.hpp is read between moves and by the engine's search. A write error on
// the PGN file stops the tournament through the same flag.
using common::stop_requested;

}  // namespace

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    const auto settings = parse_settings(argc, argv);
    if (!settings) return 2;
    if (settings->help) {
        std::cout << "usage: wits2021-part6-tournament [options]" << usage_options;
        return common::finish(0);
    }
    auto first_set = make_agents(*settings, &stop_requested);  // checks the names; the first worker plays it
    if (!first_set) return 2;
    const auto names = names_of(*first_set);
    std::ofstream pgn;
    if (!settings->pgn.empty()) {
        errno = 0;
        pgn.open(settings->pgn);
        if (!pgn) return common::report_write_error(excerpt(settings->pgn));
    }
    common::catch_stop_signals();

    // The game threads (the calling thread is one of the workers) must all be had: else an error now,
    // not std::terminate in the middle of the games.
    const auto starts = openings(*settings);
    const std::size_t workers = std::min(static_cast<std::size_t>(std::max(settings->concurrency, 1)),
                                         round_robin_schedule(names.size(), starts.size()).size());
    const auto cannot_start = [](const std::string& message) {
        std::cerr << "error: " << message << '\n';
        return common::finish(2);
    };
    if (const auto message = common::workers_unavailable(workers, "game threads", "--concurrency")) return cannot_start(*message);

    bool pgn_failed = false;
    std::optional<TournamentResult<Position>> played;
    try {
        played = concurrent_round_robin<Position>(
        [&] {
            if (!first_set) return *make_agents(*settings, &stop_requested);
            auto set = std::move(*first_set);
            first_set.reset();
            return set;
        },
        starts, settings->max_moves, settings->concurrency,
        [&](std::size_t done, std::size_t total, const TournamentGame<Position>& g) {
            std::cerr << progress_line(names, g, done, total) << std::flush;
            if (!pgn.is_open() || pgn_failed) return;
            errno = 0;
            write_pgn(pgn, names, g, done);
            if (!common::flush_file(pgn)) {
                common::report_write_error(excerpt(settings->pgn));
                pgn_failed = true;
                stop_requested = true;  // the games would be lost: stop as an interrupt does
            }
        },
        &stop_requested);
    } catch (const std::system_error& e) {
        // The game threads were there at the check: the system changed its mind since, or (more likely)
        // an engine of a game could not start its own search threads (engine-tT).
        const bool engine_threads = std::any_of(names.begin(), names.end(), [](const std::string& name) {
            return name.starts_with("engine") && name.rfind("-t") != std::string::npos;
        });
        if (!engine_threads)
            return cannot_start(common::cannot_start_message(workers, "game threads", "--concurrency", e.code().message()));
        return cannot_start("cannot start the threads of " + std::to_string(workers) + (workers == 1 ? " game" : " games at once") +
                            " and of their engines' searches (" + e.code().message() +
                            "); try fewer --concurrency or engines on fewer threads (engine-tT)");
    }
    const auto& result = *played;

    print_table(names, result);
    if (pgn_failed) {
        std::cerr << "stopped " << games_played(result) << '\n';
        return common::finish(2);
    }
    if (result.interrupted) {
        const int number = common::stop_signal.load();
        std::cerr << "interrupted by " << common::stop_signal_name(number) << ' ' << games_played(result) << '\n';
        return common::finish(number ? 128 + number : 2);
    }
    return common::finish(0);
}
