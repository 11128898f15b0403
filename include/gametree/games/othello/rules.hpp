/// \file
/// Othello's rules on bitboards: where a player may place a disc, and which discs it flips.
#pragma once

#include <cstddef>
#include <utility>

#include "gametree/board/shift.hpp"
#include "gametree/board/step.hpp"
#include "gametree/games/othello/geometry.hpp"

namespace gametree::othello {

namespace detail {

/// legal_moves() in the one direction `D`, a template argument so that every shift is a constant mask
/// and shift (clang does not unroll the loop over the directions array by itself: 3x slower perft).
template <int N, board::Step D>
[[nodiscard]] constexpr Bitboard moves_towards(Bitboard own, Bitboard opp, Bitboard empty) noexcept {
    using G = typename Geometry<N>::grid;
    Bitboard line = board::shift<G>(own, D) & opp;
    for (int i = 0; i < N - 3; ++i) line |= board::shift<G>(line, D) & opp;
    return board::shift<G>(line, D) & empty;
}

/// flips() in the one direction `D`.
template <int N, board::Step D>
[[nodiscard]] constexpr Bitboard flips_towards(Bitboard own, Bitboard opp, Bitboard placed) noexcept {
    using G = typename Geometry<N>::grid;
    Bitboard line = 0;
    Bitboard x = board::shift<G>(placed, D);
    while (x & opp) {
        line |= x;
        x = board::shift<G>(x, D);
    }
    return (x & own) ? line : 0;
}

template <int N, std::size_t... I>
[[nodiscard]] constexpr Bitboard all_moves(Bitboard own, Bitboard opp, std::index_sequence<I...>) noexcept {
    const Bitboard empty = ~(own | opp) & Geometry<N>::all;
    return (moves_towards<N, board::directions[I]>(own, opp, empty) | ...);
}

template <int N, std::size_t... I>
[[nodiscard]] constexpr Bitboard all_flips(Bitboard own, Bitboard opp, Bitboard placed, std::index_sequence<I...>) noexcept {
    return (flips_towards<N, board::directions[I]>(own, opp, placed) | ...);
}

}  // namespace detail

/// The empty squares where the player owning `own` may place a disc: each one closes, in at least one
/// of the eight directions, an unbroken line of `opp` discs with an `own` disc at its far end.
///
/// A flood fill per direction: starting from `own`, step over `opp` discs (a line holds at most N-2 of
/// them, so N-3 steps after the first cover it), then one more step onto an empty square. The board
/// layer's shift drops squares leaving the board, so no line wraps from one edge to the other.
template <int N>
[[nodiscard]] constexpr Bitboard legal_moves(Bitboard own, Bitboard opp) noexcept {
    return detail::all_moves<N>(own, opp, std::make_index_sequence<board::directions.size()>{});
}

/// The `opp` discs flipped when the owner of `own` places a disc on the empty square `placed` (a
/// single bit): in each direction, the line of `opp` discs from the square up to an `own` disc.
/// Empty when the placement is illegal.
template <int N>
[[nodiscard]] constexpr Bitboard flips(Bitboard own, Bitboard opp, Bitboard placed) noexcept {
    return detail::all_flips<N>(own, opp, placed, std::make_index_sequence<board::directions.size()>{});
}

}  // namespace gametree::othello
