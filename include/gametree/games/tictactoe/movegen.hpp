/// \file
/// Tic-tac-toe move generation: every empty cell, while the game is on.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>

#include "gametree/core/features.hpp"
#include "gametree/core/move_buffer.hpp"
#include "gametree/games/tictactoe/position.hpp"

namespace gametree::tictactoe {

/// The legal moves of a position: one per empty cell, in cell order a1, b1, c1, a2, ..., c3; none when
/// the game is over. Models gametree::MoveGen, CountingMoveGen and HistoryIndexedMoveGen.
struct MoveGenerator {
    /// The optional features it provides (checked when searched): counted perft, history.
    static constexpr gametree::Features gametree_features = gametree::Feature::move_count | gametree::Feature::history;

    /// A board has nine cells: no position has more moves.
    static constexpr std::size_t max_moves = cell_count;
    /// The move list that `generate` fills, with room for `max_moves` moves.
    using Buffer = MoveBuffer<Move, max_moves>;

    /// Appends every legal move of `pos` to `out`.
    constexpr void generate(const Position& pos, Buffer& out) const noexcept {
        if (is_over(pos.outcome())) return;
        for (Mask free = pos.empty(); free != 0; free = static_cast<Mask>(free & (free - 1)))
            out.push_back(Move::at(std::countr_zero(free)));
    }

    /// The number of legal moves of `pos`: its empty cells, or 0 when the game is over.
    [[nodiscard]] constexpr std::uint64_t count(const Position& pos) const noexcept {
        return is_over(pos.outcome()) ? 0 : static_cast<std::uint64_t>(tictactoe::count(pos.empty()));
    }

    /// The history heuristic tells moves apart by their cell.
    static constexpr std::size_t history_size = cell_count;
    /// The history slot of `m`: its cell, 0 to 8.
    [[nodiscard]] constexpr std::size_t history_index(const Position&, const Move& m) const noexcept { return m.cell; }
};

}  // namespace gametree::tictactoe
