// An evaluator that knows only the end of the game, for tests that solve positions by searching to it.
#pragma once

#include <gametree/core/player.hpp>
#include <gametree/core/score.hpp>

namespace gametree::testing {

/// Scores only finished games, for the side to move: 1 won, -1 lost, 0 drawn (or not over). Searched
/// to the end of the game, alpha-beta's value then says win (> 0), draw (0) or loss (< 0).
struct OutcomeEvaluator {
    template <class S>
    [[nodiscard]] Score operator()(const S& s) const noexcept {
        const Outcome o = s.outcome();
        if (!is_over(o) || o == Outcome::draw) return 0;
        return is_win_for(o, s.side_to_move()) ? 1 : -1;
    }
};

}  // namespace gametree::testing
