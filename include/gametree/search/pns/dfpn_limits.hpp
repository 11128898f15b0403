/// \file
/// When a depth-first proof-number search must stop (expansions, time, a stop flag, the depth of its
/// path), and how big its table is.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "gametree/core/cxx20.hpp"

namespace gametree {

/// The limits of a depth-first proof-number search (dfpn_prove_win, dfpn_solve). Whichever comes first
/// stops it, and the answer is then "unknown": a proof is never guessed. Its memory is the table alone,
/// whose size is fixed here: no limit on memory is needed.
struct DfpnLimits {
    /// At most this many expansions (a node's moves listed); for dfpn_solve, shared by its two proofs.
    std::optional<std::uint64_t> expansions;
    /// The table of proof and disproof numbers (dfpn_table.hpp): at most this many entries of 24 bytes,
    /// rounded down to a power of two, at least 4. The default, 2^20, is 24 MiB. The table starts at
    /// 1024 entries (or the bound if smaller) and doubles as it fills, so a small search does not pay
    /// for it; it never holds more than the bound, and when full it replaces the entries that cost the
    /// least work. A small table gives the same answers with more work.
    std::size_t table_entries = std::size_t{1} << 20;
    /// The longest path from the root: a search that would go deeper stops (unknown). The search
    /// recurses once per ply, so this bounds its use of the call stack (a few hundred bytes a ply).
    std::size_t max_depth = 2000;
    /// At most this long (checked every few expansions).
    std::optional<std::chrono::milliseconds> time;
    /// Set to true by another thread to stop the search before its next expansion.
    const std::atomic<bool>* stop = nullptr;

    /// Search for at most `count` expansions.
    [[nodiscard]] static DfpnLimits for_expansions(std::uint64_t count) {
        DfpnLimits limits;
        limits.expansions = count;
        return limits;
    }
    /// Search for at most `milliseconds`.
    [[nodiscard]] static DfpnLimits for_time(std::int64_t milliseconds) {
        DfpnLimits limits;
        limits.time = std::chrono::milliseconds(milliseconds);
        return limits;
    }
};

}  // namespace gametree
