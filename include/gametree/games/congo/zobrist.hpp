/// \file
/// Zobrist keys: a random 64-bit number per (piece, square) and one for Black to move.
#pragma once

#include <array>
#include <cstdint>

#include "gametree/games/congo/piece.hpp"
#include "gametree/games/congo/square.hpp"

namespace gametree::congo::zobrist {

namespace detail {
/// SplitMix64: a fixed seed gives the same keys in every build, so hashes are reproducible.
constexpr std::uint64_t splitmix64(std::uint64_t& state) noexcept {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31U);
}
}  // namespace detail

/// The number of pieces of both colours: the rows of piece_square.
inline constexpr int piece_count = 2 * piece_type_count;

/// piece_square[piece][square], indexed by the packed Piece value.
inline constexpr auto piece_square = [] {
    std::array<std::array<std::uint64_t, square_count>, piece_count> keys{};
    std::uint64_t state = 0x436F6E676F21ULL;  // "Congo!"
    for (auto& row : keys)
        for (auto& key : row) key = detail::splitmix64(state);
    return keys;
}();

/// Xored in when Black is to move.
inline constexpr std::uint64_t black_to_move = [] {
    std::uint64_t state = 0x426C61636BULL;  // "Black"
    return detail::splitmix64(state);
}();

/// The key of piece `p` (not `none`) on square `s`.
[[nodiscard]] constexpr std::uint64_t key(Piece p, Square s) noexcept {
    return piece_square[static_cast<std::size_t>(p)][s];
}

}  // namespace gametree::congo::zobrist
