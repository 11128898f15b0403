// Tests of position.hpp: the State the searches use — turns, playing a move, and when a game is over.
#include <doctest/doctest.h>

#include "games/chess_simulator/test_boards.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/games/chess_simulator/chess_simulator.hpp"

using namespace gametree;
using namespace gametree::chess_simulator;
using namespace gametree::chess_simulator::testing;

static_assert(State<Position>);
static_assert(std::is_same_v<Position::move_type, Move>);

TEST_CASE("a new position: the board given, White to move unless told otherwise") {
    const Position empty;
    CHECK(empty.board().empty());
    CHECK(empty.side_to_move() == white);
    const Position start(standard_board());
    CHECK(start.side_to_move() == white);
    CHECK(start.board() == standard_board());
    CHECK(Position(standard_board(), black).side_to_move() == black);
}

TEST_CASE("after plays the move, captures, passes the turn and leaves the original alone") {
    const Position before(placed("p5 e4 P5 e5 ki a1 KI h8"));
    const Position after = before.after(Move{e4, e5});
    CHECK(after.side_to_move() == black);
    CHECK(after.board().square_of(Piece::p5) == e5);
    CHECK(!after.board().is_on_board(Piece::P5));
    CHECK(before.board().square_of(Piece::p5) == e4);
    CHECK(before.board().square_of(Piece::P5) == e5);
    CHECK(before.side_to_move() == white);
    CHECK(after.after(Move{h8, g8}).side_to_move() == white);
}

TEST_CASE("with_side_to_move hands the turn to a side without changing the board") {
    const Position start(standard_board());
    const Position black_first = start.with_side_to_move(black);
    CHECK(black_first.side_to_move() == black);
    CHECK(black_first.board() == start.board());
    CHECK(black_first != start);
    CHECK(black_first.with_side_to_move(white) == start);
}

TEST_CASE("outcome: ongoing while the side to move has a move, a draw when it has none") {
    CHECK(Position(standard_board()).outcome() == Outcome::ongoing);
    // White's king on a1 is boxed in by the black king on a2 (never captured) and its own pawns on
    // b1 and b2; every white pawn stands on the b-file behind the next, the last on b8.
    const Board boxed = placed("ki a1 KI a2 p1 b1 p2 b2 p3 b3 p4 b4 p5 b5 p6 b6 p7 b7 p8 b8");
    CHECK(!has_moves(boxed, white));
    CHECK(Position(boxed, white).outcome() == Outcome::draw);
    CHECK(Position(boxed, black).outcome() == Outcome::ongoing);  // the black king may take a pawn
    // A lone king always has a move.
    CHECK(Position(placed("ki a1 KI b2"), white).outcome() == Outcome::ongoing);
    // A side with no pieces at all has no move.
    CHECK(Position(placed("KI b2"), white).outcome() == Outcome::draw);
}
