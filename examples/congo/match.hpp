// congo match: two engines, each its own process speaking the protocol, play a match; games run
// concurrently, are reported and written to the PGN file in game order, and an SPRT may end the match.
#pragma once

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <vector>

#include "../common/orphans.hpp"
#include "../common/output.hpp"
#include "../common/stop_signals.hpp"
#include "../common/threads.hpp"
#include "gametree/arena/elo.hpp"
#include "gametree/arena/openings.hpp"
#include "gametree/arena/sprt.hpp"
#include "game_record.hpp"
#include "match_game.hpp"
#include "match_options.hpp"
#include "match_preflight.hpp"
#include "openings_file.hpp"

namespace cli {

namespace match_detail {

using gametree::congo::Position;

/// "1-0", "0-1", "1/2-1/2", or "*" for a game without a result.
inline const char* result_tag(gametree::Outcome o) {
    switch (o) {
    case gametree::Outcome::first_wins: return "1-0";
    case gametree::Outcome::second_wins: return "0-1";
    case gametree::Outcome::draw: return "1/2-1/2";
    case gametree::Outcome::ongoing: break;
    }
    return "*";
}

/// `[Name "value"]`: a quote or backslash in the value (an engine's name) is escaped, as PGN wants.
inline void write_pgn_tag(std::ostream& out, const char* name, const std::string& value) {
    out << '[' << name << " \"";
    for (const char c : value) out << (c == '"' || c == '\\' ? "\\" : "") << c;
    out << "\"]\n";
}

inline void write_pgn_game(std::ostream& out, const MatchSettings& s, const MatchGame& g, int round) {
    using namespace gametree::congo;
    write_pgn_tag(out, "Event", "congo match");
    write_pgn_tag(out, "Round", std::to_string(round));
    write_pgn_tag(out, "White", s.engines[g.engine_of[0]].name);
    write_pgn_tag(out, "Black", s.engines[g.engine_of[1]].name);
    write_pgn_tag(out, "FEN", to_fen(g.start));
    write_pgn_tag(out, "SetUp", "1");
    write_pgn_tag(out, "Result", result_tag(g.outcome));
    write_pgn_tag(out, "Termination", g.termination);
    out << '\n';
    if (!g.moves.empty()) out << game_record(g.start, g.moves) << ' ';  // numbered as congo play numbers them
    // The reason is a comment; braces would end it early, so none are written inside.
    std::string reason = g.reason;
    for (char& c : reason)
        if (c == '{' || c == '}') c = '(';
    out << '{' << reason << "} " << result_tag(g.outcome) << "\n\n";
}

/// "+35.2 +- 20.1", or the interval when the score was perfect or zero.
inline std::string elo_text(const gametree::EloEstimate& e) {
    char buffer[96];
    if (std::isfinite(e.difference)) std::snprintf(buffer, sizeof buffer, "%+.1f +- %.1f", e.difference + 0.0, e.margin);  // + 0.0: no "-0.0"
    else std::snprintf(buffer, sizeof buffer, "%s, from %+.0f to %+.0f", e.difference > 0 ? "+inf" : "-inf", e.low, e.high);
    return buffer;
}

/// Games handed to the workers and their results, collected in game order.
struct Schedule {
    std::mutex mutex;
    std::condition_variable done;
    std::vector<std::optional<MatchGame>> results;
    int next = 0;  // the next game a worker takes
    std::atomic<bool> stop{false};
};

}  // namespace match_detail

/// Runs `congo match` with the words after "match"; prints the games and the summary, returns the exit
/// status (0; 130 or 143 after SIGINT or SIGTERM; 2 for an error).
inline int run_match(const std::vector<std::string>& words) {
    using namespace match_detail;
    using namespace gametree;
    const auto settings = parse_match_settings(words);
    if (!settings) return report(settings.error());
    const MatchSettings& s = *settings;
    const int workers_wanted = std::min(s.concurrency, s.games);
    // Every game has a thread of its own (the calling thread referees none).
    const auto cannot_start = [&](std::string_view reason) {
        return report(common::cannot_start_message(static_cast<std::size_t>(workers_wanted), "game threads", "--concurrency", reason));
    };
    if (const auto reason = common::cannot_start_threads(static_cast<std::size_t>(workers_wanted))) return cannot_start(*reason);

    // Caught from the first engine on: a signal during the checks below must not leave that engine
    // running (it is in its own process group, out of reach of a Ctrl-C at the terminal).
    std::signal(SIGPIPE, SIG_IGN);  // an engine that dies while we write to it is seen as a crash, not our death
    common::catch_stop_signals();
    // An engine may leave processes outside its process group (a wrapper script's `setsid helper &`, a
    // daemon): they are ended with the engine, and the last ones when the match ends (orphans.hpp).
    const common::OrphanReaper orphan_reaper;
    // A stop signal before the first game (while the engines' options are checked or the openings made):
    // said, with the status to exit with; nothing otherwise.
    const auto interrupted_before_first_game = []() -> std::optional<int> {
        const int number = common::stop_signal.load();
        if (number == 0) return std::nullopt;
        std::cerr << "interrupted by " << common::stop_signal_name(number) << " before the first game\n";
        return 128 + number;
    };

    // A command that cannot be started, or an option its engine refuses, is the user's mistake, said
    // before any game.
    for (const auto& engine : s.engines) {
        std::string error;
        const auto process = common::ChildProcess::start(engine.words, error);
        if (!process) return report("engine " + excerpt(engine.name) + ": cannot start " + excerpt(engine.command) + ": " + error);
        const auto refusal = refused_engine_option(*process, engine, s.rules, &common::stop_requested);
        if (const auto status = interrupted_before_first_game()) return *status;
        if (refusal) return report("engine " + excerpt(engine.name) + " refused an option: " + excerpt(*refusal, 0, 200));
    }
    std::vector<Position> openings;
    if (!s.openings_file.empty()) {
        auto read = read_openings(s.openings_file, s.rules);
        if (!read) return report(read.error());
        openings = *read;
    } else {
        const std::size_t wanted = static_cast<std::size_t>(s.games + 1) / 2;
        // Many openings take a while (about 1 s for 200,000 games; more where fewer exist than asked
        // for): a stop signal ends the making, and the match, at once.
        openings = random_openings(congo::start_position(s.rules), wanted, s.random_plies, s.seed, congo::MoveGenerator{},
                                   s.random_plies == 0, /*undecided_only=*/true, &common::stop_requested);
        if (const auto status = interrupted_before_first_game()) return *status;
        if (openings.empty()) openings.push_back(congo::start_position(s.rules));
    }
    std::ofstream pgn;
    if (!s.pgn.empty()) {
        pgn.open(s.pgn);
        if (!pgn) return common::report_write_error(excerpt(s.pgn));
    }

    Schedule schedule;
    schedule.results.resize(static_cast<std::size_t>(s.games));
    // Built on demand, once for every worker (copies share the tables, and probes of built ones take no lock).
    const congo::EndgameTablebases tablebases(s.rules);
    const auto worker = [&] {
        for (;;) {
            int index = 0;
            {
                std::lock_guard lock(schedule.mutex);
                if (schedule.stop.load() || schedule.next >= s.games) return;
                index = schedule.next++;
            }
            // Each opening twice: the first engine has White in even games, the second in odd ones.
            const Position& start = openings[static_cast<std::size_t>(index / 2) % openings.size()];
            MatchGame game = play_match_game(s, start, index % 2, tablebases, &schedule.stop);
            {
                std::lock_guard lock(schedule.mutex);
                schedule.results[static_cast<std::size_t>(index)] = std::move(game);
            }
            schedule.done.notify_all();
        }
    };
    std::vector<std::thread> workers;
    try {
        for (int k = 0; k < workers_wanted; ++k) workers.emplace_back(worker);
    } catch (const std::system_error& e) {  // the system changed its mind since the check above
        schedule.stop.store(true);
        for (auto& w : workers) w.join();
        return cannot_start(e.code().message());
    }

    const std::string& first = s.engines[0].name;
    const std::string& second = s.engines[1].name;
    std::cout << "congo match: " << first << " vs " << second << ", " << s.games << (s.games == 1 ? " game, " : " games, ")
              << (s.movetime_ms ? std::to_string(*s.movetime_ms) + " ms per move"
                                : "clock " + std::to_string(s.clock_ms) + " ms + " + std::to_string(s.increment_ms) + " ms per move")
              << ", " << openings.size() << (openings.size() == 1 ? " opening" : " openings") << ", " << to_string(s.rules)
              << " rules\n";
    MatchScore score;  // the first engine's
    int reported = 0;
    bool write_failed = false;
    std::optional<SprtVerdict> decided;
    while (reported < s.games) {
        std::optional<MatchGame> game;
        {
            std::unique_lock lock(schedule.mutex);
            auto& slot = schedule.results[static_cast<std::size_t>(reported)];
            // Wakes for the next game in order, or every 50 ms to look at the signal flag.
            schedule.done.wait_for(lock, std::chrono::milliseconds(50), [&] { return slot.has_value(); });
            if (common::stop_signal.load() != 0) schedule.stop.store(true);
            if (slot) game = std::move(slot);
            else if (schedule.stop.load() && schedule.next <= reported) break;  // stopped before this game began
        }
        if (!game) continue;
        if (game->abandoned) break;
        ++reported;
        const bool first_white = game->engine_of[0] == 0;
        if (game->outcome == Outcome::draw) ++score.draws;
        else if ((game->outcome == Outcome::first_wins) == first_white) ++score.wins;
        else ++score.losses;
        std::cout << '[' << reported << '/' << s.games << "] " << s.engines[game->engine_of[0]].name << " (White) vs "
                  << s.engines[game->engine_of[1]].name << ": " << result_tag(game->outcome) << ", " << game->reason
                  << " (" << game->moves.size() << (game->moves.size() == 1 ? " ply); " : " plies); ") << first << ' ' << score.wins << '-' << score.draws << '-'
                  << score.losses << ' ' << second << '\n';
        if (!common::flush_stdout()) write_failed = true;
        if (pgn.is_open()) {
            write_pgn_game(pgn, s, *game, reported);
            if (!common::flush_file(pgn)) {
                common::report_write_error(excerpt(s.pgn));
                write_failed = true;
            }
        }
        if (s.sprt && s.sprt->verdict(score) != SprtVerdict::continue_testing) decided = s.sprt->verdict(score);
        if (write_failed || decided) {
            schedule.stop.store(true);
            break;
        }
    }
    schedule.stop.store(true);
    for (auto& w : workers) w.join();

    const EloEstimate elo = estimate_elo(score);
    char percent[64];
    std::snprintf(percent, sizeof percent, "%.1f%%", 100 * score.fraction());
    std::cout << "Score of " << first << " vs " << second << ": " << score.wins << " wins, " << score.draws << " draws, "
              << score.losses << " losses (W-D-L " << score.wins << '-' << score.draws << '-' << score.losses << "), "
              << percent << " of " << score.games() << (score.games() == 1 ? " game\n" : " games\n");
    std::snprintf(percent, sizeof percent, "%.1f%%", 100 * likelihood_of_superiority(score));
    std::cout << "Elo difference: " << elo_text(elo) << " (95%), LOS " << percent << '\n';
    if (s.sprt) {
        char line[200];
        std::snprintf(line, sizeof line, "SPRT [%g, %g] alpha %g beta %g: LLR %.3f, bounds [%.3f, %.3f]: ", s.sprt->elo0,
                      s.sprt->elo1, s.sprt->alpha, s.sprt->beta, s.sprt->llr(score), s.sprt->lower_bound(),
                      s.sprt->upper_bound());
        const SprtVerdict v = s.sprt->verdict(score);
        std::cout << line << to_string(v)
                  << (v == SprtVerdict::accept_h1   ? " accepted\n"
                      : v == SprtVerdict::accept_h0 ? " accepted\n"
                                                    : " (no decision yet)\n");
        if (decided) std::cout << "the SPRT decided after " << score.games() << " of " << s.games << " games\n";
    }
    if (const int number = common::stop_signal.load(); number != 0) {
        std::cerr << "interrupted by " << common::stop_signal_name(number) << " after " << score.games() << " of " << s.games
                  << " games; the results count those " << score.games() << '\n';
        return common::flush_stdout() ? 128 + number : 2;
    }
    if (write_failed) return 2;
    return 0;
}

}  // namespace cli
