// congo-cluster perft's division of the work, apart from MPI: the tree cut into subtrees
// (gametree::split_perft) and subtree k dealt to rank k mod ranks.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

#include "gametree/games/congo/movegen.hpp"
#include "gametree/games/congo/position.hpp"
#include "gametree/search/parallel_perft.hpp"

namespace cluster {

/// The most subtrees a cut asks for: as many as one process's parallel_perft may ask for. The cut
/// overshoots by up to a ply's branching and holds every subtree at once, so without a bound a thousand
/// ranks of 256 threads would ask for 16 million and hold hundreds of millions of positions.
inline constexpr std::size_t max_perft_subtrees =
    static_cast<std::size_t>(gametree::parallel_perft_max_threads) * gametree::perft_tasks_per_thread;

/// How many subtrees the cut asks for: enough for every thread of every rank to take several in turn
/// (gametree::perft_tasks_per_thread each), up to max_perft_subtrees.
[[nodiscard]] constexpr std::size_t perft_subtrees_wanted(std::size_t ranks, std::size_t threads) noexcept {
    const std::size_t per_rank = threads * gametree::perft_tasks_per_thread;
    return ranks > max_perft_subtrees / std::max<std::size_t>(per_rank, 1) ? max_perft_subtrees
                                                                          : std::min(ranks * per_rank, max_perft_subtrees);
}

/// The subtrees of `pos` to `depth` that rank `rank` of `ranks` counts. Every rank cuts the same tree the
/// same way (split_perft is deterministic), so a subtree's number names it everywhere and the shares
/// of all ranks add up to the whole tree.
[[nodiscard]] inline std::vector<gametree::PerftTask<gametree::congo::Position>> perft_share(
    const gametree::congo::Position& pos, int depth, std::size_t ranks, std::size_t rank, std::size_t threads) {
    const gametree::congo::MoveGenerator gen;
    const auto tasks = gametree::split_perft(pos, depth, gen, perft_subtrees_wanted(ranks, threads));
    std::vector<gametree::PerftTask<gametree::congo::Position>> mine;
    for (std::size_t k = rank; k < tasks.size(); k += ranks) mine.push_back(tasks[k]);
    return mine;
}

}  // namespace cluster
