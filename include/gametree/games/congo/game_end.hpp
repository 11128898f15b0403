/// \file
/// Why a Congo game is over, in words: for programs that tell a person the result.
#pragma once

#include <string>
#include <string_view>

#include "gametree/games/congo/position.hpp"

namespace gametree::congo {

/// "White wins", "Black wins", "Draw", or "Continue" while the game goes on (the course's words).
[[nodiscard]] constexpr std::string_view result_text(Outcome o) noexcept {
    switch (o) {
    case Outcome::first_wins: return "White wins";
    case Outcome::second_wins: return "Black wins";
    case Outcome::draw: return "Draw";
    case Outcome::ongoing: break;
    }
    return "Continue";
}

/// Why `pos` is over by the rules: "the black lion was captured", "only the two lions remain" (bare
/// lions, standard rules), "neither lion is on the board"; empty while the game goes on.
[[nodiscard]] inline std::string end_reason(const Position& pos) {
    const Bitboard lions = pos.pieces(PieceType::lion);
    const bool white_lion = (lions & pos.pieces(white)) != 0;
    const bool black_lion = (lions & pos.pieces(black)) != 0;
    if (!white_lion && !black_lion) return "neither lion is on the board";
    if (!white_lion) return "the white lion was captured";
    if (!black_lion) return "the black lion was captured";
    if (is_over(pos.outcome())) return "only the two lions remain";
    return {};
}

/// "White wins (the black lion was captured)", "Draw (only the two lions remain)"; "Continue" while the
/// game goes on.
[[nodiscard]] inline std::string result_with_reason(const Position& pos) {
    const Outcome o = pos.outcome();
    if (!is_over(o)) return std::string(result_text(o));
    return std::string(result_text(o)) + " (" + end_reason(pos) + ")";
}

}  // namespace gametree::congo
