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

}  // namespace gametree::testing
