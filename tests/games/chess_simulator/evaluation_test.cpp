// Tests of evaluation.hpp: material for the side to move, 0 for a finished game.
#include <doctest/doctest.h>

#include "games/chess_simulator/test_boards.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/games/chess_simulator/chess_simulator.hpp"

using namespace gametree;
using namespace gametree::chess_simulator;
using namespace gametree::chess_simulator::testing;

static_assert(Evaluator<MaterialEvaluator, Position>);

TEST_CASE("equal material scores 0") {
    CHECK(MaterialEvaluator{}(Position(standard_board())) == 0);
    CHECK(MaterialEvaluator{}(Position(standard_board(), black)) == 0);
}

TEST_CASE("the balance is White's material minus Black's, seen by the side to move") {
    Board b = standard_board();
    b.remove(b.square_of(Piece::QU));
    CHECK(MaterialEvaluator{}.material_balance(b) == 900);
    CHECK(MaterialEvaluator{}(Position(b, white)) == 900);
    CHECK(MaterialEvaluator{}(Position(b, black)) == -900);
    b.remove(b.square_of(Piece::p1));
    b.remove(b.square_of(Piece::n2));
    CHECK(MaterialEvaluator{}(Position(b, white)) == 900 - 100 - 350);
}

TEST_CASE("kings carry no value, each other kind its own") {
    CHECK(MaterialEvaluator{}(Position(placed("ki a1 KI h8"))) == 0);
    CHECK(MaterialEvaluator{}(Position(placed("ki a1 KI h8 r1 d4"))) == 500);
    CHECK(MaterialEvaluator{}(Position(placed("ki a1 KI h8 B1 d4"))) == -250);
    CHECK(MaterialEvaluator{}(Position(placed("ki a1 KI h8 N2 d4"), black)) == 350);
    const MaterialEvaluator custom{{0, 9, 5, 3, 3, 1}};
    CHECK(custom(Position(placed("ki a1 KI h8 qu d4 P1 a7 P2 b7"))) == 7);
}

TEST_CASE("a finished game (the side to move has no move) scores 0 whatever the material") {
    const Position boxed(placed("ki a1 KI a2 p1 b1 p2 b2 p3 b3 p4 b4 p5 b5 p6 b6 p7 b7 p8 b8"), white);
    REQUIRE(boxed.outcome() == Outcome::draw);
    CHECK(MaterialEvaluator{}.material_balance(boxed.board()) == 800);
    CHECK(MaterialEvaluator{}(boxed) == 0);
}
