/// \file
/// What Monte Carlo tree search reports: progress while it runs, and the final result.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "gametree/core/score.hpp"
#include "gametree/search/engine/report.hpp"

namespace gametree {

/// One root move's line of an MCTS search (MctsOptions::multi_pv): the engine's RootLine (its score and
/// principal variation, computed as MctsInfo's score and pv are for best_move) with what MCTS knows of
/// the move besides.
template <class Move>
struct MctsLine : RootLine<Move> {
    /// How often the search visited the move (with threads: summed over the trees).
    std::uint64_t visits = 0;
    /// The move's average reward for the side to move at the root, in [0, 1]; a proven move's result
    /// (1 won, 0 lost, 0.5 drawn).
    double value = 0.5;
    /// True when the solver has proven the move's result: score is then exact (win_in, loss_in or 0).
    bool proven = false;

    /// Equal when the score, the line, the visits, the value and the proof are (without it, `==` on
    /// two MctsLines would be RootLine's, blind to what MCTS adds). The value is compared through
    /// std::equal_to, so that users' -Wfloat-equal does not fire here: equal values are exactly equal.
    friend bool operator==(const MctsLine& a, const MctsLine& b) {
        return static_cast<const RootLine<Move>&>(a) == static_cast<const RootLine<Move>&>(b) && a.visits == b.visits &&
               std::equal_to<double>{}(a.value, b.value) && a.proven == b.proven;
    }
};

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
    /// The principal variation: best_move, then the move the search would play after it (best_move's
    /// choice: a proven win first, a proven loss last, otherwise the most visited), and so on, as long
    /// as the move was visited or proven; with threads, past the root that of the tree that visited
    /// best_move most. It ends before a pass (NoMovePolicy::pass): a pass is not a move of the game's
    /// type, so in Othello a line stops where a side must pass.
    std::vector<Move> pv;
    /// The best root moves' lines in the order the search prefers them (line k is the move best_move
    /// would be without lines 1..k-1's moves): MctsOptions::multi_pv of them, fewer when the root has
    /// fewer moves (or, in a search among some root moves, Mcts::search's root_moves, fewer of those).
    /// Each line's score and pv are computed as score and pv are for best_move (a line's pv begins with
    /// its move, even one not visited yet), so lines[0] is {score, pv} with best_visits and best_value.
    /// None when there is no move to choose (a finished root, one without a move and no pass, a chance
    /// root); one with an empty pv at a root that must pass, as the engine's lines.
    std::vector<MctsLine<Move>> lines;
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
