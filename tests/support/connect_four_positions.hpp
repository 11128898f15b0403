// Connect Four positions reached by random moves, for tests that compare a search's answers with the
// solved values on many positions.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include <gametree/games/connect_four/connect_four.hpp>

namespace gametree::testing {

/// `count` positions of a W x H board, each `stones` plies of uniformly random moves into a game (fewer
/// when the game ended sooner, and then dropped: every position is still going on). Reproducible: the
/// generator is seeded with `seed`.
template <int W, int H>
[[nodiscard]] std::vector<connect_four::Position<W, H>> random_connect_four_positions(int count, int stones, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<connect_four::Position<W, H>> out;
    while (static_cast<int>(out.size()) < count) {
        connect_four::Position<W, H> p;
        for (int k = 0; k < stones && !is_over(p.outcome()); ++k) {
            const auto moves = moves_of(connect_four::MoveGenerator{}, p);
            p = p.after(moves[rng() % moves.size()]);
        }
        if (!is_over(p.outcome())) out.push_back(p);
    }
    return out;
}

}  // namespace gametree::testing
