// Random openings: distinct, unfinished, reproducible.
#include <doctest/doctest.h>

#include <algorithm>

#include "gametree/arena/openings.hpp"
#include "support/nim.hpp"

using namespace gametree;
using namespace gametree::testing;

TEST_CASE("random openings are distinct positions a few moves from the start, the start first") {
    const Nim start{30, Player::first};
    const auto openings = random_openings(start, 5, 2, 11, NimMoves{});
    REQUIRE(openings.size() == 5);
    CHECK(openings.front() == start);
    for (std::size_t i = 0; i < openings.size(); ++i) {
        CHECK_FALSE(is_over(openings[i].outcome()));
        for (std::size_t j = i + 1; j < openings.size(); ++j) CHECK_FALSE(openings[i] == openings[j]);
        if (i > 0) CHECK(openings[i].stones >= 24);  // two takes of at most three
    }
    CHECK(random_openings(start, 5, 2, 11, NimMoves{}) == openings);
    CHECK(random_openings(start, 3, 2, 11, NimMoves{}, false).front() != start);
}

TEST_CASE("a game with few positions gives fewer openings instead of looping") {
    const auto openings = random_openings(Nim{3, Player::first}, 10, 1, 1, NimMoves{});
    CHECK(openings.size() == 3);  // the start, then 2 and 1 stones left (taking 3 ends the game)
}

TEST_CASE("undecided_only skips openings the side to move can end at once") {
    // Nim with 6 stones, one ply: 5, 4 or 3 stones are left; from 3 the next player takes them all.
    const auto all = random_openings(Nim{6, Player::first}, 10, 1, 3, NimMoves{}, false);
    const auto undecided = random_openings(Nim{6, Player::first}, 10, 1, 3, NimMoves{}, false, true);
    CHECK(all.size() == 3);
    REQUIRE(undecided.size() == 2);
    for (const Nim& n : undecided) {
        CHECK(n.stones > 3);
        CHECK_FALSE(ends_in_one_move(n, NimMoves{}));
    }
    CHECK(ends_in_one_move(Nim{3, Player::second}, NimMoves{}));
}
