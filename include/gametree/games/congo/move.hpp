/// \file
/// A Congo move, including a monkey's multi-capture, and its notation ("e3e4", "c4a4c2e4").
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

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

/// Whether `text` is the move's notation (to_string(m) == text), told without writing it: parse_move
/// asks it of every legal move, for every move a reader reads (congo-cluster's rank 0 reads a whole
/// tournament's), and writing each one's notation was most of that time.
[[nodiscard]] constexpr bool is_notation_of(std::string_view text, const Move& m) noexcept {
    const auto names = [&](std::size_t i, Square s) {  // the i-th square of `text` is `s`, as to_string(s) writes it
        return text[2 * i] == 'a' + file_of(s) && text[2 * i + 1] == '1' + rank_of(s);
    };
    const std::size_t landings = m.jumps == 0 ? 1 : m.jumps;
    if (text.size() != 2 * (landings + 1) || !names(0, m.from)) return false;
    if (m.jumps == 0) return names(1, m.to);
    Square at = m.from;
    for (int i = 0; i < m.jumps; ++i) {
        at = shifted(at, directions[static_cast<std::size_t>(m.jump_direction(i))], 2);
        if (!names(static_cast<std::size_t>(i) + 1, at)) return false;
    }
    return true;
}

}  // namespace gametree::congo
