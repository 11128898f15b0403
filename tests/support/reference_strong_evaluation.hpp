// The strong Congo evaluation as it was before it was made fast (one walk of each side's moves on a
// copy of the position, a count per piece type): kept only as the reference that the fast
// StrongEvaluator must equal, term for term, on many positions and weights.
#pragma once

#include <algorithm>
#include <cstdlib>

#include <gametree/games/congo/evaluation/strong.hpp>

namespace gametree::congo::reference {

/// The former StrongEvaluator: the same weights, the same value, computed the slow way.
struct ReferenceStrongEvaluator {
    StrongWeights weights{};

    [[nodiscard]] constexpr Score white_score(const Position& pos) const noexcept {
        const Outcome outcome = pos.outcome();
        if (outcome == Outcome::draw) return 0;
        if (outcome == Outcome::first_wins) return material_win_score;
        if (outcome == Outcome::second_wins) return -material_win_score;
        return side_score(pos, white) - side_score(pos, black);
    }

    [[nodiscard]] constexpr Score side_score(const Position& pos, Player side) const noexcept {
        const Player enemy = opponent(side);
        Score score = 0;
        for (const PieceType t : all_piece_types)
            score += weights.material[static_cast<int>(t)] * count(pos.pieces(side, t));

        // Mobility and threats, from the moves `side` would have if it were to move.
        struct Walker {
            const Position& pos;
            const StrongWeights& w;
            Bitboard enemy_pieces;
            Bitboard enemy_castle;
            Score mobility = 0;
            Score threats = 0;
            int castle_hits = 0;
            constexpr void targets(Square from, Bitboard to) noexcept {
                mobility += w.mobility[static_cast<int>(type_of(pos.piece_at(from)))] * count(to);
                castle_hits += count(to & enemy_castle);
                for (Bitboard attacked = to & enemy_pieces; attacked;) {
                    const Square s = pop_first(attacked);
                    threats += w.material[static_cast<int>(type_of(pos.piece_at(s)))] * w.threat_share / 64;
                }
            }
            constexpr void jump(const Move& m) noexcept {
                mobility += w.mobility[static_cast<int>(PieceType::monkey)];
                threats += w.jump_threat * m.jumps;
            }
        };
        Position as_side = pos;
        as_side.set_side_to_move(side);
        Walker walker{pos, weights, pos.pieces(enemy), castle(enemy)};
        visit_moves(as_side, walker);
        score += walker.mobility + walker.threats + weights.castle_pressure * walker.castle_hits;
        if (pos.side_to_move() == side && walker.threats > 0) score += weights.tempo;

        // Guards in the own castle.
        score += weights.castle_guard * count(pos.pieces(side) & castle(side) & ~pos.pieces(PieceType::lion));

        // River danger: all but one of the pieces standing on the river are lost.
        Score river_total = 0;
        Score river_max = 0;
        for (Bitboard b = pos.pieces(side) & river & ~pos.pieces(PieceType::crocodile); b;) {
            const Score v = weights.material[static_cast<int>(type_of(pos.piece_at(pop_first(b))))];
            river_total += v;
            river_max = std::max(river_max, v);
        }
        score -= (river_total - river_max) * weights.river_loss_share / 64 + river_max * weights.river_risk_share / 64;

        // Pawns move forward; the centre matters for the short-range jumpers.
        for (Bitboard b = pos.pieces(side, PieceType::pawn); b;) {
            const Square s = pop_first(b);
            const int advanced = side == white ? rank_of(s) - 1 : board_size - 2 - rank_of(s);
            const bool past_river = side == white ? rank_of(s) > river_rank : rank_of(s) < river_rank;
            score += weights.pawn_advance * advanced * (past_river ? 2 : 1);
        }
        for (const PieceType t : {PieceType::zebra, PieceType::monkey, PieceType::giraffe})
            for (Bitboard b = pos.pieces(side, t); b;) {
                const Square s = pop_first(b);
                const int distance = std::max(std::abs(file_of(s) - 3), std::abs(rank_of(s) - 3));
                score += weights.centralisation * (3 - distance);
            }
        return score;
    }
};

}  // namespace gametree::congo::reference
