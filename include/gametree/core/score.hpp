// Scores of positions, always from the point of view of the side to move.
#pragma once

#include <cstdint>

namespace gametree {

/// A position's value for the side to move: positive is good for that side.
using Score = std::int32_t;

/// Larger than any evaluation: the course's "any large number" (-10000000 starts its minimax).
inline constexpr Score score_infinity = 10'000'000;

/// The engine's score of a won game at the root; a win found `ply` plies deep scores
/// `score_mate - ply`, so the search prefers the faster win (and the slower loss).
inline constexpr Score score_mate = 1'000'000;

/// The longest line a search follows; mate scores stay above `score_mate - max_ply`.
inline constexpr int max_ply = 128;

/// The score of winning `ply` plies from the root.
[[nodiscard]] constexpr Score win_in(int ply) noexcept { return score_mate - ply; }
/// The score of losing `ply` plies from the root.
[[nodiscard]] constexpr Score loss_in(int ply) noexcept { return -score_mate + ply; }

/// True for scores that announce a forced win or loss.
[[nodiscard]] constexpr bool is_decisive(Score s) noexcept {
    return s >= score_mate - max_ply || s <= -score_mate + max_ply;
}

/// For a decisive score: plies to the end of the game (positive when the side to move wins).
[[nodiscard]] constexpr int plies_to_end(Score s) noexcept { return s > 0 ? score_mate - s : -(score_mate + s); }

}  // namespace gametree
