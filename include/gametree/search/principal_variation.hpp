/// \file
/// The principal variation of a fixed-depth search, recovered after the search by following best moves.
#pragma once

#include <concepts>
#include <optional>
#include <type_traits>
#include <vector>

#include "gametree/core/concepts.hpp"

namespace gametree {

/// The line of best play from `root`: the root search's best move, then the best move of a search one
/// ply shallower from the position it leads to, and so on until depth 0, a finished game or no move.
/// `search(state, depth)` must return a SearchResult (e.g. a lambda calling minimax or alphabeta).
/// For minimax and full-window alpha-beta this is exactly the line whose value the root search returned,
/// and it costs the searches nothing while they run: no per-node bookkeeping.
template <State S, class Search>
    requires std::invocable<Search&, const S&, int> &&
             requires(std::invoke_result_t<Search&, const S&, int> r) {
                 { r.best_move } -> std::convertible_to<std::optional<typename S::move_type>>;
             }
[[nodiscard]] std::vector<typename S::move_type> principal_variation(const S& root, int depth, Search&& search) {
    std::vector<typename S::move_type> line;
    S state = root;
    for (int d = depth; d > 0 && !is_over(state.outcome()); --d) {
        const auto result = search(state, d);
        if (!result.best_move) break;
        line.push_back(*result.best_move);
        state = state.after(*result.best_move);
    }
    return line;
}

}  // namespace gametree
