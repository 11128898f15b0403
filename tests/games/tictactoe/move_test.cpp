#include <doctest/doctest.h>

#include <type_traits>

#include "gametree/games/tictactoe/move.hpp"

using namespace gametree::tictactoe;

TEST_CASE("a move is a trivial byte naming its cell") {
    static_assert(std::is_trivial_v<Move>);
    static_assert(sizeof(Move) == 1);
    CHECK(Move::at(4).cell == 4);
    CHECK(Move::at(4) == Move::at(4));
    CHECK(Move::at(4) != Move::at(5));
    CHECK(to_string(Move::at(0)) == "a1");
    CHECK(to_string(Move::at(4)) == "b2");
    CHECK(to_string(Move::at(8)) == "c3");
}
