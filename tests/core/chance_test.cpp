// The chance concept: which states model it, and is_chance_state for every game.
#include <doctest/doctest.h>

#include <gametree/core/chance.hpp>
#include <gametree/games/dice_nim/dice_nim.hpp>

#include "support/nim.hpp"

using namespace gametree;

static_assert(ChanceState<dice_nim::Position>);
static_assert(!ChanceState<testing::Nim>);

TEST_CASE("is_chance_state: false for games without chance, the state's own answer otherwise") {
    CHECK(!is_chance_state(testing::Nim{5, Player::first}));
    const dice_nim::Position start(5);
    CHECK(is_chance_state(start));
    CHECK(!is_chance_state(start.after(dice_nim::Move{2})));
    const ChanceOutcome<int> none;
    CHECK(none.probability == 0);
}
