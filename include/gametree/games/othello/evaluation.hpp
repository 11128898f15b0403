/// \file
/// Scoring Othello positions for the side to move: mobility, corners and discs; finished games by margin.
#pragma once

#include <bit>

#include "gametree/core/score.hpp"
#include "gametree/games/othello/position.hpp"

namespace gametree::othello {

/// A small heuristic for positions of any size, in integers, for the side to move:
///
/// - a finished game: its final margin (Position::utility) times `finished`, so that a search without
///   mate scores still prefers any win to any unfinished position and a bigger win to a smaller one;
/// - otherwise `mobility` per legal move more than the opponent has (a player short of moves must
///   give up good squares), `corner` per corner disc more (corner discs are never flipped), and `disc`
///   per disc more (the parity of the discs counts mostly late in the game; its weight is small).
struct HeuristicEvaluator {
    /// The score per legal move more than the opponent has.
    Score mobility = 10;
    /// The score per corner disc more than the opponent has.
    Score corner = 100;
    /// The score per disc more than the opponent has.
    Score disc = 1;
    /// The factor applied to a finished game's final margin.
    Score finished = 1000;

    /// The score of `pos` for its side to move, as described above.
    template <int N>
    [[nodiscard]] constexpr Score operator()(const Position<N>& pos) const noexcept {
        if (is_over(pos.outcome())) return finished * pos.utility();
        const Bitboard own = pos.own();
        const Bitboard opp = pos.opponent_discs();
        const int own_moves = std::popcount(pos.legal_moves());
        const int opp_moves = std::popcount(legal_moves<N>(opp, own));
        const int corners = std::popcount(own & Geometry<N>::corners) - std::popcount(opp & Geometry<N>::corners);
        return mobility * (own_moves - opp_moves) + corner * corners + disc * (std::popcount(own) - std::popcount(opp));
    }
};

}  // namespace gametree::othello
