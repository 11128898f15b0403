// The chance concept: which states model it, is_chance_state for every game, and the promise of the outcomes.
#include <doctest/doctest.h>

#include <initializer_list>
#include <limits>

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

TEST_CASE("valid_chance_outcomes: positive probabilities adding up to 1, and at least one") {
    using Buffer = ChanceBufferFor<dice_nim::Position>;
    const auto of = [](std::initializer_list<double> probabilities) {
        Buffer out;
        int face = 1;
        for (const double p : probabilities) out.push_back({dice_nim::Move{face++}, p});
        return out;
    };
    CHECK(valid_chance_outcomes(of({0.25, 0.25, 0.25, 0.25})));
    CHECK(valid_chance_outcomes(of({1.0 / 3, 1.0 / 3, 1.0 / 3})));
    CHECK(valid_chance_outcomes(of({1.0})));
    CHECK(!valid_chance_outcomes(of({})));
    CHECK(!valid_chance_outcomes(of({1.0 / 3, 1.0 / 3, 1.0 / 3, 1.0 / 3})));  // 4/3
    CHECK(!valid_chance_outcomes(of({0.5, 0.25})));                            // 3/4
    CHECK(!valid_chance_outcomes(of({0.5, 0.5, 0.0})));                        // an outcome that cannot happen
    CHECK(!valid_chance_outcomes(of({1.5, -0.5})));
    CHECK(!valid_chance_outcomes(of({std::numeric_limits<double>::quiet_NaN(), 1.0})));
    Buffer rolls;
    dice_nim::Position(5).chance_outcomes(rolls);
    CHECK(valid_chance_outcomes(rolls));
}
