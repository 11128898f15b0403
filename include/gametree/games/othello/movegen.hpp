/// \file
/// Othello move generation: the legal squares in square order, counted by popcount, corners ranked first.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>

#include "gametree/core/features.hpp"
#include "gametree/core/move_buffer.hpp"
#include "gametree/games/othello/position.hpp"

namespace gametree::othello {

/// The legal moves of a Position<N> of any size. Declares these optional features: a bulk count (a
/// popcount), noisy moves (the corner moves, for quiescence search: taking a corner swings the game)
/// and the quiet ones apart (staged generation), move ranking (corners first) and a history index (the
/// square).
struct MoveGenerator {
    /// The optional features it provides (checked when searched), as listed above.
    static constexpr Features gametree_features =
        Feature::move_count | Feature::noisy_moves | Feature::quiet_moves | Feature::move_ranking | Feature::history;

    /// Every move is on an empty square: 60 at most on 8×8, so a move list never leaves the stack.
    static constexpr std::size_t max_moves = 60;
    /// The move list that the generate functions fill, with room for `max_moves` moves.
    using Buffer = MoveBuffer<Move, max_moves>;

    /// Appends the legal moves of `pos` in square order (a1, b1, ..., the top rank last); none when the
    /// side to move must pass or the game is over.
    template <int N>
    constexpr void generate(const Position<N>& pos, Buffer& out) const noexcept {
        append<N>(pos.legal_moves(), out);
    }

    /// The number of legal moves of `pos`.
    template <int N>
    [[nodiscard]] constexpr std::uint64_t count(const Position<N>& pos) const noexcept {
        return static_cast<std::uint64_t>(std::popcount(pos.legal_moves()));
    }

    /// The corner moves of `pos`, in square order.
    template <int N>
    constexpr void generate_noisy(const Position<N>& pos, Buffer& out) const noexcept {
        append<N>(pos.legal_moves() & Geometry<N>::corners, out);
    }

    /// The other moves of `pos` (not on a corner), in square order: with the corners, staged generation.
    template <int N>
    constexpr void generate_quiet(const Position<N>& pos, Buffer& out) const noexcept {
        append<N>(pos.legal_moves() & ~Geometry<N>::corners, out);
    }

    /// 1 for a corner move (tried first), 0 for the others.
    template <int N>
    [[nodiscard]] constexpr int capture_order(const Position<N>&, const Move& m) const noexcept {
        const bool corner_file = m.file == 0 || m.file == N - 1;
        const bool corner_rank = m.rank == 0 || m.rank == N - 1;
        return corner_file && corner_rank ? 1 : 0;
    }

    /// The history heuristic tells moves apart by their square (numbered as on 8×8, for every size).
    static constexpr std::size_t history_size = 64;
    /// The history slot of `m`: `8 * rank + file`, below 64 on every board size.
    template <int N>
    [[nodiscard]] constexpr std::size_t history_index(const Position<N>&, const Move& m) const noexcept {
        return static_cast<std::size_t>(m.rank) * 8 + m.file;
    }

private:
    template <int N>
    static constexpr void append(Bitboard squares, Buffer& out) noexcept {
        for (; squares; squares &= squares - 1) {
            const int s = std::countr_zero(squares);
            out.push_back(Move::at(s % N, s / N));
        }
    }
};

}  // namespace gametree::othello
