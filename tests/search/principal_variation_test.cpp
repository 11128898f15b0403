#include <doctest/doctest.h>

#include "gametree/games/congo/evaluation/course_advanced.hpp"
#include "gametree/games/congo/evaluation/material.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/search/alphabeta.hpp"
#include "gametree/search/minimax.hpp"
#include "gametree/search/principal_variation.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {

/// The value of the end of `line` for the root's side to move, as minimax would see it at the leaf.
template <class Eval>
Score value_at_end(const Position& root, const std::vector<Move>& line, const Eval& eval) {
    Position pos = root;
    for (const Move& m : line) pos = pos.after(m);
    const Score leaf = eval(pos);
    return pos.side_to_move() == root.side_to_move() ? leaf : -leaf;
}

}  // namespace

TEST_CASE("the principal variation leads to the value the search returned") {
    for (const char* fen : {"2ele1z/ppppppp/7/7/7/PPP1PPP/2ELE1Z w 4", "1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 b 35",
                            "1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 w 12"}) {
        const Position root = *parse_fen(fen, Rules::wits2021);
        const auto mm = [](const Position& p, int d) { return minimax(p, d, MoveGenerator{}, MaterialEvaluator{}); };
        const auto line = principal_variation(root, 2, mm);
        REQUIRE(line.size() == 2);
        CHECK(line.front() == *mm(root, 2).best_move);
        CHECK(value_at_end(root, line, MaterialEvaluator{}) == mm(root, 2).value);

        const auto ab = [](const Position& p, int d) {
            return alphabeta(p, d, MoveGenerator{}, CourseAdvancedEvaluator{});
        };
        const auto ab_line = principal_variation(root, 3, ab);
        REQUIRE(ab_line.size() == 3);
        CHECK(value_at_end(root, ab_line, CourseAdvancedEvaluator{}) == ab(root, 3).value);
    }
}

TEST_CASE("the line stops when the game ends") {
    // White's lion captures Black's across the river at once.
    const Position root = *parse_fen("4l2/6P/7/7/7/7/4L2 w 18", Rules::wits2021);
    const auto line = principal_variation(root, 4, [](const Position& p, int d) {
        return alphabeta(p, d, MoveGenerator{}, MaterialEvaluator{});
    });
    REQUIRE(line.size() == 1);
    CHECK(to_string(line[0]) == "e1e7");
}
