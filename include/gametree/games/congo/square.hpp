/// \file
/// Squares of the 7x7 Congo board: files a-g, ranks 1-7, numbered a1 = 0 ... g7 = 48 rank by rank.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "gametree/board/grid.hpp"

namespace gametree::congo {

/// The number of files, and of ranks.
inline constexpr int board_size = 7;
/// The number of squares.
inline constexpr int square_count = board_size * board_size;
/// The river is the fourth rank (index 3).
inline constexpr int river_rank = 3;

// clang-format off
/// The squares a1 (0) to g7 (48), rank by rank from White's side; `no_square` stands for none.
enum Square : std::uint8_t {
    a1, b1, c1, d1, e1, f1, g1,
    a2, b2, c2, d2, e2, f2, g2,
    a3, b3, c3, d3, e3, f3, g3,
    a4, b4, c4, d4, e4, f4, g4,
    a5, b5, c5, d5, e5, f5, g5,
    a6, b6, c6, d6, e6, f6, g6,
    a7, b7, c7, d7, e7, f7, g7,
    no_square
};
// clang-format on

/// The Congo board in the shared board layer's terms; the functions below are its names in this namespace.
using Grid = board::Grid<board_size, board_size, Square>;
static_assert(Grid::no_square == no_square);

/// File 0..6 (a..g) of a square.
[[nodiscard]] constexpr int file_of(Square s) noexcept { return Grid::file_of(s); }
/// Rank 0..6 (1..7) of a square.
[[nodiscard]] constexpr int rank_of(Square s) noexcept { return Grid::rank_of(s); }
/// True when file and rank are both on the board.
[[nodiscard]] constexpr bool on_board(int file, int rank) noexcept { return Grid::on_board(file, rank); }
/// The square at (file, rank), both 0-based and on the board.
[[nodiscard]] constexpr Square make_square(int file, int rank) noexcept { return Grid::square(file, rank); }

/// "a1" ... "g7".
[[nodiscard]] inline std::string to_string(Square s) { return Grid::name(s); }

/// Reads a square name such as "e4" (lower-case file, then rank); nothing if it is not one.
[[nodiscard]] constexpr std::optional<Square> parse_square(std::string_view text) noexcept {
    return Grid::parse_square(text);
}

}  // namespace gametree::congo
