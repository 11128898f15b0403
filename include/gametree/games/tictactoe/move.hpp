/// \file
/// A tic-tac-toe move: the cell the side to move marks, written by its name ("b2").
#pragma once

#include <cstdint>
#include <string>

#include "gametree/games/tictactoe/cells.hpp"

namespace gametree::tictactoe {

/// A move: the empty cell that the side to move marks. Trivial and one byte.
struct Move {
    /// The cell that is marked, 0 (a1) to 8 (c3).
    std::uint8_t cell;

    /// The move that marks `c`.
    [[nodiscard]] static constexpr Move at(Cell c) noexcept { return Move{static_cast<std::uint8_t>(c)}; }

    /// Equal when they mark the same cell.
    friend constexpr bool operator==(const Move&, const Move&) = default;
};

/// The marked cell's name, e.g. "b2".
[[nodiscard]] inline std::string to_string(const Move& m) { return cell_name(m.cell); }

}  // namespace gametree::tictactoe
