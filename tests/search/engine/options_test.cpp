#include <doctest/doctest.h>

#include <limits>

#include "gametree/games/congo/evaluation/material.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/movegen.hpp"
#include "gametree/search/engine/engine.hpp"
#include "gametree/search/engine/options.hpp"

using namespace gametree;

TEST_CASE("presets switch off what they promise") {
    const EngineOptions full;
    CHECK(full.tt_cutoffs);
    CHECK(full.quiescence);
    CHECK(full.mate_scores);
    CHECK(full.late_move_reductions);
    CHECK(full.null_move);
    CHECK(full.futility);
    CHECK(full.evasions);
    CHECK(full.staged_generation);
    CHECK(full.danger_extension);
    CHECK(full.lazy_margin > 0);
    const EngineOptions exact = EngineOptions::exact();
    CHECK_FALSE(exact.tt_cutoffs);
    CHECK_FALSE(exact.quiescence);
    CHECK_FALSE(exact.mate_scores);
    CHECK_FALSE(exact.late_move_reductions);
    CHECK_FALSE(exact.null_move);
    CHECK_FALSE(exact.futility);
    CHECK_FALSE(exact.danger_extension);
    CHECK(exact.lazy_margin == 0);  // an estimate outside its margin would change values
    CHECK(exact.pvs);
    CHECK(exact.staged_generation);  // it changes the order of moves, never a value
    CHECK(exact.aspiration);
    CHECK(exact.tt_mib > 0);  // still used for ordering
    const EngineOptions plain = EngineOptions::plain();
    CHECK(plain.tt_mib == 0);
    CHECK_FALSE(plain.pvs);
    CHECK_FALSE(plain.aspiration);
    CHECK_FALSE(plain.killers);
    CHECK_FALSE(plain.history);
    CHECK_FALSE(plain.capture_ordering);
    CHECK_FALSE(plain.staged_generation);
    CHECK(plain.lazy_margin == 0);
    CHECK(EngineOptions::solve().lazy_margin == 0);
    // Draws are worth 0 unless a user asks for contempt: no preset changes them.
    for (const EngineOptions& o : {full, exact, plain, EngineOptions::solve()}) CHECK(o.contempt == 0);
    // Every depth is searched in turn unless a user asks for steps (time limits want every depth).
    for (const EngineOptions& o : {full, exact, plain, EngineOptions::solve()}) CHECK(o.iteration_step == 1);
}

TEST_CASE("an iteration step outside 1 to max_iteration_step is refused, the options kept") {
    gametree::Engine<gametree::congo::Position, gametree::congo::MoveGenerator, gametree::congo::MaterialEvaluator> engine;
    for (const int bad : {0, -2, EngineOptions::max_iteration_step + 1}) {
        EngineOptions options;
        options.iteration_step = bad;
        options.pvs = false;
        CHECK_THROWS_WITH_AS(engine.set_options(options), doctest::Contains("iteration_step must be 1 to 8"), std::invalid_argument);
        CHECK(engine.options().iteration_step == 1);
        CHECK(engine.options().pvs);
    }
    EngineOptions stepped;
    stepped.iteration_step = EngineOptions::max_iteration_step;
    engine.set_options(stepped);
    CHECK(engine.options().iteration_step == EngineOptions::max_iteration_step);
    CHECK(engine.features().iteration_step == EngineOptions::max_iteration_step);
}

TEST_CASE("windows, margins and contempt outside their ranges are refused, the options kept") {
    // An aspiration window of 0 never widened (the search did not end); INT_MAX margins overflowed
    // (undefined behaviour); a contempt at decisive_bound scored draws as proven wins or losses (and
    // INT_MIN overflowed when negated).
    gametree::Engine<gametree::congo::Position, gametree::congo::MoveGenerator, gametree::congo::MaterialEvaluator> engine;
    constexpr Score int_max = std::numeric_limits<Score>::max();
    constexpr Score int_min = std::numeric_limits<Score>::min();
    const auto refused = [&](auto set, const char* what) {
        EngineOptions options;
        set(options);
        options.pvs = false;
        CHECK_THROWS_WITH_AS(engine.set_options(options), doctest::Contains(what), std::invalid_argument);
        CHECK(engine.options().pvs);
    };
    for (const Score bad : {0, -1, int_min, score_infinity + 1, int_max}) {
        CAPTURE(bad);
        refused([&](EngineOptions& o) { o.aspiration_window = bad; }, "aspiration_window must be 1 to 10000000");
    }
    for (const Score bad : {-1, int_min, score_infinity + 1, int_max}) {
        CAPTURE(bad);
        refused([&](EngineOptions& o) { o.futility_margin = bad; }, "futility_margin must be 0 to 10000000");
        refused([&](EngineOptions& o) { o.lazy_margin = bad; }, "lazy_margin must be 0 to 10000000");
    }
    for (const Score bad : {decisive_bound, -decisive_bound, score_mate, int_max, int_min}) {
        CAPTURE(bad);
        refused([&](EngineOptions& o) { o.contempt = bad; }, "contempt must be");
    }
    // A negative futility depth switched futility off without a word (-1 read as "no limit" by a user).
    for (const int bad : {-1, max_ply + 1, int_min, int_max}) {
        CAPTURE(bad);
        refused([&](EngineOptions& o) { o.futility_depth = bad; }, "futility_depth must be 0 to 128");
    }
    // The ends of the ranges are taken, and a search with them ends with a move.
    EngineOptions edges;
    edges.aspiration_window = 1;
    edges.futility_margin = score_infinity;
    edges.lazy_margin = score_infinity;
    edges.contempt = decisive_bound - 1;
    edges.futility_depth = max_ply;
    engine.set_options(edges);
    const auto pos = *gametree::congo::parse_fen("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0");
    CHECK(engine.search(pos, SearchLimits::to_depth(4)).best_move);
    edges.aspiration_window = score_infinity;
    edges.futility_margin = 0;
    edges.lazy_margin = 0;
    edges.contempt = -(decisive_bound - 1);
    edges.futility_depth = 0;
    engine.set_options(edges);
    CHECK(engine.search(pos, SearchLimits::to_depth(4)).best_move);
}

TEST_CASE("default limits search as deep as the engine can") {
    const SearchLimits limits;
    CHECK(limits.depth == max_ply - 1);
    CHECK_FALSE(limits.nodes);
    CHECK_FALSE(limits.time);
    CHECK(limits.stop == nullptr);
}

TEST_CASE("the first iteration always completes, whatever the limit: depth 1, or the iteration step's first") {
    const auto start = *gametree::congo::parse_fen(gametree::congo::start_fen);
    gametree::Engine<gametree::congo::Position, gametree::congo::MoveGenerator, gametree::congo::MaterialEvaluator>
        engine;
    SearchLimits limits = SearchLimits::for_nodes(1);
    limits.depth = 6;
    const auto one = engine.search(start, limits);
    CHECK(one.stopped);
    CHECK(one.depth == 1);
    EngineOptions stepped;
    stepped.iteration_step = 2;
    engine.set_options(stepped);
    const auto two = engine.search(start, limits);  // iterations at 2, 4 and 6: depth 1 is never searched
    CHECK(two.stopped);
    CHECK(two.depth == 2);
    REQUIRE(two.iterations.size() == 1);
    CHECK(two.iterations.front().depth == 2);
}

TEST_CASE("TimeUse::whole searches until the time limit, save stops rather than start what it cannot finish") {
    const auto start = *gametree::congo::parse_fen(gametree::congo::start_fen);
    gametree::Engine<gametree::congo::Position, gametree::congo::MoveGenerator, gametree::congo::MaterialEvaluator>
        engine;
    const auto whole = engine.search(start, SearchLimits::for_time(200, TimeUse::whole));
    CHECK(whole.milliseconds >= 199);  // it can only stop at the limit: the start is not solved in 200 ms
    CHECK(whole.stopped);
    CHECK(SearchLimits::for_time(5).time_use == TimeUse::save);
}
