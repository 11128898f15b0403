/// \file
/// Scoring Connect Four positions: finished games exactly, immediate wins, then threats and centrality.
#pragma once

#include "gametree/core/score.hpp"
#include "gametree/games/connect_four/position.hpp"

namespace gametree::connect_four {

/// Scores a position of any board size for the side to move.
///
/// - A finished game: 0 for a draw; for a win `win` plus one per free cell left (a search without
///   mate scores then prefers the quicker win and the slower loss), negative for the loser.
/// - A position the side to move wins at once (it has a threat it can play): the value of that win,
///   one ply later. One the opponent wins next move (two threats the side to move can play neither of
///   and cannot both block): the value of that loss, two plies later.
/// - Otherwise the threats, the free cells that would complete a four, `threat` each for the side to
///   move and against for the opponent, plus each side's stones weighted by the number of lines of
///   four through their cells (central cells lie on more lines).
struct ThreatEvaluator {
    /// The score of a win before the bonus of one per free cell left.
    Score win = 10'000;
    /// The score of each threat: a free cell that would complete a four.
    Score threat = 24;

    /// The score of `pos` for its side to move, as described above.
    template <int W, int H>
    [[nodiscard]] constexpr Score operator()(const Position<W, H>& pos) const noexcept {
        using G = Geometry<W, H>;
        const Player us = pos.side_to_move();
        const Outcome outcome = pos.outcome();
        const Score free_cells = G::cell_count - pos.plies();
        if (outcome == Outcome::draw) return 0;
        if (is_over(outcome)) return is_win_for(outcome, us) ? win + free_cells : -(win + free_cells);

        const Bitboard ours = pos.stones(us);
        const Bitboard theirs = pos.stones(opponent(us));
        const Bitboard empty = G::all_cells & ~pos.occupied();
        const Bitboard our_threats = G::completing_cells(ours) & empty;
        const Bitboard their_threats = G::completing_cells(theirs) & empty;
        const Bitboard playable = pos.landing_cells();
        if (our_threats & playable) return win + free_cells - 1;
        if (count(their_threats & playable) >= 2) return -(win + free_cells - 2);

        return threat * (count(our_threats) - count(their_threats)) + G::line_weight(ours) - G::line_weight(theirs);
    }
};

}  // namespace gametree::connect_four
