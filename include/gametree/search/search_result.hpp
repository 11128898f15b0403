/// \file
/// What a search returns: the value, the move that achieves it and how much work it took.
#pragma once

#include <cstdint>
#include <optional>

#include "gametree/core/score.hpp"

namespace gametree {

/// The result of searching a root state.
template <class Move>
struct SearchResult {
    /// The root's value for the side to move at the root.
    Score value = 0;
    /// The root move that achieves `value`; empty when the root is over, the depth is 0 or there is no move.
    std::optional<Move> best_move;
    /// Nodes visited, the root included (one per state whose value was asked for).
    std::uint64_t nodes = 0;
    /// The depth the value and move are of: the depth asked (0 when it is not above 0), or under
    /// DeepeningLimits the deepest depth searched whole.
    int depth = 0;
};

}  // namespace gametree
