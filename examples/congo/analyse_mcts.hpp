// congo analyse --algorithm mcts: Monte Carlo tree search of a position, one progress line per second
// or per tenth of the budget, then the best move.
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <string>

#include "../common/output.hpp"
#include "engine_setup.hpp"
#include "gametree/agents/congo.hpp"
#include "gametree/search/mcts.hpp"
#include "options.hpp"

namespace cli {

/// One progress line: "iterations N nodes T ips X time MS score S visits V value P pv ...".
template <class Info>
std::string mcts_progress_line(const Info& i) {
    char line[192];
    std::snprintf(line, sizeof line, "iterations %llu nodes %llu ips %llu time %llu score %s%s visits %llu value %.3f pv ",
                  static_cast<unsigned long long>(i.iterations), static_cast<unsigned long long>(i.nodes),
                  static_cast<unsigned long long>(i.iterations_per_second),
                  static_cast<unsigned long long>(i.milliseconds), score_text(i.score).c_str(),
                  i.proven ? " proven" : "", static_cast<unsigned long long>(i.best_visits), i.best_value);
    return line + line_text(i.pv);
}

/// Searches `pos` by MCTS (the "mcts" variant: UCT with the solver, the strong evaluation unused)
/// for `iterations` or `movetime_ms`.
inline int run_analyse_mcts(const gametree::congo::Position& pos, const Arguments& args, int default_ms) {
    using namespace gametree;
    gametree::MctsLimits limits;
    if (args.iterations) limits.iterations = static_cast<std::uint64_t>(*args.iterations);
    else limits.time = std::chrono::milliseconds(args.movetime.value_or(default_ms));
    MctsOptions options = *congo::mcts_variant("mcts");
    options.threads = args.threads.value_or(1);
    if (auto failure = threads_unavailable(options.threads)) return report(*failure);
    Mcts<congo::Position, congo::MoveGenerator, congo::StrongEvaluator> mcts(options);
    const std::string threads =
        options.threads == 1 ? "single-threaded" : "root parallelism, " + std::to_string(options.threads) + " threads";
    bool written = common::print_progress("algorithm: mcts (UCT, solver, random playouts, " + threads + ")");
    // Nobody reads any more (`| head -3`): every tree stops, rather than search on to its budget.
    std::atomic<bool> output_lost{!written};
    limits.stop = &output_lost;
    const auto result = mcts.search(pos, limits, [&](const auto& info) {
        written = common::print_progress(mcts_progress_line(info)) && written;
        if (!written) output_lost.store(true, std::memory_order_relaxed);
    });
    written = common::print_progress(mcts_progress_line(result)) && written;
    if (!written) return common::report_output_error();
    if (!result.best_move) return report("no legal move in this position");
    std::cout << "bestmove " << gametree::congo::to_string(*result.best_move) << '\n';
    return 0;
}

}  // namespace cli
