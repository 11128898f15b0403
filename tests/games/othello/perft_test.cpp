// Perft from the start, a pass counting as one move: the published counts on 8×8 and 6×6 to depth 7
// (the CLI tests go to 9), and the naive implementation's counts, passes included, on small boards.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>

#include "games/othello/naive_othello.hpp"
#include "gametree/games/othello/movegen.hpp"
#include "gametree/search/perft.hpp"

using namespace gametree;
using namespace gametree::othello;

TEST_CASE("othello perft: 8x8 from the start, depths 1 to 7") {
    constexpr std::array<std::uint64_t, 8> expected{1, 4, 12, 56, 244, 1396, 8200, 55092};
    for (int depth = 0; depth < 8; ++depth) {
        CAPTURE(depth);
        CHECK(perft(Position<8>{}, depth, MoveGenerator{}) == expected[static_cast<std::size_t>(depth)]);
    }
}

TEST_CASE("othello perft: 6x6 from the start, depths 1 to 7") {
    constexpr std::array<std::uint64_t, 8> expected{1, 4, 12, 56, 244, 1364, 7604, 47740};
    for (int depth = 0; depth < 8; ++depth) {
        CAPTURE(depth);
        CHECK(perft(Position<6>{}, depth, MoveGenerator{}) == expected[static_cast<std::size_t>(depth)]);
    }
}

TEST_CASE("othello perft: equal to the naive implementation's, with passes and game ends") {
    // 4×4 games are short and full of passes: every depth to the end of the longest game.
    for (int depth = 0; depth <= 14; ++depth) {
        CAPTURE(depth);
        CHECK(perft(Position<4>{}, depth, MoveGenerator{}) == testing::naive_perft(testing::naive_start(4), depth));
    }
    for (int depth = 0; depth <= 6; ++depth) {
        CAPTURE(depth);
        CHECK(perft(Position<6>{}, depth, MoveGenerator{}) == testing::naive_perft(testing::naive_start(6), depth));
    }
}

TEST_CASE("othello perft: a side that must pass counts its pass as one move") {
    // X must pass, then O has one move, which ends the game.
    const auto p = Position<8>::from_discs(Geometry<8>::at(1, 0), Geometry<8>::at(0, 0), Player::first);
    CHECK(perft(p, 1, MoveGenerator{}) == 1);
    CHECK(perft(p, 2, MoveGenerator{}) == 1);
    CHECK(perft(p, 3, MoveGenerator{}) == 0);  // the game is over after two plies
    // A finished game has nothing below it.
    CHECK(perft(Position<8>::from_discs(Geometry<8>::at(0, 0), 0, Player::first), 1, MoveGenerator{}) == 0);
}
