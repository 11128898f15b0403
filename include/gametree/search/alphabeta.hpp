/// \file
/// Fail-hard alpha-beta in negamax form, exactly as the course's Part 5 pseudocode defines it.
#pragma once

#include <algorithm>
#include <cstdint>

#include "gametree/core/chance.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/no_move_policy.hpp"
#include "gametree/search/deepening.hpp"
#include "gametree/search/plain_search.hpp"
#include "gametree/search/search_result.hpp"

namespace gametree {

namespace detail {

template <State S, MoveGen<S> G, Evaluator<S> E, class Check>
Score alphabeta_value(const S& state, int depth, Score alpha, Score beta, const G& gen, const E& eval,
                      std::uint64_t& nodes, Check& check);

/// The value of a state that is not over and has no move, by the game's NoMovePolicy (fail-hard: inside
/// [alpha, beta]).
template <State S, MoveGen<S> G, Evaluator<S> E, class Check>
Score alphabeta_no_move(const S& state, int depth, Score alpha, Score beta, const G& gen, const E& eval,
                        std::uint64_t& nodes, Check& check) {
    Score value = -score_infinity;
    if constexpr (no_move_policy_v<S> == NoMovePolicy::pass) {
        const S passed = state.after_pass();
        value = value_for_parent(state, passed, alpha, beta, [&](Score a, Score b) {
            return alphabeta_value(passed, depth - 1, a, b, gen, eval, nodes, check);
        });
    } else if constexpr (no_move_policy_v<S> == NoMovePolicy::draw) {
        value = 0;
    }
    return value >= beta ? beta : (value > alpha ? value : alpha);
}

/// `check`: NoLimit, or the LimitCheck of a search under limits (a value it aborted means nothing).
template <State S, MoveGen<S> G, Evaluator<S> E, class Check>
Score alphabeta_value(const S& state, int depth, Score alpha, Score beta, const G& gen, const E& eval,
                      std::uint64_t& nodes, Check& check) {
    ++nodes;
    if (check.abort(nodes)) return 0;
    if (is_over(state.outcome())) return checked_evaluation(eval(state));
    if (depth <= 0) {
        check.horizon();
        return checked_evaluation(eval(state));
    }
    MoveBufferFor<G, S> moves;
    gen.generate(state, moves);
    if (moves.empty()) return alphabeta_no_move(state, depth, alpha, beta, gen, eval, nodes, check);
    for (const auto& move : moves) {
        const S next = state.after(move);
        const Score score = value_for_parent(state, next, alpha, beta, [&](Score a, Score b) {
            return alphabeta_value(next, depth - 1, a, b, gen, eval, nodes, check);
        });
        if (check.aborted()) return 0;
        if (score >= beta) return beta;
        if (score > alpha) alpha = score;
    }
    return alpha;
}

/// alphabeta() of `root` to `depth` in the window (alpha, beta), already clamped, under `check`.
template <State S, MoveGen<S> G, Evaluator<S> E, class Check>
SearchResult<typename S::move_type> alphabeta_root(const S& root, int depth, const G& gen, const E& eval, Score alpha,
                                                   Score beta, Check& check) {
    SearchResult<typename S::move_type> result;
    result.nodes = 1;
    result.depth = std::max(0, depth);
    if (is_over(root.outcome()) || depth <= 0) {
        result.value = checked_evaluation(eval(root));
        return result;
    }
    MoveBufferFor<G, S> moves;
    gen.generate(root, moves);
    if (moves.empty()) {
        result.value = alphabeta_no_move(root, depth, alpha, beta, gen, eval, result.nodes, check);
        return result;
    }
    result.best_move = moves[0];
    for (const auto& move : moves) {
        const S next = root.after(move);
        const Score score = value_for_parent(root, next, alpha, beta, [&](Score a, Score b) {
            return alphabeta_value(next, depth - 1, a, b, gen, eval, result.nodes, check);
        });
        if (check.aborted()) return result;
        if (score >= beta) {
            result.best_move = move;
            result.value = beta;
            return result;
        }
        if (score > alpha) {
            alpha = score;
            result.best_move = move;
        }
    }
    result.value = alpha;
    return result;
}

}  // namespace detail

/// Fail-hard alpha-beta to `depth` plies, with the window (alpha, beta):
/// ```
/// alphabeta(s, d, a, b): if over(s) or d <= 0: return evaluate(s)
///                        for each move m: v = -alphabeta(after(s, m), d - 1, -b, -a)
///                                         if v >= b: return b
///                                         if v > a: a = v
///                        return a
/// ```
/// With the full window its value equals `minimax` at the same depth (when no value reaches
/// ±score_infinity). `best_move` is the root move that last raised alpha, or the first move when none did.
/// A state with no move that is not over is valued by the game's NoMovePolicy, as in `minimax`. Games
/// with chance (ChanceState) do not compile: the rolls of a chance state would be taken for a player's choices.
/// A window end beyond ±score_infinity (std::numeric_limits<Score>::min() and max(), say) is taken as
/// ±score_infinity, where no value lies beyond: negating INT_MIN for the children's window overflowed.
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] SearchResult<typename S::move_type> alphabeta(const S& root, int depth, const G& gen, const E& eval,
                                                            Score alpha = -score_infinity,
                                                            Score beta = score_infinity) {
    static_assert(detail::check_plain_search<detail::PlainSearch::alphabeta, S, G, E>());
    detail::NoLimit unlimited;
    return detail::alphabeta_root(root, depth, gen, eval, std::clamp(alpha, -score_infinity, score_infinity),
                                  std::clamp(beta, -score_infinity, score_infinity), unlimited);
}

/// alphabeta() under `limits`, by iterative deepening: depth 1, 2, ... up to `depth`, each searched
/// whole in the window (alpha, beta) (the same value and move as alphabeta() to that depth), until a
/// limit (nodes, time, a stop flag) ends one; the result is then the deepest depth finished
/// (SearchResult::depth says which), and `nodes` counts every depth, the one cut short too. Depth 1
/// always completes. A depth whose every line ends with the game is the last: a deeper one would search
/// the same tree. A finished root or a `depth` of 0 or less is searched as alphabeta() does. Without any
/// limit (DeepeningLimits{}) the deepening runs to `depth` or to the end of every line: a `depth` of
/// INT_MAX solves a game whose lines all end.
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] SearchResult<typename S::move_type> alphabeta(const S& root, int depth, const G& gen, const E& eval,
                                                            const DeepeningLimits& limits,
                                                            Score alpha = -score_infinity,
                                                            Score beta = score_infinity) {
    static_assert(detail::check_plain_search<detail::PlainSearch::alphabeta, S, G, E>());
    if (depth <= 0 || is_over(root.outcome())) return alphabeta(root, depth, gen, eval, alpha, beta);
    alpha = std::clamp(alpha, -score_infinity, score_infinity);
    beta = std::clamp(beta, -score_infinity, score_infinity);
    return detail::deepen<SearchResult<typename S::move_type>>(
        depth, limits,
        [&](int d, detail::LimitCheck& check) { return detail::alphabeta_root(root, d, gen, eval, alpha, beta, check); },
        [&] { return detail::single_move(root, gen); });
}

}  // namespace gametree
