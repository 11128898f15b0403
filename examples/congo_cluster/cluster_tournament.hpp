// congo-cluster tournament: the round robin of wits2021-part6-tournament with its games dealt out to
// the MPI ranks (game k to rank k mod size; within a rank, --concurrency games at once, each worker
// with agents of its own), the finished games gathered on rank 0, which counts them in schedule
// order and prints what the single-process program prints. With depth-limited agents the output is
// the same (but the ms/move column; the random agent too, seeded per game by its number; mcts agents
// think by the clock and play other games); the progress lines come when the games are gathered, at the end.
#pragma once

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <fstream>
#include <iostream>
#include <streambuf>
#include <string>
#include <thread>
#include <vector>

#include "../common/output.hpp"
#include "../common/stop_signals.hpp"
#include "../common/threads.hpp"
#include "../wits2021/tournament_options.hpp"
#include "../wits2021/tournament_report.hpp"
#include "game_record_text.hpp"
#include "gametree/core/thread_failures.hpp"
#include "mpi_world.hpp"

namespace cluster {

// The stop flag of stop_signals.hpp is read between moves and by the engines' searches. mpirun passes
// SIGTERM (and SIGINT, as SIGTERM) on to the ranks.
using common::stop_requested;

/// Silences std::cerr while it lives, if `quiet`, and gives it back however the scope is left: the
/// errors every rank would find alike are said by rank 0 alone, but an exception thrown meanwhile (no
/// memory for one rank's agents) must find std::cerr working again when main says it.
class QuietErrors {
public:
    explicit QuietErrors(bool quiet) : saved_(std::cerr.rdbuf()) {
        if (quiet) std::cerr.rdbuf(nullptr);
    }
    ~QuietErrors() { restore(); }
    QuietErrors(const QuietErrors&) = delete;
    QuietErrors& operator=(const QuietErrors&) = delete;
    /// std::cerr as it was, and in a good state (writing to no buffer set badbit).
    void restore() {
        std::cerr.rdbuf(saved_);
        std::cerr.clear();
    }

private:
    std::streambuf* saved_;
};

/// The lines, each ended by a new line, in one text made with one allocation: a signalled rank joins
/// them within the second mpirun gives it.
inline std::string joined(const std::vector<std::string>& lines) {
    std::size_t size = 0;
    for (const auto& line : lines) size += line.size() + 1;
    std::string text;
    text.reserve(size);
    for (const auto& line : lines) {
        text += line;
        text += '\n';
    }
    return text;
}

/// The threads that play a rank's `games` games, --concurrency of them at most (the calling thread is
/// one): no more than its games, as each holds a set of agents.
[[nodiscard]] inline std::size_t game_workers(int concurrency, std::size_t games) {
    return std::max<std::size_t>(1, std::min<std::size_t>(static_cast<std::size_t>(std::max(concurrency, 1)), games));
}

/// The games numbered `numbers` of the schedule, played by game_workers() threads each with agents of its
/// own (the calling thread with `own`, the set made when the options were read: as in the
/// single-process tournament, a rank holds no set more than it plays with), as lines of
/// game_record_text.hpp (abandoned ones too). What a game throws (an engine that cannot
/// start its search threads, no memory) is thrown here once every thread is joined: leaving a thread,
/// it would end the rank with std::terminate.
inline std::string play_share(const tournament_cli::Settings& settings, const std::vector<gametree::ScheduledGame>& schedule,
                              const std::vector<gametree::congo::Position>& openings, const std::vector<std::size_t>& numbers,
                              std::vector<gametree::congo::CongoAgent> own) {
    std::atomic<std::size_t> next{0};
    std::vector<std::string> lines(numbers.size());
    const std::size_t workers = game_workers(settings.concurrency, numbers.size());
    gametree::ThreadFailures failures(workers);
    const auto work = [&](std::size_t worker, std::vector<gametree::congo::CongoAgent> agents) {
        const bool played = failures.run(worker, [&] {
            for (;;) {
                const std::size_t i = next.fetch_add(1);
                if (i >= numbers.size()) return;
                const auto& [first, second, o] = schedule[numbers[i]];
                NumberedGame g{numbers[i], {}};
                auto record = gametree::play_game(openings[o], agents[first], agents[second], settings.max_moves, &stop_requested,
                                                   numbers[i]);  // its number: random agents are seeded by it
                if (record.end != gametree::GameEnd::abandoned)
                    g.game = gametree::TournamentGame<gametree::congo::Position>{first, second, o, std::move(record)};
                lines[i] = to_line(g);
            }
        });
        // The rank is ending with an error: the other workers take no more games and abandon theirs.
        if (!played) {
            next.store(numbers.size());
            stop_requested.store(true);
        }
    };
    std::vector<std::thread> pool;
    try {
        for (std::size_t w = 1; w < workers; ++w) pool.emplace_back(work, w, *tournament_cli::make_agents(settings, &stop_requested));
    } catch (...) {  // no thread or no memory to be had: the started threads stop, then main says why
        // They abandon the games they play, as when a worker fails: a game of long moves would hold the
        // error (and every rank) back until it ended.
        next.store(numbers.size());
        stop_requested.store(true);
        for (auto& thread : pool) thread.join();
        throw;
    }
    work(0, std::move(own));
    for (auto& thread : pool) thread.join();
    failures.rethrow_first();
    return joined(lines);
}

/// Runs on every rank with the same arguments (argv[0] is the command word); returns the exit status.
inline int run_tournament(const World& world, int argc, char** argv) {
    using namespace tournament_cli;
    // Every rank reads the same words, so every rank finds the same errors; only rank 0 says them.
    QuietErrors quiet(!world.is_root());
    const auto settings = parse_settings(argc, argv);
    if (!settings) return 2;
    if (settings->help) {
        if (world.is_root()) std::cout << "usage: congo-cluster tournament [options]" << usage_options
                                       << "The games are dealt out to the MPI ranks; --concurrency is per rank.\n";
        return 0;
    }
    auto first_set = make_agents(*settings, &stop_requested);  // checks the names; the calling thread plays it
    if (!first_set) return 2;
    const auto names = names_of(*first_set);
    quiet.restore();

    // Only rank 0 opens the PGN file: whether it could is its decision to share.
    std::ofstream pgn;
    int status = 0;
    if (world.is_root() && !settings->pgn.empty()) {
        errno = 0;
        pgn.open(settings->pgn);
        if (!pgn) status = common::report_write_error(excerpt(settings->pgn));
    }
    if (world.from_root(status) != 0) return 2;
    common::catch_stop_signals();

    const auto opening_list = openings(*settings);
    const auto schedule = gametree::round_robin_schedule(names.size(), opening_list.size());
    std::vector<std::size_t> mine;
    for (std::size_t k = static_cast<std::size_t>(world.rank()); k < schedule.size(); k += static_cast<std::size_t>(world.size()))
        mine.push_back(k);
    // The game threads, checked before any game as the single-process program checks them: a rank that
    // cannot have them says so, and every rank learns it and exits with 2. Found as play_share starts
    // them, the error was "system error: Resource temporarily unavailable", said after the other ranks
    // had started playing (and had made their agents), and MPI_Abort ended them.
    const auto failure = common::workers_unavailable(game_workers(settings->concurrency, mine.size()), "game threads",
                                                     "--concurrency");
    if (failure) world.error(*failure);
    if (world.from_root(static_cast<int>(world.sum_on_root(failure ? 1 : 0))) != 0) return 2;
    const auto texts = world.gather_on_root(play_share(*settings, schedule, opening_list, mine, std::move(*first_set)));
    // The signal that stopped the tournament: a rank can have been sent one that rank 0 was not.
    const int signal_number = world.max_on_root(common::stop_signal.load());
    if (!world.is_root()) return 0;

    // Rank 0: each game in its slot, then counted in order up to the first one missing.
    auto read = read_games(texts, schedule, opening_list);
    if (!read) return cli::report(read.error().message);
    auto& games = *read;
    // A stopped tournament prints no progress lines, only the table and why it stopped: signalled, Open
    // MPI's mpirun passes on no more than a pipe's 64 KiB of a rank's output and kills the ranks a second
    // later, so thousands of progress lines held back the table until rank 0 was killed without it.
    const bool stopped = std::any_of(games.begin(), games.end(), [](const auto& game) { return !game; });
    auto result = gametree::empty_tournament<gametree::congo::Position>(names, schedule.size());
    bool pgn_failed = false;
    for (auto& game : games) {
        if (!game) break;
        gametree::count_game(result, std::move(*game));
        const auto& g = result.games.back();
        const std::size_t done = result.games.size();
        if (!stopped) std::cerr << progress_line(names, g, done, schedule.size()) << std::flush;
        if (!pgn.is_open()) continue;
        errno = 0;
        write_pgn(pgn, names, g, done);
        if (!common::flush_file(pgn)) {
            common::report_write_error(excerpt(settings->pgn));
            pgn_failed = true;
            break;  // as the single-process program stops: the table counts the games up to this one
        }
    }
    result.interrupted = result.games.size() < schedule.size();
    print_table(names, result);
    if (pgn_failed) {
        std::cerr << "stopped " << games_played(result) << '\n';
        return 2;
    }
    if (result.interrupted) {
        const int number = signal_number;
        std::cerr << "interrupted by " << common::stop_signal_name(number) << ' ' << games_played(result) << '\n';
        return number ? 128 + number : 2;
    }
    return 0;
}

}  // namespace cluster
