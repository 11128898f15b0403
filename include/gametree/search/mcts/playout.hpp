/// \file
/// Playout policies and the conversion of evaluations into win probabilities.
#pragma once

#include <cmath>
#include <concepts>
#include <cstddef>
#include <random>

#include "gametree/core/concepts.hpp"
#include "gametree/core/random.hpp"

namespace gametree {

/// The default playout policy: every legal move equally likely (random_index: the same moves for a seed
/// with every standard library).
struct UniformPlayout {
    /// The index of the move to play among `moves` (never empty).
    template <State S, class Buffer>
    [[nodiscard]] std::size_t operator()(const S& /*state*/, const Buffer& moves, std::mt19937_64& rng) const {
        return random_index(rng, moves.size());
    }
};

/// What a playout policy for states `S` and generator `G` must be: called with the state, its moves (a
/// MoveBufferFor<G, S>, never empty) and the searcher's generator, it returns the index of the move
/// to play. Deterministic for a given generator state, so searches repeat for a seed.
template <class P, class S, class G>
concept PlayoutPolicy = requires(const P p, const S s, const MoveBufferFor<G, S>& moves, std::mt19937_64& rng) {
    { p(s, moves, rng) } -> std::convertible_to<std::size_t>;
};

/// The win probability of an evaluation `score` (side to move's view) on the logistic `scale`:
/// `1 / (1 + exp(-score / scale))`.
[[nodiscard]] inline double win_probability(double score, double scale) noexcept {
    return 1.0 / (1.0 + std::exp(-score / scale));
}

/// The inverse: the score whose win probability is `p`, on `scale`, kept inside ±decisive_bound.
[[nodiscard]] inline Score score_of_probability(double p, double scale) noexcept {
    constexpr double limit = decisive_bound - 1;
    if (p <= 0) return static_cast<Score>(-limit);
    if (p >= 1) return static_cast<Score>(limit);
    const double s = scale * std::log(p / (1 - p));
    return static_cast<Score>(std::lround(s < -limit ? -limit : (s > limit ? limit : s)));
}

}  // namespace gametree
