// A Congo-only fail-hard alpha-beta written by hand, without templates or concepts: the yardstick for
// the overhead of the generic gametree::alphabeta. Same algorithm, same move order, same evaluation,
// so both must visit exactly the same nodes.
#pragma once

#include <cstdint>

#include "gametree/games/congo/evaluation/course_advanced.hpp"
#include "gametree/games/congo/movegen.hpp"

namespace handwritten {

inline int alphabeta(const gametree::congo::Position& pos, int depth, int alpha, int beta, std::uint64_t& nodes) {
    using namespace gametree::congo;
    ++nodes;
    if (pos.outcome() != gametree::Outcome::ongoing || depth <= 0) return CourseAdvancedEvaluator{}(pos);
    MoveGenerator::Buffer moves;
    MoveGenerator{}.generate(pos, moves);
    for (const Move& m : moves) {
        const Position next = pos.after(m);
        const int score = -alphabeta(next, depth - 1, -beta, -alpha, nodes);
        if (score >= beta) return beta;
        if (score > alpha) alpha = score;
    }
    return alpha;
}

}  // namespace handwritten
