#include "gametree/search/engine/features_report.hpp"

#include <doctest/doctest.h>

#include <string>

#include "gametree/core/features.hpp"
#include "gametree/core/no_move_policy.hpp"

using namespace gametree;

namespace {

/// What every line without a feature ends with: the default no-move policy and nothing declared.
const std::string tail = "; no move: loss; game declares: none";

EngineFeatures with_table() {
    EngineFeatures f;
    f.transposition_table = true;
    f.table_cutoffs = true;
    f.table_mib = 16;
    return f;
}

}  // namespace

TEST_CASE("EngineFeatures: nothing on is plain alpha-beta, with the no-move policy and the declared features") {
    CHECK(to_string(EngineFeatures{}) == "plain alpha-beta" + tail);
    // The values that are not named by default.
    const EngineFeatures f;
    CHECK(f.contempt == 0);
    CHECK(f.iteration_step == 1);
    CHECK(f.threads == 1);
    CHECK(f.multi_pv == 1);
    CHECK(f.no_move == NoMovePolicy::loss);
    CHECK(f.table_mib == 0);
    CHECK(f.table_kib == 0);
}

TEST_CASE("EngineFeatures: the table's size in MiB, or in KiB when it was given so") {
    EngineFeatures f = with_table();
    CHECK(to_string(f) == "transposition table 16 MiB" + tail);
    f.table_mib = 0;
    f.table_kib = 64;
    CHECK(to_string(f) == "transposition table 64 KiB" + tail);
    f.table_mib = 16;  // a size in KiB wins
    CHECK(to_string(f) == "transposition table 64 KiB" + tail);
}

TEST_CASE("EngineFeatures: a size without a table in use names no table") {
    EngineFeatures f = with_table();
    f.transposition_table = false;
    f.table_kib = 64;
    CHECK(to_string(f) == "plain alpha-beta" + tail);
}

TEST_CASE("EngineFeatures: a table without cut-offs says what it is used for") {
    EngineFeatures f = with_table();
    f.table_cutoffs = false;
    CHECK(to_string(f) == "transposition table 16 MiB (move ordering only)" + tail);
    f.same_depth_cutoffs = true;
    CHECK(to_string(f) == "transposition table 16 MiB (move ordering, cut-offs at the same depth)" + tail);
    f.table_cutoffs = true;  // full cut-offs: nothing to add
    CHECK(to_string(f) == "transposition table 16 MiB" + tail);
}

TEST_CASE("EngineFeatures: history with maluses, and maluses alone name nothing") {
    EngineFeatures f;
    f.history = true;
    CHECK(to_string(f) == "history" + tail);
    f.history_malus = true;
    CHECK(to_string(f) == "history with maluses" + tail);
    f.history = false;
    CHECK(to_string(f) == "plain alpha-beta" + tail);
}

TEST_CASE("EngineFeatures: contempt, iteration step, threads and multi-PV are named only when not the default") {
    EngineFeatures f;
    f.contempt = 25;
    CHECK(to_string(f) == "contempt 25" + tail);
    f.contempt = -7;
    CHECK(to_string(f) == "contempt -7" + tail);
    f = EngineFeatures{};
    f.iteration_step = 2;
    CHECK(to_string(f) == "iterations every 2 plies" + tail);
    f = EngineFeatures{};
    f.threads = 4;
    CHECK(to_string(f) == "4 threads (Lazy SMP)" + tail);
    f = EngineFeatures{};
    f.multi_pv = 3;
    CHECK(to_string(f) == "3 lines (multi-PV)" + tail);
    f = EngineFeatures{};
    f.margins = true;
    CHECK(to_string(f) == "margins" + tail);
}

TEST_CASE("EngineFeatures: each no-move policy has its word") {
    EngineFeatures f;
    CHECK(to_string(f).find("; no move: loss;") != std::string::npos);
    f.no_move = NoMovePolicy::draw;
    CHECK(to_string(f) == "plain alpha-beta; no move: draw; game declares: none");
    f.no_move = NoMovePolicy::pass;
    CHECK(to_string(f) == "plain alpha-beta; no move: pass; game declares: none");
}

TEST_CASE("EngineFeatures: the game's declared features come last, as to_string(Features) writes them") {
    EngineFeatures f;
    f.declared = Feature::hash | Feature::noisy_moves | Feature::estimate;
    f.available = Feature::hash | Feature::move_count;  // what is offered but not declared is not named
    CHECK(to_string(f) == "plain alpha-beta; no move: loss; game declares: " + to_string(f.declared));
    CHECK(to_string(f).ends_with("; game declares: hash, noisy_moves, estimate"));
}

TEST_CASE("EngineFeatures: every feature on, in the documented order (the Congo engine's line and the rest)") {
    EngineFeatures f = with_table();
    f.declared = Feature::hash | Feature::move_count;
    f.quiescence = true;
    f.staged_generation = true;
    f.move_ranking = true;
    f.history = true;
    f.killers = true;
    f.late_move_reductions = true;
    f.null_move_pruning = true;
    f.futility_pruning = true;
    f.lazy_evaluation = true;
    f.evasions = true;
    f.danger_extension = true;
    f.principal_variation_search = true;
    f.aspiration = true;
    f.mate_scores = true;
    f.tablebases = true;
    f.repetition_draws = true;
    // The header's example, word for word.
    CHECK(to_string(f) ==
          "transposition table 16 MiB, quiescence, staged generation, move ranking, killers, history, late move "
          "reductions, null-move pruning, futility pruning, lazy evaluation, danger evasions, danger extension, PVS, "
          "aspiration windows, mate scores, tablebases, repetition draws; no move: loss; game declares: hash, move_count");
    // Margins come between mate scores and tablebases, the named values after every technique.
    f.margins = true;
    f.contempt = 10;
    f.iteration_step = 2;
    f.threads = 2;
    f.multi_pv = 4;
    f.no_move = NoMovePolicy::pass;
    CHECK(to_string(f) ==
          "transposition table 16 MiB, quiescence, staged generation, move ranking, killers, history, late move "
          "reductions, null-move pruning, futility pruning, lazy evaluation, danger evasions, danger extension, PVS, "
          "aspiration windows, mate scores, margins, tablebases, repetition draws, contempt 10, iterations every 2 "
          "plies, 2 threads (Lazy SMP), 4 lines (multi-PV); no move: pass; game declares: hash, move_count");
}
