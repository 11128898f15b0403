#include <doctest/doctest.h>

#include <string>

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

TEST_CASE("a malformed move is quoted short and escaped") {
    const Position start{};
    const std::string huge = parse_move(start, std::string(100'000, 'b')).error().message;
    CHECK(huge.starts_with("malformed move 'bbbb"));
    CHECK(huge.ends_with("...' (100000 characters): expected a cell a1 to c3"));
    CHECK(huge.size() < 300);
    CHECK(parse_move(start, "\x1b[2J").error().message == "malformed move '\\x1b[2J': expected a cell a1 to c3");
}
