#include <doctest/doctest.h>

#include <bit>

#include "gametree/core/concepts.hpp"
#include "gametree/games/othello/evaluation.hpp"

using namespace gametree;
using namespace gametree::othello;

static_assert(Evaluator<HeuristicEvaluator, Position<8>> && Evaluator<HeuristicEvaluator, Position<6>>);

TEST_CASE("othello evaluation: the symmetric start is level") {
    const HeuristicEvaluator eval;
    CHECK(eval(Position<8>{}) == 0);
    CHECK(eval(Position<6>{}) == 0);
}

TEST_CASE("othello evaluation: mobility, corners and discs, for the side to move") {
    const HeuristicEvaluator eval;
    // After d3, O to move: O has 1 disc and 3 moves, X 4 discs and its own moves.
    const Position<8> p = Position<8>{}.after(Move::at(3, 2));
    const int o_moves = std::popcount(p.legal_moves());
    const int x_moves = std::popcount(legal_moves<8>(p.discs(Player::first), p.discs(Player::second)));
    CHECK(eval(p) == 10 * (o_moves - x_moves) + (1 - 4));
    // A corner is worth its weight.
    const auto corner = Position<8>::from_discs(Geometry<8>::at(0, 0) | Geometry<8>::at(3, 3),
                                                Geometry<8>::at(4, 4) | Geometry<8>::at(3, 4), Player::first);
    HeuristicEvaluator corners_only{0, 100, 0, 1000};
    CHECK(corners_only(corner) == 100);
    CHECK(corners_only(corner.after_pass()) == -100);
}

TEST_CASE("othello evaluation: a finished game by its margin") {
    const HeuristicEvaluator eval;
    const auto won = Position<6>::from_discs(Geometry<6>::at(0, 0), 0, Player::first);
    CHECK(eval(won) == 36 * 1000);
    CHECK(eval(won.after_pass()) == -36 * 1000);
}
