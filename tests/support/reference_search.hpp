// A reference search for the tests, written differently from the library's on purpose: plain
// minimax over explicit MAX and MIN nodes, with every value seen from the first player's side.
// It never negates, so it is right whatever the order of turns (including a player moving twice), and
// the library's negamax must agree with it.
#pragma once

#include <algorithm>
#include <cstdint>

#include <gametree/core/concepts.hpp>
#include <gametree/core/score.hpp>

namespace gametree::testing {

/// The depth-limited minimax value of `s` for the first player: the first player maximises, the second
/// minimises, and a leaf's evaluation (for its side to move) is turned to the first player's side.
/// A state that is not over but has no moves is worth -score_infinity to its side to move, as in the
/// course's pseudocode.
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] Score first_player_value(const S& s, int depth, const G& gen, const E& eval) {
    const bool first_moves = s.side_to_move() == Player::first;
    if (is_over(s.outcome()) || depth <= 0) {
        const auto v = static_cast<Score>(eval(s));
        return first_moves ? v : -v;
    }
    MoveBufferFor<G, S> moves;
    gen.generate(s, moves);
    Score best = first_moves ? -score_infinity : score_infinity;
    for (const auto& m : moves) {
        const Score v = first_player_value(s.after(m), depth - 1, gen, eval);
        best = first_moves ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

/// The same value for the side to move in `s`, as the library's searches report it.
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] Score reference_value(const S& s, int depth, const G& gen, const E& eval) {
    const Score v = first_player_value(s, depth, gen, eval);
    return s.side_to_move() == Player::first ? v : -v;
}

}  // namespace gametree::testing
