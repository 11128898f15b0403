/// \file
/// An Othello move: the square where the side to move places a disc, written "d3".
#pragma once

#include "gametree/core/cxx20.hpp"

#include <cstdint>
#include <string>

namespace gametree::othello {

/// The square where the side to move places a disc, by file (0 = a) and rank (0 = rank 1), so that a
/// move reads the same on every board size. Trivial and two bytes (no default member values: move
/// lists are not zeroed). A pass is not a move: a player without a move passes (Position::after_pass).
struct Move {
    /// The file, 0 for file a.
    std::uint8_t file;
    /// The rank, 0 for rank 1.
    std::uint8_t rank;

    /// The move on (file, rank), both 0-based.
    [[nodiscard]] static constexpr Move at(int file, int rank) noexcept {
        return Move{static_cast<std::uint8_t>(file), static_cast<std::uint8_t>(rank)};
    }

    /// Equal when they are on the same square.
    friend constexpr bool operator==(const Move&, const Move&) = default;
};

/// The square's name, e.g. "d3".
[[nodiscard]] inline std::string to_string(const Move& m) {
    return {static_cast<char>('a' + m.file), static_cast<char>('1' + m.rank)};
}

/// How a pass is written in a line of moves.
inline constexpr const char* pass_text = "pass";

}  // namespace gametree::othello
