// congo analyse: search a position, printing every iteration as it completes, then the best move.
#pragma once

#include <atomic>
#include <cstdio>
#include <iostream>
#include <string>

#include "../common/output.hpp"
#include "../common/stop_signals.hpp"
#include "analyse_mcts.hpp"
#include "analyse_pns.hpp"
#include "engine_setup.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/game_end.hpp"
#include "options.hpp"
#include "search_moves_option.hpp"

namespace cli {

/// How long `analyse` searches when given no limit.
inline constexpr int default_analyse_ms = 2000;

inline int run_analyse(const Arguments& args) {
    using namespace gametree;
    using namespace gametree::congo;
    if (auto e = args.expect_positional(1, "congo analyse [--rules R] FEN [--depth N | --movetime MS | --iterations N | --expansions N] [--hash MIB] [--threads N] [--multipv N] [--algorithm A] [--tree-nodes N] [--table-entries N] [--searchmoves M,...]"))
        return report(*e);
    if (args.depth && args.movetime) return report("give either --depth or --movetime, not both");
    const bool mcts = args.algorithm == "mcts";
    const bool pns = args.algorithm == "pns";
    const bool dfpn = args.algorithm == "dfpn";
    const bool proof = pns || dfpn;  // a proof-number search, best-first or depth-first
    const std::string name = dfpn ? "dfpn" : "pns";
    if (args.iterations && !mcts)
        return report(proof ? "--iterations is for --algorithm mcts (" + name + " takes --expansions)"
                            : "--iterations is for --algorithm mcts (alpha-beta takes --depth)");
    if (args.expansions && !proof) return report("--expansions is for --algorithm pns or dfpn");
    if (args.tree_nodes && dfpn) return report("--tree-nodes is for --algorithm pns: dfpn keeps no tree (its memory is --table-entries)");
    if (args.tree_nodes && !pns) return report("--tree-nodes is for --algorithm pns");
    if (args.table_entries && !proof) return report("--table-entries is for --algorithm pns or dfpn");
    // df-pn keeps its numbers in the table: it cannot do without one (a bucket is four entries).
    if (dfpn && args.table_entries && *args.table_entries < 4)
        return report("--table-entries with --algorithm dfpn must be at least 4, not " + std::to_string(*args.table_entries) + " (its numbers live in the table)");
    if (proof && args.depth) return report("--algorithm " + name + " takes --expansions or --movetime, not --depth");
    if (proof && args.hash_mib) return report("--hash is for alphabeta: --algorithm " + name + " sizes its table with --table-entries");
    if (proof && args.multi_pv) return report("--multipv is for alphabeta (" + name + " reports one line)");
    if (proof && args.threads) return report("--algorithm " + name + " searches on one thread: --threads is for alphabeta and mcts");
    if (args.expansions && args.movetime) return report("give either --expansions or --movetime, not both");
    if (mcts && args.depth) return report("--algorithm mcts takes --iterations or --movetime, not --depth");
    if (mcts && args.hash_mib) return report("--algorithm mcts keeps no table: --hash is for alphabeta");
    if (args.iterations && args.movetime) return report("give either --iterations or --movetime, not both");
    const auto pos = parse_fen(args.positional[0], args.rules);
    if (!pos)
        return report("bad FEN " + excerpt(args.positional[0], pos.error().offset) + ": " + pos.error().describe());
    if (is_over(pos->outcome())) return report("the game is over: " + result_with_reason(*pos) + "; nothing to analyse");
    const auto root_moves = parse_search_moves(*pos, args.search_moves);
    if (!root_moves) return report(root_moves.error());
    // Ctrl-C (SIGINT) or SIGTERM stops the search through its stop flag, and the answer so far is said;
    // caught from now on, so that one while the table or the tablebases are made stops the search at once.
    common::catch_stop_signals();

    if (mcts) return run_analyse_mcts(*pos, args, *root_moves, default_analyse_ms);
    if (pns) return run_analyse_pns(*pos, args, *root_moves, default_analyse_ms);
    if (dfpn) return run_analyse_dfpn(*pos, args, *root_moves, default_analyse_ms);

    SearchLimits limits;
    if (args.depth) limits.depth = *args.depth;
    else limits.time = std::chrono::milliseconds(args.movetime.value_or(default_analyse_ms));
    std::string error;
    // A root of at most four pieces is searched with the tablebases of four, built for it before the
    // search: its exact value is known from the start.
    const TablebasePieces pieces = tablebase_pieces_for(*pos);
    const bool four_pieces = pieces == TablebasePieces::four;
    const auto engine = try_make_engine(args.rules, args.hash_mib.value_or(default_hash_mib), error, args.threads.value_or(1), pieces);
    if (!engine) return report(error);
    if (args.multi_pv) {
        auto options = engine->options();
        options.multi_pv = static_cast<std::size_t>(*args.multi_pv);
        engine->set_options(options);  // the same table and threads: nothing to allocate
    }
    // Once, what the search will use: one look tells whether the table, quiescence and tablebases are on.
    bool written = common::print_progress("features: " + to_string(engine->features()));
    // With a time limit the tablebases are built now, before the clock starts, not inside the timed
    // search that first reaches such an endgame (about 0.05 s of its time). A depth costs no clock, but
    // the tables of four pieces a root needs are built first all the same, and said (they take longer).
    if (limits.time && written)
        written = common::print_progress("tablebases: " + build_tablebases(engine->tablebase(), args.rules, &*pos).said + ", before the clock");
    else if (four_pieces && written)
        written = common::print_progress("tablebases: " + build_tablebases(engine->tablebase(), args.rules, &*pos, false).said + ", before the search");
    // A root in the tablebases: its exact value first, which the search's score then agrees with (not
    // said for some moves alone, --searchmoves: the table's value is that of the best of all).
    if (const auto value = root_moves->empty() ? engine->tablebase().probe(*pos) : std::nullopt; value && written)
        written = common::print_progress("tablebase: " + tablebase_value_text(*value, pos->side_to_move()));
    // Nobody reads any more (`| head -3`): the search stops, rather than think on to its depth or time,
    // as a stop signal stops it.
    if (!written) common::stop_requested.store(true);
    limits.stop = &common::stop_requested;
    const bool lines_numbered = args.multi_pv.value_or(1) > 1;
    const auto result = engine->search(*pos, limits, *root_moves, [&](const CongoEngine::Info& i) {
        // One line per iteration, or with --multipv one per root move searched, numbered, best first.
        for (std::size_t k = 0; k < i.lines.size() && written; ++k) {
            const std::string number = lines_numbered ? " multipv " + std::to_string(k + 1) : "";
            char line[200];
            std::snprintf(line, sizeof line,
                          "depth %d%s score %s nodes %llu nps %llu time %llu tthit %.2f hashfull %d ebf %.2f pv ", i.depth,
                          number.c_str(), score_text(i.lines[k].score).c_str(), static_cast<unsigned long long>(i.nodes),
                          static_cast<unsigned long long>(i.nodes_per_second),
                          static_cast<unsigned long long>(i.milliseconds), i.tt_hit_rate, i.hashfull, i.branching_factor);
            written = common::print_progress(line + line_text(i.lines[k].pv)) && written;
        }
        if (!written) common::stop_requested.store(true, std::memory_order_relaxed);
    });
    if (!written) return common::report_output_error();
    if (!result.best_move) return report("no legal move in this position");
    std::cout << "bestmove " << to_string(*result.best_move) << '\n';
    return common::status_after_answer(0);
}

}  // namespace cli
