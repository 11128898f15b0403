/// \file
/// Parallel perft: the tree cut into subtrees a few plies below the root, counted by several threads.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "gametree/core/concepts.hpp"
#include "gametree/core/exceptions.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/no_move_policy.hpp"
#include "gametree/core/thread_failures.hpp"
#include "gametree/search/perft.hpp"

namespace gametree {

/// One subtree of a split perft: the leaves `depth` plies below `state` (`perft(state, depth, gen)`).
template <State S>
struct PerftTask {
    S state;        ///< the subtree's root
    int depth = 0;  ///< plies below it to count
};

/// The tree `depth` plies below `root` cut into subtrees whose perft counts add up to
/// `perft(root, depth, gen)`. The cut goes one ply deeper at a time until there are at least
/// `min_tasks` subtrees or every subtree is within `min_depth` plies of the leaves (deeper cuts would
/// cost more to make than they save; a `min_depth` below 0 counts as 0: a task at depth 0 or less is a
/// leaf). Game-over states and passes are kept or played exactly as
/// perft does. The order is deterministic: generation order, ply by ply, so that processes (MPI
/// ranks) that cut the same tree get the same list and can deal it out by index.
template <State S, MoveGen<S> G>
[[nodiscard]] std::vector<PerftTask<S>> split_perft(const S& root, int depth, const G& gen, std::size_t min_tasks,
                                                    int min_depth = 3) {
    constexpr bool passes = no_move_policy_v<S> == NoMovePolicy::pass;
    std::vector<PerftTask<S>> tasks{{root, depth}};
    const auto expandable = [&](const PerftTask<S>& t) {
        return t.depth > std::max(min_depth, 0) && !is_over(t.state.outcome());
    };
    while (tasks.size() < min_tasks && std::any_of(tasks.begin(), tasks.end(), expandable)) {
        std::vector<PerftTask<S>> next;
        next.reserve(tasks.size() * 8);
        for (const auto& task : tasks) {
            if (!expandable(task)) {
                next.push_back(task);
                continue;
            }
            MoveBufferFor<G, S> moves;
            gen.generate(task.state, moves);
            if constexpr (passes) {
                if (moves.empty()) {
                    next.push_back({task.state.after_pass(), task.depth - 1});
                    continue;
                }
            }
            for (const auto& move : moves) next.push_back({task.state.after(move), task.depth - 1});
        }
        tasks = std::move(next);
    }
    return tasks;
}

/// The sum of the tasks' perft counts, with `threads` threads taking the next task from a shared
/// index (a thread that drew small subtrees simply takes more of them). `threads` below 1 counts as 1.
/// The threads share `gen`: its const members must be safe to call at once (this library's are).
template <State S, MoveGen<S> G>
[[nodiscard]] std::uint64_t perft_tasks(const std::vector<PerftTask<S>>& tasks, const G& gen, int threads) {
    std::atomic<std::size_t> next{0};
    std::atomic<std::uint64_t> total{0};
    const std::size_t helpers = std::min<std::size_t>(static_cast<std::size_t>(std::max(threads, 1)), tasks.size());
    // A thread whose count throws (the game's code, an allocation) takes no more tasks, nor do the others;
    // its exception leaves once every thread is joined, instead of ending the program from its thread.
    ThreadFailures failures(std::max<std::size_t>(helpers, 1));
    const auto work = [&](std::size_t thread) {
        const bool counted = failures.run(thread, [&] {
            std::uint64_t sum = 0;
            for (;;) {
                const std::size_t i = next.fetch_add(1, std::memory_order_relaxed);
                if (i >= tasks.size()) break;
                sum += perft(tasks[i].state, tasks[i].depth, gen);
            }
            total.fetch_add(sum, std::memory_order_relaxed);
        });
        if (!counted) next.store(tasks.size(), std::memory_order_relaxed);
    };
    std::vector<std::thread> pool;
    detail::undo_on_exception(
        [&] {
            if (helpers > 1) pool.reserve(helpers - 1);
            for (std::size_t t = 1; t < helpers; ++t) pool.emplace_back(work, t);
        },
        [&] {  // no thread to be had (std::system_error): no more subtrees are taken, then it is said
            next.store(tasks.size(), std::memory_order_relaxed);
            for (auto& thread : pool) thread.join();
        });
    work(0);  // the calling thread is one of the workers
    for (auto& thread : pool) thread.join();
    failures.rethrow_first();
    return total.load();
}

/// How many subtrees each thread should have to choose from, so that the last ones to finish are small.
inline constexpr std::size_t perft_tasks_per_thread = 64;

/// The most threads parallel_perft takes: each asks for perft_tasks_per_thread subtrees, all held at once.
inline constexpr int parallel_perft_max_threads = 1024;

/// `perft(state, depth, gen)` counted by `threads` threads: the same number, sooner. With one thread
/// (or fewer) it is plain perft; more than parallel_perft_max_threads is std::invalid_argument (a
/// million threads would have the tree cut into 64 million subtrees first).
template <State S, MoveGen<S> G>
[[nodiscard]] std::uint64_t parallel_perft(const S& state, int depth, const G& gen, int threads) {
    if (threads > parallel_perft_max_threads)
        detail::raise(std::invalid_argument("parallel_perft: threads must be at most " + std::to_string(parallel_perft_max_threads) +
                                            ", not " + std::to_string(threads)));
    if (threads <= 1) return perft(state, depth, gen);
    const auto tasks = split_perft(state, depth, gen, static_cast<std::size_t>(threads) * perft_tasks_per_thread);
    return perft_tasks(tasks, gen, threads);
}

}  // namespace gametree
