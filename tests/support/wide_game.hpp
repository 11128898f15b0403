// A game with a position of more moves than a 16-bit index counts, for the engine's move indices
// (its transposition table stores a move as its index in the position's move list).
//
// The first player's only move at the start leads to the wide position, where the second player has
// `wide_moves` moves, each ending the game at once: one of them, `winning_move`, beyond index 65,535,
// wins for the second player; every other one loses. So the start is lost for the first player in two
// plies, and the wide position won for the second player in one, only through `winning_move`.
#pragma once

#include <cstddef>
#include <cstdint>

#include <gametree/core/concepts.hpp>
#include <gametree/core/move_buffer.hpp>
#include <gametree/core/player.hpp>
#include <gametree/core/score.hpp>

#include "support/mix.hpp"

namespace gametree::testing {

/// A position of the wide game: the start, the wide position, or the end after one of its moves.
/// A move is its index in its position's list. Models State and HashedState.
struct WideGame {
    using move_type = std::uint32_t;

    /// The moves of the wide position: more than 65,535.
    static constexpr std::uint32_t wide_moves = 70'000;
    /// The only winning move there; truncated to 16 bits it would be move 4,463, a losing one.
    static constexpr std::uint32_t winning_move = 69'999;

    enum class Stage : std::uint8_t { start, wide, end };
    Stage stage = Stage::start;
    std::uint32_t chosen = 0;  ///< at the end: the move made in the wide position

    [[nodiscard]] constexpr Player side_to_move() const noexcept {
        return stage == Stage::wide ? Player::second : Player::first;
    }
    [[nodiscard]] constexpr Outcome outcome() const noexcept {
        if (stage != Stage::end) return Outcome::ongoing;
        return chosen == winning_move ? win_for(Player::second) : win_for(Player::first);
    }
    [[nodiscard]] constexpr WideGame after(std::uint32_t move) const noexcept {
        return stage == Stage::start ? WideGame{Stage::wide, 0} : WideGame{Stage::end, move};
    }
    [[nodiscard]] constexpr std::uint64_t hash() const noexcept {
        return mix(static_cast<std::uint64_t>(stage) << 32U | chosen);
    }
    friend constexpr bool operator==(const WideGame&, const WideGame&) = default;
};

/// The moves of a WideGame position: one at the start, wide_moves in the wide position. Models MoveGen;
/// the inline capacity is small, the wide list goes to the heap.
struct WideMoves {
    static constexpr std::size_t max_moves = 4;
    void generate(const WideGame& s, MoveBuffer<std::uint32_t, max_moves>& out) const {
        if (s.stage == WideGame::Stage::start) out.push_back(0);
        if (s.stage == WideGame::Stage::wide)
            for (std::uint32_t m = 0; m < WideGame::wide_moves; ++m) out.push_back(m);
    }
};

/// Every unfinished position is level.
struct WideEvaluator {
    [[nodiscard]] constexpr Score operator()(const WideGame&) const noexcept { return 0; }
};

}  // namespace gametree::testing
