/// \file
/// Random draws defined by the generator's output alone, so that a seed gives the same games with
/// every standard library. std::uniform_int_distribution and std::uniform_real_distribution leave their
/// algorithm to the library (libc++ and libstdc++ turn the same std::mt19937_64 output into different
/// numbers); the engines themselves, std::mt19937_64 among them, are fully specified.
#pragma once

#include <bit>
#include <concepts>
#include <cstdint>
#include <limits>
#include <random>

#include "gametree/core/assert.hpp"

namespace gametree {

/// A generator the draws below accept: a UniformRandomBitGenerator whose outputs are every k-bit number
/// (`min()` 0, `max()` 2^k - 1, 1 <= k <= 64), as std::mt19937_64, std::mt19937, std::ranlux24/48 and
/// every std::independent_bits_engine are. The linear congruential engines (std::minstd_rand, whose
/// range is [1, 2^31 - 2]) are not: their outputs are not whole bits.
template <class G>
concept WholeBitsGenerator =
    std::uniform_random_bit_generator<G> && std::unsigned_integral<typename G::result_type> && (G::min() == 0) &&
    (G::max() <= std::numeric_limits<std::uint64_t>::max()) &&
    ((static_cast<std::uint64_t>(G::max()) & (static_cast<std::uint64_t>(G::max()) + 1)) == 0);

namespace random_detail {

/// How many bits one output of `G` holds.
template <WholeBitsGenerator G>
inline constexpr int bits_of = std::numeric_limits<std::uint64_t>::digits -
                               std::countl_zero(static_cast<std::uint64_t>(G::max()));

}  // namespace random_detail

/// 64 random bits: one output of a 64-bit generator; otherwise as many outputs as fill 64 bits, the
/// first in the highest bits (two of std::mt19937: `a << 32 | b`; bits above 64 are dropped).
template <WholeBitsGenerator G>
[[nodiscard]] std::uint64_t random_bits(G& g) {
    constexpr int k = random_detail::bits_of<G>;
    if constexpr (k == 64) {
        return static_cast<std::uint64_t>(g());
    } else {
        std::uint64_t bits = 0;
        for (int filled = 0; filled < 64; filled += k) bits = (bits << k) | static_cast<std::uint64_t>(g());
        return bits;
    }
}

/// A double uniform in [0, 1): the top 53 of random_bits(g) times 2^-53 (every value a multiple of 2^-53,
/// never 1).
template <WholeBitsGenerator G>
[[nodiscard]] double random_unit(G& g) {
    return static_cast<double>(random_bits(g) >> 11U) * 0x1p-53;
}

/// An index uniform in [0, `n`), without bias: x = random_bits(g) is redrawn while below 2^64 mod n (the
/// values that would make the low residues likelier), then x mod n. `n` > 0 is a contract; without
/// contracts, 0 gives 0.
template <WholeBitsGenerator G, std::unsigned_integral N>
[[nodiscard]] N random_index(G& g, N n) {
    GAMETREE_ASSERT(n > 0, "random_index: no index to draw from an empty range");
    if (n == 0) return 0;
    const auto range = static_cast<std::uint64_t>(n);
    const std::uint64_t reject_below = (0 - range) % range;  // 2^64 mod n
    for (;;) {
        const std::uint64_t x = random_bits(g);
        if (x >= reject_below) return static_cast<N>(x % range);
    }
}

}  // namespace gametree
