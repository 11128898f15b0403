// The engine as the congo tool uses it, and how it prints scores and search progress.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <memory>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "../common/threads.hpp"

#include "gametree/games/congo/evaluation/strong.hpp"
#include "gametree/games/congo/movegen.hpp"
#include "gametree/games/congo/tablebase.hpp"
#include "gametree/search/engine/engine.hpp"

namespace cli {

using CongoEngine = gametree::Engine<gametree::congo::Position, gametree::congo::MoveGenerator,
                                     gametree::congo::StrongEvaluator, gametree::congo::EndgameTablebases>;

/// The engine with every technique, the strong evaluation and the endgame tablebases of `rules` (of at
/// most `pieces` pieces).
inline CongoEngine make_engine(gametree::congo::Rules rules, gametree::EngineOptions options = {},
                               gametree::congo::TablebasePieces pieces = gametree::congo::TablebasePieces::three) {
    return CongoEngine(options, {}, {}, gametree::congo::EndgameTablebases(rules, pieces));
}

/// The tablebases a program uses from `root`: those of four pieces when it has at most four (all the
/// positions below it are then in the tables, built for it first: 0.1-1 s), else those of three (a
/// bigger root would build the tables of four one by one inside its searches, as captures reach them).
inline gametree::congo::TablebasePieces tablebase_pieces_for(const gametree::congo::Position& root) {
    return gametree::congo::count(root.occupied()) <= 4 ? gametree::congo::TablebasePieces::four
                                                        : gametree::congo::TablebasePieces::three;
}

/// The engine with every technique, the strong evaluation and `tablebases`, a copy sharing their tables:
/// engines made one after another (for one rule set, then another) build each table once between them.
inline CongoEngine make_engine(const gametree::congo::EndgameTablebases& tablebases, gametree::EngineOptions options = {}) {
    return CongoEngine(options, {}, {}, tablebases);
}

/// What build_tablebases did: how many tables it built, and that said in words, e.g. "17 tables of the
/// standard rules built in 45 ms".
struct TablebaseBuild {
    std::size_t tables = 0;
    std::string said;
};

/// Builds the endgame tablebases of `rules` that `tablebases` (and its copies) have not built yet, timed:
/// what a program does before a clock starts, so that no timed search spends its time building them.
/// With `root`, the tables a search from there needs are built too (those of four pieces, when
/// `tablebases` covers them); with `all_of_rules` false, only those.
inline TablebaseBuild build_tablebases(const gametree::congo::EndgameTablebases& tablebases, gametree::congo::Rules rules,
                                       const gametree::congo::Position* root = nullptr, bool all_of_rules = true) {
    const auto start = std::chrono::steady_clock::now();
    std::size_t built = all_of_rules ? tablebases.build(rules) : 0;
    if (root) built += tablebases.build(*root);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
    return {built, std::to_string(built) + (built == 1 ? " table" : " tables") + " of the " + std::string(to_string(rules)) + " rules built in " +
                       std::to_string(ms.count()) + " ms"};
}

/// A tablebase value in words, for the side to move `side`: "a draw", or "White wins in 11 plies".
inline std::string tablebase_value_text(gametree::TablebaseValue value, gametree::Player side) {
    using Result = gametree::TablebaseValue::Result;
    if (value.result == Result::draw) return "a draw";
    const gametree::Player winner = value.result == Result::win ? side : gametree::opponent(side);
    return std::string(winner == gametree::congo::white ? "White" : "Black") + " wins in " + std::to_string(value.plies) +
           (value.plies == 1 ? " ply" : " plies");
}

/// The engine options of every congo command: the defaults, and a position that comes back in the game
/// or on a line searched scores as a draw (EngineOptions::repetition_draws). Congo has no repetition
/// rule, but play that returns to a position made no progress, and only the move limit's draw ends it:
/// so the side ahead looks for progress instead of shuffling.
inline gametree::EngineOptions program_options() {
    gametree::EngineOptions options;
    options.repetition_draws = true;
    return options;
}

/// Nothing when a search on `threads` threads (the calling thread and `threads - 1` started for it) can
/// have them now; else the error for `--threads`, e.g. "cannot start 128 threads (Resource temporarily
/// unavailable); try fewer --threads".
inline std::optional<std::string> threads_unavailable(int threads) {
    return common::workers_unavailable(static_cast<std::size_t>(std::max(threads, 1)), "threads", "--threads");
}

/// The engine of make_engine with program_options, a table of `hash_mib` MiB and `threads` threads, or
/// nothing when that much memory cannot be had or the threads cannot be started; `error` then says so.
inline std::unique_ptr<CongoEngine> try_make_engine(gametree::congo::Rules rules, int hash_mib, std::string& error,
                                                    int threads = 1,
                                                    gametree::congo::TablebasePieces pieces = gametree::congo::TablebasePieces::three) {
    gametree::EngineOptions options = program_options();
    options.tt_mib = static_cast<std::size_t>(hash_mib);
    options.threads = static_cast<std::size_t>(threads);
    std::unique_ptr<CongoEngine> engine;
    try {
        engine = std::make_unique<CongoEngine>(make_engine(rules, options, pieces));
    } catch (const std::bad_alloc&) {
    } catch (const std::length_error&) {
    }
    if (!engine) {
        error = "cannot allocate a " + std::to_string(hash_mib) + " MiB hash table (out of memory); try a smaller --hash";
        return nullptr;
    }
    // With the table allocated: the threads' stacks must fit beside it.
    if (auto failure = threads_unavailable(threads)) {
        error = std::move(*failure);
        return nullptr;
    }
    return engine;
}

/// "cp 35", or "mate 3" / "mate -2" (full moves to the end, negative when the side to move loses).
inline std::string score_text(gametree::Score s) {
    if (!gametree::is_decisive(s)) return "cp " + std::to_string(s);
    const int plies = gametree::plies_to_end(s);
    const int moves = (std::abs(plies) + 1) / 2;
    return "mate " + std::to_string(plies >= 0 ? moves : -moves);
}

/// The moves of a line, space-separated.
template <class Line>
std::string line_text(const Line& line) {
    std::string text;
    for (const auto& m : line) {
        if (!text.empty()) text += ' ';
        text += gametree::congo::to_string(m);
    }
    return text;
}

}  // namespace cli
