// congo: the command-line front end of the Congo engine.
//
//   congo moves    [--rules R] FEN                  every legal move, sorted, on one line
//   congo apply    [--rules R] FEN [MOVE...]        the resulting FEN, then Continue / White wins / Black wins / Draw
//   congo perft    [--rules R] [--divide] [--threads N] FEN DEPTH  leaf counts for depths 1..DEPTH, nodes/s
//   congo selfplay [--rules R] [--depth N] ...      a short engine-vs-engine demo game
//   congo analyse / play / uci                      the engine: analysis, a terminal game, a protocol
//   congo match --engine N=CMD --engine N=CMD ...  a match between two programs that speak the protocol
//
// usage.hpp has each command's options and defaults. Errors go to stderr as "error: ..." with exit
// status 2, and so does a failure to write the output.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <new>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "../common/option_words.hpp"
#include "../common/help_command.hpp"
#include "../common/output.hpp"
#include "../common/perft_lines.hpp"
#include "analyse.hpp"
#include "match.hpp"
#include "gametree/gametree.hpp"
#include "options.hpp"
#include "play.hpp"
#include "tablebase_command.hpp"
#include "uci.hpp"
#include "usage.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

cli::Result<Position> read_position(const cli::Arguments& args, std::size_t index) {
    if (index >= args.positional.size()) return cli::fail("missing FEN");
    const std::string& text = args.positional[index];
    auto pos = parse_fen(text, args.rules);
    if (!pos) return cli::fail("bad FEN " + excerpt(text, pos.error().offset) + ": " + pos.error().describe());
    return *pos;
}

int run_moves(const cli::Arguments& args) {
    if (auto e = args.expect_positional(1, "congo moves [--rules R] FEN")) return cli::report(*e);
    const auto pos = read_position(args, 0);
    if (!pos) return cli::report(pos.error());
    std::cout << legal_moves_text(*pos) << '\n';
    if (is_over(pos->outcome())) std::cerr << "the game is over: " << result_with_reason(*pos) << '\n';
    return 0;
}

int run_apply(const cli::Arguments& args) {
    if (args.positional.empty()) return cli::report("missing FEN; usage: congo apply [--rules R] FEN [MOVE...]");
    const auto pos = read_position(args, 0);
    if (!pos) return cli::report(pos.error());
    Position current = *pos;
    for (std::size_t i = 1; i < args.positional.size(); ++i) {
        const auto move = parse_move(current, args.positional[i]);
        if (!move) return cli::report("move " + std::to_string(i) + ": " + move.error().message);
        current = current.after(*move);
    }
    std::cout << to_fen(current) << '\n' << result_text(current.outcome()) << '\n';
    return 0;
}

int run_perft(const cli::Arguments& args) {
    if (auto e = args.expect_positional(2, "congo perft [--rules R] [--divide] [--threads N] FEN DEPTH"))
        return cli::report(*e);
    const auto pos = read_position(args, 0);
    if (!pos) return cli::report(pos.error());
    const auto depth = cli::parse_int(args.positional[1], 0, 20, "DEPTH");
    if (!depth) return cli::report(depth.error());
    const MoveGenerator gen;
    const int threads = args.threads.value_or(1);
    if (auto failure = common::perft_threads_unavailable(*pos, *depth, gen, threads)) return cli::report(*failure);
    if (args.divide && *depth > 0) {
        auto split = perft_divide(*pos, *depth, gen);
        std::sort(split.begin(), split.end(),
                  [](const auto& a, const auto& b) { return to_string(a.first) < to_string(b.first); });
        for (const auto& [move, nodes] : split) std::cout << to_string(move) << ' ' << nodes << '\n';
    }
    return common::print_perft_lines(*pos, *depth, gen, threads);
}

int run_selfplay(const cli::Arguments& args) {
    if (auto e = args.expect_positional(0, "congo selfplay [options] (see congo selfplay --help)")) return cli::report(*e);
    const int move_limit = args.max_moves.value_or(cli::default_move_limit);
    // Two engines of different strength, so that the demo ends in a few dozen moves: White searches to
    // `depth`, Black three plies less unless told otherwise.
    const int depth = args.depth.value_or(5);
    const int depths[2] = {depth, args.black_depth.value_or(std::max(1, depth - 3))};
    const Charset charset = args.ascii ? Charset::ascii : Charset::unicode;
    const int hash = args.hash_mib.value_or(cli::default_hash_mib);
    std::string error;
    const int threads = args.threads.value_or(1);
    auto white_engine = cli::try_make_engine(args.rules, hash, error, threads);
    auto black_engine = white_engine ? cli::try_make_engine(args.rules, hash, error, threads) : nullptr;
    if (!black_engine) return cli::report(error);

    Position pos = start_position(args.rules);
    std::cout << "Congo self-play, " << to_string(args.rules) << " rules: the engine at depth " << depths[0]
              << " (White) against the engine at depth " << depths[1] << " (Black), at most " << move_limit
              << (move_limit == 1 ? " move" : " moves") << " each\n";
    std::cout << render_board(pos, charset);
    // Seen before the first search, which may take long; and a reader gone already is noticed now.
    if (!common::flush_stdout()) return common::report_output_error();
    std::uint64_t total_nodes = 0;
    int plies = 0;
    std::vector<std::uint64_t> earlier;  // the game so far: a position that comes back is no progress
    while (!is_over(pos.outcome()) && plies < 2 * move_limit) {
        auto& engine = pos.side_to_move() == white ? *white_engine : *black_engine;
        engine.set_history(earlier);
        const auto result = engine.search(pos, SearchLimits::to_depth(depths[index_of(pos.side_to_move())]));
        if (!result.best_move) break;  // no legal move: the game cannot go on
        total_nodes += result.nodes;
        const int number = plies / 2 + 1;
        std::cout << (pos.side_to_move() == white ? std::to_string(number) + ".   " : std::to_string(number) + "... ")
                  << to_string(*result.best_move) << "  (" << cli::score_text(result.score) << ", " << result.nodes
                  << " nodes)\n";
        if (!common::flush_stdout()) return common::report_output_error();
        earlier.push_back(pos.hash());
        pos = pos.after(*result.best_move);
        ++plies;
    }
    std::cout << render_board(pos, charset);
    std::cout << "final " << to_fen(pos) << '\n';
    if (pos.outcome() == Outcome::ongoing)
        std::cout << "Result: Draw (" << (plies >= 2 * move_limit ? "move limit reached" : "no legal move") << ")\n";
    else
        std::cout << "Result: " << result_with_reason(pos) << " after " << plies << " plies\n";
    std::cout << "Searched " << total_nodes << " nodes in total\n";
    return 0;
}

int run_command(const std::string& command, const cli::Arguments& args) {
    if (command == "moves") return run_moves(args);
    if (command == "apply") return run_apply(args);
    if (command == "perft") return run_perft(args);
    if (command == "selfplay") return run_selfplay(args);
    if (command == "analyse" || command == "analyze") return cli::run_analyse(args);
    if (command == "play") return cli::run_play(args);
    if (command == "tablebase") return cli::run_tablebase(args);
    return cli::run_uci(args);
}

}  // namespace

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    const std::vector<std::string> words(argv + 1, argv + argc);
    if (words.empty()) {
        std::cerr << cli::usage;
        return 2;
    }
    const std::string& command = words[0];
    if (command == "help" || command == "--help" || command == "-h") {
        const auto help = common::help_reply(words, "congo", cli::usage, cli::usage_of, cli::rules_option);
        if (help.error) return cli::report(help.text);
        std::cout << help.text;
        return common::finish(0);
    }
    if (cli::usage_of(command).empty()) return cli::report(common::unknown_command("congo", command));
    if (command == "match") {  // its own options: engines, games, time control, openings, SPRT
        const std::vector<std::string> rest(words.begin() + 1, words.end());
        if (common::asks_for_help(rest)) {
            std::cout << cli::match_usage << cli::rules_option;
            return common::finish(0);
        }
        return common::finish(cli::run_match(rest));
    }
    const auto args = cli::parse_arguments({words.begin() + 1, words.end()}, "congo " + command, cli::options_of(command));
    if (!args) return cli::report(args.error());
    if (args->help) {
        std::cout << cli::usage_of(command) << cli::rules_option;
        return common::finish(0);
    }
    try {
        return common::finish(run_command(command, *args));
    } catch (const std::bad_alloc&) {
        // The big allocations (the hash table, tablebases built on demand) are the ones that can fail.
        return cli::report("out of memory");
    } catch (const std::system_error& e) {
        // A thread that cannot be started after all (the commands check before they search, but the
        // system may change its mind): said, not an abort.
        return cli::report(std::string("system error: ") + e.what());
    }
}
