// Fail-hard alpha-beta in negamax form, exactly as the course's Part 5 pseudocode defines it.
#pragma once

#include <cstdint>

#include "gametree/core/concepts.hpp"
#include "gametree/search/search_result.hpp"

namespace gametree {

namespace detail {

/// The value of `next` for the player to move in its parent, searched inside the parent's window.
template <class S, class Child>
Score value_for_parent(const S& parent, const S& next, Score alpha, Score beta, Child&& search_child) {
    // A player who moves again keeps the window and the point of view: negate only on a change of side.
    if (next.side_to_move() == parent.side_to_move()) return search_child(alpha, beta);
    return -search_child(-beta, -alpha);
}

template <State S, MoveGen<S> G, Evaluator<S> E>
Score alphabeta_value(const S& state, int depth, Score alpha, Score beta, const G& gen, const E& eval,
                      std::uint64_t& nodes) {
    ++nodes;
    if (is_over(state.outcome()) || depth <= 0) return static_cast<Score>(eval(state));
    MoveBufferFor<G, S> moves;
    gen.generate(state, moves);
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
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] SearchResult<typename S::move_type> alphabeta(const S& root, int depth, const G& gen, const E& eval,
                                                            Score alpha = -score_infinity,
                                                            Score beta = score_infinity) {
    SearchResult<typename S::move_type> result;
    result.nodes = 1;
    if (is_over(root.outcome()) || depth <= 0) {
        result.value = static_cast<Score>(eval(root));
        return result;
    }
    MoveBufferFor<G, S> moves;
    gen.generate(root, moves);
    if (!moves.empty()) result.best_move = moves[0];
    for (const auto& move : moves) {
        const S next = root.after(move);
        const Score score = detail::value_for_parent(root, next, alpha, beta, [&](Score a, Score b) {
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
