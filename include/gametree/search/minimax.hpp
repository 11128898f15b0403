/// \file
/// Plain minimax in negamax form, exactly as the course's Part 4 pseudocode defines it.
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
Score minimax_value(const S& state, int depth, const G& gen, const E& eval, std::uint64_t& nodes, Check& check);

/// The value of a state that is not over and has no move, by the game's NoMovePolicy.
template <State S, MoveGen<S> G, Evaluator<S> E, class Check>
Score minimax_no_move(const S& state, int depth, const G& gen, const E& eval, std::uint64_t& nodes, Check& check) {
    if constexpr (no_move_policy_v<S> == NoMovePolicy::pass) {
        const S passed = state.after_pass();
        return value_for_parent(state, passed, minimax_value(passed, depth - 1, gen, eval, nodes, check));
    } else if constexpr (no_move_policy_v<S> == NoMovePolicy::draw) {
        return (void)check, 0;
    } else {
        return (void)check, -score_infinity;
    }
}

/// `check`: NoLimit, or the LimitCheck of a search under limits (a value it aborted means nothing).
template <State S, MoveGen<S> G, Evaluator<S> E, class Check>
Score minimax_value(const S& state, int depth, const G& gen, const E& eval, std::uint64_t& nodes, Check& check) {
    ++nodes;
    if (check.abort(nodes)) return 0;
    if (is_over(state.outcome())) return checked_evaluation(eval(state));
    if (depth <= 0) {
        check.horizon();
        return checked_evaluation(eval(state));
    }
    MoveBufferFor<G, S> moves;
    gen.generate(state, moves);
    if (moves.empty()) return minimax_no_move(state, depth, gen, eval, nodes, check);
    Score value = -score_infinity;
    for (const auto& move : moves) {
        const S next = state.after(move);
        const Score score = value_for_parent(state, next, minimax_value(next, depth - 1, gen, eval, nodes, check));
        if (check.aborted()) return 0;
        if (score > value) value = score;
    }
    return value;
}

/// minimax() of `root` to `depth` under `check`.
template <State S, MoveGen<S> G, Evaluator<S> E, class Check>
SearchResult<typename S::move_type> minimax_root(const S& root, int depth, const G& gen, const E& eval, Check& check) {
    SearchResult<typename S::move_type> result;
    result.nodes = 1;
    result.depth = std::max(0, depth);
    if (is_over(root.outcome()) || depth <= 0) {
        result.value = checked_evaluation(eval(root));
        return result;
    }
    result.value = -score_infinity;
    MoveBufferFor<G, S> moves;
    gen.generate(root, moves);
    if (moves.empty()) result.value = minimax_no_move(root, depth, gen, eval, result.nodes, check);
    for (const auto& move : moves) {
        const S next = root.after(move);
        const Score score = value_for_parent(root, next, minimax_value(next, depth - 1, gen, eval, result.nodes, check));
        if (check.aborted()) break;
        if (!result.best_move || score > result.value) {  // value = max(value, score), keeping the first best
            result.value = score;
            result.best_move = move;
        }
    }
    return result;
}

}  // namespace detail

/// Minimax to `depth` plies:
/// ```
/// minimax(s, d): if over(s) or d <= 0: return evaluate(s)
///                value = -infinity
///                for each move m: value = max(value, -minimax(after(s, m), d - 1))
///                return value
/// ```
/// A state with no moves that is not over is valued by the game's NoMovePolicy: -score_infinity for a
/// loss (the default, as in the pseudocode), 0 for a draw, the value after the pass for a pass.
/// `best_move` is the first root move whose value equals the result. Games with chance (ChanceState) do
/// not compile: the rolls of a chance state would be taken for a player's choices.
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] SearchResult<typename S::move_type> minimax(const S& root, int depth, const G& gen, const E& eval) {
    static_assert(detail::check_plain_search<detail::PlainSearch::minimax, S, G, E>());
    detail::NoLimit unlimited;
    return detail::minimax_root(root, depth, gen, eval, unlimited);
}

/// minimax() under `limits`, by iterative deepening: depth 1, 2, ... up to `depth`, each searched whole
/// (the same value and move as minimax() to that depth), until a limit (nodes, time, a stop flag) ends
/// one; the result is then the deepest depth finished (SearchResult::depth says which), and `nodes`
/// counts every depth, the one cut short too. Depth 1 always completes. A depth whose every line ends
/// with the game is the last: a deeper one would search the same tree. A finished root or a `depth` of 0
/// or less is searched as minimax() does. Without any limit (DeepeningLimits{}) the deepening runs to
/// `depth` or to the end of every line: a `depth` of INT_MAX solves a game whose lines all end.
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] SearchResult<typename S::move_type> minimax(const S& root, int depth, const G& gen, const E& eval,
                                                          const DeepeningLimits& limits) {
    static_assert(detail::check_plain_search<detail::PlainSearch::minimax, S, G, E>());
    if (depth <= 0 || is_over(root.outcome())) return minimax(root, depth, gen, eval);
    return detail::deepen<SearchResult<typename S::move_type>>(
        depth, limits, [&](int d, detail::LimitCheck& check) { return detail::minimax_root(root, d, gen, eval, check); },
        [&] { return detail::single_move(root, gen); });
}

}  // namespace gametree
