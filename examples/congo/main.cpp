// congo: the command-line front end of the Congo engine.
//
//   congo moves    [--rules R] FEN                  every legal move, sorted, on one line
//   congo apply    [--rules R] FEN MOVE...          the resulting FEN, then Continue / White wins / Black wins / Draw
//   congo perft    [--rules R] [--divide] FEN DEPTH  leaf counts for depths 1..DEPTH with nodes per second
//   congo selfplay [--rules R] [--depth N]          a short engine-vs-engine demo game
//   congo analyse / play / uci                      the engine: analysis, a terminal game, a protocol
//
// Errors go to stderr as "error: ..." with exit status 2.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "gametree/gametree.hpp"
#include "analyse.hpp"
#include "options.hpp"
#include "play.hpp"
#include "uci.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

constexpr std::string_view usage = R"(usage: congo <command> [options] ...
commands:
  moves    [--rules standard|wits2021] FEN               list every legal move, sorted
  apply    [--rules standard|wits2021] FEN MOVE...       play moves; print the FEN and the game state
  perft    [--rules standard|wits2021] [--divide] FEN DEPTH
                                                        count leaf nodes for each depth 1..DEPTH
  selfplay [--rules standard|wits2021] [--depth N] [--ascii]  the engine against itself, move by move
  analyse  [--rules R] FEN [--depth N | --movetime MS]   search, one line per iteration, then bestmove
  play     [--rules R] [--white human|engine] [--black human|engine] [--depth N | --movetime MS]
           [--fen FEN] [--ascii]                         a game in the terminal
  uci      [--rules R]                                   engine protocol (UCI style) on stdin/stdout
  help                                                  this text
Moves are written origin then landing squares: e3e4, or c4a4c2e4 for a monkey's captures.
Default rules: standard.
)";

/// "Continue", "White wins", "Black wins" or "Draw".
std::string_view state_line(Outcome o) {
    switch (o) {
    case Outcome::ongoing: return "Continue";
    case Outcome::first_wins: return "White wins";
    case Outcome::second_wins: return "Black wins";
    case Outcome::draw: return "Draw";
    }
    return "Continue";
}

cli::Result<Position> read_position(const cli::Arguments& args, std::size_t index) {
    if (index >= args.positional.size()) return cli::fail("missing FEN");
    const std::string& text = args.positional[index];
    auto pos = parse_fen(text, args.rules);
    if (!pos) return cli::fail("bad FEN '" + text + "': " + pos.error().describe());
    return *pos;
}

int run_moves(const cli::Arguments& args) {
    if (auto e = args.expect_positional(1, "congo moves [--rules R] FEN")) return cli::report(*e);
    const auto pos = read_position(args, 0);
    if (!pos) return cli::report(pos.error());
    std::cout << legal_moves_text(*pos) << '\n';
    return 0;
}

int run_apply(const cli::Arguments& args) {
    if (args.positional.size() < 2) return cli::report("usage: congo apply [--rules R] FEN MOVE...");
    auto pos = read_position(args, 0);
    if (!pos) return cli::report(pos.error());
    Position current = *pos;
    for (std::size_t i = 1; i < args.positional.size(); ++i) {
        const auto move = parse_move(current, args.positional[i]);
        if (!move) return cli::report("move " + std::to_string(i) + ": " + move.error().message);
        current = current.after(*move);
    }
    std::cout << to_fen(current) << '\n' << state_line(current.outcome()) << '\n';
    return 0;
}

int run_perft(const cli::Arguments& args) {
    if (auto e = args.expect_positional(2, "congo perft [--rules R] [--divide] FEN DEPTH")) return cli::report(*e);
    const auto pos = read_position(args, 0);
    if (!pos) return cli::report(pos.error());
    const auto depth = cli::parse_int(args.positional[1], 0, 20, "DEPTH");
    if (!depth) return cli::report(depth.error());
    const MoveGenerator gen;
    if (args.divide && *depth > 0) {
        auto split = perft_divide(*pos, *depth, gen);
        std::sort(split.begin(), split.end(),
                  [](const auto& a, const auto& b) { return to_string(a.first) < to_string(b.first); });
        for (const auto& [move, nodes] : split) std::cout << to_string(move) << ' ' << nodes << '\n';
    }
    for (int d = 1; d <= *depth; ++d) {
        const auto start = std::chrono::steady_clock::now();
        const std::uint64_t nodes = perft(*pos, d, gen);
        const auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start)
                            .count();
        const auto nps = static_cast<std::uint64_t>(static_cast<double>(nodes) * 1e9 / static_cast<double>(std::max<std::int64_t>(ns, 1)));
        std::cout << "depth " << d << " nodes " << nodes << " time_ms " << ns / 1'000'000 << " nps " << nps << '\n';
    }
    return 0;
}

int run_selfplay(const cli::Arguments& args) {
    if (auto e = args.expect_positional(0, "congo selfplay [--rules R] [--depth N] [--ascii]")) return cli::report(*e);
    constexpr int move_limit = 100;  // full moves per side, as in the course's tournament
    // Two engines of different strength, so that the demo ends in a few dozen moves: White searches to
    // `depth`, Black three plies less.
    const int depth = args.depth.value_or(5);
    const int depths[2] = {depth, std::max(1, depth - 3)};
    Position pos = start_position(args.rules);
    std::cout << "Congo self-play, " << to_string(args.rules) << " rules: the engine at depth " << depths[0]
              << " (White) against the engine at depth " << depths[1] << " (Black)\n";
    std::cout << render_board(pos, args.ascii ? Charset::ascii : Charset::unicode);
    auto white_engine = cli::make_engine(args.rules);
    auto black_engine = cli::make_engine(args.rules);
    std::uint64_t total_nodes = 0;
    int plies = 0;
    while (!is_over(pos.outcome()) && plies < 2 * move_limit) {
        auto& engine = pos.side_to_move() == white ? white_engine : black_engine;
        const auto result = engine.search(pos, SearchLimits::to_depth(depths[index_of(pos.side_to_move())]));
        if (!result.best_move) break;  // no legal move: the game cannot go on
        total_nodes += result.nodes;
        const int number = plies / 2 + 1;
        std::cout << (pos.side_to_move() == white ? std::to_string(number) + ".   " : std::to_string(number) + "... ")
                  << to_string(*result.best_move) << "  (" << cli::score_text(result.score) << ", " << result.nodes
                  << " nodes)\n";
        pos = pos.after(*result.best_move);
        ++plies;
    }
    std::cout << render_board(pos, args.ascii ? Charset::ascii : Charset::unicode);
    std::cout << "final " << to_fen(pos) << '\n';
    const Outcome outcome = pos.outcome();
    if (outcome == Outcome::ongoing)
        std::cout << "Result: Draw (" << (plies >= 2 * move_limit ? "move limit reached" : "no legal move") << ")\n";
    else
        std::cout << "Result: " << state_line(outcome) << " after " << plies << " plies\n";
    std::cout << "Searched " << total_nodes << " nodes in total\n";
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> words(argv + 1, argv + argc);
    if (words.empty()) {
        std::cerr << usage;
        return 2;
    }
    const std::string& command = words[0];
    if (command == "help" || command == "--help" || command == "-h") {
        std::cout << usage;
        return 0;
    }
    const auto args = cli::parse_arguments({words.begin() + 1, words.end()});
    if (!args) return cli::report(args.error());
    if (command == "moves") return run_moves(*args);
    if (command == "apply") return run_apply(*args);
    if (command == "perft") return run_perft(*args);
    if (command == "selfplay") return run_selfplay(*args);
    if (command == "analyse" || command == "analyze") return cli::run_analyse(*args);
    if (command == "play") return cli::run_play(*args);
    if (command == "uci") return cli::run_uci(*args);
    return cli::report("unknown command '" + command + "' (try: congo help)");
}
