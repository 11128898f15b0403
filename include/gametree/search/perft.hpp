/// \file
/// Perft: the number of move sequences of a given length, the standard check of a move generator.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "gametree/core/concepts.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/no_move_policy.hpp"

namespace gametree {

/// The number of leaves of the game tree `depth` plies below `state`. A state whose game is over is a
/// leaf that is not expanded (it counts at its own depth and adds nothing deeper). When the generator
/// models CountingMoveGen, the last ply is bulk-counted: the moves are counted, not played. In a game
/// whose NoMovePolicy is pass, a player without a move passes, and the pass counts as one move.
template <State S, MoveGen<S> G>
[[nodiscard]] std::uint64_t perft(const S& state, int depth, const G& gen) {
    static_assert(check_declared_features<S, G>());
    constexpr bool passes = no_move_policy_v<S> == NoMovePolicy::pass;
    if (depth <= 0) return 1;
    if (is_over(state.outcome())) return 0;
    if constexpr (CountingMoveGen<G, S>) {
        if (depth == 1) {
            const auto n = static_cast<std::uint64_t>(gen.count(state));
            return passes && n == 0 ? 1 : n;
        }
    }
    MoveBufferFor<G, S> moves;
    gen.generate(state, moves);
    if constexpr (passes) {
        if (moves.empty()) return perft(state.after_pass(), depth - 1, gen);
    }
    if (depth == 1) return moves.size();
    std::uint64_t total = 0;
    for (const auto& move : moves) total += perft(state.after(move), depth - 1, gen);
    return total;
}

/// Perft split by root move: each root move with the leaf count below it, in generation order, so that
/// the counts add up to `perft(state, depth, gen)`. Empty at depth 0 and when the game is over. When the
/// side to move has no move and the game's NoMovePolicy is pass, the division has one row, the pass
/// (counted as one move, as perft counts it): a default-constructed move, as a recorded game writes a
/// pass (PlayedMove), with the leaves below `state.after_pass()`. A state without moves has no other row,
/// so the caller tells the pass by that (`moves_of(gen, state).empty()`), not by the move's value.
template <State S, MoveGen<S> G>
[[nodiscard]] std::vector<std::pair<typename S::move_type, std::uint64_t>> perft_divide(const S& state, int depth,
                                                                                       const G& gen) {
    std::vector<std::pair<typename S::move_type, std::uint64_t>> result;
    if (depth <= 0 || is_over(state.outcome())) return result;
    const auto moves = moves_of(gen, state);
    if constexpr (no_move_policy_v<S> == NoMovePolicy::pass) {
        if (moves.empty()) {
            result.emplace_back(typename S::move_type{}, perft(state.after_pass(), depth - 1, gen));
            return result;
        }
    }
    result.reserve(moves.size());
    for (const auto& move : moves) result.emplace_back(move, perft(state.after(move), depth - 1, gen));
    return result;
}

}  // namespace gametree
