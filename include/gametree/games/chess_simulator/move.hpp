/// \file
/// A move of the simulator: a piece goes from one square to another, capturing what stands there.
#pragma once

#include <string>

#include "gametree/games/chess_simulator/square.hpp"

namespace gametree::chess_simulator {

/// A move: the piece on `from` goes to `to`. Trivial and two bytes, so move lists cost nothing to create.
struct Move {
    /// The square of the piece that moves.
    Square from;
    /// The square it moves to; an enemy piece standing there is captured.
    Square to;

    /// Equal when both squares are.
    friend constexpr bool operator==(const Move&, const Move&) = default;
};

/// Origin and destination squares, e.g. "g2g3" (the simulator's own commands name the piece instead:
/// see notation.hpp).
[[nodiscard]] inline std::string to_string(const Move& m) {
    std::string text = to_string(m.from);
    text += to_string(m.to);
    return text;
}

}  // namespace gametree::chess_simulator
