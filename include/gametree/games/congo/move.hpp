/// \file
/// A Congo move, including a monkey's multi-capture, and its notation ("e3e4", "c4a4c2e4").
#pragma once

#include <cstdint>
#include <string>

#include "gametree/games/congo/bitboard.hpp"
#include "gametree/games/congo/square.hpp"

namespace gametree::congo {

/// A move: origin and destination, and for a monkey's capture the direction of every jump.
///
/// Plain moves and captures have `jumps == 0`. A monkey capture of `jumps` jumps stores the index into
/// `directions` of jump i in bits 3i..3i+2 of `path`; `to` is the last landing square. A monkey can
/// jump at most 14 times (one per enemy piece, and a side has at most 14 pieces), which fits in 42 bits.
/// The type is trivial so that move lists cost nothing to create.
struct Move {
    /// For a monkey capture, the direction of every jump, three bits each (see jump_direction()); 0 otherwise.
    std::uint64_t path;
    /// The square the piece moves from.
    Square from;
    /// The square it ends on: the destination, or a monkey's last landing square.
    Square to;
    /// The number of jumps of a monkey capture; 0 for any other move.
    std::uint8_t jumps;

    /// A plain move or capture.
    [[nodiscard]] static constexpr Move plain(Square from, Square to) noexcept { return Move{0, from, to, 0}; }

    /// The direction index of jump `i` (0-based), for a monkey capture.
    [[nodiscard]] constexpr int jump_direction(int i) const noexcept { return static_cast<int>((path >> (3 * i)) & 7U); }

    /// Equal when every field is.
    friend constexpr bool operator==(const Move&, const Move&) = default;
};

/// The most jumps a monkey capture may have (three bits of Move::path each); longer notation is refused.
inline constexpr int max_monkey_jumps = 14;

/// The move's notation: origin, then every landing square in order ("e3e4", "c4a4c2e4").
[[nodiscard]] inline std::string to_string(const Move& m) {
    std::string text = to_string(m.from);
    if (m.jumps == 0) return text + to_string(m.to);
    Square at = m.from;
    for (int i = 0; i < m.jumps; ++i) {
        at = shifted(at, directions[static_cast<std::size_t>(m.jump_direction(i))], 2);
        text += to_string(at);
    }
    return text;
}

}  // namespace gametree::congo
