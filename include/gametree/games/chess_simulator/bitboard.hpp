/// \file
/// Sets of squares as 64-bit masks (bit i = square i), and the fixed step tables of the pieces.
#pragma once

#include <array>

#include "gametree/board/bitboard.hpp"
#include "gametree/board/step.hpp"
#include "gametree/board/step_table.hpp"
#include "gametree/games/chess_simulator/square.hpp"

namespace gametree::chess_simulator {

/// A set of squares: bit i is square i (a1 = bit 0, h8 = bit 63).
using Bitboard = board::Bitboard;

/// The set holding only `s`; empty for no_square.
[[nodiscard]] constexpr Bitboard bit(Square s) noexcept { return board::bit<Grid>(s); }
/// True when `s` is in the set; false for no_square.
[[nodiscard]] constexpr bool contains(Bitboard b, Square s) noexcept { return board::contains<Grid>(b, s); }
/// The number of squares in the set.
using board::count;
/// The lowest-numbered square of a non-empty set.
[[nodiscard]] constexpr Square first_square(Bitboard b) noexcept { return board::first_square<Grid>(b); }
/// Removes and returns the lowest-numbered square of a non-empty set.
constexpr Square pop_first(Bitboard& b) noexcept { return board::pop_first<Grid>(b); }

/// The four orthogonal directions.
inline constexpr std::array<Step, 4> orthogonal_steps = board::orthogonal;
/// The four diagonal directions.
inline constexpr std::array<Step, 4> diagonal_steps = board::diagonal;
/// A knight's eight leaps.
inline constexpr std::array<Step, 8> knight_steps = board::knight_leaps;

/// For each square, the squares one orthogonal step away.
inline constexpr auto orthogonal_neighbours = board::step_table<Grid>(orthogonal_steps);
/// For each square, the squares one diagonal step away.
inline constexpr auto diagonal_neighbours = board::step_table<Grid>(diagonal_steps);
/// For each square, the squares a chess knight's leap away.
inline constexpr auto knight_leaps = board::step_table<Grid>(knight_steps);

}  // namespace gametree::chess_simulator
