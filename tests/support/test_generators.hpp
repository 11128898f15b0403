// Generators and evaluators that wrap others, for cross-checks in the search tests.
#pragma once

#include <cstddef>
#include <cstdint>

#include <gametree/core/concepts.hpp>
#include <gametree/core/player.hpp>
#include <gametree/core/score.hpp>

#include "support/mix.hpp"

namespace gametree::testing {

/// The same moves as `G`, but without `count`: perft must then list and count every last ply itself.
/// Models MoveGen, never CountingMoveGen.
template <class G>
struct ListingOnly {
    static constexpr std::size_t max_moves = G::max_moves;
    G inner{};

    template <class S, class Buffer>
    constexpr void generate(const S& s, Buffer& out) const {
        inner.generate(s, out);
    }
};

/// The same moves as `G`, recording how often each entry point was called (to show which path perft
/// takes) and how often it was asked about a finished game (which a search should never expand).
/// It counts (models CountingMoveGen) exactly when `G` does.
template <class G>
struct CallCounter {
    static constexpr std::size_t max_moves = G::max_moves;
    G inner{};
    mutable std::uint64_t generate_calls = 0;
    mutable std::uint64_t count_calls = 0;
    mutable std::uint64_t calls_on_finished_games = 0;

    template <class S, class Buffer>
    void generate(const S& s, Buffer& out) const {
        ++generate_calls;
        if (is_over(s.outcome())) ++calls_on_finished_games;
        inner.generate(s, out);
    }
    template <class S>
        requires requires(const G& g, const S& s) { g.count(s); }
    [[nodiscard]] std::uint64_t count(const S& s) const {
        ++count_calls;
        if (is_over(s.outcome())) ++calls_on_finished_games;
        return inner.count(s);
    }
};

/// A pseudo-random but reproducible value in [-range, range] for every state, from its hash: leaf
/// values with many distinct numbers, so that searches which should agree are put to the test.
struct NoiseEvaluator {
    std::uint64_t seed = 1;
    Score range = 100;

    template <HashedState S>
    [[nodiscard]] constexpr Score operator()(const S& s) const noexcept {
        const auto span = static_cast<std::uint64_t>(2 * range + 1);
        return static_cast<Score>(mix(s.hash() ^ mix(seed)) % span) - range;
    }
};

}  // namespace gametree::testing
