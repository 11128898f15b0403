/// \file
/// Leaper attack tables: for every square, the squares a fixed list of steps reaches, built at compile time.
#pragma once

#include <array>
#include <cstddef>

#include "gametree/board/bitboard.hpp"
#include "gametree/board/step.hpp"

namespace gametree::board {

/// A bitboard per square of grid G, indexed by the square.
template <class G>
using SquareTable = std::array<Bitboard, static_cast<std::size_t>(G::square_count)>;

/// The squares one of the `steps` away from `s` that are on the board; none from no_square.
template <class G, std::size_t N>
[[nodiscard]] constexpr Bitboard leaps(typename G::square_type s, const std::array<Step, N>& steps) noexcept {
    Bitboard b = 0;
    for (const Step d : steps) b |= bit<G>(G::shifted(s, d));
    return b;
}

/// For every square, leaps() from it: `inline constexpr auto knight = step_table<G>(knight_leaps);`
/// then `knight[s]` is a table look-up.
template <class G, std::size_t N>
[[nodiscard]] constexpr SquareTable<G> step_table(const std::array<Step, N>& steps) noexcept {
    SquareTable<G> table{};
    for (int s = 0; s < G::square_count; ++s)
        table[static_cast<std::size_t>(s)] = leaps<G>(static_cast<typename G::square_type>(s), steps);
    return table;
}

}  // namespace gametree::board
