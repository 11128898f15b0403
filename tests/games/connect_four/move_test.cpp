#include <doctest/doctest.h>

#include <type_traits>

#include "gametree/games/connect_four/move.hpp"

using namespace gametree::connect_four;

TEST_CASE("a move is a trivial byte naming its column by letter") {
    static_assert(std::is_trivial_v<Move>);
    static_assert(sizeof(Move) == 1);
    CHECK(Move::drop(3).column == 3);
    CHECK(Move::drop(3) == Move::drop(3));
    CHECK(Move::drop(3) != Move::drop(4));
    CHECK(to_string(Move::drop(0)) == "a");
    CHECK(to_string(Move::drop(3)) == "d");
    CHECK(to_string(Move::drop(6)) == "g");
}
