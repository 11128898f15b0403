/// \file
/// Move generation for the side to move, listing (generate) or counting (count) the same moves.
#pragma once

#include <cstddef>
#include <cstdint>

#include "gametree/core/features.hpp"
#include "gametree/core/move_buffer.hpp"
#include "gametree/games/chess_simulator/position.hpp"
#include "gametree/games/chess_simulator/rules.hpp"

namespace gametree::chess_simulator {

/// The moves of the side to move. Models gametree::MoveGen and CountingMoveGen.
///
/// Order: pieces by name order (king, queen, rooks, bishops, knights, pawns 1..8), then destinations
/// a1, b1, ..., h8 (rank by rank). Nothing is generated when the game is over, which here means that
/// the side to move has no move anyway.
struct MoveGenerator {
    /// The optional features it provides (checked when searched): counted perft.
    static constexpr gametree::Features gametree_features = gametree::Feature::move_count;

    /// A side has at most: king 8, queen 27, rooks 2 x 14, bishops 2 x 7 (forward diagonals only),
    /// knights 2 x 12 (8 leaps and 4 diagonal steps), pawns 8 x 1 — 109 moves. Pawns never promote.
    static constexpr std::size_t max_moves = 112;
    /// The move list that `generate` fills, with room for `max_moves` moves.
    using Buffer = MoveBuffer<Move, max_moves>;

    /// Appends every move of the side to move of `pos` to `out`.
    constexpr void generate(const Position& pos, Buffer& out) const noexcept {
        const Board& board = pos.board();
        for (int slot = 0; slot < pieces_per_side; ++slot) {
            const Square from = board.square_of(make_piece(pos.side_to_move(), slot));
            if (from == no_square) continue;
            for (Bitboard to = targets_from(board, from); to;) out.push_back(Move{from, pop_first(to)});
        }
    }

    /// The number of moves of the side to move of `pos`, without listing them.
    [[nodiscard]] constexpr std::uint64_t count(const Position& pos) const noexcept {
        std::uint64_t total = 0;
        for (int slot = 0; slot < pieces_per_side; ++slot) {
            const Bitboard to = targets(pos.board(), make_piece(pos.side_to_move(), slot));
            total += static_cast<std::uint64_t>(chess_simulator::count(to));
        }
        return total;
    }
};

}  // namespace gametree::chess_simulator
