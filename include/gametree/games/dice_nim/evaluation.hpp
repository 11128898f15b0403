/// \file
/// A rough evaluation of Dice Nim for depth-limited searches.
#pragma once

#include "gametree/games/dice_nim/position.hpp"

namespace gametree::dice_nim {

/// A rough evaluation for depth-limited searches, for the side to move: after the roll, 900 when the
/// roll clears the pile and 0 when it does not; before it, the chance that the roll will clear the pile,
/// times 900.
struct ReachEvaluator {
    /// The score of `p` for its side to move, 0 to 900, as described above.
    [[nodiscard]] constexpr int operator()(const Position& p) const noexcept {
        if (p.roll() > 0) return p.roll() >= p.stones() ? 900 : 0;
        return p.stones() <= die_faces ? 900 * (die_faces - p.stones() + 1) / die_faces : 0;
    }
};

}  // namespace gametree::dice_nim
