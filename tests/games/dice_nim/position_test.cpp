// Dice Nim's rules: rolls, takes, the end, and the concepts it models.
#include <doctest/doctest.h>

#include <gametree/core/chance.hpp>
#include <gametree/games/dice_nim/dice_nim.hpp>
#include <gametree/search/perft.hpp>

using namespace gametree;
using namespace gametree::dice_nim;

static_assert(ChanceState<Position> && HashedState<Position>);
static_assert(CountingMoveGen<MoveGenerator, Position>);
static_assert(check_declared_features<Position, MoveGenerator>());
static_assert(available_features<Position, MoveGenerator>().has(Feature::chance));

TEST_CASE("a turn is a roll and then a take of up to the roll: the last stone wins") {
    const Position start(5);
    CHECK(start.is_chance());
    CHECK(to_string(start) == "5 stones, first to roll");
    ChanceBufferFor<Position> outcomes;
    start.chance_outcomes(outcomes);
    REQUIRE(outcomes.size() == 4);
    double total = 0;
    for (const auto& o : outcomes) total += o.probability;
    CHECK(total == doctest::Approx(1.0));
    const Position rolled = start.after(Move{3});
    CHECK(!rolled.is_chance());
    CHECK(rolled.side_to_move() == Player::first);
    CHECK(to_string(rolled) == "5 stones, first rolled 3");
    CHECK(moves_of(MoveGenerator{}, rolled).size() == 3);
    const Position taken = rolled.after(Move{3});
    CHECK(taken.stones() == 2);
    CHECK(taken.side_to_move() == Player::second);
    CHECK(taken.is_chance());
    // A roll of 4 on 2 stones still allows only 2.
    const Position big = taken.after(Move{4});
    CHECK(moves_of(MoveGenerator{}, big).size() == 2);
    const Position end = big.after(Move{2});
    CHECK(end.outcome() == Outcome::second_wins);
    CHECK(!end.is_chance());
    CHECK(moves_of(MoveGenerator{}, end).empty());
    CHECK(Position(0).stones() == 1);  // clamped
    CHECK(Position(5).hash() != Position(5).after(Move{1}).hash());
}

TEST_CASE("perft walks rolls and takes alike") {
    // 1 stone: four rolls, each with one take.
    CHECK(perft(Position(1), 2, MoveGenerator{}) == 4);
    // 2 stones: a roll of 1 allows one take, 2..4 two takes.
    CHECK(perft(Position(2), 2, MoveGenerator{}) == 7);
}
