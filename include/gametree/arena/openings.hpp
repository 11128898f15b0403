// Openings for matches: distinct positions a few random moves from a start, so that a match between
// deterministic agents plays different games.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include "gametree/core/concepts.hpp"

namespace gametree {

/// `count` distinct positions, the first being `start` itself when `include_start`, the others reached
/// from it by `plies` uniformly random moves (seeded: the same seed gives the same openings) and not yet
/// finished. Gives fewer when the game has fewer such positions (it stops after `count * 100` tries).
template <State S, MoveGen<S> G>
    requires std::equality_comparable<S>
[[nodiscard]] std::vector<S> random_openings(const S& start, std::size_t count, int plies, std::uint64_t seed,
                                             G gen = {}, bool include_start = true) {
    std::vector<S> result;
    if (count == 0) return result;
    if (include_start) result.push_back(start);
    std::mt19937_64 rng(seed);
    for (std::size_t tries = 0; result.size() < count && tries < count * 100; ++tries) {
        S s = start;
        for (int ply = 0; ply < plies && !is_over(s.outcome()); ++ply) {
            const auto moves = moves_of(gen, s);
            if (moves.empty()) break;
            s = s.after(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
        }
        if (!is_over(s.outcome()) && std::find(result.begin(), result.end(), s) == result.end()) result.push_back(s);
    }
    return result;
}

}  // namespace gametree
