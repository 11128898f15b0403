/// \file
/// One transposition-table result, and its packing into the 64-bit data word the table stores.
#pragma once

#include <cstddef>
#include <cstdint>

#include "gametree/core/score.hpp"

namespace gametree {

/// How a stored score relates to the true value: exact, or a bound from a cut-off.
enum class Bound : std::uint8_t { none, exact, lower, upper };

/// What the table holds for one position. The move is its index in the list the game's move generator
/// gives for the position (generation is deterministic), so that an entry fits one 64-bit word for
/// every game, whatever the size of its moves. The index has 16 bits: a best move at index
/// max_move_index + 1 or beyond (a position of more than 65,536 moves) is not stored as the entry's
/// move, and the entry then has none (TranspositionTable::store).
struct TableEntry {
    /// The score for the side to move: stored with mate distances counted from the position, given back
    /// by TranspositionTable::probe counted from the root.
    Score score = 0;
    /// The depth left, in plies, of the search that found the result (-1: none).
    std::int16_t depth = -1;
    /// The best move's index in the position's generated move list, when has_move.
    std::uint16_t move_index = 0;
    /// The highest move index an entry holds.
    static constexpr std::size_t max_move_index = 0xFFFF;
    /// Whether `score` is exact or a lower or upper bound (none: no result, an empty entry).
    Bound bound = Bound::none;
    /// Whether `move_index` holds a move.
    bool has_move = false;
    /// The search that stored the entry (TranspositionTable::new_search counts them, modulo 256).
    std::uint8_t generation = 0;
    /// The score is the game's exact end, found without reaching the search's horizon anywhere below: a
    /// deeper search cannot change it.
    bool resolved = false;

    /// Scores the data word holds (28 bits, signed): every score the engine makes, ±score_infinity too.
    static constexpr Score max_score = (Score{1} << 27) - 1;
    /// The lowest score the data word holds.
    static constexpr Score min_score = -max_score;
    static_assert(score_infinity <= max_score);

    /// The data word: move index (bits 0-15), score (16-43), depth + 1 (44-51), bound (52-53), has_move
    /// (54), resolved (55), generation (56-63). Needs min_score <= score <= max_score, -1 <= depth <= 254.
    [[nodiscard]] constexpr std::uint64_t pack() const noexcept {
        const auto score_bits = static_cast<std::uint64_t>(static_cast<std::uint32_t>(score) & 0x0FFF'FFFFU);
        return std::uint64_t{move_index} | score_bits << 16U | std::uint64_t{static_cast<std::uint8_t>(depth + 1)} << 44U |
               std::uint64_t{static_cast<std::uint8_t>(bound)} << 52U | std::uint64_t{has_move} << 54U |
               std::uint64_t{resolved} << 55U | std::uint64_t{generation} << 56U;
    }

    /// The entry a data word holds (the inverse of pack).
    [[nodiscard]] static constexpr TableEntry unpack(std::uint64_t word) noexcept {
        TableEntry e;
        e.move_index = static_cast<std::uint16_t>(word & 0xFFFFU);
        const auto score_bits = static_cast<std::uint32_t>((word >> 16U) & 0x0FFF'FFFFU);
        // Sign-extend the 28-bit score.
        e.score = static_cast<Score>(score_bits ^ 0x0800'0000U) - (Score{1} << 27);
        e.depth = static_cast<std::int16_t>(static_cast<int>((word >> 44U) & 0xFFU) - 1);
        e.bound = static_cast<Bound>((word >> 52U) & 3U);
        e.has_move = ((word >> 54U) & 1U) != 0;
        e.resolved = ((word >> 55U) & 1U) != 0;
        e.generation = static_cast<std::uint8_t>(word >> 56U);
        return e;
    }

    /// Equal when every field is.
    friend constexpr bool operator==(const TableEntry&, const TableEntry&) = default;
};

}  // namespace gametree
