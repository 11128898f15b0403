/// \file
/// Scoring tic-tac-toe positions: finished games exactly, others by the lines each side can still fill.
#pragma once

#include "gametree/core/score.hpp"
#include "gametree/games/tictactoe/position.hpp"

namespace gametree::tictactoe {

/// Scores a position for the side to move.
///
/// - A finished game: 0 for a draw, and for a win `win` plus one per empty cell left (so that a search
///   without mate scores prefers the quicker win and the slower loss), negative for the loser.
/// - Otherwise, the open lines: each line that only the side to move has marked counts 1 for one mark
///   and 4 for two, each line only the opponent has marked counts the same against. The total stays far
///   below `win` (eight lines of at most 4).
///
/// Searched to the end of the game (depth 9 from the empty board) this is an exact solver: the value is
/// 0 when both sides can hold the draw.
struct LineEvaluator {
    /// The score of a win before the bonus of one per empty cell left.
    Score win = 100;

    /// The score of `pos` for its side to move, as described above.
    [[nodiscard]] constexpr Score operator()(const Position& pos) const noexcept {
        const Player us = pos.side_to_move();
        const Outcome outcome = pos.outcome();
        if (outcome == Outcome::draw) return 0;
        if (is_over(outcome)) {
            const Score value = win + count(pos.empty());
            return is_win_for(outcome, us) ? value : -value;
        }
        const Mask ours = pos.marks(us);
        const Mask theirs = pos.marks(opponent(us));
        Score score = 0;
        for (const Mask line : lines) {
            const int mine = count(static_cast<Mask>(ours & line));
            const int other = count(static_cast<Mask>(theirs & line));
            if (other == 0) score += mine * mine;
            if (mine == 0) score -= other * other;
        }
        return score;
    }
};

}  // namespace gametree::tictactoe
