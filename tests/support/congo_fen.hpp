// Reading the hand-made positions of the Congo tests: a bad FEN in a test fails it with the reason.
#pragma once

#include <doctest/doctest.h>

#include <string_view>

#include <gametree/games/congo/fen.hpp>

namespace gametree::testing {

/// The position `fen` describes under `rules`; fails the running test when it is not a valid FEN.
inline congo::Position position(std::string_view fen, congo::Rules rules = congo::Rules::standard) {
    const auto parsed = congo::parse_fen(fen, rules);
    if (!parsed) FAIL("bad test FEN '" << fen << "': " << parsed.error().describe());
    return *parsed;
}

}  // namespace gametree::testing
