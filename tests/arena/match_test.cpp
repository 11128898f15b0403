#include <doctest/doctest.h>

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
