// Plain minimax in negamax form, exactly as the course's Part 4 pseudocode defines it.
#pragma once

#include <cstdint>

#include "gametree/core/concepts.hpp"
#include "gametree/search/search_result.hpp"

namespace gametree {

namespace detail {

template <State S, MoveGen<S> G, Evaluator<S> E>
Score minimax_value(const S& state, int depth, const G& gen, const E& eval, std::uint64_t& nodes) {
    ++nodes;
    if (is_over(state.outcome()) || depth <= 0) return static_cast<Score>(eval(state));
    Score value = -score_infinity;
    MoveBufferFor<G, S> moves;
    gen.generate(state, moves);
    for (const auto& move : moves) {
        const S next = state.after(move);
        const Score child = minimax_value(next, depth - 1, gen, eval, nodes);
        // A player who moves again keeps the child's point of view: negate only on a change of side.
        const Score score = next.side_to_move() == state.side_to_move() ? child : -child;
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
/// A state with no moves that is not over keeps the value -score_infinity, as in the pseudocode.
/// `best_move` is the first root move whose value equals the result.
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] SearchResult<typename S::move_type> minimax(const S& root, int depth, const G& gen, const E& eval) {
    SearchResult<typename S::move_type> result;
    result.nodes = 1;
    if (is_over(root.outcome()) || depth <= 0) {
        result.value = static_cast<Score>(eval(root));
        return result;
    }
    result.value = -score_infinity;
    MoveBufferFor<G, S> moves;
    gen.generate(root, moves);
    for (const auto& move : moves) {
        const S next = root.after(move);
        const Score child = detail::minimax_value(next, depth - 1, gen, eval, result.nodes);
        const Score score = next.side_to_move() == root.side_to_move() ? child : -child;
        if (!result.best_move || score > result.value) {  // value = max(value, score), keeping the first best
            result.value = score;
            result.best_move = move;
        }
    }
    return result;
}

}  // namespace gametree
