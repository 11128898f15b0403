// Sets of squares as 64-bit masks (bit i = square i), and the fixed step tables of the pieces.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "gametree/games/chess_simulator/square.hpp"

namespace gametree::chess_simulator {

/// A set of squares: bit i is square i (a1 = bit 0, h8 = bit 63).
using Bitboard = std::uint64_t;

/// The set holding only `s`; empty for no_square.
[[nodiscard]] constexpr Bitboard bit(Square s) noexcept {
    return s < square_count ? Bitboard{1} << s : Bitboard{0};
}
[[nodiscard]] constexpr bool contains(Bitboard b, Square s) noexcept { return (b & bit(s)) != 0; }
/// The number of squares in the set.
[[nodiscard]] constexpr int count(Bitboard b) noexcept { return std::popcount(b); }
/// The lowest-numbered square of a non-empty set.
[[nodiscard]] constexpr Square first_square(Bitboard b) noexcept { return static_cast<Square>(std::countr_zero(b)); }
/// Removes and returns the lowest-numbered square of a non-empty set.
[[nodiscard]] constexpr Square pop_first(Bitboard& b) noexcept {
    const Square s = first_square(b);
    b &= b - 1;
    return s;
}

/// The eight directions: the four orthogonal ones, then the four diagonal ones.
inline constexpr std::array<Step, 4> orthogonal_steps{{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}};
inline constexpr std::array<Step, 4> diagonal_steps{{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}};
inline constexpr std::array<Step, 8> knight_steps{
    {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};

namespace detail {

template <std::size_t N>
constexpr std::array<Bitboard, square_count> step_table(const std::array<Step, N>& steps) noexcept {
    std::array<Bitboard, square_count> table{};
    for (int s = 0; s < square_count; ++s)
        for (const Step d : steps) table[static_cast<std::size_t>(s)] |= bit(shifted(static_cast<Square>(s), d));
    return table;
}

}  // namespace detail

/// For each square, the squares one orthogonal step away.
inline constexpr auto orthogonal_neighbours = detail::step_table(orthogonal_steps);
/// For each square, the squares one diagonal step away.
inline constexpr auto diagonal_neighbours = detail::step_table(diagonal_steps);
/// For each square, the squares a chess knight's leap away.
inline constexpr auto knight_leaps = detail::step_table(knight_steps);

}  // namespace gametree::chess_simulator
