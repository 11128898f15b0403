// A game given as an explicit tree whose leaves can be finished games with a margin, or dead ends (no
// move, game not over) that the game's NoMovePolicy decides: for tests of "no legal move", passes and
// margins that every search and the arena must treat alike.
#pragma once

#include <cstddef>
#include <cstdint>
#include <random>
#include <span>
#include <utility>
#include <vector>

#include <gametree/core/concepts.hpp>
#include <gametree/core/features.hpp>
#include <gametree/core/move_buffer.hpp>
#include <gametree/core/no_move_policy.hpp>

namespace gametree::testing {

/// A node: who moves, its static value for that player, its children (nodes first_child ..
/// first_child + child_count - 1). A node without children is a finished game when `end` says who won
/// (with `utility`, the margin for the side to move there), and otherwise a dead end: under the pass
/// policy the turn passes to node `pass_to`.
struct PolicyNode {
    Player mover = Player::first;
    Score value = 0;
    int first_child = 0;
    int child_count = 0;
    Outcome end = Outcome::ongoing;
    Score utility = 0;
    int pass_to = -1;
};

/// A position in a policy tree; declares hash, terminal utility and (for Policy pass) pass.
template <NoMovePolicy Policy>
struct PolicyTree {
    using move_type = int;
    static constexpr NoMovePolicy no_move_policy = Policy;
    static constexpr Features gametree_features =
        Feature::hash | Feature::terminal_utility | (Policy == NoMovePolicy::pass ? Features(Feature::pass) : Features{});

    std::span<const PolicyNode> tree;
    int at = 0;

    [[nodiscard]] constexpr const PolicyNode& node() const noexcept { return tree[static_cast<std::size_t>(at)]; }
    [[nodiscard]] constexpr Player side_to_move() const noexcept { return node().mover; }
    [[nodiscard]] constexpr Outcome outcome() const noexcept { return node().child_count == 0 ? node().end : Outcome::ongoing; }
    [[nodiscard]] constexpr PolicyTree after(int child) const noexcept { return {tree, child}; }
    [[nodiscard]] constexpr PolicyTree after_pass() const noexcept { return {tree, node().pass_to}; }
    [[nodiscard]] constexpr Score utility() const noexcept { return node().utility; }
    [[nodiscard]] constexpr std::uint64_t hash() const noexcept {
        return (static_cast<std::uint64_t>(at) + 1) * 0x9E3779B97F4A7C15ULL;
    }
    friend constexpr bool operator==(const PolicyTree& a, const PolicyTree& b) noexcept { return a.at == b.at; }
};

/// The children of a node, in order; counts them too.
struct PolicyMoves {
    static constexpr std::size_t max_moves = 8;
    static constexpr Features gametree_features = Feature::move_count;
    template <NoMovePolicy P>
    constexpr void generate(const PolicyTree<P>& s, MoveBuffer<int, max_moves>& out) const noexcept {
        for (int i = 0; i < s.node().child_count; ++i) out.push_back(s.node().first_child + i);
    }
    template <NoMovePolicy P>
    [[nodiscard]] constexpr std::uint64_t count(const PolicyTree<P>& s) const noexcept {
        return static_cast<std::uint64_t>(s.node().child_count);
    }
};

/// The node's value for the player to move there.
struct PolicyEvaluator {
    template <NoMovePolicy P>
    [[nodiscard]] constexpr Score operator()(const PolicyTree<P>& s) const noexcept { return s.node().value; }
};

/// The first player chooses between a dead end for the second player (move 1: node 1, where the second
/// player has no move; under pass the turn goes back to the first player at node 3, whose only move wins
/// by 2 at node 4) and a drawn leaf (move 2: node 2, whose evaluation is 10 for the first player).
/// Minimax and alpha-beta (the evaluation at finished games): loss: node 1 is -infinity for the second
/// player, so +infinity and move 1 at the root; draw: node 1 is 0 < 10: move 2; pass: node 3 is worth 2
/// to the first player (node 4's -2 for the second), so node 1 is 2 < 10: move 2, value 10.
/// The engine with mate scores: loss: a win at ply 1, move 1; draw: 0 either way; pass: a win by 2 at
/// ply 3, move 1.
inline constexpr PolicyNode dead_end_tree[] = {
    {Player::first, 0, 1, 2},
    {Player::second, -7, 0, 0, Outcome::ongoing, 0, 3},
    {Player::first, 10, 0, 0, Outcome::draw, 0},
    {Player::first, 1, 4, 1},
    {Player::second, -2, 0, 0, Outcome::first_wins, -2},
};

/// Margins: the first player can win at once by 1 (move 1: node 1), or win by 5 three plies later
/// (move 2: node 2, whose only line ends at node 4, a win by 5), or win by 5 five plies later (move 3).
/// With margins the engine picks the win by 5 that comes first (move 2); without, the fastest win.
inline constexpr PolicyNode margin_tree[] = {
    {Player::first, 0, 1, 3},
    {Player::second, 0, 0, 0, Outcome::first_wins, -1},
    {Player::second, 0, 4, 1},
    {Player::second, 0, 5, 1},
    {Player::first, 0, 6, 1},
    {Player::first, 0, 7, 1},
    {Player::second, 0, 0, 0, Outcome::first_wins, -5},
    {Player::second, 0, 8, 1},
    {Player::first, 0, 9, 1},
    {Player::second, 0, 0, 0, Outcome::first_wins, -5},
};

/// A cycle: the first player must go to node 1, where the second player either loses (node 3) or goes
/// to node 2, from where the first player can only go back to the start. The evaluation says the
/// first player is behind (-30 at nodes 0 and 2, +30 for the second player at node 1), so without a
/// repetition rule the root is worth -30 at the horizon; with repetitions drawn the second player
/// repeats and the root is a draw, 0.
inline constexpr PolicyNode cycle_tree[] = {
    {Player::first, -30, 1, 1},
    {Player::second, 30, 2, 2},
    {Player::first, -30, 0, 1},
    {Player::first, 0, 0, 0, Outcome::first_wins, 1},
};

/// A random tree of at most `depth` plies: random movers (so a player often moves twice), up to 4
/// children, leaves won by either player or drawn, and some dead ends (no move, not over) that the
/// no-move policy decides. For the proof searches' cross-checks.
inline std::vector<PolicyNode> random_policy_tree(std::mt19937_64& rng, int depth) {
    std::vector<PolicyNode> tree(1);
    std::vector<std::pair<int, int>> pending{{0, 0}};  // node, its depth
    while (!pending.empty()) {
        const int at = pending.back().first;
        const int d = pending.back().second;
        pending.pop_back();
        auto& node = tree[static_cast<std::size_t>(at)];
        node.mover = rng() % 2 == 0 ? Player::first : Player::second;
        const int children = d >= depth ? 0 : static_cast<int>(rng() % 5);
        if (children == 0) {
            const auto kind = rng() % 4;
            node.end = kind == 0 ? Outcome::first_wins : kind == 1 ? Outcome::second_wins : kind == 2 ? Outcome::draw
                                                                                                      : Outcome::ongoing;
            continue;
        }
        node.first_child = static_cast<int>(tree.size());
        node.child_count = children;
        for (int c = 0; c < children; ++c) pending.push_back({static_cast<int>(tree.size()) + c, d + 1});
        tree.resize(tree.size() + static_cast<std::size_t>(children));
    }
    return tree;
}

}  // namespace gametree::testing
