/// \file
/// Who moves and how a game ended: the vocabulary every game and search shares.
#pragma once

#include "gametree/core/cxx20.hpp"

#include <cstdint>
#include <string_view>

namespace gametree {

/// The two players of a two-player game. `first` moves first (White in Congo and chess).
enum class Player : std::uint8_t { first = 0, second = 1 };

/// The other player.
[[nodiscard]] constexpr Player opponent(Player p) noexcept {
    return p == Player::first ? Player::second : Player::first;
}

/// 0 for the first player, 1 for the second: an index for per-player arrays.
[[nodiscard]] constexpr int index_of(Player p) noexcept { return static_cast<int>(p); }

/// The state of a game as seen by its rules: still going on, won by one player, or drawn.
enum class Outcome : std::uint8_t { ongoing, first_wins, second_wins, draw };

/// The outcome in which `p` has won.
[[nodiscard]] constexpr Outcome win_for(Player p) noexcept {
    return p == Player::first ? Outcome::first_wins : Outcome::second_wins;
}

/// True when the game is over (won or drawn).
[[nodiscard]] constexpr bool is_over(Outcome o) noexcept { return o != Outcome::ongoing; }

/// True when `o` is a win for `p`.
[[nodiscard]] constexpr bool is_win_for(Outcome o, Player p) noexcept { return o == win_for(p); }

/// A short English name: "ongoing", "first wins", "second wins", "draw".
[[nodiscard]] constexpr std::string_view to_string(Outcome o) noexcept {
    switch (o) {
    case Outcome::ongoing: return "ongoing";
    case Outcome::first_wins: return "first wins";
    case Outcome::second_wins: return "second wins";
    case Outcome::draw: return "draw";
    }
    return "?";
}

}  // namespace gametree
