// The MCTS node's proven values: moving a proof one ply up the tree.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <limits>

#include <gametree/games/congo/move.hpp>
#include <gametree/search/mcts/node.hpp>

using namespace gametree;
using namespace gametree::mcts_detail;

TEST_CASE("one_ply_earlier: a win or a loss comes one ply later, a draw stays a draw") {
    CHECK(one_ply_earlier(win_in(0)) == win_in(1));
    CHECK(one_ply_earlier(loss_in(3)) == loss_in(4));
    CHECK(one_ply_earlier(win_in(5, 7)) == win_in(6, 7));
    CHECK(one_ply_earlier(0) == 0);
}

TEST_CASE("one_ply_earlier: past the longest distance a score says, the margin is kept") {
    for (const Score margin : {Score{1}, Score{7}, max_utility}) {
        CAPTURE(margin);
        Score win = win_in(0, margin);
        Score loss = loss_in(0, margin);
        for (int ply = 0; ply < 3 * max_ply; ++ply) {
            win = one_ply_earlier(win);
            loss = one_ply_earlier(loss);
        }
        CHECK(margin_of(win) == margin);
        CHECK(plies_to_end(win) == max_ply - 1);
        CHECK(margin_of(loss) == -margin);
        CHECK(plies_to_end(loss) == -(max_ply - 1));
        // Still ranked above every win by a smaller margin, however fast.
        if (margin > 1) CHECK(win > win_in(0, margin - 1));
    }
}

TEST_CASE("Node::mean_reward: the average result, or the given value before the first visit") {
    Node<int> n;
    CHECK(n.mean_reward(0.5) == 0.5);
    n.visits = 4;
    n.reward = 3;
    CHECK(n.mean_reward(0.5) == 0.75);
}

TEST_CASE("a node is 40 bytes plus a move, rounded up to 8: 56 on Congo (MctsOptions::max_nodes)") {
    if constexpr (alignof(std::uint64_t) == 8 && alignof(double) == 8) {
        CHECK(sizeof(Node<char>) == 48);
        CHECK(sizeof(Node<std::uint64_t>) == 48);
        CHECK(sizeof(gametree::congo::Move) == 16);
        CHECK(sizeof(Node<gametree::congo::Move>) == 56);
    }
}

TEST_CASE("the node bound stays within the 32-bit numbering of the pool") {
    // A bound of SIZE_MAX (none) let a pool grow past 2^32 - 1 nodes, where first_child wraps and a node's
    // children would be other nodes'.
    CHECK(node_bound(std::numeric_limits<std::size_t>::max()) == std::numeric_limits<std::uint32_t>::max());
    CHECK(node_bound(std::size_t{1} << 40) == max_pool_nodes);
    CHECK(node_bound(max_pool_nodes) == max_pool_nodes);
    CHECK(node_bound(1000) == 1000);
    CHECK(node_bound(0) == 0);
}
