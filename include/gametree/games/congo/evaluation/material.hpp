/// \file
/// Material evaluation: the difference of the two sides' piece values, for the side to move.
#pragma once

#include <array>

#include "gametree/core/score.hpp"
#include "gametree/games/congo/position.hpp"

namespace gametree::congo {

/// A value per piece type, indexed by PieceType. Lions carry no value: losing one ends the game.
using PieceValues = std::array<Score, piece_type_count>;

/// The course's values (Part 4): pawn 100, elephant 200, zebra 300; its games have no other pieces.
inline constexpr PieceValues course_piece_values{100, 0, 0, 0, 200, 0, 0, 300};

/// Values for the full game, in pawns of 100: a first estimate for all eight types.
inline constexpr PieceValues standard_piece_values{100, 350, 300, 350, 250, 0, 350, 300};

/// Score of a won game for the winner (the course's 10000).
inline constexpr Score material_win_score = 10'000;

/// The course's Part 4 evaluation, generalised to any piece values:
/// 0 when only the two lions remain; +10000 (White's view) when Black's lion is missing, -10000 when
/// White's is; otherwise White's material minus Black's. The result is for the side to move.
struct MaterialEvaluator {
    /// The value of each piece type, indexed by PieceType; the course's by default.
    PieceValues values = course_piece_values;

    /// White's material minus Black's, lions excluded.
    [[nodiscard]] constexpr Score material_balance(const Position& pos) const noexcept {
        Score balance = 0;
        for (const PieceType t : all_piece_types)
            if (const Score v = values[static_cast<std::size_t>(t)]; v != 0)  // the course's values: 3 types of 8
                balance += v * (pos.piece_count(white, t) - pos.piece_count(black, t));
        return balance;
    }

    /// The score from White's point of view, before the side to move is taken into account.
    [[nodiscard]] constexpr Score white_score(const Position& pos) const noexcept {
        const Bitboard lions = pos.pieces(PieceType::lion);
        if (pos.occupied() == lions && count(lions) == 2) return 0;
        if (!(lions & pos.pieces(black))) return material_win_score;
        if (!(lions & pos.pieces(white))) return -material_win_score;
        return material_balance(pos);
    }

    /// The score of `pos` for its side to move: white_score(), negated when Black is to move.
    [[nodiscard]] constexpr Score operator()(const Position& pos) const noexcept {
        const Score raw = white_score(pos);
        return pos.side_to_move() == white ? raw : -raw;
    }
};

}  // namespace gametree::congo
