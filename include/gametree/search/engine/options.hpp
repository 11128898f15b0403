/// \file
/// What the engine may use (each technique switchable) and when it must stop.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "gametree/core/score.hpp"
#include "gametree/search/time_use.hpp"

namespace gametree {

/// The engine's techniques, each of which can be switched off to measure it or to get exact values.
struct EngineOptions {
    /// The most threads a search may use.
    static constexpr std::size_t max_threads = 256;
    /// Threads that search at once (Lazy SMP; 1 to max_threads). One thread is the plain, deterministic
    /// search; more share the transposition table, find the same depth sooner, and give results that may
    /// differ from run to run (the threads' timing decides what the table holds when). The threads share
    /// nothing but the table: without one (tt_mib and tt_kib 0, or a state that is not HashedState) a
    /// search runs on one thread, and EngineFeatures::threads says 1.
    std::size_t threads = 1;
    /// Transposition table size in MiB (0: no table). Used only when the state models HashedState.
    std::size_t tt_mib = 16;
    /// The table's size in KiB instead, when not 0 (tt_mib is then ignored): for short searches of a
    /// few thousand nodes, which spend more time faulting in a MiB of fresh memory than the table saves
    /// them (the course's Part 5 samples with `--fast`: 64 KiB).
    std::size_t tt_kib = 0;
    /// Let table entries end a search early (bounds and exact scores). Off: the table only orders moves,
    /// and the search returns exactly the plain alpha-beta value.
    bool tt_cutoffs = true;
    /// With tt_cutoffs off: let an entry end a search only when it was stored at exactly the depth that
    /// is left. The value is still exactly plain alpha-beta's at the same depth when the evaluation
    /// depends only on what the hash identifies and the game's end is valued by the evaluator: a
    /// subtree's value then depends only on its position and the depth left, wherever it is met. The
    /// engine uses it only then, with mate scores, quiescence, reductions, pruning, tablebases,
    /// repetition draws, the danger extension and contempt off (as in exact()); otherwise it is ignored
    /// (EngineFeatures::same_depth_cutoffs tells).
    bool tt_same_depth_cutoffs = false;
    /// Principal variation search: null windows after the first move, re-searched when they fail high.
    bool pvs = true;
    /// Aspiration windows around the previous iteration's score, widened on failure.
    bool aspiration = true;
    /// Half the width of the first aspiration window, on the evaluator's scale; each failure doubles it,
    /// and past 64 times this value the window is the full one. 1 to score_infinity.
    Score aspiration_window = 50;
    /// Move ordering: the game's capture ranking (CaptureOrderedMoveGen), killer moves, history. The ranking
    /// puts ranked moves (captures) right after the table's move, best-ranked first, and spares them late
    /// move reductions.
    bool capture_ordering = true;
    /// Killer moves: the last two quiet moves that caused a cut-off at a ply are tried early at that ply.
    bool killers = true;
    /// The history heuristic (HistoryIndexedMoveGen): the other quiet moves are ordered by the cut-offs
    /// they caused before, weighted by depth squared.
    bool history = true;
    /// With history: at a cut-off by a quiet move, the quiet moves tried before it lose what a cut-off
    /// would have gained them, so that moves that keep failing sink. Only ordering depends on it. Off
    /// for the engine (against the build without it at 10 ms a move, 237-292-271 in 800 games, -14.8 +-
    /// 19.2 Elo); on in ExactSearch, whose exact searches it spares 3-6% of their nodes (11% on the
    /// course's Part 5 samples).
    bool history_malus = false;
    /// Quiescence search over noisy moves at the horizon (NoisyMoveGen). Off: the evaluator is used.
    bool quiescence = true;
    /// Staged move generation (StagedMoveGen): below the root the noisy moves are generated first and
    /// the quiet moves only at a node that gets to them (no noisy move cut it off, or the table's move is
    /// quiet). It changes the speed, and the order of moves of equal rank (the noisy moves always come
    /// first, even with capture_ordering off), never what a move is worth.
    bool staged_generation = true;
    /// For a generator that tells when the side to move is in danger (DangerAwareMoveGen; in chess,
    /// check): no forward pruning (futility, null move) at such a node, whose evaluation misses the
    /// threat, and the quiescence search tries every move there instead of standing pat (once on a
    /// line: the quiescence search below an evasion stands pat again). It changes values.
    bool evasions = true;
    /// With evasions: a node in danger is searched one ply deeper (chess's check extension: the answers
    /// to the threat are few and forced), on lines shorter than twice the iteration's depth. It changes
    /// values.
    bool danger_extension = true;
    /// Finished games score as wins or losses by distance from the root (faster wins preferred).
    /// Off: they are scored by the evaluator, as plain minimax and alpha-beta do.
    bool mate_scores = true;
    /// Late move reductions (forward pruning; it changes values): late quiet moves are first searched
    /// shallower (one ply, more for later moves at greater depths), and again at full depth only when
    /// they beat alpha.
    bool late_move_reductions = true;
    /// Null-move pruning (forward pruning; games modelling NullMoveState): away from the principal
    /// variation, when the side to move stands at or above beta, a search in which it passes, 2-3 plies
    /// shallower, that still reaches beta ends the node. Wrong in zugzwang; switch it off for such games.
    bool null_move = true;
    /// Futility pruning (forward pruning): away from the principal variation, within `futility_depth`
    /// plies of the horizon, a node whose evaluation exceeds beta by `futility_margin` per ply ends with
    /// that evaluation ("reverse futility" or static null-move pruning). The margin is on the
    /// evaluator's scale (the default fits evaluations in centipawns, a pawn near 100).
    bool futility = true;
    /// Futility pruning's reach: nodes with at most this many plies left (0 to max_ply; 0 prunes nothing).
    int futility_depth = 3;
    /// Futility pruning's margin per ply left, on the evaluator's scale (0 to score_infinity).
    Score futility_margin = 120;
    /// Lazy evaluation, for an evaluator with a cheap estimate of itself (EstimatingEvaluator): where
    /// the estimate, give or take this margin, already stands at or above beta, the quiescence search
    /// stands pat and forward pruning acts on it, and where it stays below the bound that pruning needs,
    /// the full evaluation is not computed. 0: off (always the full evaluation). It changes values when
    /// an evaluation falls outside the margin. On the evaluator's scale, like futility_margin (0 to
    /// score_infinity).
    Score lazy_margin = 100;
    /// When a limit stops an iteration part-way, play the move that iteration found best so far if it
    /// proved better than the move searched first there (the last finished iteration's choice): searched
    /// one ply deeper, it beats that move. Off: a stopped search always reports the last finished
    /// iteration, whatever the unfinished one had shown.
    bool unfinished_iteration = true;
    /// Iterative deepening's step: the iterations are the depths up to the limit that differ from it by
    /// a multiple of this (1 to max_iteration_step; with 2, a depth-6 search iterates at 2, 4 and 6).
    /// Only move ordering depends on it, never a value. 1 suits the engine, whose time limits want
    /// every depth; 2 suits exact searches to a fixed depth without quiescence, where an evaluation that
    /// counts attacks swings between odd and even depths and an odd iteration orders the next even one
    /// badly (ExactSearch: 15-25% fewer nodes on Congo and Othello positions; the engine itself
    /// needs 1.16 times the nodes to depth 11 with 2 on search_bench's positions).
    int iteration_step = 1;
    /// The largest iteration_step that Engine::set_options accepts.
    static constexpr int max_iteration_step = 8;
    /// Probe the engine's tablebase (if it has one) below the root; needs mate scores, and a game without
    /// margins (a table knows won, lost or drawn, not by how much: with UtilityState it is not probed).
    bool tablebases = true;
    /// For games with a repetition rule, or as a contempt for play that makes no progress (the Congo
    /// programs switch it on, though Congo has no such rule): a position that repeats one earlier on the
    /// line searched, or in the game before the root (Engine::set_history), scores as a draw. Off by
    /// default. Needs a hashed state (the hash identifies the position); it is ignored otherwise.
    bool repetition_draws = false;
    /// Contempt for draws, on the evaluator's scale: every draw the search meets (a game drawn by its
    /// rules or for want of a move, a repetition, a tablebase draw) scores -contempt where the side to
    /// move at the root is to move, and +contempt where its opponent is. Positive: the engine plays on
    /// rather than settle for a draw (against a weaker opponent, or to convert an edge before a move limit
    /// draws the game); negative: it seeks draws. 0 (default): a draw is worth 0. It changes values, and
    /// table entries then hold the root side's view: a search for the other side clears the table.
    /// Strictly inside ±decisive_bound, like an evaluation.
    Score contempt = 0;
    /// The most lines multi_pv may ask for.
    static constexpr std::size_t max_multi_pv = 256;
    /// Root moves searched and reported each with its own value and line, best first (1 to
    /// max_multi_pv; the UCI "MultiPV"): each iteration searches the root again for every line, without
    /// the moves of the lines before it, so that line k holds the best move left and its exact value
    /// at that depth. More lines cost more time: the engine plays the first line's move. A root with
    /// fewer moves gets a line for each. SearchReport::lines and IterationInfo::lines hold them.
    std::size_t multi_pv = 1;

    /// Everything that changes values off: iterative deepening, PVS, aspiration, ordering and the table
    /// (for ordering, and cut-offs by entries of the same depth) stay; the result equals plain
    /// alpha-beta at the same depth.
    [[nodiscard]] static EngineOptions exact() {
        EngineOptions o;
        o.tt_cutoffs = false;
        o.tt_same_depth_cutoffs = true;
        o.quiescence = false;
        o.mate_scores = false;
        o.late_move_reductions = false;
        o.null_move = false;
        o.futility = false;
        o.danger_extension = false;  // a deeper search than asked: another value
        o.tablebases = false;
        o.lazy_margin = 0;
        return o;
    }

    /// For solving a game to the end: everything that keeps values exact (no reductions or pruning), with mate
    /// scores so that wins and losses are told by their distance.
    [[nodiscard]] static EngineOptions solve() {
        EngineOptions o;
        o.late_move_reductions = false;
        o.null_move = false;
        o.futility = false;
        o.lazy_margin = 0;
        return o;
    }

    /// Every technique off: iterative deepening over a plain alpha-beta, for comparisons.
    [[nodiscard]] static EngineOptions plain() {
        EngineOptions o = exact();
        o.tt_mib = 0;
        o.pvs = false;
        o.aspiration = false;
        o.capture_ordering = false;
        o.killers = false;
        o.history = false;
        o.staged_generation = false;  // the generator's order, not the noisy moves first
        return o;
    }
};

/// When a search stops: whichever limit comes first. The last completed iteration's result is returned
/// (or, with EngineOptions::unfinished_iteration, a better move the stopped iteration had proved); the
/// first iteration (depth 1, or deeper with EngineOptions::iteration_step) is always completed.
struct SearchLimits {
    /// The deepest iteration, in plies (taken as 1 to max_ply - 1).
    int depth = max_ply - 1;
    /// About this many nodes at most, summed over the threads (the first iteration always completes).
    std::optional<std::uint64_t> nodes;
    /// At most this long; see `time_use` for when the search stops before it.
    std::optional<std::chrono::milliseconds> time;
    /// How the time limit is spent.
    TimeUse time_use = TimeUse::save;
    /// Set to true by another thread to stop the search as soon as possible.
    const std::atomic<bool>* stop = nullptr;
    /// Pondering (UCI `go ponder`): while this points at true, the time limit does not run, as if there
    /// were none (the node and depth limits and `stop` still apply; TimeUse::save does not end the search
    /// at a root with a single move). Once it reads false (`ponderhit`, set by another thread), the time
    /// limit applies, counted from the moment the search first saw it false: a thread's next time check
    /// (about a millisecond apart while nodes are fast) or the end of an iteration, whichever comes
    /// first. Already false when the search starts: a plain time limit. Null (the default): no pondering,
    /// at no cost. The reported times still count from the search's start.
    const std::atomic<bool>* ponder = nullptr;

    /// Search to `depth` plies.
    [[nodiscard]] static SearchLimits to_depth(int depth) {
        SearchLimits limits;
        limits.depth = depth;
        return limits;
    }
    /// Search for at most `milliseconds`; by default it stops early rather than start an iteration it
    /// cannot finish (TimeUse::save); TimeUse::whole searches to the limit.
    [[nodiscard]] static SearchLimits for_time(std::int64_t milliseconds, TimeUse use = TimeUse::save) {
        SearchLimits limits;
        limits.time = std::chrono::milliseconds(milliseconds);
        limits.time_use = use;
        return limits;
    }
    /// Search until `count` nodes are visited.
    [[nodiscard]] static SearchLimits for_nodes(std::uint64_t count) {
        SearchLimits limits;
        limits.nodes = count;
        return limits;
    }
};

}  // namespace gametree
