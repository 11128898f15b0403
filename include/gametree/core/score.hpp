/// \file
/// Scores of positions, always from the point of view of the side to move.
#pragma once

#include <algorithm>
#include <cstdint>

namespace gametree {

/// A position's value for the side to move: positive is good for that side.
using Score = std::int32_t;

/// Larger than any evaluation: the course's "any large number" (-10000000 starts its minimax).
inline constexpr Score score_infinity = 10'000'000;

/// The engine's score of a won game at the root; a win found `ply` plies deep scores
/// `score_mate - ply`, so the search prefers the faster win (and the slower loss).
inline constexpr Score score_mate = 1'000'000;

/// The longest line a search follows; a win by the full margin (max_utility: every win of a game
/// without margins) scores above `score_mate - max_ply`, a smaller margin lower (see decisive_bound).
inline constexpr int max_ply = 128;

/// The largest margin a finished game's utility may report (UtilityState): margins are capped there.
inline constexpr Score max_utility = 1000;

/// Decisive scores (a proven win or loss) lie beyond this bound; evaluations must stay inside it.
/// A win by margin `m` (1..max_utility) found `ply` plies deep scores
/// `score_mate - (max_utility - m) * max_ply - ply`: the bigger margin first, then the faster win. A
/// game without utility wins by the full margin, `score_mate - ply`.
inline constexpr Score decisive_bound = score_mate - (max_utility + 1) * max_ply;

/// The score of winning `ply` plies from the root, by `margin` (max_utility: a game without margins). A
/// score says at most max_ply - 1 plies: a win farther away reads as that far, since one ply more would
/// read as a win by a smaller margin (a tablebase's long endgame, a deep MCTS proof).
[[nodiscard]] constexpr Score win_in(int ply, Score margin = max_utility) noexcept {
    return score_mate - (max_utility - margin) * max_ply - std::min(ply, max_ply - 1);
}
/// The score of losing `ply` plies from the root, by `margin`.
[[nodiscard]] constexpr Score loss_in(int ply, Score margin = max_utility) noexcept { return -win_in(ply, margin); }

/// True for scores that announce a forced win or loss.
[[nodiscard]] constexpr bool is_decisive(Score s) noexcept { return s >= decisive_bound || s <= -decisive_bound; }

/// For a decisive score: plies to the end of the game (positive when the side to move wins).
[[nodiscard]] constexpr int plies_to_end(Score s) noexcept {
    return s > 0 ? (score_mate - s) % max_ply : -((score_mate + s) % max_ply);
}

/// For a decisive score: the margin of the win (positive) or loss (negative); max_utility for a game
/// without margins.
[[nodiscard]] constexpr Score margin_of(Score s) noexcept {
    return s > 0 ? max_utility - (score_mate - s) / max_ply : -(max_utility - (score_mate + s) / max_ply);
}

}  // namespace gametree
