// Compacting the MCTS node pool on hand-built trees: which nodes keep their children, and that the
// statistics, proofs and the contiguous child layout survive.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include <gametree/search/mcts/prune.hpp>

using namespace gametree;
using namespace gametree::mcts_detail;

namespace {

using TestNode = Node<int>;

/// Appends the children `kids` (move, visits) to node `parent`.
void add_children(std::vector<TestNode>& pool, std::uint32_t parent, const std::vector<std::pair<int, std::uint64_t>>& kids) {
    pool[parent].expanded = true;
    pool[parent].first_child = static_cast<std::uint32_t>(pool.size());
    pool[parent].child_count = static_cast<std::uint32_t>(kids.size());
    for (const auto& [move, visits] : kids) {
        TestNode& n = pool.emplace_back();
        n.move = move;
        n.visits = visits;
        n.reward = visits / 2.0;
    }
}

/// root(10) -> a(6) b(3) c(1); a -> a1(4) a2(2); a1 -> x(3) y(1); b -> b1(2) b2(1): 10 nodes.
std::vector<TestNode> sample_tree() {
    std::vector<TestNode> pool(1);
    pool[0].visits = 10;
    add_children(pool, 0, {{1, 6}, {2, 3}, {3, 1}});   // a b c at 1 2 3
    add_children(pool, 1, {{11, 4}, {12, 2}});         // a1 a2 at 4 5
    add_children(pool, 2, {{21, 2}, {22, 1}});         // b1 b2 at 6 7
    add_children(pool, 4, {{111, 3}, {112, 1}});       // x y at 8 9
    return pool;
}

/// The moves of node `idx`'s children, in order (each list contiguous by construction of the pool).
std::vector<int> child_moves(const std::vector<TestNode>& pool, std::uint32_t idx) {
    std::vector<int> out;
    for (std::uint32_t k = 0; k < pool[idx].child_count; ++k) out.push_back(pool[pool[idx].first_child + k].move);
    return out;
}

/// The node with move `move` among the children of `idx`.
const TestNode& child(const std::vector<TestNode>& pool, std::uint32_t idx, int move) {
    for (std::uint32_t k = 0; k < pool[idx].child_count; ++k) {
        if (pool[pool[idx].first_child + k].move == move) return pool[pool[idx].first_child + k];
    }
    FAIL("no such child");
    return pool[0];
}

}  // namespace

TEST_CASE("prune_threshold: the least visit count whose parents fit the budget") {
    const auto pool = sample_tree();
    CHECK(prune_threshold(pool, 10) == 3);  // everything fits: a, a1 and b keep their children
    CHECK(prune_threshold(pool, 8) == 4);   // a and a1 keep their children: 1 + 3 + 2 + 2
    CHECK(prune_threshold(pool, 6) == 6);   // only a: 1 + 3 + 2
    CHECK(prune_threshold(pool, 5) > 6);    // only the root's children
}

TEST_CASE("prune_threshold and prune_to: visit counts past 2^32 (a long analysis) are compared exactly") {
    // The sample tree with 2^32 more visits on every node: 32-bit counts would wrap to the small ones.
    constexpr std::uint64_t lots = std::uint64_t{1} << 32;
    auto pool = sample_tree();
    for (TestNode& n : pool) n.visits += lots;
    CHECK(prune_threshold(pool, 8) == lots + 4);
    prune_to(pool, 8);
    CHECK(pool.size() == 8);
    CHECK(child_moves(pool, 0) == std::vector<int>{1, 2, 3});
    CHECK(child(pool, 0, 1).visits == lots + 6);
    CHECK(child(pool, 0, 2).child_count == 0);  // b (2^32 + 3) is below the threshold
}

TEST_CASE("prune_to: the most visited keep their children, the others become leaves with their statistics") {
    auto pool = sample_tree();
    pool[2].proof = Proof::proven;  // b
    pool[2].proven_value = win_in(3);
    CHECK(prune_to(pool, 8) == 2);
    REQUIRE(pool.size() == 8);
    CHECK(pool[0].visits == 10);
    CHECK(child_moves(pool, 0) == std::vector<int>{1, 2, 3});
    const TestNode& a = child(pool, 0, 1);
    const TestNode& b = child(pool, 0, 2);
    CHECK(a.expanded);
    CHECK(child_moves(pool, pool[0].first_child) == std::vector<int>{11, 12});
    // b lost its children but keeps its visits, reward and proof.
    CHECK(!b.expanded);
    CHECK(b.child_count == 0);
    CHECK(b.visits == 3);
    CHECK(b.reward == doctest::Approx(1.5));
    CHECK(b.proof == Proof::proven);
    CHECK(b.proven_value == win_in(3));
    const TestNode& a1 = child(pool, pool[0].first_child, 11);
    CHECK(a1.expanded);
    REQUIRE(a1.child_count == 2);
    CHECK(pool[a1.first_child].move == 111);
    CHECK(pool[a1.first_child].visits == 3);
    // Every child list lies inside the pool, after its parent.
    for (std::uint32_t i = 0; i < pool.size(); ++i) {
        if (pool[i].child_count == 0) continue;
        CHECK(pool[i].first_child > i);
        CHECK(pool[i].first_child + pool[i].child_count <= pool.size());
    }
}

TEST_CASE("prune_to: a proven node loses its children even when they would fit") {
    auto pool = sample_tree();
    pool[1].proof = Proof::proven;  // a, the most visited
    pool[1].proven_value = loss_in(4);
    CHECK(prune_threshold(pool, 10) == 3);  // only b keeps its children
    CHECK(prune_to(pool, 10) == 4);         // a's children and grandchildren go
    REQUIRE(pool.size() == 6);
    const TestNode& a = child(pool, 0, 1);
    CHECK(!a.expanded);
    CHECK(a.proof == Proof::proven);
    CHECK(a.proven_value == loss_in(4));
    CHECK(child_moves(pool, pool[0].first_child + 1) == std::vector<int>{21, 22});
}

TEST_CASE("prune_to: a budget below the root's children keeps the root and its children") {
    auto pool = sample_tree();
    CHECK(prune_to(pool, 2) == 6);
    CHECK(pool.size() == 4);
    CHECK(child_moves(pool, 0) == std::vector<int>{1, 2, 3});
    for (std::uint32_t i = 1; i < pool.size(); ++i) CHECK(!pool[i].expanded);
    CHECK(prune_to(pool, 2) == 0);  // nothing more to remove
}

TEST_CASE("copy_subtree: re-rooting keeps the whole subtree, children contiguous") {
    auto pool = sample_tree();
    copy_subtree(pool, 1, [](const TestNode&) { return true; });  // the subtree of a
    REQUIRE(pool.size() == 5);
    CHECK(pool[0].visits == 6);
    CHECK(child_moves(pool, 0) == std::vector<int>{11, 12});
    CHECK(child_moves(pool, pool[0].first_child) == std::vector<int>{111, 112});
}

TEST_CASE("copy_subtree: some of the root's children kept (a search among some root moves), each with its subtree") {
    auto pool = sample_tree();
    copy_subtree(pool, 0, [](const TestNode&) { return true; }, [](const TestNode& n) { return n.move != 2; });  // a and c
    REQUIRE(pool.size() == 7);  // b and its two children gone
    CHECK(child_moves(pool, 0) == std::vector<int>{1, 3});
    const std::uint32_t a = pool[0].first_child;
    CHECK(pool[a].visits == 6);
    CHECK(child_moves(pool, a) == std::vector<int>{11, 12});
    CHECK(child_moves(pool, pool[a].first_child) == std::vector<int>{111, 112});
    // Only the root's children are chosen from: deeper nodes keep all theirs, whatever the filter says.
    auto deep = sample_tree();
    copy_subtree(deep, 0, [](const TestNode&) { return true; }, [](const TestNode& n) { return n.move == 1; });
    CHECK(child_moves(deep, deep[0].first_child) == std::vector<int>{11, 12});
}
