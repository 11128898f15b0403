#include <doctest/doctest.h>

#include "gametree/search/engine/options.hpp"

using namespace gametree;

TEST_CASE("presets switch off what they promise") {
    const EngineOptions full;
    CHECK(full.tt_cutoffs);
    CHECK(full.quiescence);
    CHECK(full.mate_scores);
    CHECK(full.late_move_reductions);
    const EngineOptions exact = EngineOptions::exact();
    CHECK_FALSE(exact.tt_cutoffs);
    CHECK_FALSE(exact.quiescence);
    CHECK_FALSE(exact.mate_scores);
    CHECK_FALSE(exact.late_move_reductions);
    CHECK(exact.pvs);
    CHECK(exact.aspiration);
    CHECK(exact.tt_mib > 0);  // still used for ordering
    const EngineOptions plain = EngineOptions::plain();
    CHECK(plain.tt_mib == 0);
    CHECK_FALSE(plain.pvs);
    CHECK_FALSE(plain.aspiration);
    CHECK_FALSE(plain.killers);
    CHECK_FALSE(plain.history);
    CHECK_FALSE(plain.capture_ordering);
}

TEST_CASE("default limits search as deep as the engine can") {
    const SearchLimits limits;
    CHECK(limits.depth == max_ply - 1);
    CHECK_FALSE(limits.nodes);
    CHECK_FALSE(limits.time);
    CHECK(limits.stop == nullptr);
}
