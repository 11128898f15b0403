#include <doctest/doctest.h>

#include <string>

#include "gametree/games/connect_four/notation.hpp"

using namespace gametree;
using namespace gametree::connect_four;

TEST_CASE("a move is a column letter, checked against the position") {
    const Position<> start;
    CHECK(*parse_move(start, "a") == Move::drop(0));
    CHECK(*parse_move(start, "g") == Move::drop(6));
    CHECK(parse_move(start, "h").error().message == "malformed move 'h': expected a column a to g");
    CHECK(parse_move(start, "dd").error().message == "malformed move 'dd': expected a column a to g");
    CHECK(parse_move(Position<4, 4>{}, "e").error().message == "malformed move 'e': expected a column a to d");
    const auto full = play_moves("dddddd");
    CHECK(parse_move(*full, "d").error().message == "illegal move d (the column is full)");
    const auto won = play_moves("dededed");
    CHECK(parse_move(*won, "a").error().message == "illegal move a (the game is over)");
}

TEST_CASE("a game is a string of column letters, and an error names the move and points at it") {
    const auto p = play_moves("ddc");
    REQUIRE(p);
    CHECK(*p == Position<>{}.after(Move::drop(3)).after(Move::drop(3)).after(Move::drop(2)));
    CHECK(*play_moves("") == Position<>{});
    const auto bad = play_moves("ddx");
    REQUIRE_FALSE(bad);
    CHECK(bad.error() == ParseError{"move 3: malformed move 'x': expected a column a to g", 2});
    const auto overfull = play_moves<4, 4>("aaaaa");
    REQUIRE_FALSE(overfull);
    CHECK(overfull.error() == ParseError{"move 5: illegal move a (the column is full)", 4});
    const auto continued = play_moves(*p, "e");
    CHECK(continued->plies() == 4);
}

TEST_CASE("a malformed move is quoted short and escaped") {
    const Position<7, 6> start{};
    const std::string huge = parse_move(start, std::string(100'000, 'd')).error().message;
    CHECK(huge.starts_with("malformed move 'dddd"));
    CHECK(huge.ends_with("...' (100000 characters): expected a column a to g"));
    CHECK(huge.size() < 300);
    CHECK(parse_move(start, "\x1b[2J").error().message == "malformed move '\\x1b[2J': expected a column a to g");
    CHECK(play_moves("dd\x07").error() == ParseError{"move 3: malformed move '\\x07': expected a column a to g", 2});
}
