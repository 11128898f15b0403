/// \file
/// Compacting the Monte Carlo tree's node pool: keeping one subtree (tree reuse), only some of the
/// root's moves (a search among them), or only the most-visited part of the tree when the node bound is
/// reached (pruning).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "gametree/search/mcts/node.hpp"

namespace gametree::mcts_detail {

/// Keeps every child: copy_subtree's choice among the new root's children unless told otherwise.
struct EveryChild {
    template <class Move>
    constexpr bool operator()(const Node<Move>&) const noexcept {
        return true;
    }
};

/// Copies the subtree of `root` breadth first into a fresh pool, which replaces `nodes` (children stay
/// contiguous, the root becomes node 0). A node for which `keep_children(node)` is false loses its
/// children and becomes a leaf again, keeping its own statistics and proof: it is expanded afresh when
/// the search comes back to it. Of the root's own children only those for which `keep_root_child(child)`
/// is true are copied (with their subtrees): all by default.
template <class Move, class KeepChildren, class KeepRootChild = EveryChild>
void copy_subtree(std::vector<Node<Move>>& nodes, std::uint32_t root, KeepChildren&& keep_children,
                  KeepRootChild&& keep_root_child = {}) {
    std::vector<Node<Move>> fresh;
    fresh.reserve(nodes.capacity());
    fresh.push_back(nodes[root]);
    for (std::size_t i = 0; i < fresh.size(); ++i) {
        if (!fresh[i].expanded || fresh[i].child_count == 0) continue;
        if (i > 0 && !keep_children(fresh[i])) {
            fresh[i].expanded = false;
            fresh[i].chance = false;
            fresh[i].first_child = 0;
            fresh[i].child_count = 0;
            continue;
        }
        const std::uint32_t old_first = fresh[i].first_child;
        const std::uint32_t old_count = fresh[i].child_count;
        fresh[i].first_child = static_cast<std::uint32_t>(fresh.size());
        fresh[i].child_count = 0;
        for (std::uint32_t k = 0; k < old_count; ++k) {
            if (i > 0 || keep_root_child(nodes[old_first + k])) {
                fresh.push_back(nodes[old_first + k]);
                ++fresh[i].child_count;
            }
        }
    }
    nodes.swap(fresh);
}

/// Whether node `n` keeps its children when the pool is pruned at `threshold` visits. A proven node
/// never does: the search does not descend into it any more, its value says all.
template <class Move>
[[nodiscard]] bool keeps_children(const Node<Move>& n, std::uint64_t threshold) noexcept {
    return n.proof != Proof::proven && n.visits >= threshold;
}

/// The least visit count a node needs to keep its children so that at most `budget` nodes remain
/// (the root and its children always remain). A child is never visited more often than its parent, so
/// the nodes kept at a threshold are at most those whose parent reaches it.
template <class Move>
[[nodiscard]] std::uint64_t prune_threshold(const std::vector<Node<Move>>& nodes, std::size_t budget) {
    std::vector<std::pair<std::uint64_t, std::uint32_t>> parents;  // (visits, children) of inner nodes
    for (std::size_t i = 1; i < nodes.size(); ++i) {
        if (nodes[i].expanded && nodes[i].child_count > 0 && nodes[i].proof != Proof::proven) parents.emplace_back(nodes[i].visits, nodes[i].child_count);
    }
    std::sort(parents.begin(), parents.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::size_t kept = 1 + nodes[0].child_count;
    std::uint64_t threshold = std::numeric_limits<std::uint64_t>::max();
    for (std::size_t i = 0; i < parents.size();) {
        // Nodes with equal visits are kept or dropped together.
        std::size_t j = i;
        std::size_t added = 0;
        for (; j < parents.size() && parents[j].first == parents[i].first; ++j) added += parents[j].second;
        if (kept + added > budget) break;
        kept += added;
        threshold = parents[i].first;
        i = j;
    }
    return threshold;
}

/// Prunes the pool to at most `budget` nodes (or the root and its children, when they are more):
/// the most-visited unproven nodes keep their children, the rest become leaves. A proven node stays
/// proven, so what the solver proved collapses into one node; unproven nodes below the cut lose what
/// was proven under them, which the search proves again when it comes back.
/// Returns the number of nodes removed.
template <class Move>
std::size_t prune_to(std::vector<Node<Move>>& nodes, std::size_t budget) {
    if (nodes.empty()) return 0;
    const std::size_t before = nodes.size();
    const std::uint64_t threshold = prune_threshold(nodes, budget);
    copy_subtree(nodes, 0, [threshold](const Node<Move>& n) { return keeps_children(n, threshold); });
    return before - nodes.size();
}

}  // namespace gametree::mcts_detail
