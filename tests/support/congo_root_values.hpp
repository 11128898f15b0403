// Plain alpha-beta's value of each root move of a Congo position, and a check that a line is legal:
// what the engine's root-move tests (multi_pv, root_moves) compare the engine's lines with.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include <gametree/games/congo/evaluation/course_advanced.hpp>
#include <gametree/games/congo/movegen.hpp>
#include <gametree/games/congo/notation.hpp>
#include <gametree/games/congo/position.hpp>
#include <gametree/search/alphabeta.hpp>

namespace gametree::testing {

/// Plain alpha-beta's value of each root move at `depth` (with the course's advanced evaluator), for the
/// side to move at the root, in the generator's order.
[[nodiscard]] inline std::vector<std::pair<congo::Move, Score>> move_values(const congo::Position& root, int depth) {
    std::vector<std::pair<congo::Move, Score>> values;
    for (const congo::Move& m : moves_of(congo::MoveGenerator{}, root)) {
        const congo::Position child = root.after(m);
        const Score v = alphabeta(child, depth - 1, congo::MoveGenerator{}, congo::CourseAdvancedEvaluator{}).value;
        values.emplace_back(m, child.side_to_move() == root.side_to_move() ? v : -v);
    }
    return values;
}

/// Every move of `line` is legal where it is played.
[[nodiscard]] inline bool legal_line(congo::Position pos, const std::vector<congo::Move>& line) {
    for (const congo::Move& m : line) {
        if (!congo::parse_move(pos, congo::to_string(m))) return false;
        pos = pos.after(m);
    }
    return true;
}

}  // namespace gametree::testing
