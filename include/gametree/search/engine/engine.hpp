/// \file
/// The engine: iterative deepening over a principal variation search with aspiration windows, a
/// transposition table, move ordering (table move, captures, killers, history), late move reductions,
/// quiescence search and mate scores — every technique switchable, every one generic over the concepts —
/// on one thread or several (Lazy SMP: threads that search the same root and share the table).
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include "gametree/core/chance.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/core/exceptions.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/no_move_policy.hpp"
#include "gametree/core/thread_failures.hpp"
#include "gametree/search/engine/features_report.hpp"
#include "gametree/search/engine/move_ordering.hpp"
#include "gametree/search/engine/options.hpp"
#include "gametree/search/engine/report.hpp"
#include "gametree/search/engine/transposition_table.hpp"
#include "gametree/search/root_moves.hpp"
#include "gametree/search/tablebase/probe.hpp"
#include "gametree/search/tablebase/retrograde.hpp"

namespace gametree {

/// A reusable searcher for one game. Keep one Engine per game being played: its transposition table
/// and history carry over from move to move (call new_game() between games); killers are cleared at the
/// start of every search.
///
/// With EngineOptions::threads above 1 a search is Lazy SMP: helper threads search the same root at the
/// same time, each with its own killers, history and line, and share only the transposition table (race
/// free: see TranspositionTable); what they store there speeds up the main thread, whose result is the
/// search's. The game's const operations (generate, the evaluator, the tablebase probe, after) are then
/// called from several threads at once and must allow it. One thread is exactly the single-threaded search.
///
/// Optional concepts it uses when the game offers them: HashedState (transposition table),
/// CaptureOrderedMoveGen (captures first and reductions only for quiet moves), HistoryIndexedMoveGen
/// (history heuristic), NoisyMoveGen (quiescence search), StagedMoveGen (quiet moves generated only when
/// needed), DangerAwareMoveGen (no pruning and evasions in danger), NullMoveState (null-move pruning),
/// EstimatingEvaluator (lazy evaluation), UtilityState (wins and losses by margin), PassingState (see
/// NoMovePolicy). Features the game declares (features.hpp) are checked at compile
/// time; features() tells which ones a search uses. Nothing is allocated per node: move lists live on
/// the stack and the table, history and principal-variation storage are allocated up front. Games with
/// chance (ChanceState) do not compile: the rolls of a chance state would be taken for a player's choices
/// (expectiminimax and Mcts search them).
///
/// A position may have any number of moves (beyond G::max_moves its lists move to the heap). The table
/// stores a best move as its index in the position's list, in 16 bits: at a position whose best move
/// stands beyond index 65,535 the table keeps the result without a move, so that node is searched
/// without a table move (the search is still exact; only its move ordering there is poorer).
template <State S, MoveGen<S> G, Evaluator<S> E, TablebaseFor<S> Tablebase = NoTablebase>
class Engine {
    static_assert(check_declared_features<S, G>());
    static_assert(check_declared_evaluator_features<E, S>());
    static_assert(!ChanceState<S>, "gametree: the Engine searches games without chance: the outcomes of a chance state "
                                   "would be taken for a player's choices (search it with expectiminimax or MCTS)");

public:
    /// The game's move.
    using Move = typename S::move_type;
    /// What search() returns.
    using Report = SearchReport<Move>;
    /// What search() reports after each completed iteration.
    using Info = IterationInfo<Move>;

    /// A searcher with these options (checked as set_options checks them: std::invalid_argument), the game's
    /// generator and evaluator, and a tablebase (none by default); allocates the table.
    explicit Engine(EngineOptions options = {}, G generator = {}, E evaluator = {}, Tablebase tablebase = Tablebase())
        : gen_(std::move(generator)), eval_(std::move(evaluator)), tablebase_(std::move(tablebase)) {
        set_options(options);
    }

    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;
    /// Takes over another engine's options, table and learnt state.
    Engine(Engine&&) = default;
    /// Takes over another engine's options, table and learnt state.
    Engine& operator=(Engine&&) = default;
    ~Engine() = default;

    /// Changes the options; resizes the table when its size changed (and clears it when the contempt
    /// did), and makes or drops threads' search state when their number changed. std::invalid_argument
    /// for threads outside 1..max_threads, iteration_step outside 1..max_iteration_step,
    /// aspiration_window outside 1..score_infinity (a window of 0 never widens: the search would not
    /// end), futility_margin or lazy_margin outside 0..score_infinity, futility_depth outside 0..max_ply
    /// (0: no futility pruning, as no node with a ply left has less), or a contempt that reaches
    /// decisive_bound (a draw would read as a proven win or loss). Strong
    /// guarantee: when the new table or state cannot be allocated (std::bad_alloc, std::length_error) or
    /// the options are refused, the old table and the old options stay. Not during a search.
    void set_options(const EngineOptions& options) {
        if (options.threads < 1 || options.threads > EngineOptions::max_threads) {
            // A size_t: -1 arrives as 18446744073709551615, so a count past the signed range is shown as
            // the negative number it most likely was, too.
            const auto as_signed = static_cast<long long>(options.threads);
            detail::raise(std::invalid_argument(
                "engine: threads must be 1 to " + std::to_string(EngineOptions::max_threads) + ", not " +
                (as_signed < 0 ? std::to_string(as_signed) + " (" + std::to_string(options.threads) + " as std::size_t)"
                               : std::to_string(options.threads))));
        }
        if (options.iteration_step < 1 || options.iteration_step > EngineOptions::max_iteration_step)
            detail::raise(std::invalid_argument("engine: iteration_step must be 1 to " + std::to_string(EngineOptions::max_iteration_step) +
                                                ", not " + std::to_string(options.iteration_step)));
        const auto check_range = [](const char* name, Score value, Score low, Score high) {
            if (value < low || value > high)
                detail::raise(std::invalid_argument(std::string("engine: ") + name + " must be " + std::to_string(low) + " to " +
                                                    std::to_string(high) + ", not " + std::to_string(value)));
        };
        check_range("aspiration_window", options.aspiration_window, 1, score_infinity);
        check_range("futility_margin", options.futility_margin, 0, score_infinity);
        check_range("futility_depth", options.futility_depth, 0, max_ply);
        check_range("lazy_margin", options.lazy_margin, 0, score_infinity);
        check_range("contempt", options.contempt, -(decisive_bound - 1), decisive_bound - 1);
        if (options.multi_pv < 1 || options.multi_pv > EngineOptions::max_multi_pv)
            detail::raise(std::invalid_argument("engine: multi_pv must be 1 to " + std::to_string(EngineOptions::max_multi_pv) +
                                                ", not " + std::to_string(static_cast<long long>(options.multi_pv))));
        // Lazy SMP's threads share only the table: without one they would search the same tree apart,
        // adding nothing but spending the node budget, so the search runs on one thread (features() says so).
        const bool shared_table = HashedState<S> && (options.tt_mib != 0 || options.tt_kib != 0);
        std::vector<std::unique_ptr<Worker>> workers(shared_table ? options.threads : 1);
        for (std::size_t i = workers_.size(); i < workers.size(); ++i) workers[i] = std::make_unique<Worker>(i);
        if constexpr (HashedState<S>) {
            if (!configured_ || options.tt_mib != options_.tt_mib || options.tt_kib != options_.tt_kib) {
                if (options.tt_kib != 0) tt_.resize_kib(options.tt_kib);
                else tt_.resize(options.tt_mib);
            }
        }
        // Nothing throws from here on: the threads kept keep their history.
        for (std::size_t i = 0; i < std::min(workers.size(), workers_.size()); ++i) workers[i] = std::move(workers_[i]);
        workers_.swap(workers);
        if constexpr (HashedState<S>) {
            if (configured_ && options.contempt != options_.contempt) tt_.clear();  // its draws' scores changed
        }
        options_ = options;
        configured_ = true;
    }
    /// The current options.
    [[nodiscard]] const EngineOptions& options() const noexcept { return options_; }
    /// The evaluator the searches use.
    [[nodiscard]] const E& evaluator() const noexcept { return eval_; }
    /// The move generator the searches use.
    [[nodiscard]] const G& generator() const noexcept { return gen_; }
    /// The tablebase the searches probe (NoTablebase: none).
    [[nodiscard]] const Tablebase& tablebase() const noexcept { return tablebase_; }

    /// What a search uses with the current options: the game's features that are switched on, and the
    /// techniques (for `congo analyse` and a user's log: one look tells whether the table is there).
    [[nodiscard]] EngineFeatures features() const {
        EngineFeatures f;
        f.declared = declared_features_v<S> | declared_features_v<G> | declared_features_v<E>;
        f.available = available_features<S, G>() | available_evaluator_features<E, S>();
        if constexpr (HashedState<S>) {
            f.transposition_table = tt_.enabled();
            f.table_mib = f.transposition_table && options_.tt_kib == 0 ? options_.tt_mib : 0;
            f.table_kib = f.transposition_table ? options_.tt_kib : 0;
        }
        f.table_cutoffs = f.transposition_table && options_.tt_cutoffs;
        f.same_depth_cutoffs = f.transposition_table && !options_.tt_cutoffs && same_depth_cutoffs_exact();
        f.quiescence = NoisyMoveGen<G, S> && options_.quiescence;
        f.staged_generation = StagedMoveGen<G, S> && options_.staged_generation;
        f.lazy_evaluation = EstimatingEvaluator<E, S> && options_.lazy_margin > 0;
        f.move_ranking = CaptureOrderedMoveGen<G, S> && options_.capture_ordering;
        f.history = HistoryIndexedMoveGen<G, S> && options_.history;
        f.history_malus = f.history && options_.history_malus;
        f.killers = options_.killers;
        f.late_move_reductions = options_.late_move_reductions;
        f.null_move_pruning = NullMoveState<S> && options_.null_move;
        f.futility_pruning = options_.futility;
        f.evasions = DangerAwareMoveGen<G, S> && options_.evasions;
        f.danger_extension = extends_danger();
        f.principal_variation_search = options_.pvs;
        f.aspiration = options_.aspiration;
        f.mate_scores = options_.mate_scores;
        f.margins = UtilityState<S> && options_.mate_scores;
        f.tablebases = probes_tablebase && options_.tablebases && options_.mate_scores;
        f.no_move = no_move_policy_v<S>;
        f.repetition_draws = HashedState<S> && options_.repetition_draws;
        f.contempt = options_.contempt;
        f.iteration_step = options_.iteration_step;
        f.threads = workers_.size();
        f.multi_pv = options_.multi_pv;
        return f;
    }

    /// The positions of the game before the root (their hashes, oldest first), for repetition draws
    /// (EngineOptions::repetition_draws): a line that returns to one of them is a draw.
    void set_history(std::span<const std::uint64_t> keys) { game_keys_.assign(keys.begin(), keys.end()); }

    /// Forgets everything learnt from earlier searches (table, killers, history) and the game's history.
    void new_game() {
        game_keys_.clear();
        if constexpr (HashedState<S>) tt_.clear();
        table_side_.reset();
        known_line_.clear();
        for (auto& w : workers_) {
            w->killers.clear();
            w->history.clear();
        }
    }

    /// Searches `root` by iterative deepening until a limit is reached. `on_iteration(const Info&)` is
    /// called after each completed iteration of the main thread (for progress output); node counts are
    /// summed over every thread.
    template <std::invocable<const Info&> OnIteration>
    Report search(const S& root, const SearchLimits& limits, OnIteration&& on_iteration) {
        return search(root, limits, std::span<const Move>{}, std::forward<OnIteration>(on_iteration));
    }

    /// Searches `root` as above, but plays only the root moves in `root_moves` (UCI's `go searchmoves`):
    /// every thread searches only them, and the result (best_move, score, pv, and with multi_pv at most
    /// one line per such move) comes from them alone, even when another move is better. Entries that
    /// are not legal at the root are ignored, as are repeats; an empty list, one without a legal move,
    /// or one with every move means every move (allowed_root_moves). The root's table entry is neither
    /// used for its move nor overwritten by such a search, so a later unrestricted search of the same
    /// root is not misled. A parameter of the search rather than a field of SearchLimits (which is not
    /// a template, shared by every game, and cannot hold a game's moves) or of EngineOptions (which
    /// outlive a search).
    template <std::invocable<const Info&> OnIteration>
    Report search(const S& root, const SearchLimits& limits, std::span<const Move> root_moves, OnIteration&& on_iteration) {
        Report report;
        start_ = std::chrono::steady_clock::now();
        limits_ = limits;
        const bool pondering = limits.ponder && limits.ponder->load(std::memory_order_relaxed);
        for (auto& w : workers_) {
            w->prepare();
            w->clock_start = start_;
            w->pondering = pondering;
        }
        root_side_ = root.side_to_move();
        if constexpr (HashedState<S>) {
            // With contempt the table's draws are worth something to one side: the other side's search
            // must not read them.
            if (options_.contempt != 0 && table_side_ && *table_side_ != root_side_) tt_.clear();
            table_side_ = root_side_;
            tt_.new_search();
        }
        // A finished root, or one without a move, is valued as the search values such a node: a win or
        // loss (or the evaluation without mate scores), a draw, or under the pass policy the pass searched
        // (with no move to play).
        if (const Outcome outcome = root.outcome(); is_over(outcome)) {
            report.score = terminal_score(root, outcome, 0);
            report.milliseconds = elapsed_ms();
            return report;
        }
        bool only_move = false;  // the root has one move: with a clock (TimeUse::save) there is nothing to choose
        std::size_t line_count = 1;  // lines searched (multi_pv), at most one per root move
        std::vector<Move> allowed;   // allowed_root_moves: the legal ones of root_moves; empty: every move
        std::vector<Move> every;     // every root move, when later multi_pv lines choose among them
        {
            MoveBufferFor<G, S> moves;
            gen_.generate(root, moves);
            allowed = allowed_root_moves(std::as_const(moves).moves(), root_moves);
            const std::size_t searched = allowed.empty() ? moves.size() : allowed.size();
            only_move = searched == 1;
            line_count = std::max<std::size_t>(1, std::min(options_.multi_pv, searched));
            if (allowed.empty() && line_count > 1) every.assign(moves.begin(), moves.end());
            for (auto& w : workers_) w->root_moves = allowed;  // the helpers' for the whole search
            if (!moves.empty()) {
                // Something to play even if the first iteration cannot finish.
                report.best_move = allowed.empty() ? moves[0] : allowed[0];
            } else if constexpr (no_move_policy_v<S> != NoMovePolicy::pass) {
                report.score = no_move_score(*workers_[0], root, 0, -score_infinity, score_infinity, 0);
                report.milliseconds = elapsed_ms();
                return report;
            }
        }

        const int max_depth = std::max(1, std::min(limits.depth, max_ply - 1));
        Helpers helpers(*this, root, max_depth);  // threads 2..N, stopped and joined when it goes out of scope
        Worker& w = *workers_[0];
        std::vector<Score> previous(line_count, 0);  // each line's last score: its aspiration window's centre
        std::uint64_t previous_iteration_nodes = 0;
        std::uint64_t nodes_before = 0;
        const int step = options_.iteration_step;
        for (int depth = first_iteration(max_depth); depth <= max_depth; depth += step) {
            w.reached_horizon = false;
            w.root_improved.clear();
            // One search of the root per line, each among the allowed root moves (all when none are
            // given) less those of the lines before it.
            std::vector<RootLine<Move>> lines;
            w.root_moves = allowed;
            for (std::size_t k = 0; k < line_count; ++k) {
                const Score line_score = search_root(w, root, depth, previous[k]);
                if (w.aborted) break;
                RootLine<Move> line{line_score, std::vector<Move>(w.pv.begin(), w.pv.begin() + w.pv_length[0])};
                if (line.pv.empty() && k == 0 && report.best_move) line.pv.push_back(*report.best_move);
                if constexpr (HashedState<S>) extend_line(root, line.pv, depth, k == 0);
                if (!line.pv.empty() && k + 1 < line_count) {
                    if (w.root_moves.empty()) w.root_moves = every;
                    std::erase(w.root_moves, line.pv.front());
                }
                lines.push_back(std::move(line));
            }
            if (w.aborted) {
                report.stopped = true;
                if (lines.empty()) take_unfinished_iteration(w.root_improved, w.root_improved_score, report);
                else take_unfinished_iteration(lines.front().pv, lines.front().score, report);
                break;
            }
            // Best first: the lines are separate searches, so a later one can score above an earlier one.
            std::stable_sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) { return a.score > b.score; });
            for (std::size_t k = 0; k < line_count; ++k) previous[k] = lines[k].score;
            const Score score = lines.front().score;
            report.score = score;
            report.depth = depth;
            if (!lines.front().pv.empty()) report.best_move = lines.front().pv.front();
            report.pv = lines.front().pv;
            report.lines = lines;
            if (report.best_move) {  // none when the root passes
                w.root_hint = *report.best_move;
                w.has_root_hint = true;
            }
            w.completed_depth.store(depth, std::memory_order_relaxed);

            Info info;
            info.depth = depth;
            info.score = score;
            info.nodes = total_nodes();
            info.iteration_nodes = info.nodes - nodes_before;
            nodes_before = info.nodes;
            info.milliseconds = elapsed_ms();
            info.nodes_per_second = nodes_per_second();
            if constexpr (HashedState<S>) {
                std::uint64_t probes = 0;
                std::uint64_t hits = 0;
                for (const auto& worker : workers_) {
                    probes += worker->tt_probes.load(std::memory_order_relaxed);
                    hits += worker->tt_hits.load(std::memory_order_relaxed);
                }
                info.tt_hit_rate = probes ? static_cast<double>(hits) / static_cast<double>(probes) : 0;
                info.hashfull = tt_.permille_full();
            }
            info.branching_factor = previous_iteration_nodes
                                        ? std::pow(static_cast<double>(info.iteration_nodes) / static_cast<double>(previous_iteration_nodes),
                                                   1.0 / step)
                                        : 0;
            previous_iteration_nodes = info.iteration_nodes;
            info.pv = report.pv;
            // A win or loss proven within this depth cannot come faster (for every line: with multi_pv the
            // other lines' values still matter).
            const bool proven = options_.mate_scores && std::all_of(lines.begin(), lines.end(), [depth](const auto& line) {
                return is_decisive(line.score) && plies_to_end(line.score) <= depth;
            });
            info.lines = std::move(lines);
            for (const auto& worker : workers_) info.tablebase_hits += worker->tablebase_hits.load(std::memory_order_relaxed);
            on_iteration(static_cast<const Info&>(info));
            report.iterations.push_back(std::move(info));

            w.may_abort = true;  // the first iteration always completes; later ones may be cut short
            // A game with margins may still win by more further down, so there only a fully resolved tree
            // (below) ends the search.
            if (proven && !UtilityState<S>) break;
            if (!w.reached_horizon) break;  // every line ended in the game's end: deeper search finds nothing new
            // limit_reached first: it sees the end of pondering, which holds back the single move's return too.
            if (limit_reached() || (only_move && limits_.time && limits_.time_use == TimeUse::save && !w.pondering)) {
                report.stopped = depth < max_depth;
                break;
            }
        }
        helpers.stop_and_join();
        helpers.rethrow_failure();
        report.nodes = total_nodes();
        report.milliseconds = elapsed_ms();
        return report;
    }

    /// Searches without progress output.
    Report search(const S& root, const SearchLimits& limits) {
        return search(root, limits, [](const Info&) {});
    }

    /// Searches only the root moves in `root_moves` (see above), without progress output.
    Report search(const S& root, const SearchLimits& limits, std::span<const Move> root_moves) {
        return search(root, limits, root_moves, [](const Info&) {});
    }

    /// Nodes per second of the current or last search, summed over its threads.
    [[nodiscard]] std::uint64_t nodes_per_second() const {
        const auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start_).count();
        return us > 0 ? total_nodes() * 1'000'000 / static_cast<std::uint64_t>(us) : 0;
    }

private:
    static constexpr std::size_t pv_stride = max_ply + 1;
    static constexpr std::size_t table_size = pv_stride * pv_stride;
    using Ranks = MoveBuffer<std::int64_t, G::max_moves>;
    /// A move's index in the order the generator gave the moves (what the table stores), up to
    /// max_order_index: a list longer than that (no list in memory is) keeps max_order_index for the rest,
    /// which the table refuses as it refuses every index beyond TableEntry::max_move_index.
    using OrderIndex = std::uint32_t;
    /// The highest index the order keeps (far beyond the table's TableEntry::max_move_index).
    static constexpr std::size_t max_order_index = std::numeric_limits<OrderIndex>::max();
    static_assert(max_order_index > TableEntry::max_move_index);
    /// The index of each move of a list in the order the generator gave them.
    using Order = MoveBuffer<OrderIndex, G::max_moves>;

    /// What one thread of a search owns: its counters (read by the others, so atomic, written only by this
    /// thread), its killers, history and principal-variation storage, and whether it must stop.
    struct Worker {
        explicit Worker(std::size_t i) : index(i), pv(table_size) {
            if constexpr (HistoryIndexedMoveGen<G, S>) history.resize(G::history_size);
        }
        /// Resets what one search counts; keeps history (aged) and nothing else.
        void prepare() {
            nodes.store(0, std::memory_order_relaxed);
            tt_probes.store(0, std::memory_order_relaxed);
            tt_hits.store(0, std::memory_order_relaxed);
            tablebase_hits.store(0, std::memory_order_relaxed);
            stop.store(false, std::memory_order_relaxed);
            completed_depth.store(0, std::memory_order_relaxed);
            aborted = false;
            may_abort = index > 0;  // helpers may stop at any time; the main thread always finishes its first iteration
            has_root_hint = false;
            root_moves.clear();
            time_check_interval = 1;
            next_time_check = 0;
            last_time_check = std::chrono::steady_clock::now();
            after_null.fill(false);
            killers.clear();
            history.age();
        }
        /// One more of a count only this worker writes: a plain load and store, no locked instruction.
        static void bump(std::atomic<std::uint64_t>& counter) {
            counter.store(counter.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
        }

        std::size_t index;  ///< 0: the main thread, whose result the search reports
        alignas(64) std::atomic<std::uint64_t> nodes{0};
        std::atomic<std::uint64_t> tt_probes{0};
        std::atomic<std::uint64_t> tt_hits{0};
        std::atomic<std::uint64_t> tablebase_hits{0};
        /// Set for a helper when the main thread's search ends, and for the main thread when a helper failed
        /// (an exception from the game's code, out of memory): the thread stops at its next check.
        std::atomic<bool> stop{false};
        std::atomic<int> completed_depth{0};  ///< the main thread's last finished iteration (helpers skip it)
        bool aborted = false;
        bool may_abort = false;
        /// Whether the current iteration evaluated a position that was not the end of the game.
        bool reached_horizon = false;
        int iteration_depth = 0;  ///< the depth of the iteration being searched (bounds the extensions)
        Move root_hint{};
        bool has_root_hint = false;
        KillerTable<Move> killers{};
        HistoryTable history{};
        std::vector<Move> pv;
        std::array<int, max_ply + 1> pv_length{};
        std::array<std::uint64_t, max_ply + 1> path_keys{};  ///< the line searched, for repetition draws
        std::array<bool, max_ply + 1> after_null{};  ///< whether the position at a ply was reached by a null move
        /// The current iteration's best root line so far (a move whose search finished and raised alpha),
        /// and its score; empty until one did.
        std::vector<Move> root_improved;
        Score root_improved_score = 0;
        /// The root moves this thread's current search of the root may play (the search's allowed moves,
        /// less the iteration's earlier multi_pv lines' for the main thread); empty: every move.
        std::vector<Move> root_moves;
        /// The time limit is checked when `nodes` reaches next_time_check, every time_check_interval nodes
        /// (1 to max_time_check_interval, adapted to how long nodes take), last at last_time_check.
        std::uint64_t next_time_check = 0;
        std::uint64_t time_check_interval = 1;
        std::chrono::steady_clock::time_point last_time_check{};
        /// What this thread counts the time limit from (time_used): the search's start, or the moment it
        /// first saw SearchLimits::ponder false. `pondering` while it has not yet: the clock is held.
        std::chrono::steady_clock::time_point clock_start{};
        bool pondering = false;
    };

    /// The helper threads of one search: started with it, told to stop and joined when the main thread is
    /// done (or when an exception leaves the search). A helper whose search throws stops the main thread;
    /// its exception leaves the search once every thread is joined (rethrow_failure), as it would from a
    /// one-thread search, instead of ending the program from its thread.
    class Helpers {
    public:
        Helpers(Engine& engine, const S& root, int max_depth) : engine_(engine), failures_(engine.workers_.size()) {
            detail::undo_on_exception(
                [&] {
                    threads_.reserve(engine.workers_.size() - 1);
                    for (std::size_t i = 1; i < engine.workers_.size(); ++i) {
                        threads_.emplace_back([this, &root, max_depth, i] {
                            if (!failures_.run(i, [&] { engine_.helper_search(*engine_.workers_[i], root, max_depth); }))
                                engine_.workers_[0]->stop.store(true, std::memory_order_relaxed);
                        });
                    }
                },
                [&] { stop_and_join(); });  // no thread to be had (std::system_error): stop and join those already started
        }
        Helpers(const Helpers&) = delete;
        Helpers& operator=(const Helpers&) = delete;
        ~Helpers() { stop_and_join(); }
        void stop_and_join() noexcept {
            for (std::size_t i = 1; i < engine_.workers_.size(); ++i) engine_.workers_[i]->stop.store(true, std::memory_order_relaxed);
            for (auto& t : threads_)
                if (t.joinable()) t.join();
        }
        /// After stop_and_join: the first helper's exception, if one failed.
        void rethrow_failure() const { failures_.rethrow_first(); }

    private:
        Engine& engine_;
        ThreadFailures failures_;  ///< by worker index (0, the main thread, unused)
        std::vector<std::thread> threads_;
    };

    /// A helper thread's search: iterative deepening like the main thread's, odd helpers one iteration
    /// ahead so that threads spread over two depths, never at a depth the main thread has finished, until told to
    /// stop or done with `max_depth`. Its results reach the main thread only through the table.
    void helper_search(Worker& w, const S& root, int max_depth) {
        Score previous = 0;
        const int step = options_.iteration_step;
        const int ahead = static_cast<int>(w.index % 2) * step;
        for (int depth = first_iteration(max_depth) + ahead; depth <= max_depth; depth += step) {
            const int main_done = workers_[0]->completed_depth.load(std::memory_order_relaxed);
            if (depth <= main_done) depth = main_done + step + ahead;
            if (depth > max_depth) return;
            w.reached_horizon = false;
            const Score score = search_root(w, root, depth, previous);
            if (w.aborted) return;
            previous = score;
            if (w.pv_length[0] > 0) {
                w.root_hint = w.pv[0];
                w.has_root_hint = true;
            }
        }
    }

    /// The depth of the first iteration: the iterations then step exactly onto `max_depth`.
    [[nodiscard]] int first_iteration(int max_depth) const noexcept { return 1 + (max_depth - 1) % options_.iteration_step; }

    [[nodiscard]] std::uint64_t total_nodes() const noexcept {
        std::uint64_t n = 0;
        for (const auto& w : workers_) n += w->nodes.load(std::memory_order_relaxed);
        return n;
    }

    /// The time since the search started (what reports say; the time limit counts with time_used).
    [[nodiscard]] std::uint64_t elapsed_ms() const {
        return static_cast<std::uint64_t>(
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start_).count());
    }

    /// Checked between iterations, by the main thread. With a time limit, a new iteration starts only
    /// while less than half the time is used: the next one usually takes longer than all before it together.
    [[nodiscard]] bool limit_reached() {
        if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) return true;
        if (limits_.nodes && total_nodes() >= *limits_.nodes) return true;
        if (limits_.time) {
            const auto used = time_used(*workers_[0], std::chrono::steady_clock::now());
            if (used && (limits_.time_use == TimeUse::whole ? *used : 2 * *used) >= *limits_.time) return true;
        }
        return false;
    }

    /// The time `w`'s thread has spent against the time limit at `now`, or nothing while it ponders
    /// (SearchLimits::ponder still true). Each thread starts its own clock when it first sees the flag
    /// false, so the threads' clocks differ by at most their time checks' spacing. Without pondering,
    /// the time since the search's start, at the cost of one plain bool's test.
    [[nodiscard]] std::optional<std::chrono::milliseconds> time_used(Worker& w, std::chrono::steady_clock::time_point now) const {
        if (w.pondering) {
            if (limits_.ponder->load(std::memory_order_relaxed)) return std::nullopt;
            w.pondering = false;
            w.clock_start = now;
        }
        // In the limit's unit: compared in the clock's nanoseconds, a limit near milliseconds::max() (or
        // min()) would overflow.
        return std::chrono::duration_cast<std::chrono::milliseconds>(now - w.clock_start);
    }

    /// After a stopped iteration: a line of it that was searched to its end (`pv`, worth `score`) is the
    /// deeper choice, taken when its move differs from the last finished iteration's (the same move again
    /// is no news). The line: the best move so far when a root move searched after the first one (the
    /// last iteration's choice, or the table's) beat it (a first move that did not finish tells
    /// nothing); or, when a later line of multi_pv was stopped, the completed first line.
    void take_unfinished_iteration(const std::vector<Move>& pv, Score score, Report& report) const {
        if (!options_.unfinished_iteration || pv.empty() || !report.best_move) return;
        if (pv.front() == *report.best_move) return;
        report.best_move = pv.front();
        report.pv = pv;
        report.score = score;
        report.from_unfinished_iteration = true;
    }

    /// Table cut-offs end the triangular principal variation early: continue it, one checked legal move
    /// at a time, with the table's move or else the move the last reported line made in that position,
    /// until `depth` moves, the game's end, no known move, or a repeated position. Runs once per
    /// iteration and line; only the reported line changes, never the search. The first line is
    /// remembered for the next iteration's (`remember`); the others (multi_pv) are not.
    void extend_line(const S& root, std::vector<Move>& pv, int depth, bool remember) {
        std::vector<std::pair<std::uint64_t, Move>> line;  // each position of the line, and the move made there
        S state = root;
        for (const Move& m : pv) {
            line.emplace_back(state.hash(), m);
            state = state.after(m);
        }
        while (pv.size() < static_cast<std::size_t>(depth) && !is_over(state.outcome())) {
            const auto next = known_move(state);
            if (!next) break;
            line.emplace_back(state.hash(), *next);
            pv.push_back(*next);
            state = state.after(*next);
            const auto repeats = [&](const auto& entry) { return entry.first == state.hash(); };
            if (std::any_of(line.begin(), line.end(), repeats)) break;  // the line would go round
        }
        if (!remember) return;
        // Remember this line first, then what is left of the earlier ones (an early iteration's short line
        // must not make a longer one of the last search forgotten), up to a bound.
        for (const auto& entry : known_line_) {
            if (line.size() >= known_line_limit) break;
            const auto same = [&](const auto& e) { return e.first == entry.first; };
            if (std::none_of(line.begin(), line.end(), same)) line.push_back(entry);
        }
        known_line_ = std::move(line);
    }

    /// A legal move in `state` from the table, or else from the last reported line; nothing if neither
    /// knows one (a hash collision can offer another position's move index: one out of range is refused).
    std::optional<Move> known_move(const S& state) {
        const std::uint64_t key = state.hash();
        MoveBufferFor<G, S> moves;
        generate_in_table_order(state, moves);
        if (const auto index = tt_.stored_move(key); index && *index < moves.size()) return moves[*index];
        for (const auto& [position, move] : known_line_) {
            if (position == key) {
                if (std::find(moves.begin(), moves.end(), move) != moves.end()) return move;
                break;
            }
        }
        return std::nullopt;
    }

    /// Lists every move of `state` in the order the table's move indices count them: generate's order,
    /// or with staged generation the noisy moves, then the quiet ones.
    void generate_in_table_order(const S& state, MoveBufferFor<G, S>& moves) const {
        if constexpr (StagedMoveGen<G, S>) {
            if (options_.staged_generation) {
                gen_.generate_noisy(state, moves);
                gen_.generate_quiet(state, moves);
                return;
            }
        }
        gen_.generate(state, moves);
    }

    /// The most nodes between two checks of the time limit by one thread.
    static constexpr std::uint64_t max_time_check_interval = 1024;

    /// Called at every node: counts it and decides whether the search must be abandoned. The main thread
    /// of a one-thread search checks the node limit at every node; threads of a shared search check the
    /// sum of their counts every 1024 nodes, and helpers also whether the main thread is done. The time
    /// limit is checked every 1024 nodes or fewer (check_time).
    bool count_node_and_check_abort(Worker& w) {
        Worker::bump(w.nodes);
        return w.may_abort && check_abort(w);
    }

    /// The rest of count_node_and_check_abort, apart so that its common case stays small enough to inline.
    bool check_abort(Worker& w) {
        const std::uint64_t own = w.nodes.load(std::memory_order_relaxed);
        if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) w.aborted = true;
        if (w.stop.load(std::memory_order_relaxed)) w.aborted = true;
        if (limits_.nodes) {
            if (workers_.size() == 1 ? own >= *limits_.nodes : (own & 1023U) == 0 && total_nodes() >= *limits_.nodes)
                w.aborted = true;
        }
        if (limits_.time && own >= w.next_time_check) check_time(w, own);
        return w.aborted;
    }

    /// The time limit's check, every `time_check_interval` nodes of a thread: up to 1024 nodes apart
    /// while nodes are fast, fewer when they are slow (an evaluation that takes a millisecond: 1024 such
    /// nodes would run a second past the limit), so that a search ends within about a millisecond of its
    /// limit, or within one node when a node takes longer.
    [[gnu::noinline]] void check_time(Worker& w, std::uint64_t own) {  // out of line: the per-node check stays small
        const auto now = std::chrono::steady_clock::now();
        if (const auto used = time_used(w, now); used && *used >= *limits_.time) w.aborted = true;
        const auto since = now - w.last_time_check;
        if (since > std::chrono::microseconds(500)) w.time_check_interval = std::max<std::uint64_t>(1, w.time_check_interval / 2);
        else if (since < std::chrono::microseconds(125) && w.time_check_interval < max_time_check_interval) w.time_check_interval *= 2;
        w.last_time_check = now;
        w.next_time_check = own + w.time_check_interval;
    }

    /// One iteration at the root, inside an aspiration window around the previous score when enabled.
    Score search_root(Worker& w, const S& root, int depth, Score previous) {
        w.iteration_depth = depth;
        if (!options_.aspiration || depth < 3 || is_decisive(previous))
            return search_node(w, root, depth, -score_infinity, score_infinity, 0);
        Score delta = options_.aspiration_window;
        Score alpha = std::max(previous - delta, -score_infinity);
        Score beta = std::min(previous + delta, score_infinity);
        for (;;) {
            const Score score = search_node(w, root, depth, alpha, beta, 0);
            if (w.aborted) return score;
            // Inside the window, or at a bound that cannot widen any more: a score of ±score_infinity
            // (a loss for want of a move without mate scores) fails the full window forever otherwise.
            if ((score > alpha || alpha <= -score_infinity) && (score < beta || beta >= score_infinity)) return score;
            delta *= 2;
            if (delta > 4 * options_.aspiration_window * 16) {
                alpha = -score_infinity;
                beta = score_infinity;
            } else if (score <= alpha) {
                alpha = std::max(score - delta, -score_infinity);
            } else {
                beta = std::min(score + delta, score_infinity);
            }
        }
    }

    /// The value of a state whose game is over, for the side to move there: with mate scores a win or
    /// loss at this ply, by the game's margin when it reports one (UtilityState), or a draw.
    Score terminal_score(const S& state, Outcome outcome, int ply) const {
        if (!options_.mate_scores) return checked_evaluation(eval_(state), decisive_bound);
        if (outcome == Outcome::draw) return draw_score(state);
        const bool won = is_win_for(outcome, state.side_to_move());
        Score margin = max_utility;
        if constexpr (UtilityState<S>) {
            const auto u = static_cast<long long>(state.utility());
            margin = static_cast<Score>(std::clamp<long long>(won ? u : -u, 1, max_utility));
        }
        return won ? win_in(ply, margin) : loss_in(ply, margin);
    }

    /// A draw's score for the side to move in `state` (EngineOptions::contempt): 0 without contempt,
    /// otherwise worse for the root's side than for its opponent.
    [[nodiscard]] Score draw_score(const S& state) const noexcept {
        return state.side_to_move() == root_side_ ? -options_.contempt : options_.contempt;
    }

    /// A state that is not over but has no move, by the game's NoMovePolicy: a loss (with mate scores a
    /// loss at this ply, else -infinity as plain minimax gives it), a draw, or the pass searched.
    Score no_move_score(Worker& w, const S& state, int depth, Score alpha, Score beta, int ply) {
        if constexpr (no_move_policy_v<S> == NoMovePolicy::pass) {
            const S passed = state.after_pass();
            return value_for_parent(state, passed, alpha, beta,
                                    [&](Score a, Score b) { return search_node(w, passed, depth - 1, a, b, ply + 1); });
        } else if constexpr (no_move_policy_v<S> == NoMovePolicy::draw) {
            (void)w, (void)depth, (void)alpha, (void)beta, (void)ply;
            return draw_score(state);
        } else {
            (void)w, (void)state, (void)depth, (void)alpha, (void)beta;
            return options_.mate_scores ? loss_in(ply) : -score_infinity;
        }
    }


    /// Ordering rank of `m` at `ply` (higher first).
    std::int64_t rank_of(const Worker& w, const S& state, const Move& m, int ply, const Move* first) const {
        if (first && m == *first) return ordering::tt_move;
        if constexpr (CaptureOrderedMoveGen<G, S>) {
            if (options_.capture_ordering) {
                const int c = gen_.capture_order(state, m);
                if (c > 0) return ordering::capture + c;
            }
        }
        if (options_.killers) {
            if (const int k = w.killers.rank(ply, m)) return ordering::killer + k;
        }
        if constexpr (HistoryIndexedMoveGen<G, S>) {
            if (options_.history) return w.history.value(index_of(state.side_to_move()), gen_.history_index(state, m));
        }
        return 0;
    }

    /// Puts the best-ranked remaining move at position i (and its place in the generator's order, when
    /// `order` is given). The first picks of a stage (the moves from `stage_start` on: all of them, or the
    /// quiet moves added when a staged generation reaches them) select one move each (a cut-off usually
    /// comes among them); at the `sort_from`th pick the rest are sorted at once, best first, ties in the
    /// order they stand, so that a node that tries every move does not scan the list again for each.
    static void pick(MoveBufferFor<G, S>& moves, Ranks& ranks, std::size_t i, Order* order = nullptr,
                     std::size_t stage_start = 0) {
        constexpr std::size_t sort_from = 3;
        const std::size_t n = moves.size();
        const std::size_t picked = i - stage_start;
        if (picked < sort_from || i + 1 >= n) {
            std::size_t best = i;
            for (std::size_t j = i + 1; j < n; ++j)
                if (ranks[j] > ranks[best]) best = j;
            if (best != i) {
                std::swap(moves[i], moves[best]);
                std::swap(ranks[i], ranks[best]);
                if (order) std::swap((*order)[i], (*order)[best]);
            }
            return;
        }
        if (picked > sort_from) return;  // sorted at sort_from
        // Insertion sort of moves i.. by rank, descending and stable.
        for (std::size_t j = i + 1; j < n; ++j) {
            const std::int64_t r = ranks[j];
            if (r <= ranks[j - 1]) continue;
            const Move m = moves[j];
            const OrderIndex o = order ? (*order)[j] : 0;
            std::size_t k = j;
            for (; k > i && ranks[k - 1] < r; --k) {
                ranks[k] = ranks[k - 1];
                moves[k] = moves[k - 1];
                if (order) (*order)[k] = (*order)[k - 1];
            }
            ranks[k] = r;
            moves[k] = m;
            if (order) (*order)[k] = o;
        }
    }

    /// Whether the position at `ply` (its key in path_keys_) stood earlier on this line or in the game.
    [[nodiscard]] bool repeats(const Worker& w, int ply) const {
        const std::uint64_t key = w.path_keys[static_cast<std::size_t>(ply)];
        for (int earlier = ply - 1; earlier >= 0; --earlier)
            if (w.path_keys[static_cast<std::size_t>(earlier)] == key) return true;
        return std::find(game_keys_.begin(), game_keys_.end(), key) != game_keys_.end();
    }

    static void update_pv(Worker& w, int ply, const Move& m) {
        const auto row = static_cast<std::size_t>(ply) * pv_stride;
        const auto next_row = row + pv_stride;
        w.pv[row + static_cast<std::size_t>(ply)] = m;
        for (int i = ply + 1; i < w.pv_length[static_cast<std::size_t>(ply + 1)]; ++i)
            w.pv[row + static_cast<std::size_t>(i)] = w.pv[next_row + static_cast<std::size_t>(i)];
        w.pv_length[static_cast<std::size_t>(ply)] = std::max(w.pv_length[static_cast<std::size_t>(ply + 1)], ply + 1);
    }

    Score search_node(Worker& w, const S& state, int depth, Score alpha, Score beta, int ply) {
        w.pv_length[static_cast<std::size_t>(ply)] = ply;
        if (count_node_and_check_abort(w)) return 0;

        // Step 1. A finished game, a repetition, the horizon, or the end of the line.
        const Outcome outcome = state.outcome();
        if (is_over(outcome)) return terminal_score(state, outcome, ply);
        if constexpr (HashedState<S>) {
            if (options_.repetition_draws) {
                w.path_keys[static_cast<std::size_t>(ply)] = state.hash();
                if (ply > 0 && repeats(w, ply)) {
                    w.reached_horizon = true;  // a draw of this line only: never a resolved result for the table
                    return draw_score(state);
                }
            }
        }
        if constexpr (probes_tablebase) {
            if (options_.tablebases && options_.mate_scores && ply > 0) {
                if (const auto known = tablebase_.probe(state)) {
                    Worker::bump(w.tablebase_hits);
                    const Score known_score = known->score(ply);  // 0 only for a draw
                    return known_score == 0 ? draw_score(state) : known_score;
                }
            }
        }
        // A node in danger is searched a ply deeper (as chess engines extend checks): the answers to the
        // threat are forced, so the line costs little more and the threat is not pushed past the horizon.
        // Only within twice the iteration's depth, so that lines of threats cannot run on. The answer is
        // kept for the forward pruning below, which must not ask the generator again.
        std::optional<bool> danger;
        if (extends_danger() && depth > 0 && ply > 0 && ply < 2 * w.iteration_depth) {
            danger = in_danger(state);
            if (*danger) ++depth;
        }
        if (depth <= 0 || ply >= max_ply - 1) {
            w.reached_horizon = true;
            if (depth <= 0) return horizon(w, state, alpha, beta, ply);
            return checked_evaluation(eval_(state), decisive_bound);
        }

        // Step 2. The transposition table: a move to try first, and perhaps a result.
        const Score alpha_start = alpha;
        // A root searched among some of its moves (a later multi_pv line, or a search with root_moves):
        // the others are left out of its list, so the table's move index (which counts them) is not
        // taken and its value (without them) is not stored.
        const bool partial_root = ply == 0 && !w.root_moves.empty();
        std::optional<std::size_t> table_move_index;
        if constexpr (HashedState<S>) {
            Worker::bump(w.tt_probes);
            if (const auto entry = tt_.probe(state.hash(), ply)) {
                Worker::bump(w.tt_hits);
                if (entry->has_move && !partial_root) table_move_index = entry->move_index;
                const bool deep_enough = options_.tt_cutoffs ? entry->depth >= depth
                                                             : entry->depth == depth && same_depth_cutoffs_exact();
                if (ply > 0 && deep_enough) {
                    const bool cut = entry->bound == Bound::exact ||
                                     (entry->bound == Bound::lower && entry->score >= beta) ||
                                     (entry->bound == Bound::upper && entry->score <= alpha);
                    if (cut) {
                        // A stored result stands for a tree that may have been cut at its horizon: unless
                        // it was resolved to the game's end, deeper iterations may still change it.
                        if (!entry->resolved) w.reached_horizon = true;
                        return entry->score;
                    }
                }
            }
        }

        // Step 3. Forward pruning away from the principal variation (null-window nodes).
        const bool pv_node = beta - alpha > 1;
        if (!pv_node && ply > 0 && !is_decisive(beta)) {
            if (const auto pruned = prune(w, state, depth, beta, ply, danger)) return *pruned;
            if (w.aborted) return 0;
        }

        // Step 4. Generate the moves. The table's move (an index, refused when out of range: a hash
        // collision with another position) goes first and the others are ranked only if it does not
        // cut off (a staged picker: at most cut nodes the ranking is never needed). With a staged
        // generator (StagedMoveGen) below the root, the noisy moves come first and the quiet ones are
        // generated only when the loop reaches them or the table's move is one of them (the table's
        // indices count the noisy moves first, everywhere: generate_in_table_order).
        MoveBufferFor<G, S> moves;
        Ranks ranks;
        Order order;
        bool quiets_pending = false;
        if constexpr (StagedMoveGen<G, S>) {
            quiets_pending = options_.staged_generation && ply > 0;
            if (quiets_pending) gen_.generate_noisy(state, moves);
        }
        if (!quiets_pending) generate_in_table_order(state, moves);
        if (partial_root) {
            const auto excluded = [&](const Move& m) { return std::find(w.root_moves.begin(), w.root_moves.end(), m) == w.root_moves.end(); };
            moves.resize(static_cast<std::size_t>(std::remove_if(moves.begin(), moves.end(), excluded) - moves.begin()), Move{});
        }
        // Every move listed gets a rank slot and its place in the table's order (order[j] = j until picked).
        const auto track_new_moves = [&] {
            ranks.resize(moves.size(), 0);
            std::size_t j = order.size();
            for (const std::size_t exact = std::min(moves.size(), max_order_index); j < exact; ++j)
                order.push_back(static_cast<OrderIndex>(j));
            for (; j < moves.size(); ++j) order.push_back(static_cast<OrderIndex>(max_order_index));
        };
        const auto add_quiets = [&] {
            if constexpr (StagedMoveGen<G, S>) {
                gen_.generate_quiet(state, moves);
                quiets_pending = false;
                track_new_moves();
            }
        };
        if (moves.empty() && quiets_pending) add_quiets();
        if (moves.empty()) return no_move_score(w, state, depth, alpha, beta, ply);
        track_new_moves();
        if (table_move_index && *table_move_index >= moves.size() && quiets_pending) add_quiets();
        std::optional<Move> table_move;
        if (table_move_index && *table_move_index < moves.size()) table_move = moves[*table_move_index];
        if (ply == 0 && w.has_root_hint && !table_move) table_move = w.root_hint;
        std::size_t ranked_from = 0;  // moves before this index are placed; the rest are ranked when needed
        if (table_move) {
            const auto at = static_cast<std::size_t>(std::find(moves.begin(), moves.end(), *table_move) - moves.begin());
            if (at < moves.size()) {
                std::swap(moves[0], moves[at]);
                std::swap(order[0], order[at]);
                ranks[0] = ordering::tt_move;
                ranked_from = 1;
            }
        }
        std::size_t ranked_to = ranked_from;  // ranks are known for the moves from ranked_from to here
        std::size_t stage_start = 0;          // where the moves being picked begin (the quiet ones, once added)

        // Step 5. Try the moves: the first with the full window, the rest with a null window first. Whether
        // this subtree reaches the horizon is tracked on its own, for the table.
        const bool horizon_before = w.reached_horizon;
        w.reached_horizon = false;
        Score best = -score_infinity;
        std::optional<Move> best_move;
        std::size_t best_index = 0;  // in the generator's order: the table stores no move beyond its range
        w.after_null[static_cast<std::size_t>(ply) + 1] = false;
        for (std::size_t i = 0;; ++i) {
            if (i == moves.size()) {
                if (!quiets_pending) break;
                add_quiets();
                stage_start = i;
                if (i == moves.size()) break;
            }
            if (i >= ranked_from) {
                for (; ranked_to < moves.size(); ++ranked_to) ranks[ranked_to] = rank_of(w, state, moves[ranked_to], ply, nullptr);
                pick(moves, ranks, i, &order, stage_start);
            }
            const Move move = moves[i];
            const bool quiet = ranks[i] < ordering::killer;
            const S next = state.after(move);
            if constexpr (HashedState<S>) tt_.prefetch(next.hash());  // the child probes it first thing
            const auto search_child = [&](int child_depth, Score a, Score b) {
                return value_for_parent(state, next, a, b,
                                        [&](Score ca, Score cb) { return search_node(w, next, child_depth, ca, cb, ply + 1); });
            };
            Score score;
            if (i == 0 || !options_.pvs) {
                score = search_child(depth - 1, alpha, beta);
            } else {
                const int reduction = options_.late_move_reductions && depth >= 3 && i >= 3 && quiet
                                          ? late_move_reduction(depth, i, pv_node)
                                          : 0;
                score = search_child(depth - 1 - reduction, alpha, alpha + 1);
                if (!w.aborted && reduction && score > alpha) score = search_child(depth - 1, alpha, alpha + 1);
                if (!w.aborted && score > alpha && score < beta) score = search_child(depth - 1, alpha, beta);
            }
            if (w.aborted) return 0;

            if (score > best) {
                best = score;
                best_move = move;
                best_index = order[i];
                if (score > alpha) {
                    alpha = score;
                    update_pv(w, ply, move);
                    if (ply == 0) {
                        w.root_improved.assign(w.pv.begin(), w.pv.begin() + w.pv_length[0]);
                        w.root_improved_score = score;
                    }
                    if (score >= beta) {
                        // A cut-off: remember a quiet move that caused it, and (history_malus) that
                        // the quiet moves tried before it did not.
                        if (quiet) {
                            remember_cutoff(w, state, move, depth, ply);
                            if (options_.history_malus)
                                for (std::size_t j = 0; j < i; ++j)
                                    if (ranks[j] < ordering::killer) penalize_history(w, state, moves[j], depth);
                        }
                        break;
                    }
                }
            }
        }
        if (ply == 0 && w.pv_length[0] == 0 && best_move) {  // every move failed low: keep the best anyway
            w.pv_length[1] = 1;
            update_pv(w, 0, *best_move);
        }

        // Step 6. Store the result.
        const bool resolved = !w.reached_horizon;
        w.reached_horizon = w.reached_horizon || horizon_before;
        if constexpr (HashedState<S>) {
            if (partial_root) return best;
            const Bound bound = best >= beta ? Bound::lower : (best > alpha_start ? Bound::exact : Bound::upper);
            tt_.store(state.hash(), ply, depth, best, bound,
                      best_move ? std::optional<std::size_t>(best_index) : std::nullopt, resolved);
        }
        return best;
    }

    /// Whether an entry of the same depth may end a search without changing the value (see
    /// EngineOptions::tt_same_depth_cutoffs): only when nothing path-dependent enters the values.
    [[nodiscard]] bool same_depth_cutoffs_exact() const noexcept {
        return options_.tt_same_depth_cutoffs && !options_.mate_scores && !options_.quiescence &&
               !options_.late_move_reductions && !options_.null_move && !options_.futility &&
               !options_.repetition_draws && !options_.tablebases && !extends_danger() && options_.contempt == 0;
    }

    /// Whether nodes in danger are searched deeper (EngineOptions::danger_extension, with evasions, for a
    /// generator that tells danger): the depth a node gets then depends on the iteration.
    [[nodiscard]] bool extends_danger() const noexcept {
        return DangerAwareMoveGen<G, S> && options_.evasions && options_.danger_extension;
    }

    /// Forward pruning at a null-window node: a value that ends the node, or nothing. Futility: within
    /// futility_depth plies of the horizon, an evaluation above beta by the margin per ply stands. Null
    /// move: with the evaluation at or above beta, the side to move passes and a search 2 plies shallower
    /// (3 from depth 7) that still reaches beta ends the node (never twice in a row, and a decisive
    /// score from it is not trusted as one: beta is returned). `danger`: whether the side to move is in
    /// danger, when the node already asked (else it is asked here, only if some pruning applies).
    std::optional<Score> prune(Worker& w, const S& state, int depth, Score beta, int ply, std::optional<bool> danger) {
        const auto at = static_cast<std::size_t>(ply);
        const bool may_futility = options_.futility && depth <= options_.futility_depth;
        bool may_null = false;
        if constexpr (NullMoveState<S>) may_null = options_.null_move && depth >= 3 && !w.after_null[at];
        if (!may_futility && !may_null) return std::nullopt;  // no evaluation wasted where neither applies
        if (danger ? *danger : in_danger(state)) return std::nullopt;  // the evaluation does not see the threat
        // Both prunings need the evaluation at or above beta: an estimate that says it is not, or that
        // futility holds even at its low end, spares the full evaluation.
        const auto estimate = lazy_estimate(state);
        if (estimate && *estimate + options_.lazy_margin < beta) return std::nullopt;
        // In 64 bits: a margin up to score_infinity times the depth left overflows a Score.
        const auto futile = [&](Score eval) {
            return may_futility && eval - std::int64_t{options_.futility_margin} * depth >= beta;
        };
        const Score static_eval = estimate && futile(*estimate - options_.lazy_margin)
                                      ? *estimate - options_.lazy_margin
                                      : checked_evaluation(eval_(state), decisive_bound);
        if (futile(static_eval)) {
            w.reached_horizon = true;  // an estimate: never a resolved result for the table
            return static_eval;
        }
        if constexpr (NullMoveState<S>) {
            if (may_null && static_eval >= beta) {
                const S passed = state.after_null_move();
                const int reduction = depth >= 7 ? 3 : 2;
                w.after_null[at + 1] = true;
                const Score score = value_for_parent(state, passed, beta - 1, beta, [&](Score a, Score b) {
                    return search_node(w, passed, depth - 1 - reduction, a, b, ply + 1);
                });
                w.after_null[at + 1] = false;
                if (w.aborted) return std::nullopt;
                if (score >= beta) {
                    w.reached_horizon = true;
                    return is_decisive(score) ? beta : score;
                }
            }
        }
        return std::nullopt;
    }

    /// Plies by which late quiet move number `index` (0-based) is first searched shallower at `depth`:
    /// about ln(depth) × ln(index) / 2, at least 1, one less at principal-variation nodes, and never so
    /// much that the search would end before the next ply.
    static int late_move_reduction(int depth, std::size_t index, bool pv_node) {
        static const auto table = [] {
            std::array<std::array<std::uint8_t, 64>, 64> t{};
            for (std::size_t d = 1; d < 64; ++d)
                for (std::size_t i = 1; i < 64; ++i)
                    t[d][i] = static_cast<std::uint8_t>(
                        std::max(1.0, 0.5 + std::log(static_cast<double>(d)) * std::log(static_cast<double>(i)) / 2.0));
            return t;
        }();
        int r = table[static_cast<std::size_t>(std::min(depth, 63))][std::min<std::size_t>(index, 63)];
        if (pv_node) r = std::max(1, r - 1);
        return std::min(r, depth - 2);
    }

    void remember_cutoff(Worker& w, const S& state, const Move& move, int depth, int ply) {
        if (options_.killers) w.killers.add(ply, move);
        if constexpr (HistoryIndexedMoveGen<G, S>) {
            if (options_.history) w.history.reward(index_of(state.side_to_move()), gen_.history_index(state, move), depth);
        }
    }

    void penalize_history([[maybe_unused]] Worker& w, [[maybe_unused]] const S& state, [[maybe_unused]] const Move& move,
                          [[maybe_unused]] int depth) {
        if constexpr (HistoryIndexedMoveGen<G, S>) {
            if (options_.history) w.history.penalize(index_of(state.side_to_move()), gen_.history_index(state, move), depth);
        }
    }

    /// The value at the horizon: quiescence search when enabled and offered, else the evaluation.
    Score horizon(Worker& w, const S& state, Score alpha, Score beta, int ply) {
        if constexpr (NoisyMoveGen<G, S>) {
            if (options_.quiescence) return quiescence(w, state, alpha, beta, ply, 1, true);
        }
        (void)w;
        (void)alpha;
        (void)beta;
        return checked_evaluation(eval_(state), decisive_bound);
    }

    /// The evaluator's cheap estimate when lazy evaluation is on (EstimatingEvaluator, lazy_margin > 0).
    [[nodiscard]] std::optional<Score> lazy_estimate(const S& state) const {
        if constexpr (EstimatingEvaluator<E, S>) {
            if (options_.lazy_margin > 0) return checked_evaluation(eval_.estimate(state), decisive_bound);
        }
        return (void)state, std::nullopt;
    }

    /// Whether the options and the generator say that the side to move is in danger (DangerAwareMoveGen).
    [[nodiscard]] bool in_danger(const S& state) const {
        if constexpr (DangerAwareMoveGen<G, S>) return options_.evasions && gen_.in_danger(state);
        else return (void)state, false;
    }

    /// Searches noisy moves only, standing pat on the evaluation, until the position is quiet. In danger
    /// (EngineOptions::evasions), every move is tried instead of standing pat, `evasions_left` times on a line.
    /// `counted`: the main search counted the position already (it is its horizon): one node, not two.
    Score quiescence(Worker& w, const S& state, Score alpha, Score beta, int ply, int evasions_left, bool counted) {
        if constexpr (NoisyMoveGen<G, S>) {
            if (!counted && count_node_and_check_abort(w)) return 0;
            const Outcome outcome = state.outcome();
            if (is_over(outcome)) return terminal_score(state, outcome, ply);
            MoveBufferFor<G, S> moves;
            const bool evading = evasions_left > 0 && ply < max_ply - 1 && in_danger(state);
            if (evading) gen_.generate(state, moves);
            Score stand_pat = -score_infinity;
            if (!evading || moves.empty()) {
                // Lazy evaluation: an estimate that, give or take its margin, already stands pat at beta
                // or cannot raise alpha stands in for the evaluation (a bound of it).
                const auto estimate = evading ? std::nullopt : lazy_estimate(state);
                if (estimate && *estimate - options_.lazy_margin >= beta) return *estimate - options_.lazy_margin;
                if (estimate && *estimate + options_.lazy_margin <= alpha) stand_pat = *estimate + options_.lazy_margin;
                else stand_pat = checked_evaluation(eval_(state), decisive_bound);
                if (stand_pat >= beta || ply >= max_ply - 1 || evading) return stand_pat;
                if (stand_pat > alpha) alpha = stand_pat;
                gen_.generate_noisy(state, moves);
            }
            Ranks ranks;
            for (const Move& m : moves) ranks.push_back(rank_of(w, state, m, ply, nullptr));
            Score best = stand_pat;
            for (std::size_t i = 0; i < moves.size(); ++i) {
                pick(moves, ranks, i);
                const S next = state.after(moves[i]);
                const Score score = value_for_parent(state, next, alpha, beta,
                                             [&](Score a, Score b) { return quiescence(w, next, a, b, ply + 1, evasions_left - (evading ? 1 : 0), false); });
                if (w.aborted) return 0;
                if (score > best) {
                    best = score;
                    if (score > alpha) alpha = score;
                    if (score >= beta) break;
                }
            }
            return best;
        } else {
            (void)w;
            (void)alpha;
            (void)beta;
            (void)ply;
            (void)evasions_left;
            (void)counted;
            return checked_evaluation(eval_(state), decisive_bound);
        }
    }

    G gen_;
    E eval_;
    [[no_unique_address]] Tablebase tablebase_;
    EngineOptions options_{};
    bool configured_ = false;
    /// Whether searches probe the tablebase: one is given, and the game has no margins (a table knows
    /// only won, lost or drawn, and a win read as one by the full margin would outrank the bigger wins
    /// the search finds; UtilityState).
    static constexpr bool probes_tablebase = TablebaseProbe<Tablebase, S> && !UtilityState<S>;
    SearchLimits limits_{};
    std::chrono::steady_clock::time_point start_{};
    /// The last reported lines, newest first (hashed states only): each position's hash and the move made there.
    std::vector<std::pair<std::uint64_t, Move>> known_line_;
    static constexpr std::size_t known_line_limit = 4 * max_ply;
    struct NoTable {};
    [[no_unique_address]] std::conditional_t<HashedState<S>, TranspositionTable, NoTable> tt_{};
    /// One per thread; the first is the main thread's.
    std::vector<std::unique_ptr<Worker>> workers_;
    std::vector<std::uint64_t> game_keys_;  ///< the game before the root
    Player root_side_{};  ///< who is to move at the root of the current search (contempt's point of view)
    std::optional<Player> table_side_;  ///< the root side of the searches whose scores the table holds
};

}  // namespace gametree
