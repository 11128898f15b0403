/// \file
/// Expectiminimax: minimax for games with chance (ChanceState), where a chance state is worth the
/// probability-weighted average of its outcomes, with Ballard's Star1 pruning at chance nodes and
/// alpha-beta at the players' nodes.
///
/// Star1 needs bounds on every value: here finished games score ±win_score (0 for a draw) and
/// evaluations are clamped into that range, so the value of a state searched to the end is win_score
/// times (chance to win - chance to lose). Before searching outcome i of a chance node, the outcomes
/// already searched are known and the rest lie between -win_score and +win_score: outcome i gets the
/// window that could still move the node's value inside (alpha, beta), and when it falls outside, the
/// remaining outcomes are not searched (the node fails low or high). The value is exactly that of plain
/// expectiminimax whenever it lies inside the root's window (the full window by default).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

#include "gametree/core/assert.hpp"
#include "gametree/core/chance.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/core/exceptions.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/no_move_policy.hpp"
#include "gametree/search/deepening.hpp"
#include "gametree/search/plain_search.hpp"
#include "gametree/search/time_use.hpp"

namespace gametree {

/// How expectiminimax searches.
struct ExpectiminimaxOptions {
    /// The depth in players' moves (chance events do not count); finished games end a line sooner.
    /// Without ExpectiminimaxLimits it is the search's only limit (no clock, no node bound, no
    /// transposition table): the default suits games that end within a few moves (Dice Nim); a game
    /// whose turns may repeat (Pig, where a roll of 1 gives the turn away) or run long needs a depth it
    /// can afford, as the tree grows by the branching of a move and a roll at every depth, or limits
    /// (the overload with ExpectiminimaxLimits deepens one depth at a time up to this one).
    int depth = 64;
    /// The value of a won game for the winner (and minus it for the loser); evaluations are clamped to
    /// ±win_score. Above 0 and finite (expectiminimax throws std::invalid_argument otherwise).
    double win_score = 1000;
    /// Star1 at chance nodes and alpha-beta at the players' nodes. Off: plain expectiminimax, every node
    /// searched (for comparisons).
    bool pruning = true;
};

/// The result of an expectiminimax search.
template <class Move>
struct ExpectiminimaxResult {
    /// The root's expected value for its side to move, in [-win_score, win_score].
    double value = 0;
    /// The best move at a players' root; none at a chance root, a finished root or depth 0.
    std::optional<Move> best_move;
    /// States searched, the root included (with limits: over every iteration, the one cut short too).
    std::uint64_t nodes = 0;
    /// The depth the value and move are of: ExpectiminimaxOptions::depth (0 when it is not above 0), or
    /// with limits the deepest iteration searched whole (one in which every line reached the end of the
    /// game is the last: its value is that of any deeper one).
    int depth = 0;
};

/// Limits for expectiminimax's iterative deepening (the overload that takes them): it searches depth 1,
/// 2, ... up to ExpectiminimaxOptions::depth, each whole, and returns the deepest one finished when a
/// limit ends the next; the first depth always completes. The same limits as minimax's and alphabeta's.
using ExpectiminimaxLimits = DeepeningLimits;

namespace expectiminimax_detail {

template <State S, MoveGen<S> G, Evaluator<S> E>
/// The search behind expectiminimax(): it holds the generator, evaluator and options by reference, and
/// counts the states it searches.
class Searcher {
public:
    /// A searcher over `gen`, `eval` and `options`, which must outlive it; with `check` (which must
    /// outlive it too) a limit may cut a search short: check->aborted() then says so, and its value
    /// means nothing.
    Searcher(const G& gen, const E& eval, const ExpectiminimaxOptions& options, detail::LimitCheck* check = nullptr)
        : gen_(gen), eval_(eval), options_(options), check_(check) {}

    /// States searched so far (one per call of search()).
    std::uint64_t nodes = 0;

    /// The value of `s` for its side to move, searched in the window (alpha, beta) (fail-soft); at the
    /// root (`best` not null) also its best move.
    double search(const S& s, int depth, double alpha, double beta, std::optional<typename S::move_type>* best) {
        ++nodes;
        if (aborted()) return 0;
        const double bound = options_.win_score;
        const Outcome outcome = s.outcome();
        if (is_over(outcome)) {
            if (outcome == Outcome::draw) return 0;
            return is_win_for(outcome, s.side_to_move()) ? bound : -bound;
        }
        if constexpr (ChanceState<S>) {
            if (s.is_chance()) return chance(s, depth, alpha, beta);
        }
        if (depth <= 0) {
            if (check_) check_->horizon();
            return std::clamp(static_cast<double>(eval_(s)), -bound, bound);
        }
        MoveBufferFor<G, S> moves;
        gen_.generate(s, moves);
        if (moves.empty()) {
            if constexpr (no_move_policy_v<S> == NoMovePolicy::pass) {
                return child_value(s, s.after_pass(), depth - 1, alpha, beta);
            } else if constexpr (no_move_policy_v<S> == NoMovePolicy::draw) {
                return 0;
            } else {
                return -bound;
            }
        }
        double best_value = -2 * bound;
        for (const auto& m : moves) {
            const double v = child_value(s, s.after(m), depth - 1, alpha, beta);
            if (cut_short()) return 0;
            if (v > best_value) {
                best_value = v;
                if (best) *best = m;
            }
            if (options_.pruning) {
                alpha = std::max(alpha, v);
                if (alpha >= beta) break;
            }
        }
        return best_value;
    }

private:
    /// Whether a limit ends the search at this state (its value is then thrown away).
    [[nodiscard]] bool aborted() { return check_ && check_->abort(nodes); }
    /// Whether a limit ended the search below: what it returned means nothing.
    [[nodiscard]] bool cut_short() const { return check_ && check_->aborted(); }

    /// The value of `child` for the side to move in `parent`: negated only when the side changes.
    double child_value(const S& parent, const S& child, int depth, double alpha, double beta) {
        if (child.side_to_move() == parent.side_to_move()) return search(child, depth, alpha, beta, nullptr);
        return -search(child, depth, -beta, -alpha, nullptr);
    }

    /// Star1: outcome i is searched in the window that could still move the average into (alpha, beta),
    /// given the outcomes searched (`sum`) and the bounds ±win_score of those still to come (`rest`).
    double chance(const S& s, int depth, double alpha, double beta)
        requires ChanceState<S>
    {
        const double bound = options_.win_score;
        ChanceBufferFor<S> outcomes;
        s.chance_outcomes(outcomes);
        GAMETREE_ASSERT(valid_chance_outcomes(outcomes),
                        "expectiminimax: chance_outcomes gave probabilities that are not positive or do not add up to 1");
        double sum = 0;
        double rest = 1;
        for (const auto& o : outcomes) {
            const double p = o.probability;
            rest -= p;
            if (!options_.pruning) {
                sum += p * child_value(s, s.after(o.outcome), depth, -2 * bound, 2 * bound);
                if (cut_short()) return 0;
                continue;
            }
            const double low = (alpha - sum - rest * bound) / p;   // at or below: the node fails low
            const double high = (beta - sum + rest * bound) / p;   // at or above: the node fails high
            const double v = child_value(s, s.after(o.outcome), depth, std::max(low, -bound), std::min(high, bound));
            if (cut_short()) return 0;
            sum += p * v;
            if (v <= low) return sum + rest * bound;   // an upper bound, at most alpha
            if (v >= high) return sum - rest * bound;  // a lower bound, at least beta
        }
        return sum;
    }

    const G& gen_;
    const E& eval_;
    const ExpectiminimaxOptions& options_;
    detail::LimitCheck* check_;
};

/// std::invalid_argument unless win_score is above 0 and finite: the bounds of Star1 and of the clamp
/// would cross.
inline void check_options(const ExpectiminimaxOptions& options) {
    if (!(std::isfinite(options.win_score) && options.win_score > 0))
        detail::raise(std::invalid_argument("expectiminimax: win_score must be above 0, not " + std::to_string(options.win_score)));
}

}  // namespace expectiminimax_detail

/// The expectiminimax value of `root` for its side to move, with its best move. Chance states
/// (ChanceState) average their outcomes by probability; the players' states take the best child,
/// negated only when the side to move changes (a player may move twice in a row). Games without
/// chance get plain alpha-beta (or minimax, without pruning) on the ±win_score scale.
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] ExpectiminimaxResult<typename S::move_type> expectiminimax(const S& root, G gen, E eval,
                                                                          const ExpectiminimaxOptions& options = {}) {
    static_assert(check_declared_features<S, G>());
    expectiminimax_detail::check_options(options);
    expectiminimax_detail::Searcher<S, G, E> searcher(gen, eval, options);
    ExpectiminimaxResult<typename S::move_type> result;
    const double bound = options.win_score;
    result.depth = std::max(0, options.depth);
    result.value = searcher.search(root, result.depth, -2 * bound, 2 * bound, &result.best_move);
    if (is_over(root.outcome()) || options.depth <= 0 || is_chance_state(root)) result.best_move.reset();
    result.nodes = searcher.nodes;
    return result;
}

/// expectiminimax() under limits, by iterative deepening: depth 1, 2, ... up to options.depth, each
/// searched whole (the same value and move as expectiminimax() with that depth), until a limit (nodes,
/// time, a stop flag) ends one; the result is then the deepest depth finished (`depth` says which), and
/// `nodes` counts every iteration. Depth 1 always completes. A depth whose every line ends with the
/// game (none is cut off by the depth) is the last: a deeper one would search the same tree, so `depth`
/// is then that one, whose value and move are those of options.depth. A finished root or options.depth
/// of 0 or less is searched as expectiminimax() does.
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] ExpectiminimaxResult<typename S::move_type> expectiminimax(const S& root, G gen, E eval,
                                                                          const ExpectiminimaxOptions& options,
                                                                          const ExpectiminimaxLimits& limits) {
    static_assert(check_declared_features<S, G>());
    expectiminimax_detail::check_options(options);
    if (options.depth <= 0 || is_over(root.outcome())) return expectiminimax(root, std::move(gen), std::move(eval), options);
    const double bound = options.win_score;
    const bool chance_root = is_chance_state(root);
    using Result = ExpectiminimaxResult<typename S::move_type>;
    return detail::deepen<Result>(
        options.depth, limits,
        [&](int depth, detail::LimitCheck& check) {
            expectiminimax_detail::Searcher<S, G, E> searcher(gen, eval, options, &check);
            Result r;
            r.value = searcher.search(root, depth, -2 * bound, 2 * bound, &r.best_move);
            if (chance_root) r.best_move.reset();
            r.nodes = searcher.nodes;
            return r;
        },
        // A players' root with a single move: nothing to choose, after depth 1.
        [&] { return !chance_root && detail::single_move(root, gen); });
}

}  // namespace gametree
