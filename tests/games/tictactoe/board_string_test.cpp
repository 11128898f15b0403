#include <doctest/doctest.h>

#include <string>

#include "gametree/games/tictactoe/board_string.hpp"

using namespace gametree;
using namespace gametree::tictactoe;

namespace {
ParseError error_of(const char* text) {
    const auto parsed = parse_board(text);
    REQUIRE_FALSE(parsed);
    return parsed.error();
}
}  // namespace

TEST_CASE("board strings read and write rank 3 first") {
    CHECK(to_board_string(Position{}) == ".../.../...");
    const Position p = Position{}.after(Move::at(0)).after(Move::at(8)).after(Move::at(4));
    CHECK(to_board_string(p) == "..O/.X./X..");
    const auto parsed = parse_board("..O/.X./X..");
    REQUIRE(parsed);
    CHECK(*parsed == p);
    CHECK(parsed->side_to_move() == noughts);
    for (const char* text : {".../.../...", "XOX/XOO/OXX", "XXX/OO./...", "OOO/XX./X..", "X.O/.X./O.."}) {
        const auto round = parse_board(text);
        REQUIRE_MESSAGE(round, text);
        CHECK(to_board_string(*round) == text);
    }
}

TEST_CASE("layout errors name the rank and point at it") {
    CHECK(error_of("") == ParseError{"rank 3 has 0 cells, expected 3", 0});
    CHECK(error_of("XO/.../...") == ParseError{"rank 3 has 2 cells, expected 3", 0});
    CHECK(error_of("X../..../...") == ParseError{"rank 2 has more than 3 cells", 7});
    CHECK(error_of("X../.../..") == ParseError{"rank 1 has 2 cells, expected 3", 8});
    CHECK(error_of("X../...") == ParseError{"board has 2 ranks, expected 3", 7});
    CHECK(error_of("X../.../.../...") == ParseError{"board has more than 3 ranks", 11});
    CHECK(error_of("X../.Z./...") == ParseError{"unknown mark 'Z' (expected X, O or .)", 5});
    CHECK(error_of("x../.../...") == ParseError{"unknown mark 'x' (expected X, O or .)", 0});
    CHECK(error_of("X../.Z./...").describe() == "unknown mark 'Z' (expected X, O or .) (at byte 6)");
}

TEST_CASE("positions that cannot arise in play are refused") {
    CHECK(error_of("XX./.../...").message ==
          "X has 2 marks and O has 0: X moves first, so X has as many marks as O or one more");
    CHECK(error_of("O../.../...").message ==
          "X has 0 marks and O has 1: X moves first, so X has as many marks as O or one more");
    CHECK(error_of("XXX/OOO/...").message == "both X and O have three in a row");
    CHECK(error_of("XXX/OO./..O").message == "X has three in a row, but O moved after the game was over");
    CHECK(error_of("OOO/XX./X.X").message == "O has three in a row, but X moved after the game was over");
}

TEST_CASE("an unknown mark is shown escaped") {
    CHECK(error_of("X.\x1b/.../...") == ParseError{"unknown mark '\\x1b' (expected X, O or .)", 2});
    CHECK(error_of("X.'/.../...").message == "unknown mark '\\'' (expected X, O or .)");
}
