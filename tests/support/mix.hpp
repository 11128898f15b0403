// A 64-bit mixing function (the SplitMix64 finaliser) shared by the toy games' hashes and the noise
// evaluator.
#pragma once

#include <cstdint>

namespace gametree::testing {

[[nodiscard]] constexpr std::uint64_t mix(std::uint64_t z) noexcept {
    z += 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31U);
}

}  // namespace gametree::testing
