// Tests of grid.hpp: square numbers, coordinates and names on boards of several shapes.
#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <string>

#include "gametree/board/grid.hpp"

using namespace gametree::board;

namespace {
enum Named : std::uint8_t { a1, b1, c1, a2, b2, c2, none };  // a 3x2 board with named squares
using Small = Grid<3, 2, Named>;

/// Every square's name reads back as that square.
template <class G>
void check_names_round_trip() {
    for (int i = 0; i < G::square_count; ++i) {
        const auto s = static_cast<typename G::square_type>(i);
        const auto back = G::parse_square(G::name(s));
        REQUIRE(back);
        CHECK(*back == s);
    }
}
}  // namespace

TEST_CASE("grid: squares are numbered rank by rank from a1, no_square is one past the last") {
    using G7 = Grid<7, 7>;
    static_assert(G7::square_count == 49 && G7::no_square == 49);
    static_assert(Grid<8, 8>::no_square == 64 && Grid<6, 6>::no_square == 36);
    CHECK(G7::square(3, 3) == 24);
    CHECK(G7::file_of(24) == 3);
    CHECK(G7::rank_of(24) == 3);
    CHECK(Grid<8, 8>::square(7, 7) == 63);
    CHECK(Grid<5, 3>::square(4, 1) == 9);
    CHECK(Grid<5, 3>::file_of(9) == 4);
    CHECK(Grid<5, 3>::rank_of(9) == 1);
    static_assert(Small::no_square == none);
    CHECK(Small::square(2, 1) == c2);
}

TEST_CASE("grid: on_board and shifted stay inside the grid") {
    using G = Grid<6, 6>;
    CHECK(G::on_board(0, 0));
    CHECK(G::on_board(5, 5));
    CHECK_FALSE(G::on_board(6, 0));
    CHECK_FALSE(G::on_board(0, -1));
    CHECK(G::shifted(G::square(2, 2), Step{1, 1}) == G::square(3, 3));
    CHECK(G::shifted(G::square(2, 2), Step{-1, 0}, 2) == G::square(0, 2));
    CHECK(G::shifted(G::square(2, 2), Step{-1, 0}, 3) == G::no_square);
    CHECK(G::shifted(G::square(5, 0), Step{1, 0}) == G::no_square);  // no wrap onto the next rank
    CHECK(G::shifted(G::square(0, 5), Step{0, 1}) == G::no_square);
    CHECK(Small::shifted(a1, Step{1, 1}) == b2);
    CHECK(Small::shifted(c2, Step{1, 0}) == none);
}

TEST_CASE("grid: shifted from no_square stays off the board") {
    // no_square sits where rank H would begin: a step south from it used to land on the top rank
    // (Grid<8, 8>::shifted(no_square, south) was a8), so chained steps that left the board came back.
    using G = Grid<8, 8>;
    for (const Step d : directions) {
        CHECK(G::shifted(G::no_square, d) == G::no_square);
        CHECK(G::shifted(G::shifted(G::square(0, 7), north), d) == G::no_square);
    }
    CHECK(G::shifted(G::no_square, south, 3) == G::no_square);
    CHECK(Grid<7, 6>::shifted(Grid<7, 6>::no_square, south_east) == Grid<7, 6>::no_square);
    CHECK(Grid<1, 64>::shifted(Grid<1, 64>::no_square, south) == Grid<1, 64>::no_square);
    CHECK(Small::shifted(none, Step{1, -1}) == none);
    static_assert(G::shifted(G::no_square, south) == G::no_square);
}

TEST_CASE("grid: shifted by any int step, any int number of times, is off the board without overflow") {
    // file_of(s) + d.file * n overflowed int (undefined behaviour) for steps or counts near INT_MAX.
    using G = Grid<8, 8>;
    constexpr int big = std::numeric_limits<int>::max();
    constexpr int small = std::numeric_limits<int>::min();
    const auto b2 = G::square(1, 1);
    CHECK(G::shifted(b2, Step{1, 0}, big) == G::no_square);
    CHECK(G::shifted(b2, Step{2, 1}, big / 2 + 1) == G::no_square);
    CHECK(G::shifted(b2, Step{-1, 0}, small) == G::no_square);
    CHECK(G::shifted(b2, Step{small, small}, small) == G::no_square);
    CHECK(G::shifted(b2, Step{big, 0}) == G::no_square);
    CHECK(G::shifted(b2, Step{0, small}) == G::no_square);
    CHECK(G::shifted(b2, Step{-1, -1}, -1) == G::square(2, 2));  // a negative count steps backwards
    static_assert(G::shifted(0, Step{big, big}, big) == G::no_square);
}

TEST_CASE("grid: names round-trip on every shape") {
    check_names_round_trip<Grid<6, 6>>();
    check_names_round_trip<Grid<7, 7>>();
    check_names_round_trip<Grid<8, 8>>();
    check_names_round_trip<Grid<3, 12>>();
    check_names_round_trip<Grid<26, 2>>();
    check_names_round_trip<Small>();
    CHECK(Grid<8, 8>::name(0) == "a1");
    CHECK(Grid<8, 8>::name(63) == "h8");
    CHECK(Grid<6, 6>::name(35) == "f6");
    CHECK(Grid<3, 12>::name(Grid<3, 12>::square(2, 9)) == "c10");
    CHECK(Grid<26, 2>::name(25) == "z1");
    CHECK(Small::name(b2) == "b2");
}

TEST_CASE("grid: parse_square refuses what is not a square of this grid") {
    using G = Grid<6, 6>;
    CHECK(G::parse_square("f6") == G::square(5, 5));
    for (const char* bad : {"", "a", "1", "a0", "a7", "g1", "A1", "a01", "a1 ", " a1", "1a", "a-1", "a1a",
                            "a99999999999999999999"})
        CHECK_FALSE(G::parse_square(bad));
    using Tall = Grid<3, 12>;
    CHECK(Tall::parse_square("b12") == Tall::square(1, 11));
    CHECK_FALSE(Tall::parse_square("b13"));
    CHECK_FALSE(Tall::parse_square("b012"));
    static_assert(Grid<7, 7>::parse_square("d4") == 24);  // usable at compile time
}
