// Tests of move.hpp: the move type and its square-to-square text.
#include <doctest/doctest.h>

#include <type_traits>

#include "gametree/games/chess_simulator/move.hpp"

using namespace gametree::chess_simulator;

TEST_CASE("a move is two squares, trivial and comparable") {
    static_assert(std::is_trivial_v<Move>);
    static_assert(sizeof(Move) == 2);
    CHECK(Move{g2, g3} == Move{g2, g3});
    CHECK(Move{g2, g3} != Move{g2, g4});
    CHECK(to_string(Move{g2, g3}) == "g2g3");
    CHECK(to_string(Move{a8, h1}) == "a8h1");
}
