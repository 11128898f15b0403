// The generic searches play the simulator through its State, MoveGen and Evaluator: they find an
// obvious capture, agree with each other, and never try to capture a king.
#include <doctest/doctest.h>

#include "games/chess_simulator/test_boards.hpp"
#include "gametree/games/chess_simulator/chess_simulator.hpp"
#include "gametree/search/alphabeta.hpp"
#include "gametree/search/minimax.hpp"

using namespace gametree;
using namespace gametree::chess_simulator;
using namespace gametree::chess_simulator::testing;

TEST_CASE("alpha-beta takes an undefended queen") {
    // The white rook on a4 can take the black queen on h4; nothing else is worth anything.
    const Position pos(placed("ki a1 r1 a4 p2 b2 KI h8 QU h4 P1 a7"), white);
    for (int depth = 1; depth <= 4; ++depth) {
        INFO("depth " << depth);
        const auto result = alphabeta(pos, depth, MoveGenerator{}, MaterialEvaluator{});
        REQUIRE(result.best_move);
        CHECK(piece_move_text(pos.board(), *result.best_move) == "r1 h4");
    }
    // Rook and pawn against a pawn after the capture.
    CHECK(alphabeta(pos, 1, MoveGenerator{}, MaterialEvaluator{}).value == 500 + 100 - 100);
}

TEST_CASE("Black finds its capture too") {
    // The black knight on d4 takes the white queen on e2 with a leap; the pawn on d3 would be worth less.
    const Position pos(placed("ki h1 qu e2 p4 d3 KI a8 N1 d4"), black);
    const auto result = alphabeta(pos, 3, MoveGenerator{}, MaterialEvaluator{});
    REQUIRE(result.best_move);
    CHECK(piece_move_text(pos.board(), *result.best_move) == "N1 e2");
}

TEST_CASE("a king is never the capture the search chooses") {
    // The queen attacks the black king on h8 and a pawn on a8: the pawn is the only capture.
    const Position pos(placed("ki a1 qu d4 KI h8 P1 a7"), white);
    const auto result = alphabeta(pos, 1, MoveGenerator{}, MaterialEvaluator{});
    REQUIRE(result.best_move);
    CHECK(result.best_move->to == a7);
    CHECK(result.value == 900);  // the queen against nothing
}

TEST_CASE("alpha-beta and minimax agree on the value") {
    const Position start(standard_board());
    const Position sample(played(standard_board(), {{"p7", "g3"}, {"P5", "e6"}, {"N2", "h6"}, {"KI", "e7"},
                                                     {"p7", "g4"}, {"N2", "g4"}, {"p4", "d3"}, {"P6", "f6"}}));
    for (const Position& pos : {start, sample, sample.with_side_to_move(black)})
        for (int depth = 1; depth <= 3; ++depth)
            CHECK(alphabeta(pos, depth, MoveGenerator{}, MaterialEvaluator{}).value ==
                  minimax(pos, depth, MoveGenerator{}, MaterialEvaluator{}).value);
}

TEST_CASE("a finished game has no best move") {
    const Position boxed(placed("ki a1 KI a2 p1 b1 p2 b2 p3 b3 p4 b4 p5 b5 p6 b6 p7 b7 p8 b8"), white);
    const auto result = alphabeta(boxed, 3, MoveGenerator{}, MaterialEvaluator{});
    CHECK(!result.best_move);
    CHECK(result.value == 0);
}
