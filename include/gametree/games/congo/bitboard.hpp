/// \file
/// Sets of squares as 49-bit masks, and the attack tables of the leaping pieces.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "gametree/board/bitboard.hpp"
#include "gametree/board/step.hpp"
#include "gametree/board/step_table.hpp"
#include "gametree/core/player.hpp"
#include "gametree/games/congo/square.hpp"

namespace gametree::congo {

/// A set of squares: bit `s` is set when square `s` is in the set.
using Bitboard = board::Bitboard;
using board::count;

/// Every square of the board.
inline constexpr Bitboard all_squares = board::all<Grid>;

/// The set holding only `s`; empty for no_square.
[[nodiscard]] constexpr Bitboard bit(Square s) noexcept { return board::bit<Grid>(s); }
/// True when `s` is in the set; false for no_square.
[[nodiscard]] constexpr bool contains(Bitboard b, Square s) noexcept { return board::contains<Grid>(b, s); }
/// The lowest square of a non-empty set.
[[nodiscard]] constexpr Square first_square(Bitboard b) noexcept { return board::first_square<Grid>(b); }
/// Removes and returns the lowest square of a non-empty set.
constexpr Square pop_first(Bitboard& b) noexcept { return board::pop_first<Grid>(b); }

/// The squares of rank `rank` (0 is White's first rank).
[[nodiscard]] constexpr Bitboard rank_mask(int rank) noexcept { return board::rank_mask<Grid>(rank); }
/// The river's seven squares.
inline constexpr Bitboard river = rank_mask(river_rank);

namespace detail {
constexpr Bitboard castle_from_rank(int first_rank) noexcept {
    Bitboard b = 0;
    for (int r = first_rank; r < first_rank + 3; ++r)
        for (int f = 2; f <= 4; ++f) b |= bit(make_square(f, r));
    return b;
}
}  // namespace detail

/// A 3x3 castle: White's is c1-e3, Black's c5-e7.
[[nodiscard]] constexpr Bitboard castle(Player p) noexcept {
    constexpr Bitboard white_castle = detail::castle_from_rank(0);
    constexpr Bitboard black_castle = detail::castle_from_rank(4);
    return p == Player::first ? white_castle : black_castle;
}

/// Forward along ranks for a player: +1 for White (up the board), -1 for Black.
[[nodiscard]] constexpr int forward(Player p) noexcept { return p == Player::first ? 1 : -1; }

/// A step on the board as (file delta, rank delta).
using Step = board::Step;

/// The eight directions clockwise from north. Monkey jumps are recorded as indices into this array,
/// so its order is part of the move encoding (and of every recorded monkey move).
inline constexpr std::array<Step, 8> directions = board::directions;

/// The square `n` steps from `s` in direction `d`, or no_square when that leaves the board.
[[nodiscard]] constexpr Square shifted(Square s, Step d, int n = 1) noexcept { return Grid::shifted(s, d, n); }

/// One step in any of the eight directions (lion, monkey step, giraffe step, crocodile step).
inline constexpr auto king_steps = board::step_table<Grid>(directions);

/// The knight's leaps (zebra).
inline constexpr auto knight_leaps = board::step_table<Grid>(board::knight_leaps);

/// One or two squares orthogonally (elephant; the two-square move jumps).
inline constexpr auto elephant_leaps = board::step_table<Grid>(std::array<Step, 8>{
    {{0, 1}, {0, 2}, {1, 0}, {2, 0}, {0, -1}, {0, -2}, {-1, 0}, {-2, 0}}});

/// Exactly two squares in any of the eight directions (giraffe's jumping move or capture).
inline constexpr auto giraffe_leaps = board::step_table<Grid>(board::scaled(directions, 2));

/// One step forward, straight or diagonal, for each player (pawn and superpawn advance).
inline constexpr std::array<board::SquareTable<Grid>, 2> pawn_advances{
    board::step_table<Grid>(std::array<Step, 3>{{{-1, 1}, {0, 1}, {1, 1}}}),
    board::step_table<Grid>(std::array<Step, 3>{{{-1, -1}, {0, -1}, {1, -1}}})};

/// One step sideways (superpawn).
inline constexpr auto sideways_steps = board::step_table<Grid>(std::array<Step, 2>{{{-1, 0}, {1, 0}}});

}  // namespace gametree::congo
