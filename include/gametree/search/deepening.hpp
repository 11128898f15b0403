/// \file
/// Limits for the plain searches (minimax, alpha-beta, expectiminimax): they search depth 1, 2, ... up
/// to the depth asked, each depth whole, and return the deepest one finished when a limit (nodes, time,
/// a stop flag) ends the next. Also the check those searches make at every state, which costs nothing
/// when no limit is given.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

#include "gametree/search/time_use.hpp"

namespace gametree {

/// Limits for iterative deepening in the plain searches (the overloads of minimax, alphabeta and
/// expectiminimax that take them). The first depth always completes, whatever the limits, so that there
/// is a move.
struct DeepeningLimits {
    /// About this many states at most, over every depth.
    std::optional<std::uint64_t> nodes;
    /// At most this long (the clock is read every 256 states).
    std::optional<std::chrono::milliseconds> time;
    /// How the time limit is spent: with TimeUse::save (the default, for a clock) a new depth starts
    /// only while less than half the time is spent (the next one usually costs more than all before it
    /// together), and a root with a single move returns after depth 1; TimeUse::whole searches on
    /// until the limit. Without a time limit it changes nothing.
    TimeUse time_use = TimeUse::save;
    /// Set to true by another thread (or a signal handler) to stop the search as soon as possible.
    const std::atomic<bool>* stop = nullptr;

    /// Search at most `count` states.
    [[nodiscard]] static DeepeningLimits for_nodes(std::uint64_t count) {
        DeepeningLimits limits;
        limits.nodes = count;
        return limits;
    }
    /// Search for at most `milliseconds` (see time_use).
    [[nodiscard]] static DeepeningLimits for_time(std::int64_t milliseconds, TimeUse use = TimeUse::save) {
        DeepeningLimits limits;
        limits.time = std::chrono::milliseconds(milliseconds);
        limits.time_use = use;
        return limits;
    }
    /// Search until `flag` becomes true.
    [[nodiscard]] static DeepeningLimits until(const std::atomic<bool>* flag) {
        DeepeningLimits limits;
        limits.stop = flag;
        return limits;
    }
    /// Whether any limit is set (else iterative deepening would only search the shallower depths too).
    [[nodiscard]] bool any() const noexcept { return nodes || time || stop; }
};

namespace detail {

/// The check of a search that no limit can end: every answer is a constant, so the search compiles to
/// what it was before limits existed.
struct NoLimit {
    static constexpr bool abort(std::uint64_t /*nodes*/) noexcept { return false; }
    static constexpr bool aborted() noexcept { return false; }
    static constexpr void horizon() noexcept {}
};

/// The check of a search under DeepeningLimits, across the depths of iterative deepening: it ends a
/// search at the first state past a limit (once `may_abort`), and records whether any line was cut by
/// the depth rather than ended by the game.
class LimitCheck {
public:
    /// Checks `limits` (a copy: a few words), with the clock started now.
    explicit LimitCheck(const DeepeningLimits& limits) : limits_(limits), start_(std::chrono::steady_clock::now()) {}

    /// Whether a limit may end the search (not during the first depth: there must be a move).
    bool may_abort = false;
    /// States searched by the depths before the current one.
    std::uint64_t spent = 0;
    /// Whether the search reached its depth at a state whose game went on: otherwise every line ended
    /// with the game, and a deeper search would search the same tree to the same value.
    bool reached_horizon = false;

    /// Called at every state with the current depth's count: whether the search must end now (and from
    /// now on: aborted() stays true).
    [[nodiscard]] bool abort(std::uint64_t nodes) {
        if (may_abort && !aborted_ && limit_reached(spent + nodes)) aborted_ = true;
        return aborted_;
    }
    /// Whether a limit ended the search: its value and move are to be thrown away.
    [[nodiscard]] bool aborted() const noexcept { return aborted_; }
    /// Called where the depth, not the game, ends a line.
    void horizon() noexcept { reached_horizon = true; }

    /// Whether a limit is reached after `total` states: the node count, the stop flag, and the clock
    /// (read every 256 states, or now when `read_clock`).
    [[nodiscard]] bool limit_reached(std::uint64_t total, bool read_clock = false) const {
        if (limits_.nodes && total >= *limits_.nodes) return true;
        if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) return true;
        return limits_.time && (read_clock || total % 256 == 0) && elapsed() >= *limits_.time;
    }
    /// The time since the check was made.
    [[nodiscard]] std::chrono::milliseconds elapsed() const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start_);
    }
    /// Whether, with the clock's TimeUse::save, the depth just finished should be the last: at a root
    /// with a single move, or with half the time spent.
    [[nodiscard]] bool saves_time_now(bool single_move) const {
        return saves_time() && (single_move || 2 * elapsed() >= *limits_.time);
    }
    /// Whether the time limit is a clock's to save (TimeUse::save).
    [[nodiscard]] bool saves_time() const noexcept { return limits_.time && limits_.time_use == TimeUse::save; }

private:
    DeepeningLimits limits_;
    std::chrono::steady_clock::time_point start_;
    bool aborted_ = false;
};

/// Iterative deepening under `limits`: `search_to(depth, check)` searches the root whole to `depth`
/// with the LimitCheck and returns a result with `value`, `best_move` and `nodes`; depths 1 to
/// `max_depth` (at least 1) are searched until a limit ends one (its result is dropped), a depth's every
/// line ends with the game, or (TimeUse::save) the clock says not to start another. Returns the deepest
/// depth finished with `depth` set to it and `nodes` counting every depth, the one cut short too.
/// `single_move`: the root has a single move (asked only when it matters, with TimeUse::save).
template <class Result, class Search, class SingleMove>
[[nodiscard]] Result deepen(int max_depth, const DeepeningLimits& limits, Search&& search_to, SingleMove&& single_move) {
    LimitCheck check(limits);
    const bool single = check.saves_time() && single_move();
    Result result;
    for (int depth = 1; depth <= max_depth; ++depth) {
        check.may_abort = depth > 1;
        check.reached_horizon = false;
        Result searched = search_to(depth, check);
        check.spent += searched.nodes;
        if (check.aborted()) break;
        result = std::move(searched);
        result.depth = depth;
        // Every line ended with the game: the deeper depths would repeat this search for nothing (and a
        // depth of INT_MAX would be deepened for ever).
        if (!check.reached_horizon) break;
        if (check.saves_time_now(single)) break;
        if (check.limit_reached(check.spent, true) || depth == max_depth) break;  // no ++depth past INT_MAX
    }
    result.nodes = check.spent;
    return result;
}

}  // namespace detail

}  // namespace gametree
