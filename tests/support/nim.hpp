// A tiny counting game for the tests: players take 1, 2 or 3 stones from one pile; whoever takes the
// last stone wins.
//
// It is here to show that the core concepts are all a game needs to use every search, and because its
// whole game tree can be checked by hand: the side to move loses exactly when the pile is a multiple
// of 4 (whatever it takes, the opponent takes the rest of the 4), and wins otherwise by taking
// `stones % 4`.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include <gametree/core/concepts.hpp>
#include <gametree/core/move_buffer.hpp>
#include <gametree/core/player.hpp>
#include <gametree/core/score.hpp>

#include "support/mix.hpp"

namespace gametree::testing {

/// A move of a take-away game: how many stones to take.
struct Take {
    int stones;
    friend constexpr bool operator==(const Take&, const Take&) = default;
};

/// A Nim position: the stones left and the player to take next. Models State and HashedState.
struct Nim {
    using move_type = Take;

    int stones = 0;
    Player side = Player::first;

    [[nodiscard]] constexpr Player side_to_move() const noexcept { return side; }
    /// Over when the pile is empty: the player who took the last stone, the one not to move, has won.
    [[nodiscard]] constexpr Outcome outcome() const noexcept {
        return stones == 0 ? win_for(opponent(side)) : Outcome::ongoing;
    }
    /// Takes the stones; the turn always passes.
    [[nodiscard]] constexpr Nim after(Take m) const noexcept { return {stones - m.stones, opponent(side)}; }
    [[nodiscard]] constexpr std::uint64_t hash() const noexcept {
        return mix(static_cast<std::uint64_t>(stones) * 2 + static_cast<std::uint64_t>(index_of(side)));
    }
    friend constexpr bool operator==(const Nim&, const Nim&) = default;
};

/// Lists (or counts) the takes of a Nim position: 1, 2, 3 stones, never more than the pile. Models
/// MoveGen and CountingMoveGen.
struct NimMoves {
    static constexpr std::size_t max_moves = 3;

    constexpr void generate(const Nim& s, MoveBuffer<Take, max_moves>& out) const noexcept {
        for (int k = 1; k <= std::min(3, s.stones); ++k) out.push_back(Take{k});
    }
    [[nodiscard]] constexpr std::uint64_t count(const Nim& s) const noexcept {
        return static_cast<std::uint64_t>(std::clamp(s.stones, 0, 3));
    }
};

/// NimMoves, but a pile of `forced_from` stones or more allows only taking one: a root with a single
/// move whose game goes on long enough that a few iterations prove nothing.
struct ForcedNimMoves {
    static constexpr std::size_t max_moves = NimMoves::max_moves;
    int forced_from = 30;

    constexpr void generate(const Nim& s, MoveBuffer<Take, max_moves>& out) const noexcept {
        if (s.stones >= forced_from) return out.push_back(Take{1});
        NimMoves{}.generate(s, out);
    }
};

/// Scores a Nim position for the side to move: -win when it has lost (the pile is empty), 0 otherwise
/// (no opinion). Searched deep enough, the value is +win or -win as the multiple-of-4 rule says.
struct NimEvaluator {
    Score win = 100;
    [[nodiscard]] constexpr Score operator()(const Nim& s) const noexcept { return s.stones == 0 ? -win : 0; }
};

}  // namespace gametree::testing
