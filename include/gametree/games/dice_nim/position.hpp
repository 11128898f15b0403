/// \file
/// Dice Nim: a small game with chance, for expectiminimax and MCTS over chance nodes.
///
/// Rules. A pile of stones lies between two players. A turn has two steps: first a four-sided die is
/// rolled (each face 1 to 4 equally likely); then the player whose turn it is takes at least one stone
/// and at most as many as the die shows (and no more than the pile holds). Whoever takes the last stone
/// wins. The pile shrinks every turn, so the game always ends and its tree has no cycles. Luck decides
/// how far a player can reach; skill is in what the player leaves: a pile small enough for the opponent
/// to clear with a lucky roll is dangerous, a larger one is safer.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "gametree/core/chance.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/move_buffer.hpp"
#include "gametree/core/player.hpp"

namespace gametree::dice_nim {

/// The faces of the die: 1 to `die_faces`, each with probability 1 / die_faces.
inline constexpr int die_faces = 4;

/// The largest pile a position holds.
inline constexpr int max_stones = 1000;

/// A move of Dice Nim: in a chance state the face the die shows, otherwise the number of stones taken.
struct Move {
    /// The face rolled (1 to `die_faces`) or the stones taken (at least 1).
    int value = 0;
    /// Equal when the values are.
    friend constexpr bool operator==(const Move&, const Move&) = default;
};

/// A Dice Nim position: the stones left, the player whose turn it is, and the die it rolled (0: not
/// rolled yet, a chance state). Models State, HashedState and ChanceState.
class Position {
public:
    /// The moves played from a position: a roll of the die or a take.
    using move_type = Move;
    /// The optional features it provides (checked when searched): a hash for the transposition table,
    /// and chance states (the rolls of the die).
    static constexpr Features gametree_features = Feature::hash | Feature::chance;
    /// A roll has `die_faces` outcomes.
    static constexpr std::size_t max_outcomes = die_faces;

    /// The start of a game: `stones` (1..max_stones, clamped) on the pile, the first player to roll.
    constexpr explicit Position(int stones = 12) noexcept
        : stones_(stones < 1 ? 1 : (stones > max_stones ? max_stones : stones)) {}

    /// The stones left on the pile; 0 when the game is over.
    [[nodiscard]] constexpr int stones() const noexcept { return stones_; }
    /// The die rolled for this turn; 0 before the roll.
    [[nodiscard]] constexpr int roll() const noexcept { return roll_; }
    /// The player whose turn it is, also while the die is rolled for it.
    [[nodiscard]] constexpr Player side_to_move() const noexcept { return side_; }
    /// Over when the pile is empty: the player who took the last stone, the one before the side to move, won.
    [[nodiscard]] constexpr Outcome outcome() const noexcept {
        return stones_ == 0 ? win_for(opponent(side_)) : Outcome::ongoing;
    }
    /// True when the die is to be rolled next: the pile is not empty and this turn has no roll yet.
    [[nodiscard]] constexpr bool is_chance() const noexcept { return stones_ > 0 && roll_ == 0; }

    /// The faces of the die, equally likely.
    constexpr void chance_outcomes(ChanceBufferFor<Position>& out) const {
        for (int face = 1; face <= die_faces; ++face) out.push_back({Move{face}, 1.0 / die_faces});
    }

    /// After a roll: the die shows `m.value`. After a take: `m.value` stones fewer, the opponent to roll.
    [[nodiscard]] constexpr Position after(Move m) const noexcept {
        Position next = *this;
        if (is_chance()) {
            next.roll_ = m.value;
        } else {
            next.stones_ = stones_ - m.value;
            next.roll_ = 0;
            next.side_ = opponent(side_);
        }
        return next;
    }

    /// A hash of the pile, the roll and the side to move; distinct positions have distinct hashes.
    [[nodiscard]] constexpr std::uint64_t hash() const noexcept {
        std::uint64_t x = (static_cast<std::uint64_t>(stones_) << 8) | (static_cast<std::uint64_t>(roll_) << 1) |
                          static_cast<std::uint64_t>(index_of(side_));
        x ^= x >> 31;
        x *= 0x9E3779B97F4A7C15ULL;
        return x ^ (x >> 29);
    }

    /// Same pile, same roll, same side to move.
    friend constexpr bool operator==(const Position&, const Position&) = default;

private:
    int stones_;
    int roll_ = 0;
    Player side_ = Player::first;
};

/// "12 stones, first to roll" or "12 stones, second rolled 3".
[[nodiscard]] inline std::string to_string(const Position& p) {
    std::string text = std::to_string(p.stones()) + " stones, ";
    text += p.side_to_move() == Player::first ? "first" : "second";
    return p.roll() == 0 ? text + " to roll" : text + " rolled " + std::to_string(p.roll());
}

}  // namespace gametree::dice_nim
