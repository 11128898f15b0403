#include <doctest/doctest.h>

#include "gametree/games/congo/move.hpp"

using namespace gametree::congo;

TEST_CASE("plain moves are written origin then destination") {
    CHECK(to_string(Move::plain(e3, e4)) == "e3e4");
    CHECK(to_string(Move::plain(a1, g7)) == "a1g7");
    CHECK(Move::plain(e3, e4) == Move::plain(e3, e4));
    CHECK_FALSE(Move::plain(e3, e4) == Move::plain(e4, e3));
}

TEST_CASE("a monkey capture names every landing square") {
    // c4 -> a4 (west), a4 -> c2 (south-east), c2 -> e4 (north-east): directions 6, 3, 1.
    const Move m{6U | (3U << 3U) | (1U << 6U), c4, e4, 3};
    CHECK(m.jump_direction(0) == 6);
    CHECK(m.jump_direction(1) == 3);
    CHECK(m.jump_direction(2) == 1);
    CHECK(to_string(m) == "c4a4c2e4");
    const Move single{0, b5, b7, 1};  // one jump north
    CHECK(to_string(single) == "b5b7");
    CHECK_FALSE(single == Move::plain(b5, b7));  // a jump is not a step
}
