#include <doctest/doctest.h>

#include "gametree/games/congo/square.hpp"

using namespace gametree::congo;

TEST_CASE("squares are numbered rank by rank from a1") {
    CHECK(a1 == 0);
    CHECK(g1 == 6);
    CHECK(a2 == 7);
    CHECK(d4 == 24);
    CHECK(g7 == 48);
    CHECK(file_of(e3) == 4);
    CHECK(rank_of(e3) == 2);
    CHECK(make_square(3, 3) == d4);
    CHECK(rank_of(a4) == river_rank);
}

TEST_CASE("square names round-trip and bad names are refused") {
    for (int s = 0; s < square_count; ++s) {
        const auto sq = static_cast<Square>(s);
        CHECK(parse_square(to_string(sq)) == sq);
    }
    CHECK(to_string(c4) == "c4");
    for (const char* bad : {"", "a", "a0", "a8", "h1", "A1", "e44", "1a", "  ", "a01", "a1 ", "b10"})
        CHECK_FALSE(parse_square(bad));
}

TEST_CASE("the Congo board is the board layer's 7x7 grid") {
    static_assert(Grid::width == 7 && Grid::height == 7 && Grid::square_count == square_count);
    CHECK(Grid::no_square == no_square);
    CHECK(Grid::square(3, 3) == d4);
    CHECK(Grid::name(g7) == "g7");
}

TEST_CASE("on_board checks both coordinates") {
    CHECK(on_board(0, 0));
    CHECK(on_board(6, 6));
    CHECK_FALSE(on_board(-1, 0));
    CHECK_FALSE(on_board(0, 7));
    CHECK_FALSE(on_board(7, 3));
}
