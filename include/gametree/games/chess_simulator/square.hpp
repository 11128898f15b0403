/// \file
/// Squares of the 8x8 chess board: files a-h, ranks 1-8, numbered a1 = 0 ... h8 = 63 rank by rank.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "gametree/board/grid.hpp"

namespace gametree::chess_simulator {

/// The number of files, and of ranks.
inline constexpr int board_size = 8;
/// The number of squares.
inline constexpr int square_count = board_size * board_size;

// clang-format off
/// The squares a1 (0) to h8 (63), rank by rank from White's side; `no_square` stands for none.
enum Square : std::uint8_t {
    a1, b1, c1, d1, e1, f1, g1, h1,
    a2, b2, c2, d2, e2, f2, g2, h2,
    a3, b3, c3, d3, e3, f3, g3, h3,
    a4, b4, c4, d4, e4, f4, g4, h4,
    a5, b5, c5, d5, e5, f5, g5, h5,
    a6, b6, c6, d6, e6, f6, g6, h6,
    a7, b7, c7, d7, e7, f7, g7, h7,
    a8, b8, c8, d8, e8, f8, g8, h8,
    no_square
};
// clang-format on

/// The chess board in the shared board layer's terms; the functions below are its names in this namespace.
using Grid = board::Grid<board_size, board_size, Square>;
static_assert(Grid::no_square == no_square);

/// File 0..7 (a..h) of a square.
[[nodiscard]] constexpr int file_of(Square s) noexcept { return Grid::file_of(s); }
/// Rank 0..7 (1..8) of a square.
[[nodiscard]] constexpr int rank_of(Square s) noexcept { return Grid::rank_of(s); }
/// True when file and rank are both on the board.
[[nodiscard]] constexpr bool on_board(int file, int rank) noexcept { return Grid::on_board(file, rank); }
/// The square at (file, rank), both 0-based and on the board.
[[nodiscard]] constexpr Square make_square(int file, int rank) noexcept { return Grid::square(file, rank); }

/// A step on the board: files to the right, ranks up (from White's side).
using Step = board::Step;

/// The square `s` moved by `d`, or no_square when that leaves the board.
[[nodiscard]] constexpr Square shifted(Square s, Step d) noexcept { return Grid::shifted(s, d); }

/// "a1" ... "h8".
[[nodiscard]] inline std::string to_string(Square s) { return Grid::name(s); }

/// Reads a square name such as "e4" (lower-case file, then rank); nothing if it is not one.
[[nodiscard]] constexpr std::optional<Square> parse_square(std::string_view text) noexcept {
    return Grid::parse_square(text);
}

/// True when `a` sorts before `b` as the square names do as strings: by file, then by rank
/// ("a3" < "a5" < "a7" < "b2"), the order in which the simulator lists squares.
[[nodiscard]] constexpr bool name_order_less(Square a, Square b) noexcept {
    return file_of(a) != file_of(b) ? file_of(a) < file_of(b) : rank_of(a) < rank_of(b);
}

}  // namespace gametree::chess_simulator
