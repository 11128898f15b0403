// congo analyse --algorithm mcts: Monte Carlo tree search of a position, one progress line per second
// or per tenth of the budget (with --multipv N, N numbered lines), then the best move.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "../common/output.hpp"
#include "../common/stop_signals.hpp"
#include "engine_setup.hpp"
#include "gametree/agents/congo.hpp"
#include "gametree/search/mcts.hpp"
#include "options.hpp"

namespace cli {

/// One progress line: "iterations N[ multipv K] nodes T ips X time MS score S[ proven] visits V value P
/// pv ...", the search's counts from `i` and the move's from `line` (`number`: " multipv K", or empty).
template <class Info, class Line>
std::string mcts_progress_line(const Info& i, const Line& line, const std::string& number) {
    char text[224];
    std::snprintf(text, sizeof text, "iterations %llu%s nodes %llu ips %llu time %llu score %s%s visits %llu value %.3f pv ",
                  static_cast<unsigned long long>(i.iterations), number.c_str(), static_cast<unsigned long long>(i.nodes),
                  static_cast<unsigned long long>(i.iterations_per_second),
                  static_cast<unsigned long long>(i.milliseconds), score_text(line.score).c_str(),
                  line.proven ? " proven" : "", static_cast<unsigned long long>(line.visits), line.value);
    return text + line_text(line.pv);
}

/// The progress of `i`: one line for the best move, or with `numbered` (--multipv above 1) one per
/// line of the report, "multipv K" from 1, best first, as alpha-beta numbers them. False when the
/// output is lost.
template <class Info>
bool print_mcts_progress(const Info& i, bool numbered) {
    if (!numbered) {
        // The best move as a line of its own: the root's proof and score, as the report gives them.
        typename decltype(i.lines)::value_type best;
        best.score = i.score;
        best.pv = i.pv;
        best.visits = i.best_visits;
        best.value = i.best_value;
        best.proven = i.proven;
        return common::print_progress(mcts_progress_line(i, best, ""));
    }
    bool written = true;
    for (std::size_t k = 0; k < i.lines.size() && written; ++k)
        written = common::print_progress(mcts_progress_line(i, i.lines[k], " multipv " + std::to_string(k + 1)));
    return written;
}

/// Searches `pos` by MCTS (the "mcts" variant: UCT with the solver, the strong evaluation unused)
/// for `iterations` or `movetime_ms`, among `root_moves` (every move when empty).
inline int run_analyse_mcts(const gametree::congo::Position& pos, const Arguments& args,
                            const std::vector<gametree::congo::Move>& root_moves, int default_ms) {
    using namespace gametree;
    gametree::MctsLimits limits;
    if (args.iterations) limits.iterations = static_cast<std::uint64_t>(*args.iterations);
    else limits.time = std::chrono::milliseconds(args.movetime.value_or(default_ms));
    MctsOptions options = *congo::mcts_variant("mcts");
    options.threads = args.threads.value_or(1);
    options.multi_pv = static_cast<std::size_t>(args.multi_pv.value_or(1));
    const bool numbered = options.multi_pv > 1;
    if (auto failure = threads_unavailable(options.threads)) return report(*failure);
    Mcts<congo::Position, congo::MoveGenerator, congo::StrongEvaluator> mcts(options);
    const std::string threads =
        options.threads == 1 ? "single-threaded" : "root parallelism, " + std::to_string(options.threads) + " threads";
    bool written = common::print_progress("algorithm: mcts (UCT, solver, random playouts, " + threads + ")");
    // Nobody reads any more (`| head -3`): every tree stops, rather than search on to its budget, as a
    // stop signal stops them.
    if (!written) common::stop_requested.store(true);
    limits.stop = &common::stop_requested;
    const auto result = mcts.search(pos, limits, root_moves, [&](const auto& info) {
        written = print_mcts_progress(info, numbered) && written;
        if (!written) common::stop_requested.store(true, std::memory_order_relaxed);
    });
    written = print_mcts_progress(result, numbered) && written;
    if (!written) return common::report_output_error();
    if (!result.best_move) return report("no legal move in this position");
    std::cout << "bestmove " << gametree::congo::to_string(*result.best_move) << '\n';
    return common::status_after_answer(0);
}

}  // namespace cli
