/// \file
/// Fail-hard alpha-beta in negamax form, exactly as the course's Part 5 pseudocode defines it.
#pragma once

#include <algorithm>
#include <cstdint>

#include "gametree/core/chance.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/no_move_policy.hpp"
#include "gametree/search/search_result.hpp"

namespace gametree {

namespace detail {

template <State S, MoveGen<S> G, Evaluator<S> E>
Score alphabeta_value(const S& state, int depth, Score alpha, Score beta, const G& gen, const E& eval,
                      std::uint64_t& nodes);

/// The value of a state that is not over and has no move, by the game's NoMovePolicy (fail-hard: inside
/// [alpha, beta]).
template <State S, MoveGen<S> G, Evaluator<S> E>
Score alphabeta_no_move(const S& state, int depth, Score alpha, Score beta, const G& gen, const E& eval,
                        std::uint64_t& nodes) {
    Score value = -score_infinity;
    if constexpr (no_move_policy_v<S> == NoMovePolicy::pass) {
        const S passed = state.after_pass();
        value = value_for_parent(state, passed, alpha, beta, [&](Score a, Score b) {
            return alphabeta_value(passed, depth - 1, a, b, gen, eval, nodes);
        });
    } else if constexpr (no_move_policy_v<S> == NoMovePolicy::draw) {
        value = 0;
    }
    return value >= beta ? beta : (value > alpha ? value : alpha);
}

template <State S, MoveGen<S> G, Evaluator<S> E>
Score alphabeta_value(const S& state, int depth, Score alpha, Score beta, const G& gen, const E& eval,
                      std::uint64_t& nodes) {
    ++nodes;
    if (is_over(state.outcome()) || depth <= 0) return checked_evaluation(eval(state));
    MoveBufferFor<G, S> moves;
    gen.generate(state, moves);
    if (moves.empty()) return alphabeta_no_move(state, depth, alpha, beta, gen, eval, nodes);
    for (const auto& move : moves) {
        const S next = state.after(move);
        const Score score = value_for_parent(state, next, alpha, beta, [&](Score a, Score b) {
            return alphabeta_value(next, depth - 1, a, b, gen, eval, nodes);
        });
        if (score >= beta) return beta;
        if (score > alpha) alpha = score;
    }
    return alpha;
}

}  // namespace detail

/// Fail-hard alpha-beta to `depth` plies, with the window (alpha, beta):
/// ```
/// alphabeta(s, d, a, b): if over(s) or d <= 0: return evaluate(s)
///                        for each move m: v = -alphabeta(after(s, m), d - 1, -b, -a)
///                                         if v >= b: return b
///                                         if v > a: a = v
///                        return a
/// ```
/// With the full window its value equals `minimax` at the same depth (when no value reaches
/// ±score_infinity). `best_move` is the root move that last raised alpha, or the first move when none did.
/// A state with no move that is not over is valued by the game's NoMovePolicy, as in `minimax`. Games
/// with chance (ChanceState) do not compile: the rolls of a chance state would be taken for a player's choices.
/// A window end beyond ±score_infinity (std::numeric_limits<Score>::min() and max(), say) is taken as
/// ±score_infinity, where no value lies beyond: negating INT_MIN for the children's window overflowed.
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] SearchResult<typename S::move_type> alphabeta(const S& root, int depth, const G& gen, const E& eval,
                                                            Score alpha = -score_infinity,
                                                            Score beta = score_infinity) {
    static_assert(check_declared_features<S, G>());
    static_assert(!ChanceState<S>, "gametree: alphabeta searches games without chance: the outcomes of a chance state would "
                                   "be taken for a player's choices (search it with expectiminimax or MCTS)");
    static_assert(check_declared_evaluator_features<E, S>());
    alpha = std::clamp(alpha, -score_infinity, score_infinity);
    beta = std::clamp(beta, -score_infinity, score_infinity);
    SearchResult<typename S::move_type> result;
    result.nodes = 1;
    if (is_over(root.outcome()) || depth <= 0) {
        result.value = checked_evaluation(eval(root));
        return result;
    }
    MoveBufferFor<G, S> moves;
    gen.generate(root, moves);
    if (moves.empty()) {
        result.value = detail::alphabeta_no_move(root, depth, alpha, beta, gen, eval, result.nodes);
        return result;
    }
    result.best_move = moves[0];
    for (const auto& move : moves) {
        const S next = root.after(move);
        const Score score = value_for_parent(root, next, alpha, beta, [&](Score a, Score b) {
            return detail::alphabeta_value(next, depth - 1, a, b, gen, eval, result.nodes);
        });
        if (score >= beta) {
            result.best_move = move;
            result.value = beta;
            return result;
        }
        if (score > alpha) {
            alpha = score;
            result.best_move = move;
        }
    }
    result.value = alpha;
    return result;
}

}  // namespace gametree
