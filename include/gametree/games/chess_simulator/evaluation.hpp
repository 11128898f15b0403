/// \file
/// Material evaluation: the difference of the two sides' piece values, for the side to move.
#pragma once

#include <array>

#include "gametree/core/score.hpp"
#include "gametree/games/chess_simulator/position.hpp"

namespace gametree::chess_simulator {

/// A value per piece kind, indexed by PieceKind (king, queen, rook, bishop, knight, pawn).
using PieceValues = std::array<Score, piece_kind_count>;

/// Values in pawns of 100. The king cannot be captured, so it carries none. A bishop that only moves
/// forward is worth less than in chess, a knight that may also step diagonally a little more.
inline constexpr PieceValues standard_piece_values{0, 900, 500, 250, 350, 100};

/// White's material minus Black's, seen from the side to move; 0 for a finished game (a draw: the side
/// to move has no move).
struct MaterialEvaluator {
    /// The value of each piece kind, indexed by PieceKind.
    PieceValues values = standard_piece_values;

    /// White's material minus Black's.
    [[nodiscard]] constexpr Score material_balance(const Board& board) const noexcept {
        Score balance = 0;
        for (int slot = 0; slot < pieces_per_side; ++slot) {
            const Score value = values[static_cast<std::size_t>(kind_of(make_piece(white, slot)))];
            if (board.is_on_board(make_piece(white, slot))) balance += value;
            if (board.is_on_board(make_piece(black, slot))) balance -= value;
        }
        return balance;
    }

    /// The material balance of `pos` for its side to move (positive when it is ahead); 0 when the game is over.
    [[nodiscard]] constexpr Score operator()(const Position& pos) const noexcept {
        if (is_over(pos.outcome())) return 0;
        const Score raw = material_balance(pos.board());
        return pos.side_to_move() == white ? raw : -raw;
    }
};

}  // namespace gametree::chess_simulator
