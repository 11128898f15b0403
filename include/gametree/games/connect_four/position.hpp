/// \file
/// A Connect Four position on a board of any size: two bitboards, the ply count and the outcome.
#pragma once

#include <cstdint>

#include "gametree/core/features.hpp"
#include "gametree/core/player.hpp"
#include "gametree/games/connect_four/geometry.hpp"
#include "gametree/games/connect_four/move.hpp"

namespace gametree::connect_four {

/// A position on a board of `Width` columns and `Height` rows (the standard game is 7 x 6, the
/// default). It models gametree::State and HashedState: `after` returns a new position and leaves this
/// one unchanged.
///
/// It keeps the stones of the side to move and the occupied cells as bitboards (see Geometry), the
/// number of stones played, and the outcome, which `after` decides once (only the stone just dropped
/// can complete a line) so that asking for it costs nothing. The first player's stones are drawn X,
/// the second player's O.
template <int Width = 7, int Height = 6>
class Position {
public:
    /// The optional features it provides (checked when searched): its hash feeds the transposition table.
    static constexpr gametree::Features gametree_features = gametree::Feature::hash;

    /// The moves played from a position: the column to drop a stone into.
    using move_type = Move;
    /// The board's layout as bits, with its cell sets and line tests.
    using geometry = Geometry<Width, Height>;
    /// The number of columns.
    static constexpr int width = Width;
    /// The number of rows.
    static constexpr int height = Height;

    /// The empty board, the first player to move.
    constexpr Position() noexcept = default;

    /// The first player moves at even plies, the second at odd ones.
    [[nodiscard]] constexpr Player side_to_move() const noexcept {
        return plies_ % 2 == 0 ? Player::first : Player::second;
    }
    /// Won by the player who made four in a row (vertically, horizontally or diagonally), drawn when
    /// the board is full without one, ongoing otherwise.
    [[nodiscard]] constexpr Outcome outcome() const noexcept { return outcome_; }

    /// Stones on the board.
    [[nodiscard]] constexpr int plies() const noexcept { return plies_; }
    /// The stones of `p`.
    [[nodiscard]] constexpr Bitboard stones(Player p) const noexcept {
        return p == side_to_move() ? current_ : current_ ^ occupied_;
    }
    /// Every cell holding a stone.
    [[nodiscard]] constexpr Bitboard occupied() const noexcept { return occupied_; }
    /// The cell a stone dropped into each column that is not full would land on.
    [[nodiscard]] constexpr Bitboard landing_cells() const noexcept {
        return (occupied_ + geometry::bottom_row) & geometry::all_cells;
    }
    /// True when `column` has room for another stone.
    [[nodiscard]] constexpr bool has_room(int column) const noexcept {
        return (occupied_ & geometry::top_cell(column)) == 0;
    }
    /// The number of stones in `column`.
    [[nodiscard]] constexpr int stones_in(int column) const noexcept {
        return count(occupied_ & geometry::column_cells(column));
    }

    /// The position after the side to move drops a stone into `m.column`, which must have room (a move
    /// the generator listed); the turn passes.
    [[nodiscard]] constexpr Position after(const Move& m) const noexcept {
        Position next;
        const Bitboard stone = (occupied_ + geometry::bottom_row) & geometry::column_cells(m.column);
        const Bitboard mover = current_ | stone;
        next.current_ = current_ ^ occupied_;  // the opponent's stones, unchanged
        next.occupied_ = occupied_ | stone;
        next.plies_ = static_cast<std::uint8_t>(plies_ + 1);
        if (geometry::four_in_a_row(mover)) next.outcome_ = win_for(side_to_move());
        else if (next.plies_ == geometry::cell_count) next.outcome_ = Outcome::draw;
        return next;
    }

    /// A number that tells every position of this board size apart: per column, the side to move's
    /// stones plus the column's height as a marker bit just above them (it fits the column's spare bit).
    [[nodiscard]] constexpr Bitboard key() const noexcept { return current_ + occupied_ + geometry::bottom_row; }

    /// A hash of the position, for transposition tables: a one-to-one mixing of key(), so distinct
    /// positions of the same board size have distinct hashes.
    [[nodiscard]] constexpr std::uint64_t hash() const noexcept {
        std::uint64_t z = key();
        z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;  // the SplitMix64 finaliser, a bijection
        z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31U);
    }

    /// Same stones on the same cells (and so the same side to move and outcome).
    friend constexpr bool operator==(const Position&, const Position&) noexcept = default;

private:
    Bitboard current_ = 0;   // the side to move's stones
    Bitboard occupied_ = 0;  // both sides' stones
    std::uint8_t plies_ = 0;
    Outcome outcome_ = Outcome::ongoing;
};

}  // namespace gametree::connect_four
