/// \file
/// What tells two Monte Carlo searches apart at the root: every root move's visits and value, in order.
#pragma once

#include <vector>

namespace gametree::testing {

/// Visits and values of the root's moves (Mcts::root_children), to compare two searches.
template <class Searcher>
std::vector<double> mcts_fingerprint(const Searcher& mcts) {
    std::vector<double> out;
    for (const auto& c : mcts.root_children()) {
        out.push_back(static_cast<double>(c.visits));
        out.push_back(c.value);
    }
    return out;
}

}  // namespace gametree::testing
