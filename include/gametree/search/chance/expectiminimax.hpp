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

namespace gametree {

/// How expectiminimax searches.
struct ExpectiminimaxOptions {
    /// The depth in players' moves (chance events do not count); finished games end a line sooner.
    /// The depth is the search's only limit (no clock, no node bound, no transposition table): the
    /// default suits games that end within a few moves (Dice Nim); a game whose turns may repeat (Pig,
    /// where a roll of 1 gives the turn away) or run long needs a depth it can afford, as the tree
    /// grows by the branching of a move and a roll at every depth.
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
    /// States searched, the root included.
    std::uint64_t nodes = 0;
};

namespace expectiminimax_detail {

template <State S, MoveGen<S> G, Evaluator<S> E>
/// The search behind expectiminimax(): it holds the generator, evaluator and options by reference, and
/// counts the states it searches.
class Searcher {
public:
    /// A searcher over `gen`, `eval` and `options`, which must outlive it.
    Searcher(const G& gen, const E& eval, const ExpectiminimaxOptions& options)
        : gen_(gen), eval_(eval), options_(options) {}

    /// States searched so far (one per call of search()).
    std::uint64_t nodes = 0;

    /// The value of `s` for its side to move, searched in the window (alpha, beta) (fail-soft); at the
    /// root (`best` not null) also its best move.
    double search(const S& s, int depth, double alpha, double beta, std::optional<typename S::move_type>* best) {
        ++nodes;
        const double bound = options_.win_score;
        const Outcome outcome = s.outcome();
        if (is_over(outcome)) {
            if (outcome == Outcome::draw) return 0;
            return is_win_for(outcome, s.side_to_move()) ? bound : -bound;
        }
        if constexpr (ChanceState<S>) {
            if (s.is_chance()) return chance(s, depth, alpha, beta);
        }
        if (depth <= 0) return std::clamp(static_cast<double>(eval_(s)), -bound, bound);
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
                continue;
            }
            const double low = (alpha - sum - rest * bound) / p;   // at or below: the node fails low
            const double high = (beta - sum + rest * bound) / p;   // at or above: the node fails high
            const double v = child_value(s, s.after(o.outcome), depth, std::max(low, -bound), std::min(high, bound));
            sum += p * v;
            if (v <= low) return sum + rest * bound;   // an upper bound, at most alpha
            if (v >= high) return sum - rest * bound;  // a lower bound, at least beta
        }
        return sum;
    }

    const G& gen_;
    const E& eval_;
    const ExpectiminimaxOptions& options_;
};

}  // namespace expectiminimax_detail

/// The expectiminimax value of `root` for its side to move, with its best move. Chance states
/// (ChanceState) average their outcomes by probability; the players' states take the best child,
/// negated only when the side to move changes (a player may move twice in a row). Games without
/// chance get plain alpha-beta (or minimax, without pruning) on the ±win_score scale.
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] ExpectiminimaxResult<typename S::move_type> expectiminimax(const S& root, G gen, E eval,
                                                                          const ExpectiminimaxOptions& options = {}) {
    static_assert(check_declared_features<S, G>());
    // The bounds of Star1 and of the clamp: a win_score of 0 or less would make them cross.
    if (!(std::isfinite(options.win_score) && options.win_score > 0))
        detail::raise(std::invalid_argument("expectiminimax: win_score must be above 0, not " + std::to_string(options.win_score)));
    expectiminimax_detail::Searcher<S, G, E> searcher(gen, eval, options);
    ExpectiminimaxResult<typename S::move_type> result;
    const double bound = options.win_score;
    result.value = searcher.search(root, std::max(0, options.depth), -2 * bound, 2 * bound, &result.best_move);
    if (is_over(root.outcome()) || options.depth <= 0 || is_chance_state(root)) result.best_move.reset();
    result.nodes = searcher.nodes;
    return result;
}

}  // namespace gametree
