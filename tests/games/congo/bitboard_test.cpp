#include <doctest/doctest.h>

#include "gametree/games/congo/bitboard.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {
Bitboard squares(std::initializer_list<Square> list) {
    Bitboard b = 0;
    for (const Square s : list) b |= bit(s);
    return b;
}
}  // namespace

TEST_CASE("set operations") {
    Bitboard b = squares({c2, a1, g7});
    CHECK(count(b) == 3);
    CHECK(contains(b, c2));
    CHECK_FALSE(contains(b, c3));
    CHECK(first_square(b) == a1);
    CHECK(pop_first(b) == a1);
    CHECK(pop_first(b) == c2);
    CHECK(pop_first(b) == g7);
    CHECK(b == 0);
    CHECK(count(all_squares) == 49);
}

TEST_CASE("no_square is in no set, as in every game on the board layer") {
    CHECK(bit(no_square) == 0);
    CHECK_FALSE(contains(~Bitboard{0}, no_square));
    CHECK_FALSE(contains(all_squares, no_square));
}

TEST_CASE("river and castles") {
    CHECK(river == squares({a4, b4, c4, d4, e4, f4, g4}));
    CHECK(castle(Player::first) == squares({c1, d1, e1, c2, d2, e2, c3, d3, e3}));
    CHECK(castle(Player::second) == squares({c5, d5, e5, c6, d6, e6, c7, d7, e7}));
}

TEST_CASE("leaper tables near the edges and in the middle") {
    CHECK(king_steps[a1] == squares({a2, b1, b2}));
    CHECK(count(king_steps[d4]) == 8);
    CHECK(knight_leaps[a1] == squares({b3, c2}));
    CHECK(count(knight_leaps[d4]) == 8);
    CHECK(elephant_leaps[a1] == squares({a2, a3, b1, c1}));
    CHECK(elephant_leaps[d4] == squares({d5, d6, d3, d2, c4, b4, e4, f4}));
    CHECK(giraffe_leaps[a1] == squares({a3, c3, c1}));
    CHECK(giraffe_leaps[d4] == squares({d6, f6, f4, f2, d2, b2, b4, b6}));
    CHECK(pawn_advances[0][d4] == squares({c5, d5, e5}));
    CHECK(pawn_advances[1][d4] == squares({c3, d3, e3}));
    CHECK(pawn_advances[0][a7] == 0);
    CHECK(pawn_advances[1][g1] == 0);
    CHECK(sideways_steps[a3] == squares({b3}));
}

TEST_CASE("shifted stays on the board") {
    CHECK(shifted(d4, Step{1, 1}) == e5);
    CHECK(shifted(d4, Step{-1, 0}, 3) == a4);
    CHECK(shifted(d4, Step{-1, 0}, 4) == no_square);
    CHECK(shifted(g7, Step{0, 1}) == no_square);
}
