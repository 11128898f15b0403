/// \file
/// Steps between squares, and the usual sets of them (king, rook, bishop and knight moves).
#pragma once

#include "gametree/core/cxx20.hpp"

#include <array>
#include <cstddef>
#include <limits>

namespace gametree::board {

/// A step on a board: `file` squares to the right and `rank` squares up (negative: left, down).
struct Step {
    /// Files to the right (negative: to the left).
    int file;
    /// Ranks up (negative: down).
    int rank;
    /// Equal when both the file and the rank parts are.
    friend constexpr bool operator==(Step, Step) = default;
};

inline constexpr Step north{0, 1};  ///< one rank up
inline constexpr Step north_east{1, 1};  ///< one file right, one rank up
inline constexpr Step east{1, 0};  ///< one file right
inline constexpr Step south_east{1, -1};  ///< one file right, one rank down
inline constexpr Step south{0, -1};  ///< one rank down
inline constexpr Step south_west{-1, -1};  ///< one file left, one rank down
inline constexpr Step west{-1, 0};  ///< one file left
inline constexpr Step north_west{-1, 1};  ///< one file left, one rank up

/// The eight directions clockwise from north.
inline constexpr std::array<Step, 8> directions{north, north_east, east, south_east,
                                                south, south_west, west, north_west};
/// The four orthogonal directions (a rook's), clockwise from north.
inline constexpr std::array<Step, 4> orthogonal{north, east, south, west};
/// The four diagonal directions (a bishop's), clockwise from north-east.
inline constexpr std::array<Step, 4> diagonal{north_east, south_east, south_west, north_west};
/// A chess knight's eight leaps, clockwise from (1, 2).
inline constexpr std::array<Step, 8> knight_leaps{
    {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};

/// Each step of `steps` taken `n` times in one go, e.g. scaled(directions, 2) for leaps of two squares.
/// A part beyond int's range is held at INT_MAX or INT_MIN: still off every board (a grid has at most 64
/// squares), as Grid::shifted, shift() and slide() take it, instead of an overflow.
template <std::size_t N>
[[nodiscard]] constexpr std::array<Step, N> scaled(const std::array<Step, N>& steps, int n) noexcept {
    const auto times = [n](int part) {  // in 64 bits: any int times any int fits
        const long long product = static_cast<long long>(part) * n;
        constexpr long long most = std::numeric_limits<int>::max();
        constexpr long long least = std::numeric_limits<int>::min();
        return static_cast<int>(product > most ? most : (product < least ? least : product));
    };
    std::array<Step, N> out{};
    for (std::size_t i = 0; i < N; ++i) out[i] = {times(steps[i].file), times(steps[i].rank)};
    return out;
}

}  // namespace gametree::board
