#include <doctest/doctest.h>

#include <cstddef>
#include <limits>
#include <stdexcept>

#include "gametree/games/congo/evaluation/course_advanced.hpp"
#include "gametree/games/congo/evaluation/strong.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/search/engine/evaluation_cache.hpp"
#include "support/congo_playouts.hpp"

using namespace gametree;
using namespace gametree::congo;
using namespace gametree::testing;

namespace {

// Counts how often it is really asked.
struct CountingEvaluator {
    int* calls;
    Score operator()(const Position& pos) const {
        ++*calls;
        return CourseAdvancedEvaluator{}(pos);
    }
};

}  // namespace

TEST_CASE("a cached evaluator gives the evaluator's values and asks it once per remembered position") {
    int calls = 0;
    const CachedEvaluator<Position, CountingEvaluator> cached(CountingEvaluator{&calls}, 64);
    const auto positions = random_congo_positions(Rules::standard, 300, 0xCAC4E);
    for (const Position& pos : positions) CHECK(cached(pos) == CourseAdvancedEvaluator{}(pos));
    CHECK(calls == static_cast<int>(cached.misses()));
    CHECK(cached.hits() + cached.misses() == positions.size());
    // Asked again at once, a position is in its slot.
    const int before = calls;
    CHECK(cached(positions.back()) == CourseAdvancedEvaluator{}(positions.back()));
    CHECK(calls == before);
    CHECK(cached.hits() >= 1);
}

TEST_CASE("a cached evaluator tells positions with one slot apart") {
    // A table of one slot: every position shares it, so only equality can tell them apart.
    const CachedEvaluator<Position, StrongEvaluator> cached({}, 1);
    const auto positions = random_congo_positions(Rules::wits2021, 100, 0x51);
    for (int round = 0; round < 2; ++round)
        for (const Position& pos : positions) CHECK(cached(pos) == StrongEvaluator{}(pos));
}

TEST_CASE("copies share the table") {
    int calls = 0;
    const CachedEvaluator<Position, CountingEvaluator> cached(CountingEvaluator{&calls});
    const auto copy = cached;
    const Position start = start_position(Rules::standard);
    CHECK(cached(start) == copy(start));
    CHECK(calls == 1);
    CHECK(copy.hits() == 1);
}

TEST_CASE("a cached evaluator without a table asks every time") {
    int calls = 0;
    const CachedEvaluator<Position, CountingEvaluator> direct(CountingEvaluator{&calls}, 0);
    const Position start = start_position(Rules::standard);
    CHECK(direct(start) == CourseAdvancedEvaluator{}(start));
    CHECK(direct(start) == CourseAdvancedEvaluator{}(start));
    CHECK(calls == 2);
    CHECK(direct.hits() == 0);
    CHECK(direct.misses() == 2);
}

TEST_CASE("a cached evaluator passes its evaluator's estimate through, uncached, and has none otherwise") {
    static_assert(EstimatingEvaluator<CachedEvaluator<Position, StrongEvaluator>, Position>);
    static_assert(!EstimatingEvaluator<CachedEvaluator<Position, CountingEvaluator>, Position>);
    const CachedEvaluator<Position, StrongEvaluator> cached;
    for (const Position& pos : random_congo_positions(Rules::standard, 100, 0xE57))
        CHECK(cached.estimate(pos) == StrongEvaluator{}.estimate(pos));
    CHECK(cached.hits() + cached.misses() == 0);
}

TEST_CASE("a cached evaluator refuses a table no power of two of slots holds, instead of looping for ever") {
    // Rounding SIZE_MAX (or any count past 2^63) up to a power of two doubled the size until it wrapped to
    // 0, and 0 doubled stays below the count: the constructor never returned (ExactSearch's cache_slots
    // of -1, say).
    for (const std::size_t slots : {std::numeric_limits<std::size_t>::max(), (std::numeric_limits<std::size_t>::max() >> 1) + 2}) {
        CAPTURE(slots);
        CHECK_THROWS_AS((CachedEvaluator<Position, CourseAdvancedEvaluator>(CourseAdvancedEvaluator{}, slots)), std::length_error);
    }
}
