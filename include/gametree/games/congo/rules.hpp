/// \file
/// The two Congo rule sets: the full game and the course's simplified one.
#pragma once

#include "gametree/core/cxx20.hpp"

#include <cstdint>
#include <optional>
#include <string_view>

namespace gametree::congo {

/// Which rules a position is played under. Move generation is the same for both; they differ in
/// promotion and in when the game is over.
enum class Rules : std::uint8_t {
    /// The full game: pawns promote to superpawns on the last rank; two bare lions are a draw.
    standard,
    /// The Wits 2021 course's game (parts 2-6): no promotion; the game ends only when a lion is captured.
    wits2021,
};

/// Whether a pawn that reaches the far rank becomes a superpawn (the standard rules only).
[[nodiscard]] constexpr bool promotes(Rules r) noexcept { return r == Rules::standard; }
/// Whether a board with nothing but the two lions is a draw (the standard rules only).
[[nodiscard]] constexpr bool bare_lions_draw(Rules r) noexcept { return r == Rules::standard; }

/// The rule set's name, as parse_rules() reads it: "standard" or "wits2021".
[[nodiscard]] constexpr std::string_view to_string(Rules r) noexcept {
    return r == Rules::standard ? "standard" : "wits2021";
}

/// "standard" or "wits2021"; nothing for any other text.
[[nodiscard]] constexpr std::optional<Rules> parse_rules(std::string_view text) noexcept {
    if (text == "standard") return Rules::standard;
    if (text == "wits2021") return Rules::wits2021;
    return std::nullopt;
}

}  // namespace gametree::congo
