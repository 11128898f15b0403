// How congo-cluster perft divides the tree among its ranks (examples/congo_cluster/perft_share.hpp):
// the shares add up to the whole count, and the cut is bounded however many ranks and threads ask.
#include <doctest/doctest.h>

#include <cstdint>

#include <gametree/games/congo/congo.hpp>
#include <gametree/search/perft.hpp>

#include "congo_cluster/perft_share.hpp"

using namespace gametree;

TEST_CASE("perft_share: the ranks' shares add up to perft, each subtree counted once") {
    const auto pos = *congo::parse_fen(congo::start_fen);
    const congo::MoveGenerator gen;
    for (const std::size_t ranks : {1U, 2U, 3U, 7U}) {
        std::uint64_t total = 0;
        std::size_t subtrees = 0;
        for (std::size_t rank = 0; rank < ranks; ++rank) {
            const auto mine = cluster::perft_share(pos, 5, ranks, rank, 2);
            subtrees += mine.size();
            total += perft_tasks(mine, gen, 1);
        }
        CAPTURE(ranks);
        CHECK(total == perft(pos, 5, gen));
        CHECK(subtrees == split_perft(pos, 5, gen, cluster::perft_subtrees_wanted(ranks, 2)).size());
    }
}

TEST_CASE("perft_subtrees_wanted: a few per thread of every rank, never more than one process may ask for") {
    CHECK(cluster::perft_subtrees_wanted(1, 1) == perft_tasks_per_thread);
    CHECK(cluster::perft_subtrees_wanted(4, 8) == 4 * 8 * perft_tasks_per_thread);
    CHECK(cluster::max_perft_subtrees == static_cast<std::size_t>(parallel_perft_max_threads) * perft_tasks_per_thread);
    // A thousand ranks of 256 threads asked for 16 million subtrees (and held some hundred million
    // positions): the request is capped, and no product overflows on the way.
    CHECK(cluster::perft_subtrees_wanted(1000, 256) == cluster::max_perft_subtrees);
    CHECK(cluster::perft_subtrees_wanted(std::size_t{1} << 40, std::size_t{1} << 40) == cluster::max_perft_subtrees);
    CHECK(cluster::perft_subtrees_wanted(16, 64) == cluster::max_perft_subtrees);
    CHECK(cluster::perft_subtrees_wanted(15, 64) == 15 * 64 * perft_tasks_per_thread);
}
