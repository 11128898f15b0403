// Squares of the 8x8 chess board: files a-h, ranks 1-8, numbered a1 = 0 ... h8 = 63 rank by rank.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gametree::chess_simulator {

inline constexpr int board_size = 8;
inline constexpr int square_count = board_size * board_size;

// clang-format off
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

/// File 0..7 (a..h) of a square.
[[nodiscard]] constexpr int file_of(Square s) noexcept { return s % board_size; }
/// Rank 0..7 (1..8) of a square.
[[nodiscard]] constexpr int rank_of(Square s) noexcept { return s / board_size; }
/// True when file and rank are both on the board.
[[nodiscard]] constexpr bool on_board(int file, int rank) noexcept {
    return file >= 0 && file < board_size && rank >= 0 && rank < board_size;
}
/// The square at (file, rank), both 0-based and on the board.
[[nodiscard]] constexpr Square make_square(int file, int rank) noexcept {
    return static_cast<Square>(rank * board_size + file);
}

/// A step on the board: files to the right, ranks up (from White's side).
struct Step {
    int file;
    int rank;
};

/// The square `s` moved by `d`, or no_square when that leaves the board.
[[nodiscard]] constexpr Square shifted(Square s, Step d) noexcept {
    const int file = file_of(s) + d.file;
    const int rank = rank_of(s) + d.rank;
    return on_board(file, rank) ? make_square(file, rank) : no_square;
}

/// "a1" ... "h8".
[[nodiscard]] inline std::string to_string(Square s) {
    return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))};
}

/// Reads a square name such as "e4" (lower-case file, then rank); nothing if it is not one.
[[nodiscard]] constexpr std::optional<Square> parse_square(std::string_view text) noexcept {
    if (text.size() != 2) return std::nullopt;
    const int file = text[0] - 'a';
    const int rank = text[1] - '1';
    if (!on_board(file, rank)) return std::nullopt;
    return make_square(file, rank);
}

/// True when `a` sorts before `b` as the square names do as strings: by file, then by rank
/// ("a3" < "a5" < "a7" < "b2"), the order in which the simulator lists squares.
[[nodiscard]] constexpr bool name_order_less(Square a, Square b) noexcept {
    return file_of(a) != file_of(b) ? file_of(a) < file_of(b) : rank_of(a) < rank_of(b);
}

}  // namespace gametree::chess_simulator
