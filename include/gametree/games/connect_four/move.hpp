/// \file
/// A Connect Four move: the column the side to move drops a stone into, written by its letter ("d").
#pragma once

#include "gametree/core/cxx20.hpp"

#include <cstdint>
#include <string>

namespace gametree::connect_four {

/// A move: the column (0 for the leftmost, column a) into which the side to move drops a stone; the
/// stone falls to the lowest free cell. Trivial and one byte.
struct Move {
    /// The column, 0 (a) to the board's width minus 1.
    std::uint8_t column;

    /// The move into `column`.
    [[nodiscard]] static constexpr Move drop(int column) noexcept { return Move{static_cast<std::uint8_t>(column)}; }

    /// Equal when they drop into the same column.
    friend constexpr bool operator==(const Move&, const Move&) = default;
};

/// The column's letter, e.g. "d" for the centre column of the standard board.
[[nodiscard]] inline std::string to_string(const Move& m) { return std::string(1, static_cast<char>('a' + m.column)); }

}  // namespace gametree::connect_four
