// What Monte Carlo tree search reports: progress while it runs, and the final result.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "gametree/core/score.hpp"

namespace gametree {

/// A snapshot of an MCTS search, for progress output and as part of the final report.
template <class Move>
struct MctsInfo {
    /// Iterations (playouts) of this search, and nodes in the tree now (summed over the trees of root
    /// parallelism, MctsOptions::threads).
    std::uint64_t iterations = 0;
    std::uint64_t nodes = 0;
    /// How often this search pruned the full pool to its most-visited part (MctsOptions::max_nodes).
    std::uint64_t prunes = 0;
    std::uint64_t milliseconds = 0;
    std::uint64_t iterations_per_second = 0;
    /// The move the search would play now, how often it was visited, and its value: the average reward
    /// for the side to move at the root, in [0, 1] (1: a sure win).
    std::optional<Move> best_move;
    std::uint64_t best_visits = 0;
    double best_value = 0.5;
    /// The root's value as a Score for the side to move: a proven result as win_in(plies, margin),
    /// loss_in or 0 (a proven draw); otherwise the win probability through the cut-off's logistic scale
    /// (`scale * ln(p / (1 - p))`), kept inside ±decisive_bound.
    Score score = 0;
    /// True when the solver has proven the root's value (score is then exact).
    bool proven = false;
    /// The principal variation by visits: from the root, the most visited child, and so on.
    std::vector<Move> pv;
};

/// The result of an MCTS search: the last snapshot, and whether a limit (rather than a proof) ended it.
template <class Move>
struct MctsReport : MctsInfo<Move> {
    bool stopped = false;
};

}  // namespace gametree
