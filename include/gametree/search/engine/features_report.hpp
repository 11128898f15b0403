/// \file
/// What an engine search uses: the game's declared and available features, and the techniques on.
#pragma once

#include <cstddef>
#include <string>

#include "gametree/core/features.hpp"
#include "gametree/core/no_move_policy.hpp"
#include "gametree/core/score.hpp"

namespace gametree {

/// The answer of Engine::features().
struct EngineFeatures {
    Features declared;    ///< what the game (state, generator, evaluator) declares (checked at compile time)
    Features available;   ///< what the game offers, declared or not
    std::size_t table_mib = 0;  ///< the table's size in MiB, or 0 (none, or sized in KiB)
    std::size_t table_kib = 0;  ///< the table's size in KiB when it was given so (EngineOptions::tt_kib), else 0
    /// a transposition table is in use (a hashed state and a size above 0)
    bool transposition_table = false;
    bool table_cutoffs = false;  ///< the table also ends searches (not only orders moves)
    bool same_depth_cutoffs = false;  ///< without table_cutoffs: entries of the very depth left end searches
    /// quiescence search at the horizon (NoisyMoveGen, EngineOptions::quiescence)
    bool quiescence = false;
    bool staged_generation = false;  ///< noisy moves first, quiet moves when needed (StagedMoveGen)
    /// moves ordered by the game's capture ranking (CaptureOrderedMoveGen, EngineOptions::capture_ordering)
    bool move_ranking = false;
    /// the history heuristic (HistoryIndexedMoveGen, EngineOptions::history)
    bool history = false;
    bool history_malus = false;  ///< with history: quiet moves tried before a cut-off lose history
    /// killer moves (EngineOptions::killers)
    bool killers = false;
    /// late move reductions (EngineOptions::late_move_reductions)
    bool late_move_reductions = false;
    /// null-move pruning (NullMoveState, EngineOptions::null_move)
    bool null_move_pruning = false;
    /// futility pruning (EngineOptions::futility)
    bool futility_pruning = false;
    bool lazy_evaluation = false;  ///< the evaluator's estimate spares evaluations (EstimatingEvaluator)
    bool evasions = false;  ///< in danger (DangerAwareMoveGen): no pruning, every move in quiescence
    bool danger_extension = false;  ///< in danger (DangerAwareMoveGen): a ply deeper
    /// principal variation search (EngineOptions::pvs)
    bool principal_variation_search = false;
    /// aspiration windows (EngineOptions::aspiration)
    bool aspiration = false;
    /// finished games scored as wins and losses by distance (EngineOptions::mate_scores)
    bool mate_scores = false;
    bool margins = false;  ///< finished games scored by the game's utility
    /// the engine's tablebase probed (a TablebaseProbe, EngineOptions::tablebases with mate_scores)
    bool tablebases = false;
    /// repeated positions scored as draws (a hashed state, EngineOptions::repetition_draws)
    bool repetition_draws = false;
    Score contempt = 0;  ///< EngineOptions::contempt (draws scored against the root's side)
    int iteration_step = 1;  ///< EngineOptions::iteration_step (plies between iterations)
    std::size_t threads = 1;  ///< threads of a search (Lazy SMP above 1)
    std::size_t multi_pv = 1;  ///< EngineOptions::multi_pv (root moves searched and reported each)
    /// what a state that is not over but has no move is worth: the game's NoMovePolicy
    NoMovePolicy no_move = NoMovePolicy::loss;
};

/// One line for people: the features in use, then what a state with no move is worth, then the game's
/// declared features. The Congo engine's, for example: "transposition table 16 MiB, quiescence, staged
/// generation, move ranking, killers, history, late move reductions, null-move pruning, futility pruning,
/// lazy evaluation, danger evasions, danger extension, PVS, aspiration windows, mate scores, tablebases,
/// repetition draws; no move: loss; game declares: hash, move_count, ...". Margins, contempt, an
/// iteration step, threads and multi-PV lines are named when in use; with no feature at all it says "plain alpha-beta".
[[nodiscard]] inline std::string to_string(const EngineFeatures& f) {
    std::string text;
    const auto add = [&](bool on, const std::string& name) {
        if (!on) return;
        if (!text.empty()) text += ", ";
        text += name;
    };
    add(f.transposition_table, "transposition table " +
                                   (f.table_kib != 0 ? std::to_string(f.table_kib) + " KiB" : std::to_string(f.table_mib) + " MiB") +
                                   (f.table_cutoffs        ? ""
                                    : f.same_depth_cutoffs ? " (move ordering, cut-offs at the same depth)"
                                                           : " (move ordering only)"));
    add(f.quiescence, "quiescence");
    add(f.staged_generation, "staged generation");
    add(f.move_ranking, "move ranking");
    add(f.killers, "killers");
    add(f.history, f.history_malus ? "history with maluses" : "history");
    add(f.late_move_reductions, "late move reductions");
    add(f.null_move_pruning, "null-move pruning");
    add(f.futility_pruning, "futility pruning");
    add(f.lazy_evaluation, "lazy evaluation");
    add(f.evasions, "danger evasions");
    add(f.danger_extension, "danger extension");
    add(f.principal_variation_search, "PVS");
    add(f.aspiration, "aspiration windows");
    add(f.mate_scores, "mate scores");
    add(f.margins, "margins");
    add(f.tablebases, "tablebases");
    add(f.repetition_draws, "repetition draws");
    add(f.contempt != 0, "contempt " + std::to_string(f.contempt));
    add(f.iteration_step != 1, "iterations every " + std::to_string(f.iteration_step) + " plies");
    add(f.threads > 1, std::to_string(f.threads) + " threads (Lazy SMP)");
    add(f.multi_pv > 1, std::to_string(f.multi_pv) + " lines (multi-PV)");
    if (text.empty()) text = "plain alpha-beta";
    text += "; no move: ";
    text += f.no_move == NoMovePolicy::loss ? "loss" : f.no_move == NoMovePolicy::draw ? "draw" : "pass";
    text += "; game declares: " + to_string(f.declared);
    return text;
}

}  // namespace gametree
