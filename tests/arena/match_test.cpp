#include <doctest/doctest.h>

#include <atomic>

#include "gametree/arena/match.hpp"
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

TEST_CASE("a stop during a game abandons it; the move chosen under the stop is not played") {
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
