#include <doctest/doctest.h>

#include "gametree/games/tictactoe/notation.hpp"

using namespace gametree;
using namespace gametree::tictactoe;

TEST_CASE("a move is read by its cell name, against the position") {
    const Position p = *parse_board("X../.O./...");
    const auto m = parse_move(p, "c1");
    REQUIRE(m);
    CHECK(*m == Move::at(2));
    CHECK(parse_move(p, "b2").error().message == "illegal move b2 in position X../.O./... (the cell is taken)");
    CHECK(parse_move(p, "d4").error().message == "malformed move 'd4': expected a cell a1 to c3");
    CHECK(parse_move(p, "").error().message == "malformed move '': expected a cell a1 to c3");
    const Position over = *parse_board("XXX/OO./...");
    CHECK(parse_move(over, "c1").error().message == "illegal move c1 in position XXX/OO./... (the game is over)");
}
