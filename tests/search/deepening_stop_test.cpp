// A stop flag set by another thread while minimax or alpha-beta searches (DeepeningLimits::stop): the
// search ends at once with the deepest depth finished, and a match of the course's agents given the
// match's flag ends instead of waiting for a search that would take hours. Timing is asserted only as
// the order of events, so that a loaded machine cannot fail these.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>

#include "gametree/agents/congo.hpp"
#include "gametree/arena/match.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/search/alphabeta.hpp"
#include "gametree/search/minimax.hpp"
#include "support/later.hpp"

using namespace gametree;
using namespace gametree::testing;
using namespace std::chrono_literals;

TEST_CASE("a stop flag set during a search that would take hours ends it with the deepest depth finished") {
    const congo::Position start = *congo::parse_fen(congo::start_fen);
    for (const bool alpha_beta : {false, true}) {
        CAPTURE(alpha_beta);
        std::atomic<bool> stop{false};
        Later setter(50ms, [&] { stop = true; });
        const DeepeningLimits limits = DeepeningLimits::until(&stop);
        const auto r = alpha_beta ? alphabeta(start, 30, congo::MoveGenerator{}, congo::MaterialEvaluator{}, limits)
                                  : minimax(start, 30, congo::MoveGenerator{}, congo::MaterialEvaluator{}, limits);
        setter.search_returned();
        CHECK(stop.load());  // it returned because of the flag, not because depth 30 was done
        CHECK(!setter.acted_after_return());
        CHECK(r.depth >= 1);
        CHECK(r.depth < 30);
        CHECK(r.best_move.has_value());
    }
}

TEST_CASE("a match of the course's agents at a depth of hours is abandoned when the match's flag is set") {
    const congo::Position start = *congo::parse_fen(congo::start_fen);
    std::atomic<bool> stop{false};
    const auto first = congo::course_alphabeta_agent(12, &stop);
    const auto second = congo::course_minimax_agent(12, &stop);
    Later setter(100ms, [&] { stop = true; });
    const auto record = play_game(start, first, second, 100, &stop);
    setter.search_returned();
    CHECK(!setter.acted_after_return());
    CHECK(record.end == GameEnd::abandoned);
    CHECK(record.outcome == Outcome::ongoing);
}
