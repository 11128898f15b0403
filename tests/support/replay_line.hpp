// Replaying a line of moves in a test: every move must be legal where it is played.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include <gametree/core/concepts.hpp>

namespace gametree::testing {

/// Replays `line` from `state`, REQUIREing each move to be among the legal moves where it is played,
/// and returns the position where the line ends.
template <class S, class G>
S replay_line(S state, const G& gen, const std::vector<typename S::move_type>& line) {
    for (const auto& m : line) {
        const auto moves = moves_of(gen, state);
        REQUIRE(std::find(moves.begin(), moves.end(), m) != moves.end());
        state = state.after(m);
    }
    return state;
}

}  // namespace gametree::testing
