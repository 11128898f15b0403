/// \file
/// A tic-tac-toe position: the cells each player has marked and whose turn it is.
#pragma once

#include <array>
#include <cstdint>

#include "gametree/core/features.hpp"
#include "gametree/core/player.hpp"
#include "gametree/games/tictactoe/cells.hpp"
#include "gametree/games/tictactoe/move.hpp"

namespace gametree::tictactoe {

/// The player who marks crosses (X) and moves first.
inline constexpr Player crosses = Player::first;
/// The player who marks noughts (O) and moves second.
inline constexpr Player noughts = Player::second;

/// A position: two 9-bit masks (X's cells and O's cells) and the side to move, six bytes in all. It
/// models gametree::State and HashedState: `after` returns a new position and leaves this one unchanged.
class Position {
public:
    /// The optional features it provides (checked when searched): its hash feeds the transposition table.
    static constexpr gametree::Features gametree_features = gametree::Feature::hash;

    /// The moves played from a position: the cell to mark.
    using move_type = Move;

    /// The empty board, X to move.
    constexpr Position() noexcept = default;

    /// The position with X on `crosses_cells` and O on `noughts_cells`, the side to move following from
    /// the counts (X when both have as many marks, O otherwise). The caller makes sure that the masks
    /// are disjoint and describe a position reachable in play (parse_board checks all that for text).
    [[nodiscard]] static constexpr Position from_marks(Mask crosses_cells, Mask noughts_cells) noexcept {
        Position p;
        p.marks_ = {crosses_cells, noughts_cells};
        p.side_ = count(crosses_cells) == count(noughts_cells) ? crosses : noughts;
        return p;
    }

    /// The player whose turn it is.
    [[nodiscard]] constexpr Player side_to_move() const noexcept { return side_; }

    /// The cells that `p` has marked.
    [[nodiscard]] constexpr Mask marks(Player p) const noexcept { return marks_[static_cast<std::size_t>(index_of(p))]; }
    /// The cells that nobody has marked.
    [[nodiscard]] constexpr Mask empty() const noexcept {
        return static_cast<Mask>(all_cells & ~(marks_[0] | marks_[1]));
    }

    /// Won by the player with three in a row (a row, a column or a diagonal); drawn when the board is
    /// full without one; ongoing otherwise.
    [[nodiscard]] constexpr Outcome outcome() const noexcept {
        if (has_line(marks_[0])) return win_for(crosses);
        if (has_line(marks_[1])) return win_for(noughts);
        if (empty() == 0) return Outcome::draw;
        return Outcome::ongoing;
    }

    /// The position after the side to move marks `m.cell`, which must be empty (a move the generator
    /// listed); the turn passes.
    [[nodiscard]] constexpr Position after(const Move& m) const noexcept {
        Position next = *this;
        next.marks_[static_cast<std::size_t>(index_of(side_))] = static_cast<Mask>(next.marks_[static_cast<std::size_t>(index_of(side_))] | bit(m.cell));
        next.side_ = opponent(side_);
        return next;
    }

    /// A hash of the marks and the side to move. Every position has its own hash: it is a one-to-one
    /// mixing of the 19 bits that describe the position, computed on demand.
    [[nodiscard]] constexpr std::uint64_t hash() const noexcept {
        const auto side = static_cast<std::uint64_t>(index_of(side_));
        std::uint64_t z = marks_[0] | (std::uint64_t{marks_[1]} << 9U) | (side << 18U);
        // The SplitMix64 finaliser: a bijection, so distinct positions keep distinct hashes.
        z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31U);
    }

    /// Same marks, same side to move.
    friend constexpr bool operator==(const Position&, const Position&) noexcept = default;

private:
    std::array<Mask, 2> marks_{};
    Player side_ = crosses;
};

}  // namespace gametree::tictactoe
