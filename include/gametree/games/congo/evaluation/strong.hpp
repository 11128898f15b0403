// The project's own Congo evaluation: material for all eight piece types, mobility, threats, lion
// safety, river danger, pawn advancement and centralisation. Weights are a plain struct, so they can
// be tuned (by self-play, see the README) or replaced by a user.
#pragma once

#include <algorithm>
#include <array>
#include <cstdlib>

#include "gametree/core/score.hpp"
#include "gametree/games/congo/evaluation/material.hpp"
#include "gametree/games/congo/movegen.hpp"
#include "gametree/games/congo/position.hpp"

namespace gametree::congo {

/// The terms of StrongEvaluator, in centipawns (a pawn is 100). Tuned by self-play with
/// bench/tune_congo (one change against the current weights, 200 games at 20000 nodes per move); the
/// values that measured better are the defaults, see the README.
struct StrongWeights {
    /// Material by PieceType (pawn, superpawn, giraffe, monkey, elephant, lion, crocodile, zebra).
    PieceValues material{100, 330, 280, 300, 300, 0, 400, 300};
    /// Per move a piece of the type has (its mobility).
    std::array<Score, piece_type_count> mobility{1, 2, 2, 2, 2, 0, 2, 3};
    /// Per enemy piece attacked, as a share (in 1/64) of the attacked piece's value.
    Score threat_share = 6;
    /// For the side to move: it could play one of its captures now.
    Score tempo = 12;
    /// Per enemy move that reaches a square of the lion's castle; per own piece guarding inside it.
    Score castle_pressure = 6;
    Score castle_guard = 8;
    /// Pieces on the river drown after their side's next move unless moved, and only one can move:
    /// the share (in 1/64) of the value lost for every river piece but the most valuable, and for that one.
    Score river_loss_share = 48;
    Score river_risk_share = 8;
    /// Per rank a pawn has advanced from its start; doubled past the river.
    Score pawn_advance = 6;
    /// For zebras, monkeys and giraffes: per step closer to the centre (d4).
    Score centralisation = 4;
};

/// A stronger evaluation than the course's, for the engine. Scores are for the side to move; a
/// finished game scores +-material_win_score (the engine's own mate scores take precedence there).
struct StrongEvaluator {
    StrongWeights weights{};

    [[nodiscard]] constexpr Score operator()(const Position& pos) const noexcept {
        const Score raw = white_score(pos);
        return pos.side_to_move() == white ? raw : -raw;
    }

    /// The evaluation from White's point of view.
    [[nodiscard]] constexpr Score white_score(const Position& pos) const noexcept {
        const Outcome outcome = pos.outcome();
        if (outcome == Outcome::draw) return 0;
        if (outcome == Outcome::first_wins) return material_win_score;
        if (outcome == Outcome::second_wins) return -material_win_score;
        return side_score(pos, white) - side_score(pos, black);
    }

    /// Everything that counts for `side` (not yet minus the opponent's).
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
                threats += 20 * m.jumps;
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

}  // namespace gametree::congo
