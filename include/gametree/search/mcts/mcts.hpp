/// \file
/// Monte Carlo tree search: UCT over the game's own move generator, with MCTS-Solver (proven wins,
/// losses and draws propagate up the tree), an optional evaluation cut-off of the playouts, an optional
/// progressive bias from the game's move ranking, chance nodes sampled by probability, a bounded node
/// pool that is pruned to its most-visited part when full, tree reuse between the moves of a game, and
/// searches among some of the root's moves alone (UCI's `go searchmoves`).
/// Generic over the concepts; no virtual call and no allocation per node (the pool grows by amortised
/// doubling up to its bound, move lists live on the stack). With MctsOptions::threads above 1, root
/// parallelism: independent trees searched on their own threads, merged at the root.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <span>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "gametree/core/assert.hpp"
#include "gametree/core/chance.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/core/exceptions.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/no_move_policy.hpp"
#include "gametree/core/random.hpp"
#include "gametree/core/thread_failures.hpp"
#include "gametree/search/mcts/node.hpp"
#include "gametree/search/mcts/options.hpp"
#include "gametree/search/mcts/playout.hpp"
#include "gametree/search/mcts/prune.hpp"
#include "gametree/search/mcts/report.hpp"
#include "gametree/search/root_moves.hpp"

namespace gametree {

/// Stands for "no evaluator": MCTS needs none (playouts run to the end of the game).
struct NoEvaluator {};

/// What Mcts accepts as its evaluator: NoEvaluator, or an Evaluator of the game (for the cut-off).
template <class E, class S>
concept OptionalEvaluator = std::same_as<E, NoEvaluator> || Evaluator<E, S>;

/// A reusable Monte Carlo tree searcher for one game. Keep one per game being played: with
/// MctsOptions::reuse_tree the subtree of the moves played carries over (call new_game() between games).
///
/// Values: every statistic is kept for the player who chose the edge, so a player who moves several
/// times in a row (or a pass, or a chance event) needs no special case: the value flips only where the
/// side to move changes. Chance states (ChanceState) are expanded into their outcomes and sampled by
/// probability; a chance node is proven only when all its outcomes are proven alike.
///
/// Optional concepts it uses: UtilityState (proven wins by margin), PassingState (a pass is a move of
/// the tree), CaptureOrderedMoveGen (progressive bias, MctsOptions::prior_weight), ChanceState.
template <State S, MoveGen<S> G, OptionalEvaluator<S> E = NoEvaluator, PlayoutPolicy<S, G> P = UniformPlayout>
class Mcts {
    static_assert(check_declared_features<S, G>());

public:
    /// The game's move.
    using Move = typename S::move_type;
    /// What search() returns.
    using Report = MctsReport<Move>;
    /// What search() passes to its progress callback.
    using Info = MctsInfo<Move>;

    /// What the search knows of one move of the root.
    struct ChildStats {
        /// The move (default-constructed when the edge is a pass).
        Move move{};
        /// Whether the edge is a pass (PassingState) rather than `move`.
        bool pass = false;
        /// How often the search went through the move (with threads: summed over the trees).
        std::uint64_t visits = 0;
        /// The average reward for the side to move at the root, in [0, 1].
        double value = 0;
        /// Whether the move's exact value is known (see proven_score).
        bool proven = false;
        /// When proven: the exact value for the side to move at the root (win_in, loss_in or 0).
        Score proven_score = 0;
    };

    /// A searcher with these options (std::invalid_argument when MctsOptions::check refuses them, or when
    /// they ask for a cut-off, MctsOptions::cutoff_plies, without an evaluator), the game's generator, an
    /// evaluator for the playouts' cut-off (NoEvaluator: none) and a playout policy; its random generator
    /// is seeded with MctsOptions::seed.
    explicit Mcts(MctsOptions options = {}, G generator = {}, E evaluator = {}, P policy = {})
        : gen_(std::move(generator)), eval_(std::move(evaluator)), policy_(std::move(policy)), options_(checked(options)),
          rng_(options.seed) {
        set_up_trees();
    }

    /// Changes the options (std::invalid_argument, and nothing changes, when the constructor would refuse
    /// them); the tree is kept (unless the node bound shrank below its size, or the number of threads
    /// changed) and the random generator goes on.
    void set_options(const MctsOptions& options) {
        (void)checked(options);
        const bool same_threads = std::max(options.threads, 1) == std::max(options_.threads, 1);
        options_ = options;
        if (nodes_.size() > node_limit()) clear_tree();
        if (!same_threads) {
            clear_tree();
            trees_.clear();
        }
        set_up_trees();
    }
    /// The current options.
    [[nodiscard]] const MctsOptions& options() const noexcept { return options_; }
    /// The move generator the searches use.
    [[nodiscard]] const G& generator() const noexcept { return gen_; }
    /// The evaluator of the playouts' cut-off (NoEvaluator when there is none).
    [[nodiscard]] const E& evaluator() const noexcept { return eval_; }

    /// Forgets the tree and reseeds the random generator: the next search repeats as from a fresh searcher.
    void new_game() {
        clear_tree();
        rng_.seed(options_.seed);
        for (auto& t : trees_) t.new_game();
    }

    /// Re-roots the tree at the state after `m` from the last root, keeping that subtree (tree reuse),
    /// for the next search to go on with when its root equals that state (a state without == is never
    /// recognised: see MctsOptions::reuse_tree). Returns false (and forgets the tree) when `m` is not a
    /// move of the tree's root (after a search among some root moves: not one of those).
    bool advance(const Move& m) {
        for (auto& t : trees_) t.advance(m);
        return advance_to([&](const mcts_detail::Node<Move>& n) { return !n.pass && n.move == m; });
    }
    /// The same for a pass (PassingState).
    bool advance_pass() {
        for (auto& t : trees_) t.advance_pass();
        return advance_to([](const mcts_detail::Node<Move>& n) { return n.pass; });
    }

    /// Nodes in the tree now (never more than MctsOptions::max_nodes, or the root's moves plus one when
    /// the bound is smaller than that: the root is always expanded). With threads: summed over the trees.
    [[nodiscard]] std::size_t tree_size() const noexcept {
        if (trees_.empty()) return nodes_.size();
        std::size_t sum = 0;
        for (const auto& t : trees_) sum += t.tree_size();
        return sum;
    }
    /// How often the pool was pruned since the searcher was made (MctsOptions::max_nodes), over all trees.
    [[nodiscard]] std::uint64_t prunes() const noexcept {
        std::uint64_t sum = prunes_;
        for (const auto& t : trees_) sum += t.prunes();
        return sum;
    }
    /// Visits of the root so far (they carry over when the tree is reused).
    [[nodiscard]] std::uint64_t root_visits() const noexcept { return nodes_.empty() ? 0 : nodes_[0].visits; }

    /// The statistics of the root's moves, in the generator's order (empty before the first search);
    /// with threads, merged over the trees. After a search among some root moves, those moves' alone.
    [[nodiscard]] std::vector<ChildStats> root_children() const {
        std::vector<ChildStats> out;
        if (nodes_.empty() || !root_.has_value()) return out;
        const Node& root = nodes_[0];
        const Player p = root_->side_to_move();
        for (std::uint32_t k = 0; k < root.child_count; ++k) {
            const Node& c = nodes_[root.first_child + k];
            ChildStats st;
            st.move = c.move;
            st.pass = c.pass;
            st.visits = c.visits;
            st.value = c.mean_reward(0);
            st.proven = c.proof == Proof::proven;
            if (st.proven) st.proven_score = mcts_detail::for_player(p, mcts_detail::one_ply_earlier(c.proven_value));
            out.push_back(st);
        }
        return out;
    }

    /// Searches `root` until a limit is reached or the solver proves it. `on_progress(const Info&)` is
    /// called about once a second, and after every tenth of an iteration or time budget (with threads:
    /// on the calling thread, for the first tree alone).
    template <std::invocable<const Info&> OnProgress>
    Report search(const S& root, const MctsLimits& limits, OnProgress&& on_progress) {
        return search(root, limits, std::span<const Move>{}, std::forward<OnProgress>(on_progress));
    }

    /// The same without progress output.
    Report search(const S& root, const MctsLimits& limits) {
        return search(root, limits, [](const Info&) {});
    }

    /// Searches `root` as above, but among the root moves in `root_moves` alone (UCI's `go
    /// searchmoves`), as Engine::search does: every tree (MctsOptions::threads) expands and selects
    /// only them at the root, and the result (best_move, score, pv, proven, and with multi_pv at most
    /// one line per such move) comes from them alone, even when another move is better: the root is
    /// proven lost when every allowed move is, and never proven won through a move left out. Entries
    /// that are not legal at the root are ignored, as are repeats; an empty list, one without a legal
    /// move, or one with every move means every move (the search is then exactly the unrestricted
    /// one). A chance root has no move to choose: there the list is ignored. Under a clock
    /// (TimeUse::save) a single allowed move is played after one iteration, as a root with one move.
    ///
    /// Tree reuse (MctsOptions::reuse_tree): the root of the kept tree then holds only the allowed
    /// moves, each with its subtree (taken over from the kept tree when the root is found there, so a
    /// restricted search goes on with what was searched before). A later search of the same root
    /// reuses it only when its own moves are among those; any other (an unrestricted one above all)
    /// starts that root afresh: the allowed moves' visits were not spent in competition with the others
    /// (the most visited would be preferred without having been compared), and the root's proof holds
    /// for them alone. The subtrees below the allowed moves were searched without restriction and
    /// stay reusable once one of those moves is played (advance, or a later root among them).
    /// A parameter of the search rather than a field of MctsLimits (which is not a template and
    /// cannot hold a game's moves) or of MctsOptions (which outlive a search).
    template <std::invocable<const Info&> OnProgress>
    Report search(const S& root, const MctsLimits& limits, std::span<const Move> root_moves, OnProgress&& on_progress) {
        const std::vector<Move> allowed = root_moves_allowed(root, root_moves);
        if (!trees_.empty()) return search_parallel(root, limits, allowed, on_progress);
        return search_one(root, limits, allowed, on_progress, std::chrono::steady_clock::now());
    }

    /// Searches only the root moves in `root_moves` (see above), without progress output.
    Report search(const S& root, const MctsLimits& limits, std::span<const Move> root_moves) {
        return search(root, limits, root_moves, [](const Info&) {});
    }

private:
    /// `options`, once MctsOptions::check accepts them and, for a searcher without an evaluator, they ask
    /// for no cut-off: with NoEvaluator there is nothing to score a cut playout with, and a cut-off that
    /// is silently ignored runs every playout to the end while the user believes it cut.
    static const MctsOptions& checked(const MctsOptions& options) {
        options.check();
        if constexpr (std::same_as<E, NoEvaluator>) {
            if (options.cutoff_plies > 0)
                detail::raise(std::invalid_argument("mcts: cutoff_plies needs an evaluator (this searcher has none), not " +
                                                    std::to_string(options.cutoff_plies)));
        }
        return options;
    }

    /// The root moves a search among `root_moves` may play (gametree::allowed_root_moves of the root's
    /// moves; empty: every move), and every move when `root_moves` is empty (no move generated then: an
    /// unrestricted search costs nothing more) and at a finished or a chance root.
    [[nodiscard]] std::vector<Move> root_moves_allowed(const S& root, std::span<const Move> root_moves) const {
        if (root_moves.empty() || is_over(root.outcome())) return {};
        if constexpr (ChanceState<S>) {
            if (root.is_chance()) return {};
        }
        MoveBufferFor<G, S> moves;
        gen_.generate(root, moves);
        return allowed_root_moves(std::as_const(moves).moves(), root_moves);
    }

    /// Does nothing with progress (the trees of root parallelism but the first).
    struct NoProgress {
        void operator()(const Info&) const noexcept {}
    };

    /// The single-threaded search of this searcher's own tree among the root moves `allowed` (empty:
    /// all; root_moves_allowed), its time limit counted from `start`: when the search began, which for a
    /// tree of root parallelism is before its thread was started (a thread that waited for a core must
    /// not have its wait added to the limit).
    template <class OnProgress>
    Report search_one(const S& root, const MctsLimits& limits, const std::vector<Move>& allowed,
                      OnProgress& on_progress, std::chrono::steady_clock::time_point start) {
        start_ = start;
        iterations_ = 0;
        search_prunes_ = 0;
        Report report;
        prepare_root(root, allowed);
        if (is_over(root.outcome()) || nodes_[0].child_count == 0) {
            static_cast<Info&>(report) = snapshot();
            return report;
        }
        const std::uint64_t max_iterations =
            limits.iterations ? *limits.iterations : (limits.time || limits.stop ? std::numeric_limits<std::uint64_t>::max() : 10'000);
        const std::uint64_t iteration_step = limits.iterations ? std::max<std::uint64_t>(1, *limits.iterations / 10) : 0;
        // A negative time (a clock already overrun) is no time at all: cast to unsigned it would never run out.
        const std::uint64_t time_limit =
            limits.time ? static_cast<std::uint64_t>(std::max<std::int64_t>(limits.time->count(), 0)) : 0;
        const std::uint64_t time_step =
            limits.time ? static_cast<std::uint64_t>(std::clamp<std::int64_t>(limits.time->count() / 10, 1, 1000)) : 1000;
        std::uint64_t next_progress_ms = time_step;
        std::uint64_t next_progress_iteration = iteration_step;
        // A single move at a decision root, under a clock (TimeUse::save): nothing to choose, so the
        // time is kept for other moves, as the engine does. One iteration still runs, for the report.
        const bool only_move = limits.time && limits.time_use == TimeUse::save && !nodes_[0].chance &&
                               nodes_[0].child_count == 1;
        // Pondering holds the clock: the time limit counts from clock_start_ms, when the flag was seen false.
        bool pondering = limits.ponder && limits.ponder->load(std::memory_order_relaxed);
        std::uint64_t clock_start_ms = 0;

        for (;;) {
            if (pool_full_) prune();
            iterate();
            ++iterations_;
            if (options_.solver && nodes_[0].proof == Proof::proven) break;
            if (pondering && !limits.ponder->load(std::memory_order_relaxed)) {
                pondering = false;
                clock_start_ms = elapsed_ms();
            }
            if (iterations_ >= max_iterations || (only_move && !pondering)) {
                report.stopped = true;
                break;
            }
            if ((limits.stop && limits.stop->load(std::memory_order_relaxed)) ||
                (also_stop_ && also_stop_->load(std::memory_order_relaxed))) {
                report.stopped = true;
                break;
            }
            const std::uint64_t ms = elapsed_ms();
            if (limits.time && !pondering && ms - clock_start_ms >= time_limit) {
                report.stopped = true;
                break;
            }
            const bool by_time = ms >= next_progress_ms;
            const bool by_iterations = iteration_step && iterations_ >= next_progress_iteration;
            if (by_time || by_iterations) {
                while (next_progress_ms <= ms) next_progress_ms += time_step;
                while (iteration_step && next_progress_iteration <= iterations_) next_progress_iteration += iteration_step;
                on_progress(static_cast<const Info&>(snapshot()));
            }
        }
        static_cast<Info&>(report) = snapshot();
        return report;
    }

    using Node = mcts_detail::Node<Move>;
    using Proof = mcts_detail::Proof;

    /// One step of the path from the root: the node, and the side to move in its parent (whose view the
    /// node's statistics take).
    struct Step {
        std::uint32_t node;
        Player mover;
        /// The parent's floor (select_child): the least reward its side to move is sure of.
        double floor;
    };

    /// The options of tree `index` of root parallelism: its share of the nodes, its own seed.
    [[nodiscard]] MctsOptions tree_options(std::size_t index) const {
        MctsOptions o = options_;
        const auto count = static_cast<std::size_t>(options_.threads);
        o.threads = 1;
        o.max_nodes = std::max<std::size_t>(options_.max_nodes / count, 1);
        o.seed = options_.seed + 0x9E3779B97F4A7C15ULL * (index + 1);  // golden-ratio steps: well spread
        return o;
    }

    /// Makes (or updates the options of) the trees of root parallelism; none for one thread.
    void set_up_trees() {
        if (options_.threads <= 1) {
            trees_.clear();
            return;
        }
        const auto count = static_cast<std::size_t>(options_.threads);
        if (trees_.size() != count) {
            trees_.clear();
            for (std::size_t i = 0; i < count; ++i) trees_.emplace_back(tree_options(i), gen_, eval_, policy_);
        } else {
            for (std::size_t i = 0; i < count; ++i) trees_[i].set_options(tree_options(i));
        }
    }

    /// Root parallelism: every tree searches `root` among the root moves `allowed` (empty: all) on its
    /// own thread (the first on the calling one) for its share of the iterations; then their roots are
    /// merged into this searcher's tree.
    template <class OnProgress>
    Report search_parallel(const S& root, const MctsLimits& limits, const std::vector<Move>& allowed,
                           OnProgress& on_progress) {
        start_ = std::chrono::steady_clock::now();
        const std::uint64_t total =
            limits.iterations ? *limits.iterations : (limits.time || limits.stop ? 0 : 10'000);
        // Under an iteration limit, no more trees than iterations, so that the shares add up.
        const std::size_t count = total > 0 ? static_cast<std::size_t>(std::min<std::uint64_t>(trees_.size(), total)) : trees_.size();
        std::vector<Report> reports(count);
        const auto share = [&](std::size_t i) {
            MctsLimits l = limits;
            if (total > 0) l.iterations = total / count + (i < total % count ? 1 : 0);
            return l;
        };
        // One flag stops every tree: without an iteration limit, a tree that proves the root ends the
        // others' searches too (under one, every tree runs its share, so that the search stays
        // deterministic); and a thread that cannot be started ends those already started.
        std::atomic<bool> stop_trees{false};
        for (std::size_t i = 0; i < count; ++i) trees_[i].also_stop_ = &stop_trees;
        // A tree that fails (no memory to grow it, a progress callback that throws) stops the others; its
        // exception leaves the search once every thread is joined, as from the single-threaded search.
        ThreadFailures failures(count);
        const auto run = [&](std::size_t i, auto& progress) {
            const bool searched = failures.run(i, [&] {
                reports[i] = trees_[i].search_one(root, share(i), allowed, progress, start_);
                if (reports[i].proven && total == 0) stop_trees.store(true, std::memory_order_relaxed);
            });
            if (!searched) stop_trees.store(true, std::memory_order_relaxed);
        };
        const auto forget_flag = [&] {
            for (std::size_t i = 0; i < count; ++i) trees_[i].also_stop_ = nullptr;
        };
        std::vector<std::thread> workers;
        detail::undo_on_exception(
            [&] {
                workers.reserve(count - 1);
                for (std::size_t i = 1; i < count; ++i) {
                    workers.emplace_back([&run, i] {
                        NoProgress quiet;
                        run(i, quiet);
                    });
                }
            },
            [&] {  // no thread to be had (std::system_error): the started ones stop at once, then it is said
                stop_trees.store(true, std::memory_order_relaxed);
                for (auto& w : workers) w.join();
                forget_flag();
            });
        run(0, on_progress);
        for (auto& w : workers) w.join();
        forget_flag();
        failures.rethrow_first();
        merge_roots(root, count);
        iterations_ = 0;
        search_prunes_ = 0;
        bool stopped = false;
        for (const Report& r : reports) {
            iterations_ += r.iterations;
            search_prunes_ += r.prunes;
            stopped = stopped || r.stopped;
        }
        Report report;
        static_cast<Info&>(report) = snapshot();
        // A limit stopped it unless the merged root is proven (a proven win by less than the full margin
        // does not end a search, so it does not count here either, as in the single-tree search).
        report.stopped = stopped && !(options_.solver && nodes_[0].proof == Proof::proven);
        // Every line's principal variation past the root: from the tree that visited its move most (the
        // merged tree holds the root's children alone). The trees' roots list the moves alike (the same
        // root, the same generator), the merged one from node 1.
        const std::vector<std::uint32_t> children = root_line_children(root.side_to_move());
        for (std::size_t k = 0; k < children.size(); ++k) {
            const std::uint32_t index = children[k] - 1;  // the move's place in the root's list
            const Mcts* best_tree = nullptr;
            std::uint32_t best_node = 0;
            for (std::size_t i = 0; i < count; ++i) {
                const std::vector<Node>& tree = trees_[i].nodes_;
                if (tree.empty() || tree[0].child_count != nodes_[0].child_count) continue;
                const std::uint32_t c = tree[0].first_child + index;
                if (!best_tree || tree[c].visits > best_tree->nodes_[best_node].visits) {
                    best_tree = &trees_[i];
                    best_node = c;
                }
            }
            if (best_tree) report.lines[k].pv = best_tree->line_from(best_node);
        }
        if (!report.lines.empty()) report.pv = report.lines.front().pv;
        return report;
    }

    /// Makes this searcher's tree the root and its children summed over the first `count` trees: visits
    /// and rewards add up, a child proven in any tree is proven (the best proof for the side to move
    /// when trees differ), and the root is proven when any tree proved it or the merged children prove it.
    void merge_roots(const S& root, std::size_t count) {
        clear_tree();
        root_ = root;
        const std::vector<Node>& first = trees_[0].nodes_;
        Node merged = first[0];
        merged.first_child = 1;
        nodes_.push_back(merged);
        for (std::uint32_t k = 0; k < merged.child_count; ++k) {
            Node c = first[first[0].first_child + k];
            c.expanded = false;
            c.chance = false;
            c.first_child = 0;
            c.child_count = 0;
            nodes_.push_back(c);
        }
        const Player p = root.side_to_move();
        for (std::size_t i = 1; i < count; ++i) {
            const std::vector<Node>& other = trees_[i].nodes_;
            Node& r = nodes_[0];
            r.visits += other[0].visits;
            r.reward += other[0].reward;
            if (r.proof != Proof::proven && other[0].proof == Proof::proven) prove(0, other[0].proven_value);
            if (other[0].child_count != r.child_count) continue;  // cannot differ: the same root, the same generator
            for (std::uint32_t k = 0; k < r.child_count; ++k) {
                Node& c = nodes_[1 + k];
                const Node& o = other[other[0].first_child + k];
                c.visits += o.visits;
                c.reward += o.reward;
                if (o.proof == Proof::proven &&
                    (c.proof != Proof::proven ||
                     mcts_detail::for_player(p, o.proven_value) > mcts_detail::for_player(p, c.proven_value))) {
                    prove(1 + k, o.proven_value);
                }
            }
        }
        if (options_.solver && nodes_[0].child_count > 0) try_prove(0, p);
    }

    [[nodiscard]] std::uint64_t elapsed_ms() const {
        return static_cast<std::uint64_t>(
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start_).count());
    }

    void clear_tree() {
        nodes_.clear();
        root_.reset();
        pool_full_ = false;
        partial_root_ = false;
    }

    /// The node bound this search keeps to: MctsOptions::max_nodes within the pool's 32-bit numbering.
    [[nodiscard]] std::size_t node_limit() const noexcept { return mcts_detail::node_bound(options_.max_nodes); }

    /// The pool is full: keeps the root and the most-visited part of the tree, in at most half the
    /// bound, so that the search can expand again where it matters.
    void prune() {
        pool_full_ = false;
        if (mcts_detail::prune_to(nodes_, node_limit() / 2) == 0) return;
        ++prunes_;
        ++search_prunes_;
    }

    [[nodiscard]] static S child_state(const S& s, const Node& child) {
        if constexpr (PassingState<S>) {
            if (child.pass) return s.after_pass();
        }
        return s.after(child.move);
    }

    /// Makes the tree's root `root`: the old tree's root, child or grandchild when it is one of them and
    /// reuse is on (the subtree is kept), otherwise a fresh root; then expands the root and, for a search
    /// among the root moves `allowed` (empty: all), keeps only theirs (keep_root_moves). The old root
    /// itself, when an earlier search left only some of its moves (partial_root_), is reused only when
    /// `allowed` are among them: see search().
    void prepare_root(const S& root, const std::vector<Move>& allowed) {
        bool reused = false;
        if constexpr (std::equality_comparable<S>) {
            if (options_.reuse_tree && root_.has_value() && !nodes_.empty()) reused = find_root(root);
        }
        if (reused && partial_root_ && !among_root_children(allowed)) reused = false;
        if (!reused) {
            clear_tree();
            nodes_.emplace_back();
        }
        root_ = root;
        // A finished root is proven by the rules, as a root without a move is by the NoMovePolicy.
        if (const Outcome outcome = root.outcome(); is_over(outcome)) prove(0, terminal_value(root, outcome));
        if (!nodes_[0].expanded && !is_over(root.outcome())) {
            // A reused node that a prune made a leaf keeps its proof but not the children that show the
            // move proving it: the search would stop at once on an arbitrary move. It proves it again.
            nodes_[0].proof = Proof::unknown;
            expand(0, root, true);
        }
        if (!allowed.empty()) keep_root_moves(allowed);
    }

    /// Whether the moves `allowed` (some moves, not all: root_moves_allowed) are all among the root's
    /// children (never for every move, the empty list).
    [[nodiscard]] bool among_root_children(const std::vector<Move>& allowed) const {
        const Node& r = nodes_[0];
        return !allowed.empty() && std::all_of(allowed.begin(), allowed.end(), [&](const Move& m) {
                   for (std::uint32_t c = r.first_child; c < r.first_child + r.child_count; ++c)
                       if (!nodes_[c].pass && nodes_[c].move == m) return true;
                   return false;
               });
    }

    /// A search among the root moves `allowed` (some of the expanded root's moves, not all): the root
    /// keeps only their children, each with its subtree, so that selection, the solver and the report
    /// see no other move (and the pool no longer holds the rest). The root's visits and rewards become
    /// the sums of those children's, and its proof is made again from them alone: a root proven won
    /// through a move left out is not won among these. The root is then partial (see prepare_root).
    void keep_root_moves(const std::vector<Move>& allowed) {
        partial_root_ = true;
        if (nodes_[0].child_count == allowed.size()) return;  // already these (a partial root reused)
        const auto is_allowed = [&](const Node& c) {
            return !c.pass && std::find(allowed.begin(), allowed.end(), c.move) != allowed.end();
        };
        mcts_detail::copy_subtree(nodes_, 0, mcts_detail::EveryChild{}, is_allowed);
        pool_full_ = false;
        Node& r = nodes_[0];
        GAMETREE_ASSERT(r.child_count == allowed.size(), "mcts: a root move allowed is not among the root's children");
        r.visits = 0;
        r.reward = 0;
        for (std::uint32_t c = r.first_child; c < r.first_child + r.child_count; ++c) {
            r.visits += nodes_[c].visits;
            r.reward += nodes_[c].reward;
        }
        r.proof = Proof::unknown;
        if (options_.solver) try_prove(0, root_->side_to_move());
    }

    /// Looks for `root` among the old root, its children and grandchildren; re-roots there when found.
    bool find_root(const S& root)
        requires std::equality_comparable<S>
    {
        if (*root_ == root) return true;
        const Node& old = nodes_[0];
        for (std::uint32_t k = 0; k < old.child_count; ++k) {
            const std::uint32_t c = old.first_child + k;
            const S child = child_state(*root_, nodes_[c]);
            if (child == root) return reroot(c), true;
            for (std::uint32_t j = 0; j < nodes_[c].child_count; ++j) {
                const std::uint32_t g = nodes_[c].first_child + j;
                if (child_state(child, nodes_[g]) == root) return reroot(g), true;
            }
        }
        return false;
    }

    template <class Match>
    bool advance_to(Match&& match) {
        if (nodes_.empty() || !root_.has_value()) return false;
        for (std::uint32_t k = 0; k < nodes_[0].child_count; ++k) {
            const std::uint32_t c = nodes_[0].first_child + k;
            if (match(nodes_[c])) {
                const S next = child_state(*root_, nodes_[c]);
                reroot(c);
                root_ = next;
                return true;
            }
        }
        clear_tree();
        return false;
    }

    /// Keeps only the subtree of `new_root`, so that the freed nodes are reused and the pool stays compact.
    void reroot(std::uint32_t new_root) {
        mcts_detail::copy_subtree(nodes_, new_root, mcts_detail::EveryChild{});
        pool_full_ = false;
        partial_root_ = false;  // a move of the root: searched below it without restriction
    }

    /// The exact value of a finished state, from the first player's view, `plies` = 0 (this node).
    [[nodiscard]] static Score terminal_value(const S& s, Outcome outcome) {
        if (outcome == Outcome::draw) return 0;
        const Player winner = is_win_for(outcome, Player::first) ? Player::first : Player::second;
        Score margin = max_utility;
        if constexpr (UtilityState<S>) {
            const auto u = static_cast<long long>(s.utility());
            margin = static_cast<Score>(std::clamp<long long>(u < 0 ? -u : u, 1, max_utility));
        }
        return mcts_detail::for_player(winner, win_in(0, margin));
    }

    void prove(std::uint32_t idx, Score value) {
        nodes_[idx].proof = Proof::proven;
        nodes_[idx].proven_value = value;
    }

    /// Adds the children of node `idx` (state `s`, not over). Returns false when the node bound leaves
    /// no room (the root is always expanded). A state without a move becomes a proven node under the
    /// game's NoMovePolicy, or gets a single pass child.
    bool expand(std::uint32_t idx, const S& s, bool is_root = false) {
        if constexpr (ChanceState<S>) {
            if (s.is_chance()) {
                ChanceBufferFor<S> outcomes;
                s.chance_outcomes(outcomes);
                GAMETREE_ASSERT(valid_chance_outcomes(outcomes),
                                "mcts: chance_outcomes gave probabilities that are not positive or do not add up to 1");
                if (!is_root && nodes_.size() + outcomes.size() > node_limit()) return false;
                const auto first = static_cast<std::uint32_t>(nodes_.size());
                for (const auto& o : outcomes) {
                    Node& n = nodes_.emplace_back();
                    n.move = o.outcome;
                    n.weight = static_cast<float>(o.probability);
                }
                nodes_[idx].first_child = first;
                nodes_[idx].child_count = static_cast<std::uint32_t>(outcomes.size());
                nodes_[idx].chance = true;
                nodes_[idx].expanded = true;
                return true;
            }
        }
        MoveBufferFor<G, S> moves;
        gen_.generate(s, moves);
        if (moves.empty()) {
            if constexpr (no_move_policy_v<S> == NoMovePolicy::pass) {
                if (!is_root && nodes_.size() + 1 > node_limit()) return false;
                const auto first = static_cast<std::uint32_t>(nodes_.size());
                nodes_.emplace_back().pass = true;
                nodes_[idx].first_child = first;
                nodes_[idx].child_count = 1;
            } else if constexpr (no_move_policy_v<S> == NoMovePolicy::draw) {
                prove(idx, 0);
            } else {
                prove(idx, mcts_detail::for_player(s.side_to_move(), loss_in(0)));
            }
            nodes_[idx].expanded = true;
            return true;
        }
        if (!is_root && nodes_.size() + moves.size() > node_limit()) return false;
        const auto first = static_cast<std::uint32_t>(nodes_.size());
        int best_rank = 0;
        for (const Move& m : moves) {
            Node& n = nodes_.emplace_back();
            n.move = m;
            if constexpr (CaptureOrderedMoveGen<G, S>) {
                if (options_.prior_weight > 0) {
                    const int rank = static_cast<int>(gen_.capture_order(s, m));
                    n.weight = static_cast<float>(rank);
                    best_rank = std::max(best_rank, rank);
                }
            }
        }
        if (best_rank > 0) {
            for (std::size_t k = 0; k < moves.size(); ++k) nodes_[first + k].weight /= static_cast<float>(best_rank);
        }
        nodes_[idx].first_child = first;
        nodes_[idx].child_count = static_cast<std::uint32_t>(moves.size());
        nodes_[idx].expanded = true;
        return true;
    }

    /// The child of decision node `idx` (side to move `p`) with the best UCT value. With the solver,
    /// proven children are known exactly and are skipped while any child is unproven (a proven win
    /// has proven the node already); the best of them bounds the node's value from below instead
    /// (`floor`, a reward for `p`: 0.5 when a draw is secured), which back_up applies.
    [[nodiscard]] std::uint32_t select_child(std::uint32_t idx, Player p, double& floor) const {
        const Node& n = nodes_[idx];
        const double log_visits = std::log(static_cast<double>(std::max<std::uint64_t>(n.visits, 1)));
        std::uint32_t best = n.first_child;
        std::uint32_t best_proven = n.first_child;
        std::optional<std::uint32_t> best_untried;
        bool any_unproven = false;
        bool any_proven = false;
        double best_score = -std::numeric_limits<double>::infinity();
        floor = 0;
        for (std::uint32_t k = 0; k < n.child_count; ++k) {
            const std::uint32_t c = n.first_child + k;
            const Node& child = nodes_[c];
            if (options_.solver && child.proof == Proof::proven) {
                const Score v = mcts_detail::for_player(p, child.proven_value);
                if (!any_proven || v > mcts_detail::for_player(p, nodes_[best_proven].proven_value)) best_proven = c;
                any_proven = true;
                floor = std::max(floor, mcts_detail::reward_of(v));
                continue;
            }
            any_unproven = true;
            if (child.visits == 0) {
                // Untried moves first, the best-ranked among them first (the first of equals). Compared
                // apart from the UCT values: a bonus added to those (1e100 + weight) rounded the weight
                // away, and a large exploration constant outgrew it.
                if (!best_untried || child.weight > nodes_[*best_untried].weight) best_untried = c;
                continue;
            }
            const auto visits = static_cast<double>(child.visits);
            const double score = child.reward / visits + options_.exploration * std::sqrt(log_visits / visits) +
                                 options_.prior_weight * static_cast<double>(child.weight) / (visits + 1);
            if (score > best_score) {
                best_score = score;
                best = c;
            }
        }
        if (best_untried) return *best_untried;
        return any_unproven ? best : best_proven;
    }

    /// An outcome of chance node `idx`, drawn by probability.
    [[nodiscard]] std::uint32_t sample_child(std::uint32_t idx) {
        const Node& n = nodes_[idx];
        double r = random_unit(rng_);
        for (std::uint32_t k = 0; k + 1 < n.child_count; ++k) {
            r -= static_cast<double>(nodes_[n.first_child + k].weight);
            if (r < 0) return n.first_child + k;
        }
        return n.first_child + n.child_count - 1;
    }

    /// One iteration: select down the tree, expand, play out, back up (and prove what can be proven).
    void iterate() {
        path_.clear();
        path_.push_back({0, root_->side_to_move(), 0});
        S s = *root_;
        std::uint32_t idx = 0;
        double reward_first;  // the result, as a reward for the first player
        bool expanded = false;  // one expansion per iteration: then the playout (expand_after 0 went on to the end)
        for (;;) {
            Node& n = nodes_[idx];
            if (n.proof == Proof::proven) {
                reward_first = mcts_detail::reward_of(n.proven_value);
                break;
            }
            if (!n.expanded) {
                const Outcome outcome = s.outcome();
                if (is_over(outcome)) {
                    prove(idx, terminal_value(s, outcome));
                    reward_first = mcts_detail::reward_of(nodes_[idx].proven_value);
                    break;
                }
                if (expanded || n.visits < options_.expand_after) {
                    reward_first = playout(s);
                    break;
                }
                if (!expand(idx, s)) {  // the pool is full: prune before the next iteration
                    pool_full_ = true;
                    reward_first = playout(s);
                    break;
                }
                if (nodes_[idx].proof == Proof::proven) {  // no move: lost or drawn
                    reward_first = mcts_detail::reward_of(nodes_[idx].proven_value);
                    break;
                }
                expanded = true;
            }
            const Player mover = s.side_to_move();
            double floor = 0;
            const std::uint32_t child = nodes_[idx].chance ? sample_child(idx) : select_child(idx, mover, floor);
            s = child_state(s, nodes_[child]);
            idx = child;
            path_.push_back({idx, mover, floor});
        }
        back_up(reward_first);
    }

    /// Adds the result to the statistics of the path, leaf first. Above a node whose side to move has
    /// a proven result secured (a draw), the result is raised to it: the node is worth at least that.
    void back_up(double reward_first) {
        for (std::size_t i = path_.size(); i-- > 0;) {
            const Step& step = path_[i];
            Node& n = nodes_[step.node];
            ++n.visits;
            n.reward += step.mover == Player::first ? reward_first : 1 - reward_first;
            if (i > 0 && step.floor > 0) {  // the floor of this node's parent, for its side to move
                reward_first = step.mover == Player::first ? std::max(reward_first, step.floor)
                                                           : std::min(reward_first, 1 - step.floor);
            }
        }
        if (!options_.solver) return;
        for (std::size_t i = path_.size() - 1; i > 0; --i) {
            if (nodes_[path_[i].node].proof != Proof::proven) break;
            if (!try_prove(path_[i - 1].node, path_[i].mover)) break;
        }
    }

    /// Proves node `idx` (side to move `p`) from its children when they allow it: one proven win for `p`
    /// (by the full margin: a bigger one cannot exist), or every child proven. A chance node is proven
    /// when every outcome is proven the same way (all wins for one player, or all draws).
    bool try_prove(std::uint32_t idx, Player p) {
        const Node& n = nodes_[idx];
        if (n.proof == Proof::proven) return true;
        bool all_proven = true;
        if (n.chance) {
            int sign = 2;
            Score weakest = 0;
            for (std::uint32_t k = 0; k < n.child_count; ++k) {
                const Node& c = nodes_[n.first_child + k];
                if (c.proof != Proof::proven) return false;
                const int s = (c.proven_value > 0) - (c.proven_value < 0);
                if (sign == 2) {
                    sign = s;
                    weakest = c.proven_value;
                }
                if (s != sign) return false;
                weakest = s > 0 ? std::min(weakest, c.proven_value) : std::max(weakest, c.proven_value);
            }
            prove(idx, mcts_detail::one_ply_earlier(weakest));
            return true;
        }
        Score best = std::numeric_limits<Score>::min();
        for (std::uint32_t k = 0; k < n.child_count; ++k) {
            const Node& c = nodes_[n.first_child + k];
            if (c.proof != Proof::proven) {
                all_proven = false;
                continue;
            }
            best = std::max(best, mcts_detail::for_player(p, c.proven_value));
        }
        const bool sure_win = best > 0 && margin_of(best) == max_utility;
        if (!all_proven && !sure_win) return false;
        prove(idx, mcts_detail::one_ply_earlier(mcts_detail::for_player(p, best)));
        return true;
    }

    /// A playout from `s` by the playout policy: its result as a reward for the first player.
    double playout(S s) {
        for (int ply = 0;; ++ply) {
            const Outcome outcome = s.outcome();
            if (is_over(outcome)) return mcts_detail::reward_of(terminal_value(s, outcome));
            if constexpr (!std::same_as<E, NoEvaluator>) {
                if (options_.cutoff_plies > 0 && ply >= options_.cutoff_plies) {
                    const double p = win_probability(static_cast<double>(eval_(s)), options_.cutoff_scale);
                    return s.side_to_move() == Player::first ? p : 1 - p;
                }
            }
            if (ply >= options_.max_playout_plies) return 0.5;
            if constexpr (ChanceState<S>) {
                if (s.is_chance()) {
                    ChanceBufferFor<S> outcomes;
                    s.chance_outcomes(outcomes);
                    GAMETREE_ASSERT(valid_chance_outcomes(outcomes),
                                    "mcts: chance_outcomes gave probabilities that are not positive or do not add up to 1");
                    double r = random_unit(rng_);
                    std::size_t pick = 0;
                    while (pick + 1 < outcomes.size() && (r -= outcomes[pick].probability) >= 0) ++pick;
                    s = s.after(outcomes[pick].outcome);
                    continue;
                }
            }
            MoveBufferFor<G, S> moves;
            gen_.generate(s, moves);
            if (moves.empty()) {
                if constexpr (no_move_policy_v<S> == NoMovePolicy::pass) {
                    s = s.after_pass();
                    continue;
                } else if constexpr (no_move_policy_v<S> == NoMovePolicy::draw) {
                    return 0.5;
                } else {
                    return s.side_to_move() == Player::first ? 0.0 : 1.0;
                }
            }
            const auto pick = static_cast<std::size_t>(policy_(static_cast<const S&>(s), static_cast<const MoveBufferFor<G, S>&>(moves), rng_));
            s = s.after(moves[std::min(pick, moves.size() - 1)]);
        }
    }

    /// The order in which children are preferred as the move to play, for side to move `p`: proven wins
    /// (fastest, biggest margin first), then the rest by visits and value, then proven losses (slowest
    /// first).
    [[nodiscard]] bool better_move(const Node& a, const Node& b, Player p) const {
        const auto tier = [&](const Node& n) {
            if (!options_.solver || n.proof != Proof::proven) return 1;
            const Score v = mcts_detail::for_player(p, n.proven_value);
            return v > 0 ? 2 : (v < 0 ? 0 : 1);
        };
        const int ta = tier(a);
        const int tb = tier(b);
        if (ta != tb) return ta > tb;
        if (ta != 1) return mcts_detail::for_player(p, a.proven_value) > mcts_detail::for_player(p, b.proven_value);
        const double qa = a.mean_reward(0);
        const double qb = b.mean_reward(0);
        // A proven draw is no longer visited: it beats an unproven move unless that one looks better.
        const bool draw_a = options_.solver && a.proof == Proof::proven;
        const bool draw_b = options_.solver && b.proof == Proof::proven;
        if (draw_a != draw_b) return draw_a ? qb <= 0.5 : qa > 0.5;
        if (a.visits != b.visits) return a.visits > b.visits;
        return qa > qb;
    }

    /// The child of decision node `idx` the search would play there (side to move `p`, better_move's
    /// order; the first of equals), leaving out the children in `taken` (the earlier lines' moves,
    /// MctsOptions::multi_pv); none at a leaf, a chance node, or when every child is taken.
    [[nodiscard]] std::optional<std::uint32_t> best_child(std::uint32_t idx, Player p,
                                                          const std::vector<std::uint32_t>& taken = {}) const {
        const Node& n = nodes_[idx];
        if (!n.expanded || n.child_count == 0 || n.chance) return std::nullopt;
        std::optional<std::uint32_t> best;
        for (std::uint32_t c = n.first_child; c < n.first_child + n.child_count; ++c) {
            if (std::find(taken.begin(), taken.end(), c) != taken.end()) continue;
            if (!best || better_move(nodes_[c], nodes_[*best], p)) best = c;
        }
        return best;
    }

    /// The root's children that the report gives a line each, best first: MctsOptions::multi_pv of them
    /// (fewer when the root has fewer), each best_child without the ones before it. better_move is not
    /// a strict weak order (a proven draw sits between moves by value, the others by visits), so no sort:
    /// selection keeps line 1 the best move by construction.
    [[nodiscard]] std::vector<std::uint32_t> root_line_children(Player p) const {
        std::vector<std::uint32_t> taken;
        while (taken.size() < options_.multi_pv) {
            const auto c = best_child(0, p, taken);
            if (!c) break;
            taken.push_back(*c);
        }
        return taken;
    }

    /// The principal variation from the root through its child `first`: that move (unless a pass),
    /// then the preferred child, level by level, as long as it was visited or proven.
    [[nodiscard]] std::vector<Move> line_from(std::uint32_t first) const {
        std::vector<Move> pv;
        if (nodes_[first].pass) return pv;
        pv.push_back(nodes_[first].move);
        S s = child_state(*root_, nodes_[first]);
        std::uint32_t idx = first;
        for (int ply = 1; ply < max_ply; ++ply) {
            const auto c = best_child(idx, s.side_to_move());
            if (!c || nodes_[*c].pass || (nodes_[*c].visits == 0 && nodes_[*c].proof != Proof::proven)) break;
            pv.push_back(nodes_[*c].move);
            s = child_state(s, nodes_[*c]);
            idx = *c;
        }
        return pv;
    }

    /// The line of root child `c` (side to move `p` at the root): its visits, its value (a proven
    /// result when the solver proved it) and its score (exact when proven; otherwise its win probability
    /// after half a win more in one more visit, so that a few playouts that all went one way do not read
    /// as a sure result: one won playout is 0.75, not 1), and line_from(c).
    [[nodiscard]] MctsLine<Move> root_line(std::uint32_t c, Player p) const {
        const Node& n = nodes_[c];
        MctsLine<Move> line;
        line.visits = n.visits;
        line.value = n.mean_reward(0.5);
        line.proven = options_.solver && n.proof == Proof::proven;
        if (line.proven) {
            line.value = mcts_detail::reward_of(mcts_detail::for_player(p, n.proven_value));
            line.score = mcts_detail::for_player(p, mcts_detail::one_ply_earlier(n.proven_value));
        } else {
            line.score = score_of_probability((n.reward + 0.5) / (static_cast<double>(n.visits) + 1), options_.cutoff_scale);
        }
        line.pv = line_from(c);
        return line;
    }

    [[nodiscard]] Info snapshot() const {
        Info info;
        info.iterations = iterations_;
        info.nodes = tree_size();
        info.prunes = search_prunes_;
        info.milliseconds = elapsed_ms();
        info.iterations_per_second = iterations_ * 1000 / std::max<std::uint64_t>(info.milliseconds, 1);
        if (nodes_.empty()) return info;
        const Player p = root_->side_to_move();
        const Node& root = nodes_[0];
        if (options_.solver && root.proof == Proof::proven) {
            info.proven = true;
            info.score = mcts_detail::for_player(p, root.proven_value);
        }
        const std::vector<std::uint32_t> children = root_line_children(p);
        if (children.empty()) {
            // A finished root (or one without a move, by its NoMovePolicy) is proven by the rules, with or
            // without the solver: its value is that result, not an unvisited move's 0.5.
            if (!root.chance && root.child_count == 0 && root.proof == Proof::proven)
                info.best_value = mcts_detail::reward_of(mcts_detail::for_player(p, root.proven_value));
            // A chance root has no move to play, but its own average is its value for the side to move.
            if (root.chance && !info.proven && root.visits > 0) {
                info.best_value = root.mean_reward(0.5);
                info.score = score_of_probability((root.reward + 0.5) / (static_cast<double>(root.visits) + 1),
                                                  options_.cutoff_scale);
            }
            return info;
        }
        for (const std::uint32_t c : children) info.lines.push_back(root_line(c, p));
        const Node& b = nodes_[children.front()];
        const MctsLine<Move>& best = info.lines.front();
        if (!b.pass) info.best_move = b.move;
        info.best_visits = best.visits;
        info.best_value = best.value;
        // A proven win is reported as soon as one move is proven to win (a bigger margin may remain). A
        // proven root has a proven best move (the solver proves a node from its children), whose score
        // is the root's: line 1's score is the root's in every case.
        if (best.proven && best.score > 0) info.proven = true;
        info.score = best.score;
        info.pv = best.pv;
        return info;
    }

    G gen_;
    E eval_;
    P policy_;
    MctsOptions options_;
    std::mt19937_64 rng_;
    std::vector<Node> nodes_;
    std::vector<Step> path_;
    std::optional<S> root_;  // the tree's root state (none before the first search)
    std::uint64_t iterations_ = 0;
    std::uint64_t prunes_ = 0;
    std::uint64_t search_prunes_ = 0;
    /// An expansion found no room: the next iteration prunes first.
    bool pool_full_ = false;
    /// The root holds only some of its moves (a search among them, keep_root_moves): a later search of
    /// the same root reuses it only among those.
    bool partial_root_ = false;
    std::chrono::steady_clock::time_point start_{};
    /// The independent trees of root parallelism (MctsOptions::threads above 1); this searcher's own
    /// tree then holds their merged root.
    std::vector<Mcts> trees_;
    /// Set while this searcher is one of those trees: true when another tree proved the root (without an
    /// iteration limit) or a thread could not be started.
    const std::atomic<bool>* also_stop_ = nullptr;
};

}  // namespace gametree
