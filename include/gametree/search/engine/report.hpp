/// \file
/// What the engine reports: one line per completed iteration, and the final result.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "gametree/core/score.hpp"

namespace gametree {

/// One root move's line of a search: its value for the side to move at the root and the principal
/// variation that begins with it (EngineOptions::multi_pv).
template <class Move>
struct RootLine {
    /// The value of playing pv's first move, for the side to move at the root.
    Score score = 0;
    /// The line, the root move first.
    std::vector<Move> pv;

    /// Equal when the score and the line are.
    friend bool operator==(const RootLine&, const RootLine&) = default;
};

/// The statistics of one completed iteration of iterative deepening.
template <class Move>
struct IterationInfo {
    /// The iteration's depth in plies.
    int depth = 0;
    /// The root's value for its side to move at this depth.
    Score score = 0;
    /// Nodes of this search so far (all iterations), summed over the threads.
    std::uint64_t nodes = 0;
    /// Nodes of this iteration alone.
    std::uint64_t iteration_nodes = 0;
    /// Time since the search began.
    std::uint64_t milliseconds = 0;
    /// Nodes per second since the search began, summed over the threads.
    std::uint64_t nodes_per_second = 0;
    /// Share of table probes that found the position (0 when there is no table).
    double tt_hit_rate = 0;
    /// Per mille of the table's entries written by this search, from a sample (the UCI "hashfull"; 0
    /// without a table).
    int hashfull = 0;
    /// The effective branching factor per ply: this iteration's nodes divided by the previous one's (0 for
    /// the first), to the power of one over the iteration step (EngineOptions::iteration_step).
    double branching_factor = 0;
    /// Positions valued by the tablebase so far (all iterations).
    std::uint64_t tablebase_hits = 0;
    /// The principal variation from the root, continued through the table where its cut-offs ended it early.
    /// It ends before a pass (NoMovePolicy::pass): a pass is not a move of the game's type.
    std::vector<Move> pv;
    /// The best root moves' lines, best first: EngineOptions::multi_pv of them, fewer when the root has
    /// fewer moves. lines[0] is score and pv (one line, empty, when the root passes).
    std::vector<RootLine<Move>> lines;
};

/// The result of an engine search.
template <class Move>
struct SearchReport {
    /// The root's value for its side to move. A finished root is valued as the search values a
    /// finished game (a win or loss at ply 0, by its margin, or a draw; without mate scores the
    /// evaluation, as plain alpha-beta gives it); a root without a move by the game's NoMovePolicy (a
    /// loss at ply 0, or -score_infinity without mate scores; a draw; or the pass searched).
    Score score = 0;
    /// The move to play (none when the root is over or has no move, also when it passes).
    std::optional<Move> best_move;
    /// The principal variation from the root, best_move first (empty without a best move). It ends
    /// before a pass (NoMovePolicy::pass): a pass is not a move of the game's type.
    std::vector<Move> pv;
    /// The deepest completed iteration (0 when the root is over or has no move, unless it passes: then
    /// the depth to which the pass was searched).
    int depth = 0;
    /// True when best_move, pv and score come from the iteration a limit stopped (depth +
    /// EngineOptions::iteration_step): a move it had searched completely and found better than the last
    /// finished iteration's first choice (EngineOptions::unfinished_iteration).
    bool from_unfinished_iteration = false;
    /// Nodes searched, summed over the threads.
    std::uint64_t nodes = 0;
    /// Time the search took.
    std::uint64_t milliseconds = 0;
    /// True when a limit other than depth ended the search.
    bool stopped = false;
    /// The last completed iteration's lines (IterationInfo::lines), best first; empty when there was
    /// none. With from_unfinished_iteration, best_move, pv and score come from the stopped iteration and
    /// lines still from the completed one.
    std::vector<RootLine<Move>> lines;
    /// Each completed iteration's statistics, shallowest first.
    std::vector<IterationInfo<Move>> iterations;
};

}  // namespace gametree
