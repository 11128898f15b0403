// Tests of square_counter.hpp: the bit-sliced multiset against a plain array of counts.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>

#include "gametree/board/bitboard.hpp"
#include "gametree/board/square_counter.hpp"

using namespace gametree::board;

namespace {

std::uint64_t splitmix(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

}  // namespace

TEST_CASE("SquareCounter: empty, then one set") {
    SquareCounter<> c;
    CHECK(c.total() == 0);
    CHECK(c.support() == 0);
    c.add(0b1011);
    CHECK(c.total() == 3);
    CHECK(c.total(0b0011) == 2);
    CHECK(c.at(0) == 1);
    CHECK(c.at(2) == 0);
    CHECK(c.support() == 0b1011);
}

TEST_CASE("SquareCounter: totals and multiplicities equal a count per square, for random sets") {
    std::uint64_t seed = 12345;
    for (int trial = 0; trial < 200; ++trial) {
        SquareCounter<> c;
        std::array<int, 64> counts{};
        int total = 0;
        const int sets = static_cast<int>(splitmix(seed) % 64);  // at most 63: the counter's limit
        for (int i = 0; i < sets; ++i) {
            Bitboard set = splitmix(seed) & splitmix(seed);  // about a quarter of the squares
            c.add(set);
            total += count(set);
            for (unsigned s = 0; s < 64; ++s) counts[s] += static_cast<int>((set >> s) & 1U);
        }
        const Bitboard mask = splitmix(seed);
        int in_mask = 0;
        Bitboard support = 0;
        for (unsigned s = 0; s < 64; ++s) {
            CHECK(c.at(s) == counts[s]);
            if ((mask >> s) & 1U) in_mask += counts[s];
            if (counts[s] > 0) support |= Bitboard{1} << s;
        }
        CHECK(c.total() == total);
        CHECK(c.total(mask) == in_mask);
        CHECK(c.support() == support);
    }
}

TEST_CASE("SquareCounter: a square reaches the largest multiplicity") {
    SquareCounter<3> c;
    static_assert(SquareCounter<3>::max_multiplicity == 7);
    for (int i = 0; i < 7; ++i) c.add(1U << 5U);
    CHECK(c.at(5) == 7);
    CHECK(c.total() == 7);
}

TEST_CASE("SquareCounter: usable in constant expressions") {
    constexpr int total = [] {
        SquareCounter<> c;
        c.add(0xFF);
        c.add(0x0F);
        return c.total(0x3);
    }();
    static_assert(total == 4);
}

TEST_CASE("SquareCounter: a bit index from 64 on was never added") {
    SquareCounter<3> c;
    c.add(~Bitboard{0});
    CHECK(c.at(63) == 1);
    for (const unsigned s : {64U, 65U, 127U, 4'000'000'000U}) CHECK(c.at(s) == 0);  // shifting by them is undefined
}
