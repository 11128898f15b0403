/// \file
/// What Monte Carlo tree search reports: progress while it runs, and the final result.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "gametree/core/score.hpp"

namespace gametree {

/// A snapshot of an MCTS search, for progress output and as part of the final report.
template <class Move>
struct MctsInfo {
    /// Iterations (playouts) of this search (summed over the trees of root parallelism,
    /// MctsOptions::threads).
    std::uint64_t iterations = 0;
    /// Nodes in the tree now (summed over the trees).
    std::uint64_t nodes = 0;
    /// How often this search pruned the full pool to its most-visited part (MctsOptions::max_nodes).
    std::uint64_t prunes = 0;
    /// Time since the search began.
    std::uint64_t milliseconds = 0;
    /// Iterations per second of this search.
    std::uint64_t iterations_per_second = 0;
    /// The move the search would play now (none when the root is over, is a chance state or has only a
    /// pass to play).
    std::optional<Move> best_move;
    /// How often the search visited best_move.
    std::uint64_t best_visits = 0;
    /// The value of best_move: the average reward for the side to move at the root, in [0, 1] (1: a
    /// sure win). At a chance root, which has no move to play, the root's own average; at a finished root
    /// (or one without a move, which its NoMovePolicy decides), its result: 1 won, 0 lost, 0.5 drawn.
    double best_value = 0.5;
    /// The root's value as a Score for the side to move: a proven result as win_in(plies, margin),
    /// loss_in or 0 (a proven draw); otherwise best_move's win probability through the cut-off's
    /// logistic scale (`scale * ln(p / (1 - p))`), kept inside ±decisive_bound, with p its average
    /// reward after half a win more in one more visit (`(reward + 0.5) / (visits + 1)`): a move whose
    /// few playouts all won is likely good, not a sure win. At a chance root, the same of the root's own
    /// average; at a finished root, its result (win_in(0, margin), loss_in or 0).
    Score score = 0;
    /// True when the solver has proven the root's result (a finished root too, which its rules prove):
    /// score is then exact, except in a game with
    /// margins (UtilityState), where a proven win is reported as soon as one move is proven to win, with
    /// the margin proven so far (a lower bound) while a bigger one may still be found.
    bool proven = false;
    /// The principal variation: from the root, the move the search would play there (best_move's
    /// choice: a proven win first, a proven loss last, otherwise the most visited), and so on, as long
    /// as the move was visited or proven; with threads, past the root that of the tree that visited
    /// best_move most. It ends before a pass (NoMovePolicy::pass): a pass is not a move of the game's
    /// type, so in Othello a line stops where a side must pass.
    std::vector<Move> pv;
};

/// The result of an MCTS search: the last snapshot, and whether a limit (rather than a proof) ended it.
template <class Move>
struct MctsReport : MctsInfo<Move> {
    /// True when a limit ended the search (iterations, the default 10,000 among them, time or the stop
    /// flag); false when the solver proved the root, or the root had nothing to search (a finished game,
    /// or no move and no pass).
    bool stopped = false;
};

}  // namespace gametree
