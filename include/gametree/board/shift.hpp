/// \file
/// Moving a whole set of squares one step in a direction, with nothing wrapping round an edge.
#pragma once

#include <array>
#include <cstddef>

#include "gametree/board/bitboard.hpp"
#include "gametree/board/step.hpp"

namespace gametree::board {

namespace detail {

/// For each file step df (index df + W - 1), the files whose squares stay on the board after it.
template <class G>
inline constexpr auto staying_files = [] {
    std::array<Bitboard, 2 * G::width - 1> masks{};
    for (int df = 1 - G::width; df < G::width; ++df)
        for (int f = 0; f < G::width; ++f)
            if (f + df >= 0 && f + df < G::width) masks[static_cast<std::size_t>(df + G::width - 1)] |= file_mask<G>(f);
    return masks;
}();

}  // namespace detail

/// Every square of `b` moved by `d`; squares that would leave the board are dropped, so a square on
/// the h-file moved east does not reappear on the a-file of the next rank. With a constant step it
/// compiles to a mask, a shift and a mask. Flood fills (Othello's captures, say) repeat it:
/// `x = shift<G>(x, d) & opponent`.
template <class G>
[[nodiscard]] constexpr Bitboard shift(Bitboard b, Step d) noexcept {
    if (d.file <= -G::width || d.file >= G::width || d.rank <= -G::height || d.rank >= G::height) return 0;
    b &= detail::staying_files<G>[static_cast<std::size_t>(d.file + G::width - 1)];
    // |by| <= W*H - 1 <= 63: a defined shift. Ranks moved past the top land outside all<G> (or fall off
    // bit 63); ranks moved below the bottom fall off bit 0.
    const int by = d.rank * G::width + d.file;
    return (by >= 0 ? b << by : b >> -by) & all<G>;
}

/// The squares one step from `b` in any of the `steps`: shift() for each step, united.
template <class G, std::size_t N>
[[nodiscard]] constexpr Bitboard shift_all(Bitboard b, const std::array<Step, N>& steps) noexcept {
    Bitboard out = 0;
    for (const Step d : steps) out |= shift<G>(b, d);
    return out;
}

}  // namespace gametree::board
