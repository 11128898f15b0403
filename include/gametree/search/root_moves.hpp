/// \file
/// The root moves a search restricted to some of them may play (UCI's `go searchmoves`): one rule for
/// the engine's and MCTS's searches.
#pragma once

#include <algorithm>
#include <span>
#include <vector>

#include "gametree/core/cxx20.hpp"

namespace gametree {

/// The moves of `moves` (a root's generated list) that `root_moves` names, in the list's order, once
/// each: what a search among `root_moves` may play. Entries that are not in `moves` (not legal at the
/// root) and repeats are ignored. Empty, meaning every move (an unrestricted search), when `root_moves`
/// names none of the moves or all of them.
template <class Move>
[[nodiscard]] std::vector<Move> allowed_root_moves(std::span<const Move> moves, std::span<const Move> root_moves) {
    std::vector<Move> allowed;
    for (const Move& m : moves)
        if (std::find(root_moves.begin(), root_moves.end(), m) != root_moves.end()) allowed.push_back(m);
    if (allowed.size() == moves.size()) allowed.clear();
    return allowed;
}

}  // namespace gametree
