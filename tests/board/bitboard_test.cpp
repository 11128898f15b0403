// Tests of bitboard.hpp: set operations, iteration and masks, on grids under and at 64 squares.
#include <doctest/doctest.h>

#include <bit>
#include <random>
#include <vector>

#include "gametree/board/bitboard.hpp"
#include "gametree/board/grid.hpp"

using namespace gametree::board;

using G6 = Grid<6, 6>;
using G7 = Grid<7, 7>;
using G8 = Grid<8, 8>;

TEST_CASE("bitboard: all squares of a grid") {
    CHECK(count(all<G6>) == 36);
    CHECK(count(all<G7>) == 49);
    CHECK(count(all<G8>) == 64);
    CHECK(all<G8> == ~Bitboard{0});
    CHECK(count(all<Grid<5, 3>>) == 15);
}

TEST_CASE("bitboard: count agrees with std::popcount (it may count inline, without the instruction)") {
    std::mt19937_64 rng(5);
    for (int i = 0; i < 10000; ++i) {
        // Sparse, dense and ordinary sets.
        const Bitboard a = rng();
        const Bitboard b = rng();
        for (const Bitboard set : {a, a & b, a | b, ~Bitboard{0}, Bitboard{0}, Bitboard{1} << (a % 64)}) {
            CAPTURE(set);
            CHECK(count(set) == std::popcount(set));
        }
    }
    static_assert(count(0xF0F0U) == 8);
}

TEST_CASE("bitboard: bit and contains are empty for no_square, whatever the grid") {
    CHECK(bit<G7>(0) == 1);
    CHECK(bit<G7>(48) == Bitboard{1} << 48);
    CHECK(bit<G7>(G7::no_square) == 0);
    CHECK(bit<G8>(63) == Bitboard{1} << 63);
    CHECK(bit<G8>(G8::no_square) == 0);
    CHECK(bit<G6>(G6::no_square) == 0);
    CHECK_FALSE(contains<G7>(~Bitboard{0}, G7::no_square));
    CHECK_FALSE(contains<G8>(~Bitboard{0}, G8::no_square));
    CHECK(contains<G8>(bit<G8>(20), 20));
    CHECK_FALSE(contains<G8>(bit<G8>(20), 21));
}

TEST_CASE("bitboard: pop_first and squares() visit a set in increasing order") {
    const Bitboard set = bit<G8>(63) | bit<G8>(0) | bit<G8>(17) | bit<G8>(40);
    std::vector<int> popped;
    for (Bitboard b = set; b;) popped.push_back(pop_first<G8>(b));
    CHECK(popped == std::vector<int>{0, 17, 40, 63});
    std::vector<int> iterated;
    for (const auto s : squares<G8>(set)) iterated.push_back(s);
    CHECK(iterated == popped);
    CHECK(first_square<G8>(set) == 0);
    int n = 0;
    for ([[maybe_unused]] const auto s : squares<G8>(0)) ++n;
    CHECK(n == 0);
}

TEST_CASE("bitboard: file and rank masks") {
    CHECK(file_mask<G7>(0) == (bit<G7>(0) | bit<G7>(7) | bit<G7>(14) | bit<G7>(21) | bit<G7>(28) | bit<G7>(35) |
                               bit<G7>(42)));
    CHECK(rank_mask<G7>(3) == Bitboard{0x7F} << 21);
    CHECK(file_mask<G8>(7) == 0x8080808080808080ULL);
    CHECK(rank_mask<G8>(7) == 0xFF00000000000000ULL);
    Bitboard files = 0;
    Bitboard ranks = 0;
    for (int i = 0; i < 6; ++i) {
        CHECK((files & file_mask<G6>(i)) == 0);  // files are disjoint, and so are ranks
        CHECK((ranks & rank_mask<G6>(i)) == 0);
        files |= file_mask<G6>(i);
        ranks |= rank_mask<G6>(i);
    }
    CHECK(files == all<G6>);
    CHECK(ranks == all<G6>);
}

TEST_CASE("bitboard: shl and shr give 0 from 64 bits on") {
    CHECK(shl(1, 63) == Bitboard{1} << 63);
    CHECK(shl(1, 64) == 0);
    CHECK(shr(~Bitboard{0}, 63) == 1);
    CHECK(shr(~Bitboard{0}, 200) == 0);
}

TEST_CASE("bitboard: a file or rank off the grid has no squares, as no_square has none") {
    // file_a shifted by 7 on a 7 x 7 grid reached into the next rank's first file; by 64 or a negative
    // file the shift was undefined.
    for (const int off : {-1, 7, 8, 63, 64, 1000}) {
        CAPTURE(off);
        CHECK(file_mask<G7>(off) == 0);
        CHECK(rank_mask<G7>(off) == 0);
    }
    CHECK(file_mask<G8>(8) == 0);
    CHECK(rank_mask<G8>(-3) == 0);
    CHECK(file_mask<G6>(5) != 0);
    static_assert(file_mask<G7>(7) == 0 && rank_mask<G7>(6) != 0);
}
