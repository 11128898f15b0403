// A game given as an explicit tree, for tests whose every node (and every pruned node) is checked by
// hand, such as the textbook alpha-beta example.
//
// Each node names the player to move there and a value for that player, which the evaluator returns
// when the search stops at the node (a leaf, or the depth limit). Because each node names its mover,
// a tree can let a player move twice in a row.
#pragma once

#include <cstddef>
#include <span>

#include <gametree/core/concepts.hpp>
#include <gametree/core/move_buffer.hpp>
#include <gametree/core/player.hpp>
#include <gametree/core/score.hpp>

namespace gametree::testing {

/// A node of a tree: who moves, its static value for that player, and its children, which are the
/// nodes `first_child .. first_child + child_count - 1` of the same array. A node without children
/// ends the game.
struct TreeNode {
    Player mover = Player::first;
    Score value = 0;
    int first_child = 0;
    int child_count = 0;
};

/// A position in a tree: the tree and the node reached. Models State (but not HashedState).
/// A move is the index of the child node to go to.
struct TreeGame {
    using move_type = int;

    std::span<const TreeNode> tree;
    int at = 0;

    [[nodiscard]] constexpr const TreeNode& node() const noexcept { return tree[static_cast<std::size_t>(at)]; }
    [[nodiscard]] constexpr Player side_to_move() const noexcept { return node().mover; }
    /// A leaf is a finished game; its result is whatever its value says, which the evaluator reports,
    /// so it is simply called a draw here.
    [[nodiscard]] constexpr Outcome outcome() const noexcept {
        return node().child_count == 0 ? Outcome::draw : Outcome::ongoing;
    }
    [[nodiscard]] constexpr TreeGame after(int child) const noexcept { return {tree, child}; }
};

/// Lists the children of a node in order. Models MoveGen, and on purpose not CountingMoveGen.
struct TreeMoves {
    static constexpr std::size_t max_moves = 8;
    constexpr void generate(const TreeGame& s, MoveBuffer<int, max_moves>& out) const noexcept {
        for (int i = 0; i < s.node().child_count; ++i) out.push_back(s.node().first_child + i);
    }
};

/// The node's value for the player to move there.
struct TreeEvaluator {
    [[nodiscard]] constexpr Score operator()(const TreeGame& s) const noexcept { return s.node().value; }
};

/// The textbook alpha-beta tree (Russell & Norvig, figure 5.5); leaf values for the first player, who
/// moves again at the leaves. Minimax: the second player's nodes are worth 3, 2 and 2, the root 3.
/// Alpha-beta visits the root, the first child and its three leaves, the second child and only its
/// first leaf (2 <= 3: the leaves 4 and 6 are pruned), then the third child and its three leaves:
/// 11 nodes against minimax's 13.
inline constexpr TreeNode textbook_tree[] = {
    {Player::first, 0, 1, 3},
    {Player::second, 0, 4, 3}, {Player::second, 0, 7, 3}, {Player::second, 0, 10, 3},
    {Player::first, 3}, {Player::first, 12}, {Player::first, 8},
    {Player::first, 2}, {Player::first, 4}, {Player::first, 6},
    {Player::first, 14}, {Player::first, 5}, {Player::first, 2},
};

/// A tree where the first player may move twice: move 1 keeps the turn (node 1 is the first player's
/// again), move 2 passes it. Node 1's leaves are the second player's, worth -5 and -2 to it, so 5 and 2
/// to the first player: node 1 is worth 5 to the first player. Node 2's leaves are worth 4 and 7 to the
/// first player; the second player picks 4. The root is worth max(5, 4) = 5, through move 1. A search
/// that negated node 1's value (as if the turn had passed) would find -5 there and pick move 2 for 4.
/// Alpha-beta searches node 1 with the root's own window (no negation) and finds 5; node 2 is then
/// searched with the window (-inf, -5) and its first leaf, worth -4 to the second player, cuts it off:
/// 6 nodes.
inline constexpr TreeNode bonus_tree[] = {
    {Player::first, 0, 1, 2},
    {Player::first, 0, 3, 2},  {Player::second, 0, 5, 2},
    {Player::second, -5}, {Player::second, -2},
    {Player::first, 4},   {Player::first, 7},
};

}  // namespace gametree::testing
