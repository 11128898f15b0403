// The options of the course's tournament (Part 6), shared by wits2021-part6-tournament and
// congo-cluster tournament: the usage text, the settings read from the command line, the agents they
// name and the openings.
#pragma once

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cstdint>
#include <iostream>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "../common/option_words.hpp"
#include "gametree/agents/congo.hpp"
#include "gametree/arena/openings.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/congo/fen.hpp"

namespace tournament_cli {

using namespace gametree;
using namespace gametree::congo;

inline constexpr const char* course_start = "2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 4";

/// The options, after "usage: <program> [options]".
inline constexpr const char* usage_options = R"(
  --agents A,B,...   agents to play (default: minimax2,alphabeta4,engine); names:
                       minimaxN    the course's minimax at depth N (1 to 12) with material evaluation
                       alphabetaN  the course's alpha-beta at depth N (1 to 12) with advanced evaluation
                       engine      the engine: every technique, the strong evaluation
                       engine-plain  the engine with its techniques off, the course's advanced evaluation
                       engine-tT, engine-plain-tT  the same searching on T threads, 1 to 256 (Lazy SMP;
                                   engine-t2 against engine at equal --movetime measures what a thread adds)
                       random      uniformly random moves
                       mcts        Monte Carlo tree search: UCT with the solver, random playouts
                       mcts-uct    the same without the solver
                       mcts-cutoff MCTS with playouts cut after 8 plies and scored by the strong evaluation
  --games N          games per pairing, even, 2 to 10000 (default 2): the course's start, then openings 4 random plies deep (none with a lion to take at once)
  --movetime MS      engine and mcts agents (these even with --depth) think MS ms a move, 1 to 3600000 (default 100)
  --depth D          engine agents search to depth D, 1 to 64, instead of by time (default: by time)
  --max-moves N      moves per side before a draw is declared, 1 to 100000 (default 100)
  --seed S           seed for the extra openings, the random and the mcts agents (default 2021)
  --pgn FILE         write each game's moves to FILE as soon as it ends (default: no file)
  --concurrency N    play N games at once, 1 to 1024, each with agents of its own (default 1); the
                     games are counted, reported and written in order: with --depth the output is the
                     same for every N (random agents and --movetime engines play differently)
  -h, --help         print this help and exit
Ctrl-C (SIGINT) or SIGTERM stops the tournament: the game in progress is abandoned, the table counts
the games played, and the exit status is 130 or 143. Errors exit with status 2.
)";

inline constexpr const char* agent_names =
    "the agents are minimaxN and alphabetaN (N from 1 to 12), engine, engine-plain, engine-tT and engine-plain-tT "
    "(on T threads, 1 to 256), random, mcts, mcts-uct and mcts-cutoff";

/// What the command line asks for.
struct Settings {
    std::vector<std::string> agents{"minimax2", "alphabeta4", "engine"};
    int games = 2;
    int movetime = 100;
    int depth = 0;
    int max_moves = 100;
    std::uint64_t seed = 2021;
    std::string pgn;
    int concurrency = 1;
    bool help = false;
};

inline bool takes_value(const std::string& option) {
    for (const char* known : {"--agents", "--games", "--movetime", "--depth", "--max-moves", "--seed", "--pgn", "--concurrency"})
        if (option == known) return true;
    return false;
}

inline bool parse_number(const std::string& text, long long low, long long high, long long& out) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && end == text.data() + text.size() && out >= low && out <= high;
}

/// A number in an agent's name, read only as written plainly ("2", not "02" or "+2"): one agent has one
/// name, so that naming it twice is seen.
inline bool parse_name_number(const std::string& text, long long low, long long high, long long& out) {
    return parse_number(text, low, high, out) && text == std::to_string(out);
}

/// The settings, or nothing after an error message on stderr ("error: ..."). "--option=VALUE" is
/// "--option VALUE", and "--" ends the options (nothing may follow: the program takes no arguments), as
/// in congo, othello and dice-nim.
inline std::optional<Settings> parse_settings(int argc, char** argv) {
    Settings s;
    std::vector<std::string> words(argv, argv + argc);  // words[0], the program or command, is skipped
    for (std::size_t i = 1; i < words.size(); ++i) {
        if (const auto failure = common::split_attached_value(words, i, {"--help"})) {
            std::cerr << "error: " << *failure << '\n';
            return std::nullopt;
        }
        const std::string arg = words[i];
        if (arg == common::end_of_options) {
            if (i + 1 < words.size()) {
                std::cerr << "error: unexpected argument " << excerpt(words[i + 1])
                          << " (the tournament takes only options); --help lists the options\n";
                return std::nullopt;
            }
            break;
        }
        if (arg == "--help" || arg == "-h") {
            s.help = true;
            return s;
        }
        if (!takes_value(arg)) {
            std::cerr << "error: unknown " << (arg.starts_with("-") ? "option " : "argument ") << excerpt(arg)
                      << "; --help lists the options\n";
            return std::nullopt;
        }
        if (i + 1 >= words.size()) {
            std::cerr << "error: " << arg << " needs a value; --help lists the options\n";
            return std::nullopt;
        }
        const std::string value = words[++i];
        long long n = 0;
        const auto bad = [&](const std::string& what) {
            std::cerr << "error: " << arg << " needs " << what << ", not " << excerpt(value) << '\n';
            return std::nullopt;
        };
        if (arg == "--agents") {
            s.agents.clear();
            // Every name once, the empty one after a last comma too ("a,,b," names '' twice).
            const auto add = [&](const std::string& name) {
                if (std::find(s.agents.begin(), s.agents.end(), name) != s.agents.end()) {
                    std::cerr << "error: --agents names " << excerpt(name) << " twice; each agent plays once\n";
                    return false;
                }
                s.agents.push_back(name);
                return true;
            };
            std::stringstream list(value);
            for (std::string name; std::getline(list, name, ',');)
                if (!add(name)) return std::nullopt;
            // getline finds no empty name after a last comma: it is one, as one before the first or
            // between two commas is (an unknown agent '').
            if (!value.empty() && value.back() == ',' && !add("")) return std::nullopt;
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
        } else if (arg == "--concurrency") {
            if (!parse_number(value, 1, 1024, n)) return bad("a number of games at once from 1 to 1024");
            s.concurrency = static_cast<int>(n);
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

/// The agent called `name`, or nothing. Every agent but the random one stops its search when `stop` becomes true.
inline std::optional<CongoAgent> make_agent(const std::string& name, const Settings& s, const std::atomic<bool>* stop) {
    SearchLimits limits;
    limits.stop = stop;
    if (s.depth > 0)
        limits.depth = s.depth;
    else {
        limits.time = std::chrono::milliseconds(s.movetime);
        limits.time_use = TimeUse::whole;  // a fixed time a move: all of it is used
    }
    const auto depth_after = [&](const std::string& prefix) -> int {
        long long d = 0;
        if (name.size() > prefix.size() && name.starts_with(prefix) && parse_name_number(name.substr(prefix.size()), 1, 12, d))
            return static_cast<int>(d);
        return 0;
    };
    if (const int d = depth_after("minimax")) return course_minimax_agent(d, stop);
    if (const int d = depth_after("alphabeta")) return course_alphabeta_agent(d, stop);
    // "engine-t4": the engine on 4 threads.
    std::string base = name;
    std::size_t threads = 1;
    if (const auto dash = name.rfind("-t"); dash != std::string::npos && dash > 0) {
        long long t = 0;
        if (!parse_name_number(name.substr(dash + 2), 1, static_cast<long long>(EngineOptions::max_threads), t))
            return std::nullopt;
        base = name.substr(0, dash);
        threads = static_cast<std::size_t>(t);
    }
    EngineOptions options = base == "engine-plain" ? EngineOptions::plain() : EngineOptions{};
    options.repetition_draws = base == "engine";  // as congo uci: a position that comes back is no progress
    options.threads = threads;
    if (base == "engine") return engine_agent(name, options, limits);
    if (base == "engine-plain") return engine_agent(name, options, limits, CourseAdvancedEvaluator{});
    if (name == "random") return random_agent(s.seed);
    if (auto options = mcts_variant(name)) {
        options->seed = s.seed;
        MctsLimits mcts_limits = MctsLimits::for_time(s.movetime, TimeUse::whole);  // as the engines: all of it
        mcts_limits.stop = stop;
        return mcts_agent(name, *options, mcts_limits);
    }
    return std::nullopt;
}

/// The course's start, then positions a few random plies away from it (seeded), one per game pair;
/// none in which the side to move could take the lion at once (such a pair of games would say only
/// which agent had White: at --seed 3, 5 of 100 openings were).
inline std::vector<Position> openings(const Settings& s) {
    const Position start = *parse_fen(course_start, Rules::wits2021);
    return random_openings(start, static_cast<std::size_t>(s.games / 2), 4, s.seed, MoveGenerator{}, true, true);
}

/// One set of the agents the settings name (a concurrent round robin makes one per worker), or
/// nothing after an error message on stderr.
inline std::optional<std::vector<CongoAgent>> make_agents(const Settings& s, const std::atomic<bool>* stop) {
    std::vector<CongoAgent> agents;
    for (const auto& name : s.agents) {
        auto agent = make_agent(name, s, stop);
        if (!agent) {
            std::cerr << "error: unknown agent " << excerpt(name) << ": " << agent_names << '\n';
            return std::nullopt;
        }
        agents.push_back(std::move(*agent));
    }
    if (agents.size() < 2) {
        std::cerr << "error: --agents needs at least two comma-separated agent names: " << agent_names << '\n';
        return std::nullopt;
    }
    return agents;
}

/// The agents' names, in order.
inline std::vector<std::string> names_of(const std::vector<CongoAgent>& agents) {
    std::vector<std::string> names;
    for (const auto& agent : agents) names.push_back(agent.name());
    return names;
}

}  // namespace tournament_cli
