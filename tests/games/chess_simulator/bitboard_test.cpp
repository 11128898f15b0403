// Tests of bitboard.hpp: set operations and the step tables, against counting by hand.
#include <doctest/doctest.h>

#include "gametree/games/chess_simulator/bitboard.hpp"

using namespace gametree::chess_simulator;

TEST_CASE("bit, contains, count and pop_first") {
    CHECK(bit(a1) == 1);
    CHECK(bit(h8) == Bitboard{1} << 63);
    CHECK(bit(no_square) == 0);
    Bitboard b = bit(c3) | bit(a1) | bit(h8);
    CHECK(count(b) == 3);
    CHECK(contains(b, c3));
    CHECK(!contains(b, c4));
    CHECK(!contains(b, no_square));
    CHECK(pop_first(b) == a1);
    CHECK(pop_first(b) == c3);
    CHECK(pop_first(b) == h8);
    CHECK(b == 0);
}

TEST_CASE("step tables") {
    CHECK(orthogonal_neighbours[a1] == (bit(a2) | bit(b1)));
    CHECK(diagonal_neighbours[a1] == bit(b2));
    CHECK(diagonal_neighbours[e4] == (bit(d3) | bit(f3) | bit(d5) | bit(f5)));
    CHECK(knight_leaps[a1] == (bit(b3) | bit(c2)));
    CHECK(count(knight_leaps[d4]) == 8);
    CHECK(count(knight_leaps[h8]) == 2);
    CHECK(count(knight_leaps[g7]) == 4);
    int total = 0;
    for (int s = 0; s < square_count; ++s) total += count(knight_leaps[static_cast<std::size_t>(s)]);
    CHECK(total == 336);  // the number of knight moves on an empty 8x8 board
}
