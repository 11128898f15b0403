/// \file
/// Rays: the squares a sliding piece passes, up to and including the first piece in its way.
#pragma once

#include <array>
#include <bit>
#include <cstddef>

#include "gametree/board/bitboard.hpp"
#include "gametree/board/step.hpp"
#include "gametree/board/step_table.hpp"

namespace gametree::board {

/// The squares from `from` (not included) along `d`, at most `limit` of them, up to and including the
/// first square in `occupied`. The caller decides whether that blocker may be taken: `slide(...) &
/// ~own` for a piece that captures any enemy, `& ~occupied` for one that never captures. From
/// no_square (a piece that is not on the board) it reaches nothing.
template <class G>
[[nodiscard]] constexpr Bitboard slide(typename G::square_type from, Step d, Bitboard occupied,
                                       int limit = G::width + G::height) noexcept {
    // no_square's file and rank (0, H) lie just above the board: walking from there reached file a
    // going south, and bits past the board (past bit 63 on 8x8: undefined) going east.
    if (static_cast<unsigned>(from) >= static_cast<unsigned>(G::square_count)) return 0;
    // How many steps stay on the board, worked out once so that the loop only adds to an index.
    const int file = G::file_of(from);
    const int rank = G::rank_of(from);
    int n = limit;
    const auto fit = [&n](int room, long long step) {  // 64 bits: -INT_MIN is a step too
        if (step > 0 && room / step < n) n = static_cast<int>(room / step);
    };
    fit(G::width - 1 - file, d.file);
    fit(file, -static_cast<long long>(d.file));
    fit(G::height - 1 - rank, d.rank);
    fit(rank, -static_cast<long long>(d.rank));
    if (d.file == 0 && d.rank == 0) n = 0;
    Bitboard b = 0;
    for (int i = static_cast<int>(from); n > 0; --n) {
        i += d.rank * G::width + d.file;
        const Bitboard here = Bitboard{1} << i;
        b |= here;
        if (occupied & here) break;
    }
    return b;
}

/// slide() along each of the `steps`, united (a rook: slides<G>(s, orthogonal, occupied)).
template <class G, std::size_t N>
[[nodiscard]] constexpr Bitboard slides(typename G::square_type from, const std::array<Step, N>& steps,
                                        Bitboard occupied) noexcept {
    Bitboard b = 0;
    for (const Step d : steps) b |= slide<G>(from, d, occupied);
    return b;
}

/// For every square, the squares slide() passes from it along `d` on an empty board, at most `limit`:
/// the rays that blocked_ray() cuts at the first piece, so that a slide is a look-up and a few bit
/// operations instead of a walk.
template <class G>
[[nodiscard]] constexpr SquareTable<G> ray_table(Step d, int limit = G::width + G::height) noexcept {
    SquareTable<G> table{};
    for (int s = 0; s < G::square_count; ++s)
        table[static_cast<std::size_t>(s)] = slide<G>(static_cast<typename G::square_type>(s), d, 0, limit);
    return table;
}

/// Whether the squares along `d` have ever higher numbers (a step north or east, or north-west on a grid
/// wider than one file): the direction blocked_ray() needs to find the first piece.
[[nodiscard]] constexpr bool ascending(Step d, int width) noexcept { return d.rank * width + d.file > 0; }

/// The squares of `ray` (a ray_table() entry) up to and including the first one in `occupied`: the same
/// set as slide() along the ray's step. `Ascending`: the ray runs towards higher-numbered squares, so its
/// first piece is the lowest blocker; otherwise the highest.
template <bool Ascending>
[[nodiscard]] constexpr Bitboard blocked_ray(Bitboard ray, Bitboard occupied) noexcept {
    const Bitboard blockers = ray & occupied;
    if (!blockers) return ray;
    if constexpr (Ascending) {
        // Everything up to the lowest blocker (a blocker on bit 63 wraps to every bit, still right).
        return ray & (((blockers & (~blockers + 1)) << 1U) - 1);
    } else {
        const Bitboard highest = Bitboard{1} << (63 - std::countl_zero(blockers));
        return ray & ~(highest - 1);
    }
}

}  // namespace gametree::board
