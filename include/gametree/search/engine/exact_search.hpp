/// \file
/// Plain alpha-beta's (and minimax's) value at a fixed depth, computed fast: the engine with only the
/// techniques that cannot change a value.
#pragma once

#include <concepts>
#include <cstddef>
#include <type_traits>
#include <utility>
#include <vector>

#include "gametree/core/concepts.hpp"
#include "gametree/search/alphabeta.hpp"
#include "gametree/search/engine/engine.hpp"
#include "gametree/search/engine/evaluation_cache.hpp"
#include "gametree/search/search_result.hpp"

namespace gametree {

/// The memory of an ExactSearch: its transposition table in KiB (0: none) and its evaluation cache's
/// slots (CachedEvaluator; 0: none).
struct ExactSearchMemory {
    /// The transposition table's size in KiB (0: no table).
    std::size_t tt_kib = 1024;
    /// The evaluation cache's slots, rounded up to a power of two (0: no cache).
    std::size_t cache_slots = std::size_t{1} << 13;
};

/// Computes exactly `alphabeta(root, depth, gen, eval).value` — which is also `minimax(...)`'s value —
/// with every value-preserving technique: iterative deepening two plies at a time, the transposition
/// table for move ordering and for cut-offs by entries of the very depth left, the game's capture
/// ranking, killers, history with maluses, principal variation search and aspiration windows of 3
/// around the value of the iteration before (EngineOptions::exact() with iteration_step 2,
/// aspiration_window 3 and history_malus). An odd iteration orders the next, even one badly where the
/// evaluation swings with the side to move (it counts attacks), and a narrow window then finds the
/// value with cheaper null-window-like searches. On the course's Part 5 samples 4,956 nodes instead of
/// 8,852 with every depth, no window and no maluses; on 200 random positions of the course's game with
/// its evaluation 13%, 32%, 23% and 37% fewer nodes at depths 3 to 6 (27% with a material count at
/// depth 4); on 70 Othello positions 21% and 27% fewer at depths 5 and 6. For a hashed state also an
/// evaluation cache unless ExactSearchMemory says none (a position reached by several move orders is
/// evaluated once; CachedEvaluator). The horizon and finished games are valued by the evaluator, as the
/// plain searches do. Keep one object for many roots: the table and the history carry over from one
/// search to the next (they only order moves), and the table is allocated once.
/// The best move may differ from the plain searches' when several moves share the value; the node count
/// is the engine's over all its iterations. A depth of max_ply or more, beyond the engine's reach, is
/// searched by plain alpha-beta.
template <State S, MoveGen<S> G, Evaluator<S> E>
class ExactSearch {
public:
    using Move = typename S::move_type;  ///< the game's move

    /// `tt_mib`: the table's size in MiB (only ordering depends on it; 1 MiB holds 65,536 entries,
    /// more than a depth-4 course search visits; for a few short searches see ExactSearchMemory).
    /// `cache_slots`: the evaluation cache's size (CachedEvaluator; 0 for none). Shallow searches have
    /// few transpositions: at depth 2 with a material count both cost more than they save.
    explicit ExactSearch(G gen = {}, E eval = {}, std::size_t tt_mib = 1, std::size_t cache_slots = std::size_t{1} << 13)
        : ExactSearch(std::move(gen), std::move(eval), options(tt_mib, 0), cache_slots) {}

    /// The same with the memory given as ExactSearchMemory, whose table may be smaller than a MiB: a
    /// program that makes one search object for a few short searches (the course's Part 5: three
    /// positions, 4,956 nodes) is faster with a 64 KiB table and no evaluation cache, whose fresh pages
    /// cost more to fault in than they save.
    ExactSearch(G gen, E eval, ExactSearchMemory memory)
        : ExactSearch(std::move(gen), std::move(eval), options(0, memory.tt_kib), memory.cache_slots) {}

    /// The value of `root` at `depth` plies for its side to move, with a move that achieves it.
    SearchResult<Move> operator()(const S& root, int depth) {
        pv_.clear();
        // A depth 0 is no search at all, and a finished or moveless root needs none: these cheap cases go
        // to plain alpha-beta, which values them as the course does (as the engine would). So does a
        // depth the engine cannot search (it takes at most max_ply - 1 plies): its value is still
        // alpha-beta's, which only a game ending sooner along most lines can afford anyway.
        if (depth <= 0 || depth >= max_ply || is_over(root.outcome()) || moves_of(gen_, root).empty())
            return alphabeta(root, depth, gen_, eval_);
        SearchLimits limits;
        limits.depth = depth;
        const auto report = engine_.search(root, limits);
        pv_ = report.pv;
        return SearchResult<Move>{report.score, report.best_move, report.nodes, depth};
    }

    /// The principal variation of the last search (empty when plain alpha-beta answered it).
    [[nodiscard]] const std::vector<Move>& principal_variation() const noexcept { return pv_; }

private:
    // The cache needs a hash to find a slot and equality to check it.
    static constexpr bool cacheable = HashedState<S> && std::equality_comparable<S>;
    using SearchEvaluator = std::conditional_t<cacheable, CachedEvaluator<S, E>, E>;

    static SearchEvaluator make_evaluator(const E& eval, [[maybe_unused]] std::size_t cache_slots) {
        if constexpr (cacheable) return SearchEvaluator(eval, cache_slots);
        else return eval;
    }

    ExactSearch(G gen, E eval, const EngineOptions& options, std::size_t cache_slots)
        : engine_(options, gen, make_evaluator(eval, cache_slots)), gen_(gen), eval_(eval) {}

    static EngineOptions options(std::size_t tt_mib, std::size_t tt_kib) {
        EngineOptions o = EngineOptions::exact();
        o.iteration_step = 2;
        o.aspiration_window = 3;
        o.history_malus = true;
        o.tt_mib = tt_mib;
        o.tt_kib = tt_kib;
        return o;
    }

    Engine<S, G, SearchEvaluator> engine_;
    G gen_;
    E eval_;
    std::vector<Move> pv_;
};

}  // namespace gametree
