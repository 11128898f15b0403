/// \file
/// Connect Four move generation: one move per column with room, centre columns first.
#pragma once

#include <cstddef>
#include <cstdint>

#include "gametree/core/features.hpp"
#include "gametree/core/move_buffer.hpp"
#include "gametree/games/connect_four/position.hpp"

namespace gametree::connect_four {

/// The legal moves of a position of any board size: one per column that has room, nearest the centre
/// first (Geometry::column_order); none when the game is over. Models gametree::MoveGen,
/// CountingMoveGen, CaptureOrderedMoveGen and HistoryIndexedMoveGen for every Position<W, H>.
struct MoveGenerator {
    /// The optional features it provides (checked when searched): counted perft, threats ranked first, history.
    static constexpr gametree::Features gametree_features = gametree::Feature::move_count | gametree::Feature::move_ranking | gametree::Feature::history;

    /// The most columns a board may have (Geometry: at most 26, named a to z).
    static constexpr std::size_t max_moves = 26;
    /// The move list that `generate` fills, with room for `max_moves` moves.
    using Buffer = MoveBuffer<Move, max_moves>;

    /// Appends every legal move of `pos` to `out`.
    template <int W, int H>
    constexpr void generate(const Position<W, H>& pos, Buffer& out) const noexcept {
        if (is_over(pos.outcome())) return;
        for (const int column : Geometry<W, H>::column_order)
            if (pos.has_room(column)) out.push_back(Move::drop(column));
    }

    /// The number of legal moves of `pos`: its columns with room, or 0 when the game is over.
    template <int W, int H>
    [[nodiscard]] constexpr std::uint64_t count(const Position<W, H>& pos) const noexcept {
        return is_over(pos.outcome()) ? 0 : static_cast<std::uint64_t>(connect_four::count(pos.landing_cells()));
    }

    /// Move ordering: the game has no captures, so the moves that decide the game come first instead,
    /// 2 for a move that makes four in a row, 1 for one that blocks the opponent's four, 0 otherwise.
    template <int W, int H>
    [[nodiscard]] constexpr int capture_order(const Position<W, H>& pos, const Move& m) const noexcept {
        using G = Geometry<W, H>;
        const Bitboard cell = pos.landing_cells() & G::column_cells(m.column);
        const Player us = pos.side_to_move();
        if (cell & G::completing_cells(pos.stones(us))) return 2;
        if (cell & G::completing_cells(pos.stones(opponent(us)))) return 1;
        return 0;
    }

    /// The history heuristic tells moves apart by their column.
    static constexpr std::size_t history_size = max_moves;
    /// The history slot of `m`: its column.
    template <int W, int H>
    [[nodiscard]] constexpr std::size_t history_index(const Position<W, H>&, const Move& m) const noexcept {
        return m.column;
    }
};

}  // namespace gametree::connect_four
