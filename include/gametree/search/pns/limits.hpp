/// \file
/// When a proof-number search must stop: expansions, tree size, time, a stop flag.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "gametree/core/cxx20.hpp"

namespace gametree {

/// The limits of a proof-number search (prove_win, pns_solve). Whichever comes first stops it, and the
/// answer is then "unknown": a proof is never guessed. `max_tree_nodes` always holds.
struct PnsLimits {
    /// At most this many expansions (a node's moves listed and its children created); for pns_solve,
    /// shared by its two proofs.
    std::optional<std::uint64_t> expansions;
    /// The memory bound: the tree never holds more nodes than this (the root included). A node is a
    /// move plus 20 bytes, rounded up to its alignment (24 bytes for tic-tac-toe, 40 for Congo). When an
    /// expansion finds the tree full, the subtrees below solved nodes are freed first; if that is not
    /// enough, the search stops. Taken as at least 2 and at most 2^32 - 2 (nodes are numbered in 32 bits).
    std::size_t max_tree_nodes = std::size_t{1} << 22;
    /// The table of solved positions (solved_table.hpp): at most this many entries (rounded down to a
    /// power of two), 0 for none. A position proven or disproven is remembered, and a child created at
    /// a remembered position is solved at once instead of being searched again. Used only for states
    /// that have a hash and `==` (SolvedTableState); an entry holds the whole state, so a hit is exact:
    /// 192 bytes on Congo, 24 on tic-tac-toe. The default, 2^16, is at most 12 MiB on Congo, under a
    /// tenth of the default tree's 160 MiB, and holds far more solved positions than a proof of a few
    /// seconds finds; the table starts at 1024 entries and doubles only as it fills, so a small search
    /// does not pay for it.
    std::size_t table_entries = std::size_t{1} << 16;
    /// At most this long (checked every few expansions).
    std::optional<std::chrono::milliseconds> time;
    /// Set to true by another thread to stop the search before its next expansion.
    const std::atomic<bool>* stop = nullptr;

    /// Search for at most `count` expansions.
    [[nodiscard]] static PnsLimits for_expansions(std::uint64_t count) {
        PnsLimits limits;
        limits.expansions = count;
        return limits;
    }
    /// Search for at most `milliseconds`.
    [[nodiscard]] static PnsLimits for_time(std::int64_t milliseconds) {
        PnsLimits limits;
        limits.time = std::chrono::milliseconds(milliseconds);
        return limits;
    }
};

}  // namespace gametree
