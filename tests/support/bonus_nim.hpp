// A tiny game in which a player may move twice in a row, to check that searches negate a child's
// value only when the side to move changes.
//
// Bonus Nim: one pile; the players take 1, 2 or 3 stones; whoever takes the last stone LOSES (misère).
// Taking exactly 2 stones when stones remain afterwards earns a bonus turn: the same player moves
// again. (When the 2 were the last stones the game is over and the taker has lost.)
//
// Its value, by hand: the side to move wins exactly when the pile is even. An empty pile means the
// opponent took the last stone: the side to move has already won. Otherwise:
//   - 1 stone: it must take it and loses.
//   - an odd pile n >= 3: taking 1 or 3 leaves the opponent an even pile (or, taking 3 from 3, the
//     last stone), taking 2 leaves itself an odd pile n - 2 >= 1: every move loses, by induction.
//   - an even pile n >= 2: taking 1 leaves the opponent an odd pile, which loses.
// The bonus matters: in plain misère Nim (no bonus) 3 stones win (take 2, leave 1), here they lose,
// because after taking 2 the same player must take the last stone. A search that negated the value
// of a bonus turn would call 3 stones a win.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include <gametree/core/concepts.hpp>
#include <gametree/core/move_buffer.hpp>
#include <gametree/core/player.hpp>
#include <gametree/core/score.hpp>

#include "support/mix.hpp"
#include "support/nim.hpp"

namespace gametree::testing {

/// A Bonus Nim position: the stones left and the player to take next. Models State and HashedState.
struct BonusNim {
    using move_type = Take;

    int stones = 0;
    Player side = Player::first;

    [[nodiscard]] constexpr Player side_to_move() const noexcept { return side; }
    /// Over when the pile is empty: the turn passed after the last stone was taken, so the side to move
    /// did not take it and has won.
    [[nodiscard]] constexpr Outcome outcome() const noexcept {
        return stones == 0 ? win_for(side) : Outcome::ongoing;
    }
    /// Takes the stones; the same player moves again after taking exactly 2 from a pile that is not
    /// emptied, otherwise the turn passes.
    [[nodiscard]] constexpr BonusNim after(Take m) const noexcept {
        const int left = stones - m.stones;
        return {left, m.stones == 2 && left > 0 ? side : opponent(side)};
    }
    /// True when `m` earns a bonus turn here.
    [[nodiscard]] constexpr bool bonus(Take m) const noexcept { return m.stones == 2 && stones > 2; }
    [[nodiscard]] constexpr std::uint64_t hash() const noexcept {
        return mix(0x424F4E5553ULL ^ (static_cast<std::uint64_t>(stones) * 2 + static_cast<std::uint64_t>(index_of(side))));
    }
    friend constexpr bool operator==(const BonusNim&, const BonusNim&) = default;
};

/// The takes of a Bonus Nim position: 1, 2, 3 stones, never more than the pile. Models MoveGen and
/// CountingMoveGen.
struct BonusNimMoves {
    static constexpr std::size_t max_moves = 3;

    constexpr void generate(const BonusNim& s, MoveBuffer<Take, max_moves>& out) const noexcept {
        for (int k = 1; k <= std::min(3, s.stones); ++k) out.push_back(Take{k});
    }
    [[nodiscard]] constexpr std::uint64_t count(const BonusNim& s) const noexcept {
        return static_cast<std::uint64_t>(std::clamp(s.stones, 0, 3));
    }
};

/// Scores a Bonus Nim position for the side to move: +win when it has won (the pile is empty), 0
/// otherwise. Searched to the end, an even pile is worth +win and an odd one -win.
struct BonusNimEvaluator {
    Score win = 100;
    [[nodiscard]] constexpr Score operator()(const BonusNim& s) const noexcept { return s.stones == 0 ? win : 0; }
};

}  // namespace gametree::testing
