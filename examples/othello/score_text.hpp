// Scores as the othello tool prints them: a proven margin with the game's length, or the evaluation.
#pragma once

#include <cstdlib>
#include <string>

#include "gametree/core/score.hpp"

namespace othello_cli {

/// A score for the side to move, `sign` = -1 when it is to be seen from the other side (a pass at the
/// root) and `extra_plies` added to a proven game's length: "margin -4 plies 32" for a proven result
/// (a draw searched to the end is "eval 0": the score alone cannot tell it from a level evaluation),
/// "eval 37" for a heuristic one.
[[nodiscard]] inline std::string score_text(gametree::Score score, int sign = 1, int extra_plies = 0) {
    if (!gametree::is_decisive(score)) return "eval " + std::to_string(sign * score);
    const int margin = sign * gametree::margin_of(score);
    const int plies = std::abs(gametree::plies_to_end(score)) + extra_plies;
    return "margin " + std::string(margin > 0 ? "+" : "") + std::to_string(margin) + " plies " + std::to_string(plies);
}

}  // namespace othello_cli
