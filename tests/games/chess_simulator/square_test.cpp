// Tests of square.hpp: numbering, names, steps and the order in which the simulator lists squares.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <string>

#include "gametree/games/chess_simulator/square.hpp"

using namespace gametree::chess_simulator;

TEST_CASE("squares are numbered rank by rank from a1") {
    static_assert(a1 == 0 && h1 == 7 && a2 == 8 && h8 == 63 && square_count == 64);
    CHECK(file_of(e4) == 4);
    CHECK(rank_of(e4) == 3);
    CHECK(make_square(4, 3) == e4);
    CHECK(make_square(7, 7) == h8);
}

TEST_CASE("the chess board is the board layer's 8x8 grid") {
    static_assert(Grid::width == 8 && Grid::height == 8 && Grid::no_square == no_square);
    CHECK(Grid::square(4, 3) == e4);
    CHECK_FALSE(parse_square("a9"));
    CHECK_FALSE(parse_square("i1"));
    CHECK_FALSE(parse_square("a10"));
}

TEST_CASE("square names round-trip for every square") {
    for (int i = 0; i < square_count; ++i) {
        const auto s = static_cast<Square>(i);
        const auto parsed = parse_square(to_string(s));
        REQUIRE(parsed);
        CHECK(*parsed == s);
    }
    CHECK(to_string(a1) == "a1");
    CHECK(to_string(h8) == "h8");
    CHECK(to_string(d5) == "d5");
}

TEST_CASE("names off the board or malformed are not squares") {
    for (const char* text : {"i9", "a0", "e", "", "a9", "i1", "A1", "e44", "4e", " e4", "e4 ", "h0", "`1"})
        CHECK_MESSAGE(!parse_square(text), text);
}

TEST_CASE("shifted steps stay on the board or give no_square") {
    CHECK(shifted(e4, Step{1, 1}) == f5);
    CHECK(shifted(e4, Step{-2, -1}) == c3);
    CHECK(shifted(a1, Step{-1, 0}) == no_square);
    CHECK(shifted(h4, Step{1, 0}) == no_square);
    CHECK(shifted(c8, Step{0, 1}) == no_square);
    CHECK(shifted(c1, Step{0, -1}) == no_square);
    CHECK(shifted(a8, Step{1, -1}) == b7);
}

TEST_CASE("name order sorts as the names sort as strings") {
    std::array<Square, 4> squares{b2, a7, a5, a3};
    std::sort(squares.begin(), squares.end(), name_order_less);
    CHECK(squares == std::array<Square, 4>{a3, a5, a7, b2});
    for (int i = 0; i < square_count; ++i)
        for (int j = 0; j < square_count; ++j) {
            const auto a = static_cast<Square>(i);
            const auto b = static_cast<Square>(j);
            CHECK(name_order_less(a, b) == (to_string(a) < to_string(b)));
        }
}
