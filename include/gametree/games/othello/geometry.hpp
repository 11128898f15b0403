/// \file
/// The Othello board of N×N squares (6×6 or 8×8) on the board layer: squares, corners, the centre.
#pragma once

#include <cstdint>

#include "gametree/board/bitboard.hpp"
#include "gametree/board/grid.hpp"

namespace gametree::othello {

using board::Bitboard;

/// The board of `N` files by `N` ranks: a1 is square 0, the square above a1 is a2 = N, the last is N*N-1.
/// Othello is played on even boards; 6×6 and 8×8 are the sizes this library tests.
template <int N>
struct Geometry {
    static_assert(N >= 4 && N <= 8 && N % 2 == 0, "Othello boards here are 4x4, 6x6 or 8x8");

    /// The board layer's grid of the same size, which the shifts and square names work on.
    using grid = board::Grid<N, N, std::uint8_t>;
    /// The number of files, and of ranks.
    static constexpr int size = N;
    /// The number of squares, N*N.
    static constexpr int square_count = N * N;
    /// Every square of the board.
    static constexpr Bitboard all = board::all<grid>;

    /// The square at (file, rank), both 0-based, as a bitboard.
    [[nodiscard]] static constexpr Bitboard at(int file, int rank) noexcept {
        return Bitboard{1} << (rank * N + file);
    }

    /// The four corners: a disc there can never be flipped.
    static constexpr Bitboard corners = at(0, 0) | at(N - 1, 0) | at(0, N - 1) | at(N - 1, N - 1);

    /// The four centre squares, where every game starts; discs are never removed, so they stay occupied.
    static constexpr Bitboard centre = at(N / 2 - 1, N / 2 - 1) | at(N / 2, N / 2 - 1) |
                                       at(N / 2 - 1, N / 2) | at(N / 2, N / 2);

    /// The start position's discs: the first player (X, Black) on the lower-right and upper-left centre
    /// diagonal, that is d5 and e4 on 8×8 (c4 and d3 on 6×6); the second player (O, White) on d4 and e5.
    static constexpr Bitboard start_first = at(N / 2 - 1, N / 2) | at(N / 2, N / 2 - 1);
    /// The second player's start discs, on the other centre diagonal: d4 and e5 on 8×8 (c3 and d4 on 6×6).
    static constexpr Bitboard start_second = at(N / 2 - 1, N / 2 - 1) | at(N / 2, N / 2);
};

}  // namespace gametree::othello
