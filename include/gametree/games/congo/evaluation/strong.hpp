/// \file
/// The project's own Congo evaluation: material for all eight piece types, mobility, threats, lion
/// safety, river danger, pawn advancement and centralisation, all added up in one walk over each
/// side's moves; a progress term for the side ahead. Weights are a plain struct, so they can be tuned
/// (by self-play and by Texel's method, see the README) or replaced by a user.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <span>

#include "gametree/core/features.hpp"
#include "gametree/core/score.hpp"
#include "gametree/games/congo/evaluation/material.hpp"
#include "gametree/games/congo/movegen.hpp"
#include "gametree/games/congo/position.hpp"

namespace gametree::congo {

/// The terms of StrongEvaluator, in centipawns (a pawn of the old scale is 100; the fit values a pawn at
/// 135). Fitted to game results by Texel's method (bench/texel: 8,000 self-play games at 2,000 nodes a
/// move, 604,711 positions) and kept because the engine with them beat the one with the former,
/// self-play-tuned weights by +86.9 +- 34.4 Elo at 10 ms a move; see the README.
struct StrongWeights {
    /// Material by PieceType (pawn, superpawn, giraffe, monkey, elephant, lion, crocodile, zebra).
    PieceValues material{135, 230, 340, 295, 315, 0, 430, 280};
    /// Per move a piece of the type has (its mobility).
    std::array<Score, piece_type_count> mobility{7, 6, 0, 0, 7, 0, 6, 0};
    /// Per enemy piece attacked, as a share (in 1/64) of the attacked piece's value.
    Score threat_share = 5;
    /// Per piece a monkey's capture sequence would take.
    Score jump_threat = 5;
    /// For the side to move: it could play one of its captures now.
    Score tempo = 12;
    /// Per enemy move that reaches a square of the lion's castle.
    Score castle_pressure = 16;
    /// Per own piece, the lion excepted, inside the own castle.
    Score castle_guard = 12;
    /// Pieces on the river drown after their side's next move unless moved, and only one can move:
    /// the share (in 1/64) of the value lost for every river piece but the most valuable. Crocodiles do
    /// not drown and are not counted.
    Score river_loss_share = 48;
    /// The share (in 1/64) of the value lost for the most valuable piece on the river.
    Score river_risk_share = 7;
    /// Per rank a pawn has advanced from its start; doubled past the river.
    Score pawn_advance = 5;
    /// For zebras, monkeys and giraffes: per step closer to the centre (d4).
    Score centralisation = 4;
    /// Progress, so that a won position is converted before a move limit draws it: for the side with
    /// more material, per step its pieces (not its lion) stand closer to the enemy lion, this many
    /// 1/1600 of its material lead (a lead counts up to 600). 0 turns the term off.
    Score progress = 0;
    /// Simplification, so that the side ahead trades down towards the endgames the tablebases win: for
    /// the side with more material, per piece (lions excepted) gone from the board, this many 1/6400
    /// of its material lead (a lead counts up to 600). 0 turns the term off.
    Score simplify = 0;
};

namespace detail {
/// The pieces other than the lions at the start of a game (7 pawns and 7 others a side).
inline constexpr int start_pieces = 28;

/// Per square, for a pawn of each side (White first): the ranks it has advanced from its start, each
/// counting double past the river.
inline constexpr auto pawn_progress = [] {
    std::array<std::array<int, square_count>, 2> t{};
    for (int s = 0; s < square_count; ++s) {
        const int rank = rank_of(static_cast<Square>(s));
        t[0][static_cast<std::size_t>(s)] = (rank - 1) * (rank > river_rank ? 2 : 1);
        t[1][static_cast<std::size_t>(s)] = (board_size - 2 - rank) * (rank < river_rank ? 2 : 1);
    }
    return t;
}();

/// The number of king steps from `a` to `b` (std::abs is not constexpr in C++20).
[[nodiscard]] constexpr int king_distance(Square a, Square b) noexcept {
    const int files = file_of(a) - file_of(b);
    const int ranks = rank_of(a) - rank_of(b);
    return std::max(files < 0 ? -files : files, ranks < 0 ? -ranks : ranks);
}

/// Per square: 3 at the centre (d4), 0 on the edge (3 minus the king-step distance to d4).
inline constexpr auto centre_closeness = [] {
    std::array<int, square_count> t{};
    for (int s = 0; s < square_count; ++s) t[static_cast<std::size_t>(s)] = 3 - king_distance(static_cast<Square>(s), make_square(3, 3));
    return t;
}();

/// For two squares: 6 minus the king-step distance between them (6 on the same square, 0 at the far
/// corner).
inline constexpr auto closeness = [] {
    std::array<std::array<int, square_count>, square_count> t{};
    for (int a = 0; a < square_count; ++a)
        for (int b = 0; b < square_count; ++b) t[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] = 6 - king_distance(static_cast<Square>(a), static_cast<Square>(b));
    return t;
}();
}  // namespace detail

/// A stronger evaluation than the course's, for the engine. Scores are for the side to move; a
/// finished game scores +-material_win_score (the engine's own mate scores take precedence there).
struct StrongEvaluator {
    /// The optional features it provides (checked when searched): a cheap estimate() for lazy evaluation.
    static constexpr Features gametree_features = Feature::estimate;
    /// The weight of every term; the fitted ones by default.
    StrongWeights weights{};

    /// The evaluation of `pos` for its side to move: white_score(), negated when Black is to move.
    [[nodiscard]] constexpr Score operator()(const Position& pos) const noexcept {
        return for_side_to_move(pos, white_score(pos));
    }

    /// The evaluation from White's point of view.
    [[nodiscard]] constexpr Score white_score(const Position& pos) const noexcept {
        if (const auto finished = finished_white_score(pos)) return *finished;
        const PieceValues threat = threat_values();  // once for both sides
        const SideTerms w = side_terms(pos, white, threat);
        const SideTerms b = side_terms(pos, black, threat);
        Score score = w.score - b.score;
        if ((weights.progress != 0 || weights.simplify != 0) && w.material != b.material) {
            const Player leader = w.material > b.material ? white : black;
            const Score lead = std::min<Score>(w.material > b.material ? w.material - b.material : b.material - w.material, 600);
            Score bonus = weights.progress * lead * closeness_to_enemy_lion(pos, leader) / 1600;
            const int gone = std::max(0, detail::start_pieces - count(pos.occupied() & ~pos.pieces(PieceType::lion)));
            bonus += weights.simplify * lead * gone / 6400;
            score += leader == white ? bonus : -bonus;
        }
        return score;
    }

    /// A cheap estimate of operator() for lazy evaluation (the engine's EngineOptions::lazy_margin):
    /// the material and the river danger, without the walk over the moves. Of the evaluations of a search
    /// (search_bench's positions to depth 9) half are within 36 of it, 94% within 100 (the engine's
    /// default margin), 97% within 127 and 99% within 210. Like operator(), for the side to move.
    [[nodiscard]] constexpr Score estimate(const Position& pos) const noexcept {
        if (const auto finished = finished_white_score(pos)) return for_side_to_move(pos, *finished);
        const Score material = MaterialEvaluator{weights.material}.material_balance(pos);
        return for_side_to_move(pos, material - river_penalty(pos, white) + river_penalty(pos, black));
    }

    /// Everything that counts for `side` alone (not yet minus the opponent's; without the progress
    /// term, which compares the two sides).
    [[nodiscard]] constexpr Score side_score(const Position& pos, Player side) const noexcept {
        return side_terms(pos, side, threat_values()).score;
    }

private:
    struct SideTerms {
        Score score;
        Score material;
    };

    /// The sum over `side`'s pieces but its lion of their closeness to the enemy lion.
    [[nodiscard]] static constexpr int closeness_to_enemy_lion(const Position& pos, Player side) noexcept {
        const auto& to_lion = detail::closeness[first_square(pos.pieces(opponent(side), PieceType::lion))];
        int sum = 0;
        for (Bitboard b = pos.pieces(side) & ~pos.pieces(PieceType::lion); b;) sum += to_lion[pop_first(b)];
        return sum;
    }

    /// `threat`: threat_values(), passed in so that an evaluation of both sides makes it once.
    [[nodiscard]] constexpr SideTerms side_terms(const Position& pos, Player side, const PieceValues& threat) const noexcept {
        // Material, mobility and threats: one walk over the moves `side` would have if it were to move,
        // adding up as it meets each piece once.
        PieceTerms terms{pos, weights, pos.pieces(opponent(side)), castle(opponent(side)), threat};
        visit_moves(pos, side, terms);
        Score score = terms.material + terms.mobility + terms.threats + weights.castle_pressure * terms.castle_hits;
        if (pos.side_to_move() == side && terms.threats > 0) score += weights.tempo;

        const Bitboard own = pos.pieces(side);
        // Guards in the own castle.
        score += weights.castle_guard * count(own & castle(side) & ~pos.pieces(PieceType::lion));

        score -= river_penalty(pos, side);

        // Pawns move forward; the centre matters for the short-range jumpers.
        int pawn_steps = 0;
        for (Bitboard b = own & pos.pieces(PieceType::pawn); b;) pawn_steps += detail::pawn_progress[static_cast<std::size_t>(index_of(side))][pop_first(b)];
        int centrality = 0;
        for (Bitboard b = own & (pos.pieces(PieceType::zebra) | pos.pieces(PieceType::monkey) | pos.pieces(PieceType::giraffe)); b;)
            centrality += detail::centre_closeness[pop_first(b)];
        return {score + weights.pawn_advance * pawn_steps + weights.centralisation * centrality, terms.material};
    }

    /// A score from White's point of view, for the side to move.
    [[nodiscard]] static constexpr Score for_side_to_move(const Position& pos, Score white_view) noexcept {
        return pos.side_to_move() == white ? white_view : -white_view;
    }

    /// A finished game's score from White's point of view (a draw 0, a win +-material_win_score), or
    /// nothing while the game goes on.
    [[nodiscard]] static constexpr std::optional<Score> finished_white_score(const Position& pos) noexcept {
        switch (pos.outcome()) {
        case Outcome::draw: return 0;
        case Outcome::first_wins: return material_win_score;
        case Outcome::second_wins: return -material_win_score;
        case Outcome::ongoing: return std::nullopt;
        }
        return std::nullopt;  // not an Outcome
    }

    /// River danger: all but one of `side`'s pieces standing on the river are lost (crocodiles swim).
    [[nodiscard]] constexpr Score river_penalty(const Position& pos, Player side) const noexcept {
        Bitboard on_river = pos.pieces(side) & river & ~pos.pieces(PieceType::crocodile);
        if (!on_river) return 0;
        Score river_total = 0;
        Score river_max = 0;
        while (on_river) {
            const Score v = weights.material[static_cast<std::size_t>(type_of(pos.piece_at(pop_first(on_river))))];
            river_total += v;
            river_max = std::max(river_max, v);
        }
        return (river_total - river_max) * weights.river_loss_share / 64 + river_max * weights.river_risk_share / 64;
    }

    /// What attacking a piece of each type scores: its share of the piece's value.
    [[nodiscard]] constexpr PieceValues threat_values() const noexcept {
        PieceValues t{};
        for (std::size_t i = 0; i < t.size(); ++i) t[i] = weights.material[i] * weights.threat_share / 64;
        return t;
    }

    /// The move visitor that adds up one side's material, mobility, threats and castle pressure.
    struct PieceTerms {
        const Position& pos;
        const StrongWeights& w;
        Bitboard enemy_pieces;
        Bitboard enemy_castle;
        PieceValues threat;  ///< per type of piece attacked
        Score material = 0;
        Score mobility = 0;
        Score threats = 0;
        int castle_hits = 0;

        constexpr void targets(Square from, Bitboard to) noexcept {
            const int t = static_cast<int>(type_of(pos.piece_at(from)));
            material += w.material[static_cast<std::size_t>(t)];
            moves(t, to);
        }
        /// The pawns' moves, a direction at a time: the same sums as targets() for each pawn.
        constexpr void bulk(PieceType type, Bitboard pieces, std::span<const Bitboard> sets) noexcept {
            const int t = static_cast<int>(type);
            material += w.material[static_cast<std::size_t>(t)] * count(pieces);
            for (const Bitboard to : sets) moves(t, to);
        }
        /// Moves of pieces of type `t`, one onto each square of `to`.
        constexpr void moves(int t, Bitboard to) noexcept {
            if (w.mobility[static_cast<std::size_t>(t)] != 0) mobility += w.mobility[static_cast<std::size_t>(t)] * count(to);  // four types have none: no count
            if (const Bitboard hits = to & enemy_castle) castle_hits += count(hits);
            for (Bitboard attacked = to & enemy_pieces; attacked;)
                threats += threat[static_cast<std::size_t>(type_of(pos.piece_at(pop_first(attacked))))];
        }
        /// A monkey's capture sequence: one more move, and a threat per piece it takes.
        constexpr void jump(const Move& m) noexcept {
            mobility += w.mobility[static_cast<int>(PieceType::monkey)];
            threats += w.jump_threat * m.jumps;
        }
    };
};

}  // namespace gametree::congo
