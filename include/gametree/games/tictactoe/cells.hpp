/// \file
/// The tic-tac-toe board as bits: the nine cells, their names ("a1".."c3") and the eight lines of three.
#pragma once

#include "gametree/core/cxx20.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gametree::tictactoe {

/// A set of cells, one bit per cell: cell `3 * row + column` is bit `3 * row + column`, with row 0 the
/// bottom row (rank 1) and column 0 the left column (file a), as on a chess board.
using Mask = std::uint16_t;

/// A cell's index, 0 (a1) to 8 (c3).
using Cell = int;

/// The number of columns, and of rows.
inline constexpr int board_size = 3;
/// The number of cells.
inline constexpr int cell_count = board_size * board_size;

/// Every cell of the board.
inline constexpr Mask all_cells = 0x1FF;

/// The cell in `column` (0-2, files a-c) and `row` (0-2, ranks 1-3).
[[nodiscard]] constexpr Cell make_cell(int column, int row) noexcept { return board_size * row + column; }
/// The column of `c`, 0-2 (files a-c).
[[nodiscard]] constexpr int column_of(Cell c) noexcept { return c % board_size; }
/// The row of `c`, 0-2 (ranks 1-3).
[[nodiscard]] constexpr int row_of(Cell c) noexcept { return c / board_size; }

/// The set holding only `c`.
[[nodiscard]] constexpr Mask bit(Cell c) noexcept { return static_cast<Mask>(1U << c); }

/// The number of cells in `m`.
[[nodiscard]] constexpr int count(Mask m) noexcept { return std::popcount(m); }

/// The eight lines of three: the three rows (bottom first), the three columns (left first), then the
/// diagonals a1-c3 and c1-a3.
inline constexpr std::array<Mask, 8> lines{0x007, 0x038, 0x1C0, 0x049, 0x092, 0x124, 0x111, 0x054};

/// True when `m` holds all three cells of some line.
[[nodiscard]] constexpr bool has_line(Mask m) noexcept {
    for (const Mask line : lines)
        if ((m & line) == line) return true;
    return false;
}

/// The cell's name: file letter and rank digit, "a1" to "c3".
[[nodiscard]] inline std::string cell_name(Cell c) {
    std::string name;
    name += static_cast<char>('a' + column_of(c));
    name += static_cast<char>('1' + row_of(c));
    return name;
}

/// The cell that `text` names ("a1" to "c3", lower case), or nothing.
[[nodiscard]] constexpr std::optional<Cell> parse_cell(std::string_view text) noexcept {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'c' || text[1] < '1' || text[1] > '3') return std::nullopt;
    return make_cell(text[0] - 'a', text[1] - '1');
}

}  // namespace gametree::tictactoe
