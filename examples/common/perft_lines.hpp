// The perft lines every game's tool prints: "depth d nodes n time_ms t nps r" for d = 1..DEPTH (only
// depth 0 for DEPTH 0), each flushed as soon as it is counted, for whoever waits on a pipe.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "gametree/search/parallel_perft.hpp"
#include "output.hpp"
#include "threads.hpp"

namespace common {

/// Prints the lines, each depth d counted by `count(d)` (another process may share the work: congo-cluster);
/// returns 0, or 2 after reporting a failed write.
template <class Count>
int print_counted_perft_lines(int depth, Count&& count) {
    for (int d = depth == 0 ? 0 : 1; d <= depth; ++d) {
        const auto start = std::chrono::steady_clock::now();
        const std::uint64_t nodes = count(d);
        const auto ns =
            std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start).count();
        const std::uint64_t nps = d == 0 ? 0
                                         : static_cast<std::uint64_t>(static_cast<double>(nodes) * 1e9 /
                                                                      static_cast<double>(std::max<std::int64_t>(ns, 1)));
        const std::int64_t ms = d == 0 ? 0 : ns / 1'000'000;
        if (!print_progress("depth " + std::to_string(d) + " nodes " + std::to_string(nodes) + " time_ms " +
                            std::to_string(ms) + " nps " + std::to_string(nps)))
            return report_output_error();
    }
    return 0;
}

/// Why the `threads` threads the count of `depth` would start cannot all be had, or nothing: checked
/// before any count, so that it is an error up front rather than an abort in the middle. Only the threads
/// parallel_perft starts count: no more than the last depth has subtrees, none for a shallow count.
template <class S, class G>
[[nodiscard]] std::optional<std::string> perft_threads_unavailable(const S& root, int depth, const G& gen, int threads) {
    if (threads <= 1 || depth <= 0) return std::nullopt;
    const auto tasks = gametree::split_perft(root, depth, gen, static_cast<std::size_t>(threads) * gametree::perft_tasks_per_thread);
    return workers_unavailable(std::min<std::size_t>(static_cast<std::size_t>(threads), tasks.size()), "threads", "--threads");
}

/// Prints the lines, counted by `threads` threads; returns 0, or 2 after reporting a failed write.
template <class S, class G>
int print_perft_lines(const S& root, int depth, const G& gen, int threads = 1) {
    return print_counted_perft_lines(depth, [&](int d) { return gametree::parallel_perft(root, d, gen, threads); });
}

}  // namespace common
