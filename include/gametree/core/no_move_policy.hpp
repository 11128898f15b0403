/// \file
/// What "no legal move" means in a game that is not over: one policy per game, used alike by every
/// search (minimax, alpha-beta, the engine, perft) and by the arena.
#pragma once

#include "gametree/core/concepts.hpp"
#include "gametree/core/features.hpp"

namespace gametree {

/// What happens to a player who has no legal move in a state that is not over.
enum class NoMovePolicy {
    loss,  ///< the player loses (the default): minimax and alpha-beta give -score_infinity as the course's
           ///< pseudocode does, the engine a loss at that ply, a match a win for the opponent
    draw,  ///< the game is drawn: 0 in every search, a draw in a match
    pass,  ///< the player passes (PassingState: `s.after_pass()`): the search goes on from the state after
           ///< the pass, which counts as one ply (and as one move in perft)
};

/// The policy of `S`: its `S::no_move_policy` when it declares one, `pass` when it offers after_pass(),
/// otherwise `loss`. A state that declares Feature::pass without a usable after_pass() does not compile
/// (rather than silently losing when it has no move).
template <class S>
[[nodiscard]] consteval NoMovePolicy no_move_policy_of() {
    if constexpr (declared_features_v<S>.has(Feature::pass))
        static_assert(PassingState<S>,
                      "gametree: the state declares Feature::pass: s.after_pass() must be a const member returning S");
    if constexpr (requires { S::no_move_policy; }) {
        static_assert(std::same_as<std::remove_cvref_t<decltype(S::no_move_policy)>, NoMovePolicy>,
                      "gametree: S::no_move_policy must be a gametree::NoMovePolicy");
        static_assert(S::no_move_policy != NoMovePolicy::pass || PassingState<S>,
                      "gametree: the state's no_move_policy is pass: it must offer s.after_pass() returning S");
        return S::no_move_policy;
    } else if constexpr (PassingState<S>) {
        return NoMovePolicy::pass;
    } else {
        return NoMovePolicy::loss;
    }
}

/// no_move_policy_of<S>() as a constant: what a state of type `S` that is not over but has no move is worth.
template <class S>
inline constexpr NoMovePolicy no_move_policy_v = no_move_policy_of<S>();

/// The one home of the rule every search follows: the value of `child` for the player to move in
/// `parent` is the child's own value, negated only when the side to move changed (a player who moves
/// twice in a row keeps the point of view). `search(alpha, beta)` searches the child in the window given.
template <State S, class Search>
[[nodiscard]] constexpr Score value_for_parent(const S& parent, const S& child, Score alpha, Score beta,
                                               Search&& search) {
    if (child.side_to_move() == parent.side_to_move()) return search(alpha, beta);
    return -search(-beta, -alpha);
}

/// The same for a search without a window.
template <State S>
[[nodiscard]] constexpr Score value_for_parent(const S& parent, const S& child, Score child_value) noexcept {
    return child.side_to_move() == parent.side_to_move() ? child_value : -child_value;
}

}  // namespace gametree
