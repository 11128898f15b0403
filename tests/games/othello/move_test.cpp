#include <doctest/doctest.h>

#include <type_traits>

#include "gametree/games/othello/move.hpp"

using namespace gametree::othello;

static_assert(std::is_trivially_copyable_v<Move> && std::is_trivially_default_constructible_v<Move>);
static_assert(sizeof(Move) == 2);

TEST_CASE("othello move: named by its square") {
    CHECK(to_string(Move::at(0, 0)) == "a1");
    CHECK(to_string(Move::at(3, 2)) == "d3");
    CHECK(to_string(Move::at(7, 7)) == "h8");
    CHECK(Move::at(3, 2) == Move{3, 2});
    CHECK(Move::at(3, 2) != Move::at(2, 3));
}
