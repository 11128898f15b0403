/// \file
/// What minimax and alpha-beta share: their compile-time checks of the game, and the question their
/// iterative deepening (and expectiminimax's) asks of the root.
#pragma once

#include "gametree/core/chance.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/core/features.hpp"

namespace gametree::detail {

/// Which plain search checks a game: their messages name it.
enum class PlainSearch { minimax, alphabeta };

/// The compile-time checks of minimax and alphabeta.
template <PlainSearch Which, State S, MoveGen<S> G, Evaluator<S> E>
consteval bool check_plain_search() {
    static_assert(check_declared_features<S, G>());
    static_assert(Which != PlainSearch::minimax || !ChanceState<S>,
                  "gametree: minimax searches games without chance: the outcomes of a chance state would be taken for a "
                  "player's choices (search it with expectiminimax or MCTS)");
    static_assert(Which != PlainSearch::alphabeta || !ChanceState<S>,
                  "gametree: alphabeta searches games without chance: the outcomes of a chance state would be taken for a "
                  "player's choices (search it with expectiminimax or MCTS)");
    static_assert(check_declared_evaluator_features<E, S>());
    return true;
}

/// Whether `root` has a single move (for TimeUse::save, which then stops after depth 1; expectiminimax
/// asks it too).
template <State S, MoveGen<S> G>
bool single_move(const S& root, const G& gen) {
    MoveBufferFor<G, S> moves;
    gen.generate(root, moves);
    return moves.size() == 1;
}

}  // namespace gametree::detail
