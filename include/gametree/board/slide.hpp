// Rays: the squares a sliding piece passes, up to and including the first piece in its way.
#pragma once

#include <array>
#include <cstddef>

#include "gametree/board/bitboard.hpp"
#include "gametree/board/step.hpp"

namespace gametree::board {

/// The squares from `from` (not included) along `d`, at most `limit` of them, up to and including the
/// first square in `occupied`. The caller decides whether that blocker may be taken: `slide(...) &
/// ~own` for a piece that captures any enemy, `& ~occupied` for one that never captures.
template <class G>
[[nodiscard]] constexpr Bitboard slide(typename G::square_type from, Step d, Bitboard occupied,
                                       int limit = G::width + G::height) noexcept {
    // How many steps stay on the board, worked out once so that the loop only adds to an index.
    const int file = G::file_of(from);
    const int rank = G::rank_of(from);
    int n = limit;
    const auto fit = [&n](int room, int step) {
        if (step > 0 && room / step < n) n = room / step;
    };
    fit(G::width - 1 - file, d.file);
    fit(file, -d.file);
    fit(G::height - 1 - rank, d.rank);
    fit(rank, -d.rank);
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

}  // namespace gametree::board
