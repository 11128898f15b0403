#include <doctest/doctest.h>

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

TEST_CASE("default limits search as deep as the engine can") {
    const SearchLimits limits;
    CHECK(limits.depth == max_ply - 1);
    CHECK_FALSE(limits.nodes);
    CHECK_FALSE(limits.time);
    CHECK(limits.stop == nullptr);
}

TEST_CASE("TimeUse::whole searches until the time limit; save stops rather than start what it cannot finish") {
    const auto start = *gametree::congo::parse_fen(gametree::congo::start_fen);
    gametree::Engine<gametree::congo::Position, gametree::congo::MoveGenerator, gametree::congo::MaterialEvaluator>
        engine;
    const auto whole = engine.search(start, SearchLimits::for_time(200, TimeUse::whole));
    CHECK(whole.milliseconds >= 199);  // it can only stop at the limit: the start is not solved in 200 ms
    CHECK(whole.stopped);
    CHECK(SearchLimits::for_time(5).time_use == TimeUse::save);
}
