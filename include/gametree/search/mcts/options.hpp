/// \file
/// What Monte Carlo tree search may use (each technique switchable) and when it must stop.
#pragma once

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

#include "gametree/core/exceptions.hpp"
#include "gametree/search/engine/options.hpp"
#include "gametree/search/time_use.hpp"

namespace gametree {

/// The techniques of Mcts. The defaults are plain UCT with the solver on and full-length random playouts.
struct MctsOptions {
    /// The UCT exploration constant C in `Q + C * sqrt(ln N / n)` (rewards lie in [0, 1]; sqrt(2) is the
    /// textbook value, smaller values trust the averages sooner).
    double exploration = 1.4;
    /// MCTS-Solver: proven wins, losses and draws propagate up the tree; a proven win is played at once
    /// and a proven loss avoided. Off: plain UCT (finished games still score exactly at the leaves).
    bool solver = true;
    /// Evaluation cut-off: a playout stops after this many plies (0: playouts run to the end of the game)
    /// and the evaluator's score `s` for the side to move becomes the win probability
    /// `1 / (1 + exp(-s / cutoff_scale))`. Needs an evaluator: an Mcts without one (NoEvaluator)
    /// refuses a cut-off with std::invalid_argument.
    int cutoff_plies = 0;
    /// The logistic scale of the cut-off, in evaluation units: a score of `cutoff_scale` is a win
    /// probability of 73%, twice that 88%. For Congo's evaluations (a pawn is about 100) 200 fits.
    double cutoff_scale = 200;
    /// Progressive bias from the game's move ranking (CaptureOrderedMoveGen): a ranked move earns
    /// `prior_weight * rank / best_rank / (visits + 1)` on top of its UCT value, and untried moves are
    /// tried best-ranked first. 0: off. Ignored for games without a ranking.
    double prior_weight = 0;
    /// The node bound (memory limit): the tree never holds more nodes than this (except the root and its
    /// children, which are always there). When an expansion finds it full, the tree is pruned before the
    /// next iteration: the root and the most-visited nodes keep their children, at most half the bound in
    /// all (a visit threshold is raised until they fit); the other nodes become leaves again, keeping
    /// their statistics and proofs, and are expanded afresh when the search returns to them. A node is
    /// 40 bytes plus a move, rounded up to 8 (56 on Congo). Nodes are numbered in 32 bits: a bound above
    /// 2^32 - 1 (SIZE_MAX for none, say) is taken as 2^32 - 1.
    std::size_t max_nodes = std::size_t{1} << 20;
    /// A node is expanded (its children added) once it has been visited this many times; 1 expands a
    /// leaf on its second visit, which halves the memory compared with 0 at almost no cost in strength.
    /// An iteration expands at most one node, then plays out from the child it selects.
    std::uint32_t expand_after = 1;
    /// A playout that reaches this length without an end (and without a cut-off) counts as a draw (0: every
    /// playout counts as a draw unless it starts at the end of the game).
    int max_playout_plies = 1000;
    /// Keep the subtree of the moves played between searches (Mcts::search finds the new root among the
    /// grandchildren of the old one; Mcts::advance re-roots explicitly). Only for a state comparable with
    /// ==, by which a search recognises its root: without it every search starts a fresh tree.
    bool reuse_tree = true;
    /// The seed of the searcher's random generator: the same seed gives the same searches, with every
    /// standard library (the draws are core/random.hpp's, not std distributions).
    std::uint64_t seed = 0x6D637473;  // "mcts"
    /// Root parallelism: with more than one thread, that many independent trees (each with its share
    /// of `max_nodes` and of the iterations, and its own seed derived from `seed` and its index) are
    /// searched in parallel and merged at the root, summing each root move's visits and rewards (a move
    /// proven in any tree is proven). Deterministic for a seed under iteration limits. 1 (or 0): the
    /// single-threaded search. Each tree has its own copy of the generator, the evaluator and the playout
    /// policy, made when the trees are (Mcts's constructor, set_options), so their const operations need
    /// not be safe to call at once on one object, as the engine's Lazy SMP and parallel_perft need; what
    /// the copies still share (a pointer, a static table built on first use) must be safe from several
    /// threads.
    int threads = 1;
    /// How many of the root's best moves the reports give a line each (MctsInfo::lines; the UCI
    /// "MultiPV"), 1 to max_multi_pv. It changes only what is reported, never the search: the same
    /// iterations and the same best move for a seed.
    std::size_t multi_pv = 1;

    /// The most threads (trees) a search may have, as for the engine (EngineOptions::max_threads).
    static constexpr int max_threads = 256;
    /// The most lines multi_pv may ask for: the engine's bound.
    static constexpr std::size_t max_multi_pv = EngineOptions::max_multi_pv;

    /// std::invalid_argument naming the first option that makes no search: an exploration or a prior
    /// weight that is negative or not finite, a cut-off scale not above 0 (its rewards would be NaN), a
    /// negative cut-off or playout length, threads outside 0..max_threads, multi_pv outside
    /// 1..max_multi_pv. Mcts checks its options with it.
    void check() const {
        const auto refuse = [](const char* what, auto value) {
            detail::raise(std::invalid_argument(std::string("mcts: ") + what + ", not " + std::to_string(value)));
        };
        if (!(std::isfinite(exploration) && exploration >= 0)) refuse("exploration must be 0 or more", exploration);
        if (!(std::isfinite(cutoff_scale) && cutoff_scale > 0)) refuse("cutoff_scale must be above 0", cutoff_scale);
        if (!(std::isfinite(prior_weight) && prior_weight >= 0)) refuse("prior_weight must be 0 or more", prior_weight);
        if (cutoff_plies < 0) refuse("cutoff_plies must be 0 or more", cutoff_plies);
        if (max_playout_plies < 0) refuse("max_playout_plies must be 0 or more", max_playout_plies);
        if (threads < 0 || threads > max_threads) refuse("threads must be 0 to 256", threads);
        if (multi_pv < 1 || multi_pv > max_multi_pv) refuse("multi_pv must be 1 to 256", multi_pv);
    }
};

/// When an MCTS search stops: whichever limit comes first (no limit at all: 10,000 iterations). A
/// search always runs at least one iteration (with threads, one per tree), and stops early when the
/// solver proves the root, or, under a time limit spent as TimeUse::save, when the root has a single
/// move (as the engine's search does).
struct MctsLimits {
    /// At most this many iterations (playouts); with threads, shared among the trees.
    std::optional<std::uint64_t> iterations;
    /// At most this long, checked after every iteration.
    std::optional<std::chrono::milliseconds> time;
    /// How the time limit is spent. Both search to the limit, but with TimeUse::save (the default, for a
    /// clock) a root with a single move returns after the first iteration (one per tree): there is
    /// nothing to choose, and the clock's time is kept for other moves. TimeUse::whole (a fixed time a
    /// move) searches it to the limit too. Without a time limit it changes nothing.
    TimeUse time_use = TimeUse::save;
    /// Set to true by another thread to stop the search after the current iteration.
    const std::atomic<bool>* stop = nullptr;
    /// Pondering (UCI `go ponder`), as SearchLimits::ponder: while this points at true, the time limit
    /// does not run (iterations and `stop` still end the search; TimeUse::save does not end it at a root
    /// with a single move). Once it reads false, the time limit applies, counted from the iteration after
    /// which the search first saw it so (each tree of root parallelism from its own). Null: no pondering.
    const std::atomic<bool>* ponder = nullptr;

    /// Search for `count` iterations (playouts).
    [[nodiscard]] static MctsLimits for_iterations(std::uint64_t count) {
        MctsLimits limits;
        limits.iterations = count;
        return limits;
    }
    /// Search for `milliseconds`; by default a root with a single move returns at once (TimeUse::save),
    /// TimeUse::whole searches it to the limit as well.
    [[nodiscard]] static MctsLimits for_time(std::int64_t milliseconds, TimeUse use = TimeUse::save) {
        MctsLimits limits;
        limits.time = std::chrono::milliseconds(milliseconds);
        limits.time_use = use;
        return limits;
    }
};

}  // namespace gametree
