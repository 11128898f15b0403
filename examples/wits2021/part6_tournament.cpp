// Course Part 6: agents play each other. A round robin among named agents, each pairing from each
// opening twice with colours swapped, 100 moves each without a winner being a draw; progress on stderr,
// then a results table and Elo estimates on stdout. Each game reaches the PGN file as soon as it ends;
// SIGINT or SIGTERM abandons the game in progress and prints the table of the games played so far.
#include <algorithm>
#include <atomic>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <limits>
#include <optional>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "../common/output.hpp"
#include "gametree/arena/tournament.hpp"
#include "gametree/core/text.hpp"
#include "gametree/agents/congo.hpp"
#include "gametree/arena/openings.hpp"
#include "gametree/games/congo/fen.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

constexpr const char* course_start = "2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 4";

constexpr const char* usage = R"(usage: wits2021-part6-tournament [options]
  --agents A,B,...   agents to play (default: minimax2,alphabeta4,engine); names:
                       minimaxN    the course's minimax at depth N (1 to 12) with material evaluation
                       alphabetaN  the course's alpha-beta at depth N (1 to 12) with advanced evaluation
                       engine      the engine: every technique, the strong evaluation
                       engine-plain  the engine with its techniques off, the course's advanced evaluation
                       random      uniformly random moves
                       mcts        Monte Carlo tree search: UCT with the solver, random playouts
                       mcts-uct    the same without the solver
                       mcts-cutoff MCTS with playouts cut after 8 plies and scored by the strong evaluation
  --games N          games per pairing, even, 2 to 10000 (default 2): the course's start, then extra openings
  --movetime MS      engine and mcts agents (these even with --depth) think MS ms a move, 1 to 3600000 (default 100)
  --depth D          engine agents search to depth D, 1 to 64, instead of by time (default: by time)
  --max-moves N      moves per side before a draw is declared, 1 to 100000 (default 100)
  --seed S           seed for the extra openings, the random and the mcts agents (default 2021)
  --pgn FILE         write each game's moves to FILE as soon as it ends (default: no file)
  -h, --help         print this help and exit
Ctrl-C (SIGINT) or SIGTERM stops the tournament: the game in progress is abandoned, the table counts
the games played, and the exit status is 130 or 143. Errors exit with status 2.
)";

constexpr const char* agent_names =
    "the agents are minimaxN, alphabetaN, engine, engine-plain, random, mcts, mcts-uct and mcts-cutoff; minimaxN and alphabetaN take N from 1 to 12";

// Set by the signal handler (only these two stores happen there) and read between moves and by the
// engine's search. A write error on the PGN file stops the tournament through the same flag.
std::atomic<bool> stop_requested{false};
volatile std::sig_atomic_t stop_signal = 0;
static_assert(std::atomic<bool>::is_always_lock_free, "the signal handler needs a lock-free flag");

extern "C" void on_stop_signal(int number) {
    stop_signal = number;
    stop_requested.store(true);
}

struct Settings {
    std::vector<std::string> agents{"minimax2", "alphabeta4", "engine"};
    int games = 2;
    int movetime = 100;
    int depth = 0;
    int max_moves = 100;
    std::uint64_t seed = 2021;
    std::string pgn;
    bool help = false;
};

bool takes_value(const std::string& option) {
    for (const char* known : {"--agents", "--games", "--movetime", "--depth", "--max-moves", "--seed", "--pgn"})
        if (option == known) return true;
    return false;
}

bool parse_number(const std::string& text, long long low, long long high, long long& out) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && end == text.data() + text.size() && out >= low && out <= high;
}

std::optional<Settings> parse_settings(int argc, char** argv) {
    Settings s;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            s.help = true;
            return s;
        }
        if (!takes_value(arg)) {
            std::cerr << "error: unknown " << (arg.starts_with("-") ? "option " : "argument ") << excerpt(arg)
                      << "; --help lists the options\n";
            return std::nullopt;
        }
        if (i + 1 >= argc) {
            std::cerr << "error: " << arg << " needs a value; --help lists the options\n";
            return std::nullopt;
        }
        const std::string value = argv[++i];
        long long n = 0;
        const auto bad = [&](const std::string& what) {
            std::cerr << "error: " << arg << " needs " << what << ", not " << excerpt(value) << '\n';
            return std::nullopt;
        };
        if (arg == "--agents") {
            s.agents.clear();
            std::stringstream list(value);
            for (std::string name; std::getline(list, name, ',');) {
                if (std::find(s.agents.begin(), s.agents.end(), name) != s.agents.end()) {
                    std::cerr << "error: --agents names " << excerpt(name) << " twice; each agent plays once\n";
                    return std::nullopt;
                }
                s.agents.push_back(name);
            }
        } else if (arg == "--games") {
            if (!parse_number(value, 2, 10000, n) || n % 2) return bad("an even number of games from 2 to 10000");
            s.games = static_cast<int>(n);
        } else if (arg == "--movetime") {
            if (!parse_number(value, 1, 3'600'000, n)) return bad("milliseconds from 1 to 3600000");
            s.movetime = static_cast<int>(n);
        } else if (arg == "--depth") {
            if (!parse_number(value, 1, 64, n)) return bad("a depth from 1 to 64");
            s.depth = static_cast<int>(n);
        } else if (arg == "--max-moves") {
            if (!parse_number(value, 1, 100000, n)) return bad("a number of moves from 1 to 100000");
            s.max_moves = static_cast<int>(n);
        } else if (arg == "--seed") {
            if (!parse_number(value, 0, std::numeric_limits<long long>::max(), n)) return bad("a non-negative integer");
            s.seed = static_cast<std::uint64_t>(n);
        } else {
            if (value.empty()) return bad("a file name");
            s.pgn = value;
        }
    }
    return s;
}

/// The agent called `name`, or nothing.
std::optional<CongoAgent> make_agent(const std::string& name, const Settings& s) {
    SearchLimits limits;
    limits.stop = &stop_requested;
    if (s.depth > 0)
        limits.depth = s.depth;
    else
        limits.time = std::chrono::milliseconds(s.movetime);
    const auto depth_after = [&](const std::string& prefix) -> int {
        long long d = 0;
        if (name.size() > prefix.size() && name.starts_with(prefix) && parse_number(name.substr(prefix.size()), 1, 12, d))
            return static_cast<int>(d);
        return 0;
    };
    if (const int d = depth_after("minimax")) return course_minimax_agent(d);
    if (const int d = depth_after("alphabeta")) return course_alphabeta_agent(d);
    if (name == "engine") return engine_agent(name, EngineOptions{}, limits);
    if (name == "engine-plain") return engine_agent(name, EngineOptions::plain(), limits, CourseAdvancedEvaluator{});
    if (name == "random") return random_agent(s.seed);
    if (auto options = mcts_variant(name)) {
        options->seed = s.seed;
        MctsLimits mcts_limits = MctsLimits::for_time(s.movetime);
        mcts_limits.stop = &stop_requested;
        return mcts_agent(name, *options, mcts_limits);
    }
    return std::nullopt;
}

/// The course's start, then positions a few random plies away from it (seeded), one per game pair.
std::vector<Position> openings(const Settings& s) {
    const Position start = *parse_fen(course_start, Rules::wits2021);
    return random_openings(start, static_cast<std::size_t>(s.games / 2), 4, s.seed, MoveGenerator{});
}

std::string result_text(Outcome o) {
    switch (o) {
    case Outcome::first_wins: return "1-0";
    case Outcome::second_wins: return "0-1";
    case Outcome::ongoing: return "*";
    default: return "1/2-1/2";
    }
}

void write_pgn(std::ostream& out, const std::vector<CongoAgent>& agents, const TournamentGame<Position>& g, std::size_t round) {
    out << "[Event \"wits2021 part 6 tournament\"]\n[Round \"" << round << "\"]\n[White \"" << agents[g.first].name()
        << "\"]\n[Black \"" << agents[g.second].name() << "\"]\n[FEN \"" << to_fen(g.record.start) << "\"]\n[Result \""
        << result_text(g.record.outcome) << "\"]\n";
    if (g.record.end == GameEnd::move_limit) out << "[Termination \"move limit\"]\n";
    out << '\n';
    Position pos = g.record.start;
    for (std::size_t k = 0; k < g.record.moves.size(); ++k) {
        if (pos.side_to_move() == white) out << (k ? " " : "") << pos.move_number() << ". ";
        else if (k == 0) out << pos.move_number() << "... ";
        else out << ' ';
        out << to_string(g.record.moves[k].move);
        pos = pos.after(g.record.moves[k].move);
    }
    out << (g.record.moves.empty() ? "" : " ") << result_text(g.record.outcome) << "\n\n";
}

/// "+350 +- 120", or the interval when the score was perfect: "+inf (95%: +480 .. +inf)".
std::string elo_text(const EloEstimate& e) {
    const auto number = [](double v) {
        char buffer[32];
        if (std::isinf(v)) return std::string(v > 0 ? "+inf" : "-inf");
        std::snprintf(buffer, sizeof buffer, "%+.0f", v);
        return std::string(buffer);
    };
    if (std::isfinite(e.difference)) {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%+.0f +- %.0f", e.difference, e.margin);
        return buffer;
    }
    return number(e.difference) + " (95%: " + number(e.low) + " .. " + number(e.high) + ")";
}

/// "[3/24] engine (white) vs random: 1-0 in 41 plies", one line per finished game.
std::string progress_line(const std::vector<CongoAgent>& agents, const TournamentGame<Position>& g, std::size_t done,
                          std::size_t total) {
    std::ostringstream line;
    line << '[' << done << '/' << total << "] " << agents[g.first].name() << " (white) vs " << agents[g.second].name()
         << ": " << result_text(g.record.outcome) << " in " << g.record.moves.size() << " plies"
         << (g.record.end == GameEnd::move_limit ? " (move limit)" : "") << '\n';
    return line.str();
}

void print_table(const std::vector<CongoAgent>& agents, const TournamentResult<Position>& result) {
    std::printf("%-14s %6s %5s %5s %6s %7s %12s %14s\n", "agent", "games", "wins", "draws", "losses", "score", "ms/move",
                "nodes/move");
    for (const auto& s : result.standings)
        std::printf("%-14s %6d %5d %5d %6d %6.1f%% %12.2f %14.0f\n", s.name.c_str(), s.score.games(), s.score.wins,
                    s.score.draws, s.score.losses, 100 * s.score.fraction(), s.average_ms_per_move(),
                    s.average_nodes_per_move());
    std::printf("\nElo difference (95%% margin), row against column:\n");
    for (std::size_t i = 0; i < agents.size(); ++i)
        for (std::size_t j = i + 1; j < agents.size(); ++j) {
            const MatchScore& m = result.pairings[i][j];
            const EloEstimate e = estimate_elo(m);
            std::printf("%-14s vs %-14s  W-D-L %d-%d-%d  Elo %s\n", agents[i].name().c_str(), agents[j].name().c_str(),
                        m.wins, m.draws, m.losses, elo_text(e).c_str());
        }
}

/// "after 10 of 24 games; the table counts those 10".
std::string games_played(const TournamentResult<Position>& result) {
    const std::size_t n = result.games.size();
    return "after " + std::to_string(n) + " of " + std::to_string(result.games_planned) + " games; " +
           (n == 0 ? std::string("the table is empty") : "the table counts " + (n == 1 ? std::string("that one") : "those " + std::to_string(n)));
}

}  // namespace

int main(int argc, char** argv) {
    const auto settings = parse_settings(argc, argv);
    if (!settings) return 2;
    if (settings->help) {
        std::cout << usage;
        return common::finish(0);
    }
    std::vector<CongoAgent> agents;
    for (const auto& name : settings->agents) {
        auto agent = make_agent(name, *settings);
        if (!agent) {
            std::cerr << "error: unknown agent " << excerpt(name) << "; " << agent_names << '\n';
            return 2;
        }
        agents.push_back(std::move(*agent));
    }
    if (agents.size() < 2) {
        std::cerr << "error: --agents needs at least two comma-separated agent names; " << agent_names << '\n';
        return 2;
    }
    std::ofstream pgn;
    if (!settings->pgn.empty()) {
        errno = 0;
        pgn.open(settings->pgn);
        if (!pgn) return common::report_write_error(excerpt(settings->pgn));
    }
    std::signal(SIGINT, on_stop_signal);
    std::signal(SIGTERM, on_stop_signal);

    bool pgn_failed = false;
    const auto result = round_robin<Position>(
        agents, openings(*settings), settings->max_moves,
        [&](std::size_t done, std::size_t total, const TournamentGame<Position>& g) {
            std::cerr << progress_line(agents, g, done, total) << std::flush;
            if (!pgn.is_open() || pgn_failed) return;
            errno = 0;
            write_pgn(pgn, agents, g, done);
            if (!common::flush_file(pgn)) {
                common::report_write_error(excerpt(settings->pgn));
                pgn_failed = true;
                stop_requested = true;  // the games would be lost: stop as an interrupt does
            }
        },
        &stop_requested);

    print_table(agents, result);
    if (pgn_failed) {
        std::cerr << "stopped " << games_played(result) << '\n';
        return common::finish(2);
    }
    if (result.interrupted) {
        const int number = stop_signal;
        std::cerr << "interrupted by " << (number == SIGTERM ? "SIGTERM" : "SIGINT") << ' ' << games_played(result) << '\n';
        return common::finish(number ? 128 + number : 2);
    }
    return common::finish(0);
}
