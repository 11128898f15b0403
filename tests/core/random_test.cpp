// Portable random draws: defined by the generator's raw output, the same with every standard library.
#include <doctest/doctest.h>

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include <gametree/core/random.hpp>

using namespace gametree;

namespace {

/// A generator that returns the numbers it is given, in turn: the draws' arithmetic made visible.
struct Scripted {
    using result_type = std::uint64_t;
    std::vector<std::uint64_t> values;
    std::size_t next = 0;
    static constexpr result_type min() { return 0; }
    static constexpr result_type max() { return ~result_type{0}; }
    result_type operator()() { return values.at(next++); }
};

constexpr std::uint64_t two_63 = std::uint64_t{1} << 63U;

}  // namespace

static_assert(WholeBitsGenerator<std::mt19937_64>);
static_assert(WholeBitsGenerator<std::mt19937>);
static_assert(WholeBitsGenerator<std::ranlux24>);
static_assert(WholeBitsGenerator<Scripted>);
static_assert(!WholeBitsGenerator<std::minstd_rand>);  // outputs in [1, 2^31 - 2]: not whole bits

TEST_CASE("std::mt19937_64 seeded 42: its raw outputs, which the standard fixes") {
    // The engine is specified to the bit (its 10,000th output from the default seed is in the standard).
    std::mt19937_64 standard;
    standard.discard(9999);
    CHECK(standard() == 9981545732273789042ULL);
    std::mt19937_64 g(42);
    CHECK(g() == 13930160852258120406ULL);
    CHECK(g() == 11788048577503494824ULL);
    CHECK(g() == 13874630024467741450ULL);
    CHECK(g() == 2513787319205155662ULL);
}

TEST_CASE("random_index pins the draws of std::mt19937_64 seeded 42: each output mod n") {
    // 2^64 mod 6 is 4 and 2^64 mod 1000 is 616: none of these outputs is rejected.
    // 13930160852258120406 = 6 * 2321693475376353401 + 0, 11788048577503494824 mod 6 = 2, ...
    std::mt19937_64 six(42);
    const std::array<std::size_t, 6> by_six{0, 2, 4, 0, 5, 2};
    for (const std::size_t expected : by_six) CHECK(random_index(six, std::size_t{6}) == expected);
    std::mt19937_64 thousand(42);
    const std::array<std::uint32_t, 6> by_thousand{406, 824, 450, 662, 381, 428};
    for (const std::uint32_t expected : by_thousand) CHECK(random_index(thousand, std::uint32_t{1000}) == expected);
}

TEST_CASE("random_unit pins the draws of std::mt19937_64 seeded 42: the top 53 bits times 2^-53") {
    std::mt19937_64 g(42);
    // 13930160852258120406 >> 11 = 6801836353641660, and so on: exact in a double, as is the scaling.
    const std::array<double, 4> top53{6801836353641660.0, 5755883094484128.0, 6774721691634639.0, 1227435214455642.0};
    for (const double expected : top53) CHECK(random_unit(g) * 0x1p53 == expected);
}

TEST_CASE("random_bits: one output of a 64-bit generator, two of std::mt19937 with the first high") {
    std::mt19937 narrow(7);
    std::mt19937 twin(7);
    for (int k = 0; k < 100; ++k) {
        const std::uint64_t high = twin();
        const std::uint64_t low = twin();
        CHECK(random_bits(narrow) == (high << 32U | low));
    }
    Scripted s{{12345}};
    CHECK(random_bits(s) == 12345);
    // 24 bits an output: three fill 72 bits, of which the low 64 are kept.
    std::ranlux24 small(3);
    std::ranlux24 small_twin(3);
    const std::uint64_t a = small_twin();
    const std::uint64_t b = small_twin();
    const std::uint64_t c = small_twin();
    CHECK(random_bits(small) == ((a << 48U) | (b << 24U) | c));
}

TEST_CASE("random_index redraws the outputs below 2^64 mod n, which would favour the low indices") {
    // n = 3: 2^64 mod 3 = 1, so 0 is redrawn; 4 mod 3 = 1.
    Scripted three{{0, 0, 4}};
    CHECK(random_index(three, std::uint64_t{3}) == 1);
    CHECK(three.next == 3);
    // n = 2^63 + 1: 2^64 mod n = 2^63 - 1, so nearly half the outputs are redrawn.
    Scripted big{{5, two_63 - 2, two_63 + 7}};
    CHECK(random_index(big, two_63 + 1) == 6);
    CHECK(big.next == 3);
    // n a power of two: nothing is redrawn.
    Scripted power{{0, 0xFFFF'FFFF'FFFF'FFFFULL}};
    CHECK(random_index(power, std::uint64_t{8}) == 0);
    CHECK(random_index(power, std::uint64_t{8}) == 7);
    // One index: still one output used, so that the draws after it do not depend on n.
    Scripted one{{99}};
    CHECK(random_index(one, std::uint8_t{1}) == 0);
    CHECK(one.next == 1);
}

TEST_CASE("random_unit stays below 1: 0 for the least output, 1 - 2^-53 for the greatest") {
    Scripted ends{{0, 0xFFFF'FFFF'FFFF'FFFFULL, 0x7FFULL}};
    CHECK(random_unit(ends) == 0.0);
    CHECK(random_unit(ends) == 1.0 - 0x1p-53);
    CHECK(random_unit(ends) == 0.0);  // the low 11 bits do not count
}

TEST_CASE("random_index is uniform: every index about equally often, within five standard deviations") {
    std::mt19937_64 g(2024);
    constexpr int draws = 60'000;
    for (const std::size_t n : {std::size_t{2}, std::size_t{6}, std::size_t{7}}) {
        CAPTURE(n);
        std::vector<int> counts(n, 0);
        for (int k = 0; k < draws; ++k) {
            const std::size_t i = random_index(g, n);
            REQUIRE(i < n);
            ++counts[i];
        }
        const double expected = draws / static_cast<double>(n);
        const double sigma = std::sqrt(expected * (1 - 1 / static_cast<double>(n)));
        for (const int c : counts) CHECK(std::abs(c - expected) < 5 * sigma);
    }
    double sum = 0;
    for (int k = 0; k < draws; ++k) {
        const double u = random_unit(g);
        REQUIRE(u >= 0);
        REQUIRE(u < 1);
        sum += u;
    }
    CHECK(sum / draws == doctest::Approx(0.5).epsilon(0.01));
}
