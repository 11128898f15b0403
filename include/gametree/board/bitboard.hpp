/// \file
/// Sets of squares of a grid as the bits of a uint64_t: bit s is square s.
#pragma once

#include "gametree/core/cxx20.hpp"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>

namespace gametree::board {

/// A set of squares: bit `s` is set when square `s` is in the set.
using Bitboard = std::uint64_t;

/// The number of squares in the set.
[[nodiscard]] constexpr int count(Bitboard b) noexcept {
#if defined(__GNUC__) && !defined(__clang__) && !defined(__POPCNT__)
    // Without the popcnt instruction (no -mpopcnt or -march), g++ turns std::popcount into a call to
    // libgcc; the evaluation counts sets so often that this inline count of the bits in parallel (the
    // same one clang emits) is much cheaper.
    b -= (b >> 1) & 0x5555555555555555U;
    b = (b & 0x3333333333333333U) + ((b >> 2) & 0x3333333333333333U);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FU;
    return static_cast<int>((b * 0x0101010101010101U) >> 56);
#else
    return std::popcount(b);
#endif
}

/// `b << n`, and `b >> n`, that give 0 instead of undefined behaviour when n >= 64 (a line longer
/// than the board, say). n must not be negative.
[[nodiscard]] constexpr Bitboard shl(Bitboard b, int n) noexcept { return n < 64 ? b << n : 0; }
/// `b >> n`, or 0 when n >= 64 (see shl). n must not be negative.
[[nodiscard]] constexpr Bitboard shr(Bitboard b, int n) noexcept { return n < 64 ? b >> n : 0; }

/// Every square of grid G.
template <class G>
inline constexpr Bitboard all = G::square_count == 64 ? ~Bitboard{0} : (Bitboard{1} << G::square_count) - 1;

/// The set holding only `s`; empty for G::no_square. (The guard costs one AND on grids under 64
/// squares, where no_square's bit exists but lies outside the board.)
template <class G>
[[nodiscard]] constexpr Bitboard bit(typename G::square_type s) noexcept {
    const auto i = static_cast<unsigned>(s);
    if constexpr (G::square_count < 64) return (Bitboard{1} << i) & all<G>;
    else return i < 64 ? Bitboard{1} << i : 0;
}

/// True when `s` is in the set; false for G::no_square.
template <class G>
[[nodiscard]] constexpr bool contains(Bitboard b, typename G::square_type s) noexcept {
    // Off the board bits are cleared first: no_square's bit (on grids under 64 squares) is never in.
    const auto i = static_cast<unsigned>(s);
    if constexpr (G::square_count < 64) return ((b & all<G>) >> i) & 1U;
    else return i < 64 && ((b >> i) & 1U);
}

/// The lowest-numbered square of a non-empty set.
template <class G>
[[nodiscard]] constexpr typename G::square_type first_square(Bitboard b) noexcept {
    return static_cast<typename G::square_type>(std::countr_zero(b));
}

/// Removes and returns the lowest-numbered square of a non-empty set.
template <class G>
constexpr typename G::square_type pop_first(Bitboard& b) noexcept {
    const auto s = first_square<G>(b);
    b &= b - 1;
    return s;
}

/// The squares of a set in increasing order, for a range-for: `for (auto s : squares<G>(b))`.
template <class G>
class Squares {
public:
    /// The squares of `b`.
    constexpr explicit Squares(Bitboard b) noexcept : bits_(b) {}

    /// Visits the squares of a set in increasing order, removing each from its copy of the set as it moves
    /// on; it equals std::default_sentinel once no square is left.
    class iterator {
    public:
        /// What dereferencing gives: a square of grid G.
        using value_type = typename G::square_type;
        /// Required by the standard iterator concepts; iterators over squares are never subtracted.
        using difference_type = std::ptrdiff_t;
        constexpr iterator() noexcept = default;
        /// An iterator at the lowest-numbered square of `b` (at the end when `b` is empty).
        constexpr explicit iterator(Bitboard b) noexcept : bits_(b) {}
        /// The current square: the lowest-numbered one left. Not valid at the end.
        [[nodiscard]] constexpr value_type operator*() const noexcept { return first_square<G>(bits_); }
        /// Moves on to the next square.
        constexpr iterator& operator++() noexcept {
            bits_ &= bits_ - 1;
            return *this;
        }
        /// Moves on to the next square and returns the iterator as it was before.
        constexpr iterator operator++(int) noexcept {
            iterator before = *this;
            ++*this;
            return before;
        }
        /// True at the end, when no square is left.
        [[nodiscard]] constexpr bool operator==(std::default_sentinel_t) const noexcept { return bits_ == 0; }
        /// Equal when both have the same squares left.
        [[nodiscard]] constexpr bool operator==(const iterator&) const noexcept = default;

    private:
        Bitboard bits_ = 0;
    };

    /// An iterator at the lowest-numbered square.
    [[nodiscard]] constexpr iterator begin() const noexcept { return iterator(bits_); }
    /// The end: std::default_sentinel, which the iterator equals once it has visited every square.
    [[nodiscard]] constexpr std::default_sentinel_t end() const noexcept { return {}; }

private:
    Bitboard bits_;
};

/// The squares of `b` as a range of grid G's squares, lowest first: `for (auto s : squares<G>(b))`.
template <class G>
[[nodiscard]] constexpr Squares<G> squares(Bitboard b) noexcept {
    return Squares<G>(b);
}

/// The squares of file a of grid G.
template <class G>
inline constexpr Bitboard file_a = [] {
    Bitboard b = 0;
    for (int r = 0; r < G::height; ++r) b |= Bitboard{1} << (r * G::width);
    return b;
}();

/// The squares of file `f` (0 = a) of grid G; empty for a file off the grid (shifting by it would
/// reach into the next files, or past the word).
template <class G>
[[nodiscard]] constexpr Bitboard file_mask(int f) noexcept {
    if (f < 0 || f >= G::width) return 0;
    return file_a<G> << f;
}

/// The squares of rank `r` (0 = rank 1) of grid G; empty for a rank off the grid.
template <class G>
[[nodiscard]] constexpr Bitboard rank_mask(int r) noexcept {
    if (r < 0 || r >= G::height) return 0;
    return ((Bitboard{1} << G::width) - 1) << (r * G::width);
}

}  // namespace gametree::board
