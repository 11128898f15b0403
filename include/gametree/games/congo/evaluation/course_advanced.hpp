/// \file
/// The course's Part 5 evaluation: material + mobility + attack, each as White's minus Black's.
#pragma once

#include "gametree/board/square_counter.hpp"
#include "gametree/core/score.hpp"
#include "gametree/games/congo/evaluation/material.hpp"
#include "gametree/games/congo/movegen.hpp"
#include "gametree/games/congo/position.hpp"

namespace gametree::congo {

/// Mobility and attack of one side, as the course defines them: its number of legal moves as if it
/// were to move, and the number of those moves whose destination holds an enemy piece, plus 10 more
/// for each whose destination holds the enemy lion.
struct MobilityAndAttack {
    /// The number of legal moves.
    Score mobility = 0;
    /// The moves onto an enemy piece, plus 10 for each onto the enemy lion.
    Score attack = 0;
};

/// Counts mobility and attack for `side` in `pos`, whoever is actually to move.
[[nodiscard]] constexpr MobilityAndAttack mobility_and_attack(const Position& pos, Player side) noexcept {
    struct Counter {
        Bitboard enemy;
        Bitboard enemy_lion;
        MobilityAndAttack result{};
        constexpr void targets(Square, Bitboard to) noexcept {
            result.mobility += count(to);
            result.attack += count(to & enemy) + 10 * count(to & enemy_lion);
        }
        // A monkey's capture lands on an empty square: a move, never an attack by this definition.
        constexpr void jump(const Move&) noexcept { ++result.mobility; }
    };
    Position as_side = pos;
    as_side.set_side_to_move(side);
    Counter counter{pos.pieces(opponent(side)), pos.pieces(opponent(side), PieceType::lion)};
    visit_moves(as_side, counter);
    return counter.result;
}

/// The same counts as mobility_and_attack, added up in bit slices (board::SquareCounter): a few counts
/// per side instead of three per piece, and no copy of the position. For the fast searches; the values
/// are the same (tested on many positions).
[[nodiscard]] constexpr MobilityAndAttack mobility_and_attack_bitsliced(const Position& pos, Player side) noexcept {
    struct Slicer {
        board::SquareCounter<> reached;
        int jumps = 0;
        constexpr void targets(Square, Bitboard to) noexcept { reached.add(to); }
        constexpr void jump(const Move&) noexcept { ++jumps; }
    };
    Slicer slicer;
    visit_moves(pos, side, slicer);
    const Bitboard enemy = pos.pieces(opponent(side));
    const Bitboard enemy_lion = enemy & pos.pieces(PieceType::lion);
    return {slicer.reached.total() + slicer.jumps,
            slicer.reached.total(enemy) + (enemy_lion ? 10 * slicer.reached.at(first_square(enemy_lion)) : 0)};
}

/// How the course's advanced evaluation counts mobility and attack: one move at a time as the course
/// defines them, or in bit slices (the same values, faster).
enum class Counting { per_move, bitsliced };

/// The course's advanced evaluation (Part 5): 0 with only the two lions, +-10000 when a lion is missing,
/// otherwise delta material + delta mobility + delta attack (White's minus Black's), for the side to move.
template <Counting How>
struct BasicCourseAdvancedEvaluator {
    /// The material term, with the course's piece values by default.
    MaterialEvaluator material{course_piece_values};

    /// The score from White's point of view.
    [[nodiscard]] constexpr Score white_score(const Position& pos) const noexcept {
        const Bitboard lions = pos.pieces(PieceType::lion);
        if (pos.occupied() == lions && count(lions) == 2) return 0;
        if (!(lions & pos.pieces(black))) return material_win_score;
        if (!(lions & pos.pieces(white))) return -material_win_score;
        const auto counts = [&](Player side) {
            if constexpr (How == Counting::bitsliced) return mobility_and_attack_bitsliced(pos, side);
            else return mobility_and_attack(pos, side);
        };
        const MobilityAndAttack w = counts(white);
        const MobilityAndAttack b = counts(black);
        return material.material_balance(pos) + (w.mobility - b.mobility) + (w.attack - b.attack);
    }

    /// The score of `pos` for its side to move: white_score(), negated when Black is to move.
    [[nodiscard]] constexpr Score operator()(const Position& pos) const noexcept {
        const Score raw = white_score(pos);
        return pos.side_to_move() == white ? raw : -raw;
    }
};

/// The course's advanced evaluation, counted move by move as the course defines it.
using CourseAdvancedEvaluator = BasicCourseAdvancedEvaluator<Counting::per_move>;
/// The same evaluation, counted in bit slices: what the fast exact searches (`--fast`) use.
using FastCourseAdvancedEvaluator = BasicCourseAdvancedEvaluator<Counting::bitsliced>;

}  // namespace gametree::congo
