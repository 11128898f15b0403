#include <doctest/doctest.h>

#include <vector>

#include "gametree/games/othello/notation.hpp"

using namespace gametree;
using namespace gametree::othello;

TEST_CASE("othello notation: a legal square is read as the move") {
    const auto m = parse_move(Position<8>{}, "d3");
    REQUIRE(m);
    CHECK(*m == Move::at(3, 2));
    CHECK(parse_move(Position<6>{}, "c2"));
}

TEST_CASE("othello notation: errors say why") {
    const auto off_board = parse_move(Position<6>{}, "g1");
    REQUIRE(!off_board);
    CHECK(off_board.error().message == "malformed move 'g1': expected a square a1 to f6");
    CHECK(parse_move(Position<8>{}, "d33").error().message == "malformed move 'd33': expected a square a1 to h8");
    CHECK(parse_move(Position<8>{}, "").error().message == "malformed move '': expected a square a1 to h8");
    CHECK(parse_move(Position<8>{}, "pass").error().message == "malformed move 'pass': expected a square a1 to h8");
    CHECK(parse_move(Position<8>{}, "d4").error().message == "illegal move d4 (the square is occupied)");
    CHECK(parse_move(Position<8>{}, "a1").error().message == "illegal move a1 (it flips no disc)");
    const auto pass = Position<8>::from_discs(Geometry<8>::at(1, 0), Geometry<8>::at(0, 0), Player::first);
    CHECK(parse_move(pass, "c1").error().message == "illegal move c1 (the side to move has no move and must pass)");
    const auto over = Position<8>::from_discs(Geometry<8>::at(0, 0), 0, Player::first);
    CHECK(parse_move(over, "b1").error().message == "illegal move b1 (the game is over)");
}

TEST_CASE("othello notation: a line is written with its passes") {
    CHECK(line_text(Position<8>{}, {Move::at(3, 2), Move::at(2, 2)}) == "d3 c3");
    CHECK(line_text(Position<8>{}, {}).empty());
    // X must pass first, then O plays c1.
    const auto pass = Position<8>::from_discs(Geometry<8>::at(1, 0), Geometry<8>::at(0, 0), Player::first);
    CHECK(line_text(pass, {Move::at(2, 0)}) == "pass c1");
    // Writing stops at a move that is not legal.
    CHECK(line_text(Position<8>{}, {Move::at(3, 2), Move::at(0, 0), Move::at(2, 2)}) == "d3");
}
