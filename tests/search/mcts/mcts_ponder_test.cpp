// MctsLimits::ponder: the time limit held while another thread keeps the flag true, counted once it
// clears it, on one tree and with root parallelism; iterations and stop apply throughout. Timing is
// asserted only as the order of events and generous bounds.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <cstdint>

#include <gametree/search/mcts.hpp>

#include "support/later.hpp"
#include "support/nim.hpp"

using namespace gametree;
using namespace gametree::testing;
using namespace std::chrono_literals;

namespace {

/// Without the solver, so that no search of Nim ends by proving its root.
MctsOptions unsolved(int threads) {
    MctsOptions o;
    o.threads = threads;
    o.solver = false;
    return o;
}

/// A 20 ms search, steered by `ponder` and `stop`.
MctsLimits twenty_ms(const std::atomic<bool>& ponder, const std::atomic<bool>& stop) {
    return testing::steered_for_time<MctsLimits>(20, ponder, stop);
}

}  // namespace

TEST_CASE("mcts ponder: the time limit waits for the flag to clear, then runs from there") {
    for (const int threads : {1, 3}) {
        for (const int stones : {200, 1}) {  // 1: a single move, which TimeUse::save returns at once
            CAPTURE(threads);
            CAPTURE(stones);
            Mcts<Nim, NimMoves> mcts(unsolved(threads));
            std::atomic<bool> ponder{true};
            std::atomic<bool> stop{false};
            Later hit(200ms, [&] { ponder = false; });
            Later watchdog(10s, [&] { stop = true; });
            const auto r = mcts.search(Nim{stones, Player::first}, twenty_ms(ponder, stop));
            const auto returned_at = Later::Clock::now();
            hit.search_returned();
            watchdog.search_returned();
            REQUIRE(hit.acted_at());
            CHECK(!hit.acted_after_return());  // still searching 200 ms into a 20 ms search
            CHECK(r.milliseconds > 100);  // far past its 20 ms (the hit was timed from just before the search)
            CHECK(!watchdog.acted_at());  // ended by its time limit, soon after the flag cleared
            CHECK(returned_at - *hit.acted_at() < 2s);
            CHECK(r.stopped);
        }
    }
}

TEST_CASE("mcts ponder: a flag already false is a plain time limit") {
    for (const int threads : {1, 3}) {
        CAPTURE(threads);
        Mcts<Nim, NimMoves> mcts(unsolved(threads));
        std::atomic<bool> ponder{false};
        std::atomic<bool> stop{false};
        Later watchdog(10s, [&] { stop = true; });
        const auto r = mcts.search(Nim{200, Player::first}, twenty_ms(ponder, stop));
        watchdog.search_returned();
        CHECK(!watchdog.acted_at());
        CHECK(r.stopped);
        CHECK(r.milliseconds < 2000);
        // A single move under a clock returns after one iteration a tree, as without the flag.
        const auto single = mcts.search(Nim{1, Player::first}, twenty_ms(ponder, stop));
        CHECK(single.iterations == static_cast<std::uint64_t>(threads));
    }
}

TEST_CASE("mcts ponder: the stop flag and the iteration limit still end a pondering search") {
    for (const int threads : {1, 3}) {
        CAPTURE(threads);
        Mcts<Nim, NimMoves> mcts(unsolved(threads));
        std::atomic<bool> ponder{true};
        std::atomic<bool> stop{false};
        {
            Later stopper(100ms, [&] { stop = true; });
            Later watchdog(10s, [&] { ponder = false; });
            const auto r = mcts.search(Nim{200, Player::first}, twenty_ms(ponder, stop));
            watchdog.search_returned();
            CHECK(stopper.acted_at());
            CHECK(!watchdog.acted_at());  // still pondering when the stop ended it
            CHECK(r.stopped);
        }
        stop = false;
        MctsLimits counted = twenty_ms(ponder, stop);
        counted.iterations = 3000;
        CHECK(mcts.search(Nim{200, Player::first}, counted).iterations == 3000);
        CHECK(ponder);
    }
}
