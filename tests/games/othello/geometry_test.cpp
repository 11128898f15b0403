#include <doctest/doctest.h>

#include "gametree/games/othello/geometry.hpp"

using namespace gametree::othello;

TEST_CASE("othello geometry: squares are numbered rank by rank from a1") {
    CHECK(Geometry<8>::at(0, 0) == 1);
    CHECK(Geometry<8>::at(7, 0) == 1ULL << 7);
    CHECK(Geometry<8>::at(0, 1) == 1ULL << 8);
    CHECK(Geometry<6>::at(0, 1) == 1ULL << 6);
    CHECK(Geometry<8>::all == ~0ULL);
    CHECK(Geometry<6>::all == (1ULL << 36) - 1);
}

TEST_CASE("othello geometry: corners, centre and the start discs") {
    CHECK(Geometry<8>::corners == (1ULL | 1ULL << 7 | 1ULL << 56 | 1ULL << 63));
    CHECK(Geometry<6>::corners == (1ULL | 1ULL << 5 | 1ULL << 30 | 1ULL << 35));
    // 8×8: X on d5 and e4, O on d4 and e5.
    CHECK(Geometry<8>::start_first == (Geometry<8>::at(3, 4) | Geometry<8>::at(4, 3)));
    CHECK(Geometry<8>::start_second == (Geometry<8>::at(3, 3) | Geometry<8>::at(4, 4)));
    // 6×6: X on c4 and d3, O on c3 and d4.
    CHECK(Geometry<6>::start_first == (Geometry<6>::at(2, 3) | Geometry<6>::at(3, 2)));
    CHECK(Geometry<6>::start_second == (Geometry<6>::at(2, 2) | Geometry<6>::at(3, 3)));
    CHECK((Geometry<6>::start_first | Geometry<6>::start_second) == Geometry<6>::centre);
    CHECK((Geometry<8>::start_first | Geometry<8>::start_second) == Geometry<8>::centre);
}
