#include <doctest/doctest.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "gametree/arena/agents.hpp"
#include "gametree/arena/match.hpp"
#include "gametree/games/dice_nim/dice_nim.hpp"
#include "support/nim.hpp"

using namespace gametree;
using namespace gametree::testing;

TEST_CASE("each agent is told of a new game before it starts") {
    int resets = 0;
    const Agent<Nim> a("a", [](const Nim&) { return Decision<Take>{Take{1}, 0, 0}; }, [&] { ++resets; });
    const auto record = play_game(Nim{2, Player::second}, a, a, 10);
    CHECK(resets == 2);
    CHECK(record.moves.size() == 2);
    CHECK(record.outcome == Outcome::first_wins);  // the second player moved first and the first took the last
    CHECK(record.start == Nim{2, Player::second});
}

TEST_CASE("a stop flag set before the game abandons it before the first move") {
    const std::atomic<bool> stop{true};
    int calls = 0;
    const Agent<Nim> a("a", [&](const Nim&) { ++calls; return Decision<Take>{Take{1}, 0, 0}; });
    const auto record = play_game(Nim{5, Player::first}, a, a, 10, &stop);
    CHECK(record.end == GameEnd::abandoned);
    CHECK(record.outcome == Outcome::ongoing);
    CHECK(record.moves.empty());
    CHECK(calls == 0);
}

TEST_CASE("a stop during a game abandons it, the move chosen under the stop is not played") {
    std::atomic<bool> stop{false};
    int calls = 0;
    // The third choice raises the flag while "thinking", as a signal during a search would.
    const Agent<Nim> a("a", [&](const Nim&) {
        if (++calls == 3) stop = true;
        return Decision<Take>{Take{1}, 0, 0};
    });
    const auto record = play_game(Nim{20, Player::first}, a, a, 100, &stop);
    CHECK(record.end == GameEnd::abandoned);
    CHECK(record.outcome == Outcome::ongoing);
    CHECK(record.moves.size() == 2);
    CHECK(calls == 3);
}

TEST_CASE("without a stop request the flag changes nothing") {
    const std::atomic<bool> stop{false};
    const Agent<Nim> a("a", [](const Nim&) { return Decision<Take>{Take{1}, 0, 0}; });
    const auto record = play_game(Nim{3, Player::first}, a, a, 10, &stop);
    CHECK(record.end == GameEnd::rules);
    CHECK(record.outcome == Outcome::first_wins);
    CHECK(record.moves.size() == 3);
}

namespace {

/// Takes as many stones as the roll allows, and fails the test when asked at a chance state.
Agent<dice_nim::Position> greedy_dice_nim(int& asked_at_chance) {
    return Agent<dice_nim::Position>("greedy", [&asked_at_chance](const dice_nim::Position& p) {
        if (p.is_chance()) ++asked_at_chance;
        auto moves = moves_of(dice_nim::MoveGenerator{}, p);
        return Decision<dice_nim::Move>{moves.empty() ? std::nullopt : std::optional(moves[0]), 1, 0};
    });
}

}  // namespace

TEST_CASE("a game with chance: play_game rolls the dice by their probabilities, no agent is asked to") {
    int asked_at_chance = 0;
    const auto a = greedy_dice_nim(asked_at_chance);
    std::array<int, dice_nim::die_faces + 1> faces{};
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        const auto record = play_game(dice_nim::Position(30), a, a, 100, nullptr, 0, seed);
        REQUIRE(record.end == GameEnd::rules);
        CHECK(is_over(record.outcome));
        // Rolls and takes alternate, starting with a roll; the record replays to the end.
        auto replay = record.start;
        for (std::size_t k = 0; k < record.moves.size(); ++k) {
            const auto& played = record.moves[k];
            CHECK(played.chance == (k % 2 == 0));
            CHECK(played.chance == replay.is_chance());
            if (played.chance) ++faces[static_cast<std::size_t>(played.move.value)];
            replay = after_turn(replay, played);
        }
        CHECK(replay.outcome() == record.outcome);
    }
    CHECK(asked_at_chance == 0);
    int rolls = 0;
    for (const int n : faces) rolls += n;
    CHECK(faces[0] == 0);
    for (int face = 1; face <= dice_nim::die_faces; ++face) {  // each face a quarter of the rolls, give or take
        CHECK(faces[static_cast<std::size_t>(face)] > rolls / 4 - rolls / 10);
        CHECK(faces[static_cast<std::size_t>(face)] < rolls / 4 + rolls / 10);
    }
    // The same seed rolls the same dice; another seed other dice.
    const auto once = play_game(dice_nim::Position(30), a, a, 100, nullptr, 0, 7);
    const auto again = play_game(dice_nim::Position(30), a, a, 100, nullptr, 0, 7);
    const auto other = play_game(dice_nim::Position(30), a, a, 100, nullptr, 0, 8);
    const auto rolled = [](const GameRecord<dice_nim::Position>& r) {
        std::vector<int> values;
        for (const auto& m : r.moves) values.push_back(m.move.value);
        return values;
    };
    CHECK(rolled(once) == rolled(again));
    CHECK(rolled(once) != rolled(other));
}

TEST_CASE("a game with chance: an MCTS agent plays it to the end (it has no move to give at a roll)") {
    const auto mcts = mcts_agent<dice_nim::Position, dice_nim::MoveGenerator>("mcts", MctsOptions{},
                                                                              MctsLimits::for_iterations(200));
    int wins = 0;
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        const auto record = play_game(dice_nim::Position(9), mcts, mcts, 100, nullptr, 0, seed);
        CHECK(record.end == GameEnd::rules);
        CHECK(record.moves.size() >= 2);
        wins += record.outcome == Outcome::first_wins ? 1 : 0;
    }
    CHECK(wins > 0);  // before, the first player lost every game at its first roll, for want of a move
}

TEST_CASE("rolls are not moves for the move limit") {
    int asked_at_chance = 0;
    const Agent<dice_nim::Position> one("one", [&](const dice_nim::Position& p) {
        if (p.is_chance()) ++asked_at_chance;
        return Decision<dice_nim::Move>{dice_nim::Move{1}, 0, 0};
    });
    const auto record = play_game(dice_nim::Position(10), one, one, 2, nullptr, 0, 3);
    CHECK(record.end == GameEnd::move_limit);
    CHECK(record.moves.size() == 8);  // two takes each, each after its roll
    CHECK(asked_at_chance == 0);
}
