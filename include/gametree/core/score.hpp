/// \file
/// Scores of positions, always from the point of view of the side to move.
#pragma once

#include "gametree/core/cxx20.hpp"

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
/// read as a win by a smaller margin (a tablebase's long endgame, a deep MCTS proof). Every argument gives
/// a score in that band, without overflow: a `ply` below 0 counts as 0 and a `margin` outside
/// 1..max_utility as the nearer end of it (a caller's bad utility still scores as a win).
[[nodiscard]] constexpr Score win_in(int ply, Score margin = max_utility) noexcept {
    return score_mate - (max_utility - std::clamp(margin, Score{1}, max_utility)) * max_ply - std::clamp(ply, 0, max_ply - 1);
}
/// The score of losing `ply` plies from the root, by `margin`: -win_in(ply, margin).
[[nodiscard]] constexpr Score loss_in(int ply, Score margin = max_utility) noexcept { return -win_in(ply, margin); }

/// True for scores that announce a forced win or loss.
[[nodiscard]] constexpr bool is_decisive(Score s) noexcept { return s >= decisive_bound || s <= -decisive_bound; }

namespace detail {

/// For a decisive score: how far its size lies below score_mate, read as win_in gives it. A size beyond
/// score_mate (score_infinity, the plain minimax win or loss with EngineOptions::mate_scores off, which
/// is_decisive accepts) reads as score_mate; one below win_in(max_ply - 1, 1), which a mate score moved
/// by a ply's distance can reach, as that farthest, smallest win.
[[nodiscard]] constexpr Score below_mate(Score s) noexcept {
    const Score size = s > 0 ? std::min(s, score_mate) : -std::max(s, -score_mate);  // no -INT_MIN
    return score_mate - std::max(size, win_in(max_ply - 1, 1));
}

}  // namespace detail

/// For a decisive score: plies to the end of the game (positive when the side to move wins). A score
/// beyond score_mate (such as score_infinity) reads as 0, the end now; a decisive score below every
/// win_in as max_ply - 1. A score that is not decisive reads as 0.
[[nodiscard]] constexpr int plies_to_end(Score s) noexcept {
    if (!is_decisive(s)) return 0;
    const int plies = detail::below_mate(s) % max_ply;
    return s > 0 ? plies : -plies;
}

/// For a decisive score: the margin of the win (positive) or loss (negative); max_utility for a game
/// without margins. A score beyond score_mate (such as score_infinity) reads as the full margin,
/// ±max_utility; a decisive score below every win_in as ±1. A score that is not decisive reads as 0.
[[nodiscard]] constexpr Score margin_of(Score s) noexcept {
    if (!is_decisive(s)) return 0;
    const Score margin = max_utility - detail::below_mate(s) / max_ply;
    return s > 0 ? margin : -margin;
}

}  // namespace gametree
