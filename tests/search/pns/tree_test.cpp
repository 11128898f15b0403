// The proof-number tree's pool: saturating numbers, the bound, the free list and the freeing of
// solved subtrees.
#include <doctest/doctest.h>

#include <cstdint>

#include <gametree/search/pns/tree.hpp>

using namespace gametree;

namespace {

using Tree = PnsTree<int>;

/// Gives `parent` `count` fresh children, in order.
void add_children(Tree& tree, std::uint32_t parent, int count) {
    std::uint32_t last = pns_no_node;
    for (int k = 0; k < count; ++k) {
        const std::uint32_t c = tree.allocate();
        tree[c].move = k;
        if (last == pns_no_node) tree[parent].first_child = c;
        else tree[last].next_sibling = c;
        last = c;
    }
    tree[parent].expanded = true;
}

int children_of(const Tree& tree, std::uint32_t parent) {
    int n = 0;
    for (std::uint32_t c = tree[parent].first_child; c != pns_no_node; c = tree[c].next_sibling) ++n;
    return n;
}

}  // namespace

TEST_CASE("proof numbers add up, saturating below infinity, and infinity absorbs") {
    CHECK(pn_add(2, 3) == 5);
    CHECK(pn_add(pn_infinity - 2, 5) == pn_infinity - 1);  // a big finite sum stays finite
    CHECK(pn_add(pn_infinity, 0) == pn_infinity);
    CHECK(pn_add(7, pn_infinity) == pn_infinity);
}

TEST_CASE("a fresh node is an unsolved leaf, and a zero number solves a node") {
    PnsNode<int> node;
    CHECK_FALSE(node.solved());
    CHECK_FALSE(node.expanded);
    node.proof = 0;
    CHECK(node.solved());
    node.proof = 1;
    node.disproof = 0;
    CHECK(node.solved());
}

TEST_CASE("the pool holds at most its bound, and its memory never grows past it") {
    Tree tree(100);
    const std::uint32_t root = tree.reset(true);
    CHECK(root == 0);
    CHECK(tree.size() == 1);
    CHECK(tree.has_room(99));
    CHECK_FALSE(tree.has_room(100));
    add_children(tree, root, 99);
    CHECK(tree.size() == 100);
    CHECK_FALSE(tree.has_room(1));
    CHECK(tree.peak() == 100);
    CHECK(tree.bytes() <= 100 * sizeof(PnsNode<int>));
    CHECK(Tree(0).max_nodes() == 2);  // a root and one child at least
}

TEST_CASE("released children go to the free list and are reused, fresh") {
    Tree tree(10);
    const std::uint32_t root = tree.reset(true);
    add_children(tree, root, 3);
    const std::uint32_t first = tree[root].first_child;
    add_children(tree, first, 4);
    CHECK(tree.size() == 8);
    tree[first].proof = 5;
    tree.release_children(first);
    CHECK(tree.size() == 4);
    CHECK(tree[first].first_child == pns_no_node);
    CHECK(tree[first].proof == 5);  // the node keeps its numbers
    add_children(tree, tree[first].next_sibling, 6);  // 4 + 6 = 10: only fits because 4 were reused
    CHECK(tree.size() == 10);
    CHECK(tree.peak() == 10);
    for (std::uint32_t c = tree[tree[first].next_sibling].first_child; c != pns_no_node; c = tree[c].next_sibling) {
        CHECK(tree[c].proof == 1);  // reset, not left over from a released node
        CHECK(tree[c].first_child == pns_no_node);
    }
}

TEST_CASE("release_solved frees what is below solved nodes and nothing else") {
    Tree tree(100);
    const std::uint32_t root = tree.reset(true);
    add_children(tree, root, 2);
    const std::uint32_t a = tree[root].first_child;
    const std::uint32_t b = tree[a].next_sibling;
    add_children(tree, a, 3);
    add_children(tree, b, 3);
    add_children(tree, tree[b].first_child, 2);
    CHECK(tree.size() == 11);
    tree[a].proof = 0;  // a is proven: its 3 children go
    tree[a].disproof = pn_infinity;
    CHECK(tree.release_solved(root) == 3);
    CHECK(tree.size() == 8);
    CHECK(children_of(tree, root) == 2);  // the root's children stay, solved or not
    CHECK(children_of(tree, a) == 0);
    CHECK(children_of(tree, b) == 3);
    CHECK(children_of(tree, tree[b].first_child) == 2);
    // A solved node deeper down: its subtree goes, its unsolved ancestors keep their children.
    tree[tree[b].first_child].disproof = 0;
    CHECK(tree.release_solved(root) == 2);
    CHECK(children_of(tree, b) == 3);
}
