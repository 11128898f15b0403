/// \file
/// How many times each square was added, for many sets at once: summing the sizes of many sets (moves
/// per piece, attacks per square) with a few counts in all instead of one count per set.
#pragma once

#include <array>
#include <cstddef>

#include "gametree/board/bitboard.hpp"
#include "gametree/core/assert.hpp"

namespace gametree::board {

/// A multiset of squares kept as bit slices: slice k holds the squares whose multiplicity has bit k
/// set. `add(set)` is a ripple-carry add of one to every square of the set at once (an AND and an XOR
/// per slice the carry reaches); `total(mask)` is the sum of the multiplicities of the squares in
/// `mask`, one count per slice. With 6 slices a square may be added up to 63 times.
template <std::size_t Slices = 6>
class SquareCounter {
    // total() may reach 64 squares times max_multiplicity: with more than 25 slices that overflows an int.
    static_assert(Slices > 0 && Slices <= 25, "SquareCounter: 1 to 25 slices, so that total() fits an int");

public:
    /// The most times one square may be added.
    static constexpr int max_multiplicity = (1 << Slices) - 1;

    /// Adds one to the multiplicity of every square of `set`.
    constexpr void add(Bitboard set) noexcept {
        for (std::size_t k = 0; k < Slices && set; ++k) {
            const Bitboard carry = slices_[k] & set;
            slices_[k] ^= set;
            set = carry;
        }
        GAMETREE_ASSERT(set == 0, "SquareCounter: a square was added more than max_multiplicity times");
    }

    /// The sum of the multiplicities of the squares in `mask` (of every square by default): the total
    /// size of the sets added, counted within `mask`.
    [[nodiscard]] constexpr int total(Bitboard mask = ~Bitboard{0}) const noexcept {
        int sum = 0;
        for (std::size_t k = 0; k < Slices; ++k)
            if (const Bitboard b = slices_[k] & mask) sum += count(b) << k;
        return sum;
    }

    /// How many times square `s` (a bit index) was added; 0 from 64 on, as no set holds such a bit.
    [[nodiscard]] constexpr int at(unsigned s) const noexcept {
        if (s >= 64) return 0;  // a shift by 64 or more is undefined
        int m = 0;
        for (std::size_t k = 0; k < Slices; ++k) m |= static_cast<int>((slices_[k] >> s) & 1U) << k;
        return m;
    }

    /// The squares added at least once.
    [[nodiscard]] constexpr Bitboard support() const noexcept {
        Bitboard b = 0;
        for (const Bitboard slice : slices_) b |= slice;
        return b;
    }

private:
    std::array<Bitboard, Slices> slices_{};
};

}  // namespace gametree::board
