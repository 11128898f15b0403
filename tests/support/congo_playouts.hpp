// Congo positions reached by random playouts from the start position, for tests that compare two
// ways of computing the same thing on many ordinary positions.
#pragma once

#include <cstddef>
#include <random>
#include <vector>

#include <gametree/games/congo/fen.hpp>
#include <gametree/games/congo/movegen.hpp>
#include <gametree/games/congo/position.hpp>

namespace gametree::testing {

/// `count` positions under `rules`: each is taken after a random number of plies (0 to `max_plies`) of a
/// playout of uniformly random moves from the start, cut short when the game ends (the finished
/// position is then taken, so some positions are over). Reproducible: the generator is seeded with
/// `seed`.
[[nodiscard]] inline std::vector<congo::Position> random_congo_positions(congo::Rules rules, std::size_t count,
                                                                         std::uint64_t seed, int max_plies = 80) {
    std::mt19937_64 rng(seed);
    const congo::Position start = congo::parse_fen(congo::start_fen, rules).value();
    std::vector<congo::Position> positions;
    positions.reserve(count);
    while (positions.size() < count) {
        const int plies = std::uniform_int_distribution<int>(0, max_plies)(rng);
        congo::Position pos = start;
        for (int ply = 0; ply < plies; ++ply) {
            auto moves = gametree::moves_of(congo::MoveGenerator{}, pos);
            if (moves.empty()) break;
            const auto pick = std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng);
            pos = pos.after(moves[pick]);
        }
        positions.push_back(pos);
    }
    return positions;
}

}  // namespace gametree::testing
