/// \file
/// A node of the Monte Carlo tree: statistics of one edge, and where its children are in the pool.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>

#include "gametree/core/player.hpp"
#include "gametree/core/score.hpp"

namespace gametree::mcts_detail {

/// What the solver knows of a node.
enum class Proof : std::uint8_t { unknown, proven };

/// One node of the pool. Its children are the `child_count` nodes from `first_child` on. The statistics
/// are those of the edge into the node: `reward` sums the playout results for the player who chose
/// the edge (the side to move at the parent), so selection reads them directly; the value flips only
/// where the side to move changes, never by depth.
template <class Move>
struct Node {
    /// The move of the edge into the node, or the outcome under a chance node (unused at the root and for a pass).
    Move move{};
    /// The pool index of the first child.
    std::uint32_t first_child = 0;
    /// How many children the node has (0 until it is expanded, and after a prune made it a leaf again).
    std::uint32_t child_count = 0;
    /// How often an iteration went through the edge. 64 bits: at a million iterations a second, 32 would
    /// wrap after 72 minutes of analysis (or sooner, summed over the trees of a parallel search).
    std::uint64_t visits = 0;
    /// The sum of the iterations' results (each in [0, 1]) for the player who chose the edge.
    double reward = 0;
    /// A proven node's exact value from the first player's view: win_in(plies, margin) when the first
    /// player wins in `plies` from this node, loss_in when it loses, 0 for a draw.
    Score proven_value = 0;
    /// The move ranking's prior (0..1), or the probability of a chance outcome.
    float weight = 0;
    /// Whether the node's exact value is known (see proven_value).
    Proof proof = Proof::unknown;
    /// Whether the node's children were added (undone when a prune makes it a leaf again).
    bool expanded = false;
    /// The edge is a pass (PassingState), not `move`.
    bool pass = false;
    /// The node is a chance state: its children are outcomes sampled by `weight`.
    bool chance = false;

    /// The average result of the iterations through the edge, or `unvisited` before the first.
    [[nodiscard]] double mean_reward(double unvisited) const noexcept {
        return visits ? reward / static_cast<double>(visits) : unvisited;
    }
};

/// The most nodes a pool can hold: nodes are numbered in 32 bits (Node::first_child).
inline constexpr std::size_t max_pool_nodes = std::numeric_limits<std::uint32_t>::max();

/// The node bound a search keeps to: MctsOptions::max_nodes, but no more than max_pool_nodes (a bigger
/// pool would wrap the numbering and join unrelated nodes).
[[nodiscard]] constexpr std::size_t node_bound(std::size_t max_nodes) noexcept { return max_nodes < max_pool_nodes ? max_nodes : max_pool_nodes; }

/// `value` (first player's view) for player `p`.
[[nodiscard]] constexpr Score for_player(Player p, Score value) noexcept { return p == Player::first ? value : -value; }

/// A proven value one ply further from the end: the win or loss, by the same margin, comes a ply later
/// (at most max_ply - 1 plies away, as win_in says).
[[nodiscard]] constexpr Score one_ply_earlier(Score value) noexcept {
    if (value == 0) return 0;
    return value > 0 ? win_in(plies_to_end(value) + 1, margin_of(value)) : loss_in(1 - plies_to_end(value), -margin_of(value));
}

/// The reward in [0, 1] of a proven value for the first player.
[[nodiscard]] constexpr double reward_of(Score value) noexcept { return value > 0 ? 1.0 : (value < 0 ? 0.0 : 0.5); }

}  // namespace gametree::mcts_detail
