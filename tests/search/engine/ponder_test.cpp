// SearchLimits::ponder: the time limit held while another thread keeps the flag true, counted once it
// clears it; node, depth and stop limits apply throughout. Timing is asserted only as the order of
// events and generous bounds, so that a loaded machine cannot fail these.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <cstddef>

#include "gametree/games/congo/evaluation/strong.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/search/engine/engine.hpp"
#include "support/later.hpp"

using namespace gametree;
using namespace gametree::testing;
using namespace std::chrono_literals;

namespace {

using CongoEngine = Engine<congo::Position, congo::MoveGenerator, congo::StrongEvaluator>;

EngineOptions with_threads(std::size_t threads) {
    EngineOptions options;
    options.threads = threads;
    return options;
}

congo::Position start() { return *congo::parse_fen(congo::start_fen); }

/// A 20 ms search: far too short for the start position's search to end by itself.
SearchLimits twenty_ms(const std::atomic<bool>& ponder, const std::atomic<bool>& stop) {
    return testing::steered_for_time<SearchLimits>(20, ponder, stop);
}

}  // namespace

TEST_CASE("ponder: the time limit waits for the flag to clear, then runs from there") {
    for (const std::size_t threads : {std::size_t{1}, std::size_t{2}}) {
        CAPTURE(threads);
        CongoEngine engine(with_threads(threads));
        std::atomic<bool> ponder{true};
        std::atomic<bool> stop{false};
        Later hit(200ms, [&] { ponder = false; });
        Later watchdog(10s, [&] { stop = true; });  // a search that never ends fails instead of hanging
        const auto report = engine.search(start(), twenty_ms(ponder, stop));
        const auto returned_at = Later::Clock::now();
        hit.search_returned();
        watchdog.search_returned();
        // Still searching 200 ms into a 20 ms search: it ran past its time while pondering...
        REQUIRE(hit.acted_at());
        CHECK(!hit.acted_after_return());
        CHECK(report.milliseconds > 100);  // far past its 20 ms (the hit was timed from just before the search)
        // ...and ended by its time limit soon after the flag cleared, not by the watchdog.
        CHECK(!watchdog.acted_at());
        CHECK(returned_at - *hit.acted_at() < 2s);
        CHECK(report.stopped);
        CHECK(report.best_move);
    }
}

TEST_CASE("ponder: a flag already false is a plain time limit") {
    CongoEngine engine;
    std::atomic<bool> ponder{false};
    std::atomic<bool> stop{false};
    Later watchdog(10s, [&] { stop = true; });
    const auto report = engine.search(start(), twenty_ms(ponder, stop));
    watchdog.search_returned();
    CHECK(!watchdog.acted_at());  // the 20 ms ended it
    CHECK(report.stopped);
    CHECK(report.milliseconds < 2000);
    CHECK(report.best_move);
}

TEST_CASE("ponder: the stop flag, the depth and the node limits still end a pondering search") {
    for (const std::size_t threads : {std::size_t{1}, std::size_t{2}}) {
        CAPTURE(threads);
        CongoEngine engine(with_threads(threads));
        std::atomic<bool> ponder{true};
        std::atomic<bool> stop{false};
        {
            Later stopper(100ms, [&] { stop = true; });
            Later watchdog(10s, [&] { ponder = false; });  // would end the search by its time limit instead
            const auto report = engine.search(start(), twenty_ms(ponder, stop));
            watchdog.search_returned();
            CHECK(stopper.acted_at());
            CHECK(!watchdog.acted_at());  // still pondering when the stop ended it
            CHECK(report.stopped);
            CHECK(report.best_move);
        }
        stop = false;
        SearchLimits to_depth = twenty_ms(ponder, stop);
        to_depth.depth = 3;
        const auto shallow = engine.search(start(), to_depth);
        CHECK(shallow.depth == 3);
        CHECK(ponder);

        SearchLimits by_nodes = twenty_ms(ponder, stop);
        by_nodes.nodes = 20'000;
        const auto counted = engine.search(start(), by_nodes);
        CHECK(counted.stopped);
        CHECK(counted.nodes < 200'000);
        CHECK(ponder);
    }
}
