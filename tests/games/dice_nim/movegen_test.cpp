// Dice Nim's moves and its rough evaluation.
#include <doctest/doctest.h>

#include <gametree/games/dice_nim/dice_nim.hpp>

using namespace gametree;
using namespace gametree::dice_nim;

TEST_CASE("the takes come biggest first, the rolls in the order of the outcomes") {
    const auto rolls = moves_of(MoveGenerator{}, Position(7));
    ChanceBufferFor<Position> outcomes;
    Position(7).chance_outcomes(outcomes);
    REQUIRE(rolls.size() == outcomes.size());
    for (std::size_t i = 0; i < rolls.size(); ++i) CHECK(rolls[i] == outcomes[i].outcome);
    const auto takes = moves_of(MoveGenerator{}, Position(7).after(Move{3}));
    REQUIRE(takes.size() == 3);
    CHECK(takes[0].value == 3);
    CHECK(takes[2].value == 1);
    CHECK(MoveGenerator{}.count(Position(2).after(Move{4})) == 2);
}

TEST_CASE("the evaluation: a roll that clears the pile is a win, a small pile to roll a likely one") {
    CHECK(ReachEvaluator{}(Position(3).after(Move{3})) == 900);
    CHECK(ReachEvaluator{}(Position(5).after(Move{3})) == 0);
    CHECK(ReachEvaluator{}(Position(1)) == 900);
    CHECK(ReachEvaluator{}(Position(4)) == 225);
    CHECK(ReachEvaluator{}(Position(9)) == 0);
}
