/// \file
/// Plain minimax in negamax form, exactly as the course's Part 4 pseudocode defines it.
#pragma once

#include <cstdint>

#include "gametree/core/chance.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/no_move_policy.hpp"
#include "gametree/search/search_result.hpp"

namespace gametree {

namespace detail {

template <State S, MoveGen<S> G, Evaluator<S> E>
Score minimax_value(const S& state, int depth, const G& gen, const E& eval, std::uint64_t& nodes);

/// The value of a state that is not over and has no move, by the game's NoMovePolicy.
template <State S, MoveGen<S> G, Evaluator<S> E>
Score minimax_no_move(const S& state, int depth, const G& gen, const E& eval, std::uint64_t& nodes) {
    if constexpr (no_move_policy_v<S> == NoMovePolicy::pass) {
        const S passed = state.after_pass();
        return value_for_parent(state, passed, minimax_value(passed, depth - 1, gen, eval, nodes));
    } else if constexpr (no_move_policy_v<S> == NoMovePolicy::draw) {
        return 0;
    } else {
        return -score_infinity;
    }
}

template <State S, MoveGen<S> G, Evaluator<S> E>
Score minimax_value(const S& state, int depth, const G& gen, const E& eval, std::uint64_t& nodes) {
    ++nodes;
    if (is_over(state.outcome()) || depth <= 0) return checked_evaluation(eval(state));
    MoveBufferFor<G, S> moves;
    gen.generate(state, moves);
    if (moves.empty()) return minimax_no_move(state, depth, gen, eval, nodes);
    Score value = -score_infinity;
    for (const auto& move : moves) {
        const S next = state.after(move);
        const Score score = value_for_parent(state, next, minimax_value(next, depth - 1, gen, eval, nodes));
        if (score > value) value = score;
    }
    return value;
}

}  // namespace detail

/// Minimax to `depth` plies:
/// ```
/// minimax(s, d): if over(s) or d <= 0: return evaluate(s)
///                value = -infinity
///                for each move m: value = max(value, -minimax(after(s, m), d - 1))
///                return value
/// ```
/// A state with no moves that is not over is valued by the game's NoMovePolicy: -score_infinity for a
/// loss (the default, as in the pseudocode), 0 for a draw, the value after the pass for a pass.
/// `best_move` is the first root move whose value equals the result. Games with chance (ChanceState) do
/// not compile: the rolls of a chance state would be taken for a player's choices.
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] SearchResult<typename S::move_type> minimax(const S& root, int depth, const G& gen, const E& eval) {
    static_assert(check_declared_features<S, G>());
    static_assert(!ChanceState<S>, "gametree: minimax searches games without chance: the outcomes of a chance state would "
                                   "be taken for a player's choices (search it with expectiminimax or MCTS)");
    static_assert(check_declared_evaluator_features<E, S>());
    SearchResult<typename S::move_type> result;
    result.nodes = 1;
    if (is_over(root.outcome()) || depth <= 0) {
        result.value = checked_evaluation(eval(root));
        return result;
    }
    result.value = -score_infinity;
    MoveBufferFor<G, S> moves;
    gen.generate(root, moves);
    if (moves.empty()) result.value = detail::minimax_no_move(root, depth, gen, eval, result.nodes);
    for (const auto& move : moves) {
        const S next = root.after(move);
        const Score score = value_for_parent(root, next, detail::minimax_value(next, depth - 1, gen, eval, result.nodes));
        if (!result.best_move || score > result.value) {  // value = max(value, score), keeping the first best
            result.value = score;
            result.best_move = move;
        }
    }
    return result;
}

}  // namespace gametree
