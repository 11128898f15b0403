// Scores of positions, always from the point of view of the side to move.
#pragma once

#include <cstdint>

namespace gametree {

/// A position's value for the side to move: positive is good for that side.
using Score = std::int32_t;

/// Larger than any evaluation: the course's "any large number" (-10000000 starts its minimax).
inline constexpr Score score_infinity = 10'000'000;

}  // namespace gametree
