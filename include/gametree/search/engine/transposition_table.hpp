/// \file
/// A transposition table: search results keyed by a state's hash, 16 bytes an entry, four entries to a
/// 64-byte bucket, safe to share between threads (Lazy SMP) without locks and without data races.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>

#include "gametree/core/assert.hpp"
#include "gametree/core/exceptions.hpp"
#include "gametree/core/huge_page_array.hpp"
#include "gametree/core/score.hpp"
#include "gametree/search/engine/table_entry.hpp"

namespace gametree {

/// A hash table of search results with a size in MiB, allocated once, that any number of threads may
/// probe and store into at the same time.
///
/// Each entry is two `std::atomic<std::uint64_t>` words read and written with relaxed order: the data
/// word (TableEntry::pack) and the key XOR the data. A probe accepts an entry only when the two words it
/// read XOR to the key it looks for, so an entry torn by two threads writing at once (the key word of
/// one and the data word of the other) is rejected instead of being believed: the sharing is free of
/// data races by the C++ memory model, with no lock. Entries store the move's index in the position's
/// generated move list rather than the move, so that every game's moves fit in 16 bytes; the caller
/// turns the index back into a move (and refuses one out of range, as after a hash collision). An index
/// has 16 bits: a best move beyond TableEntry::max_move_index is stored as no move (the position's
/// other results are stored as usual), never as another index.
///
/// Four entries share a 64-byte bucket (one cache line). A result goes to the entry of its own position
/// if the bucket has one, else to the least valuable one: valued by depth, minus four plies for each
/// search (generation) it is old. Mate scores are stored relative to the node (not the root) so that
/// they stay right wherever the position recurs.
class TranspositionTable {
public:
    /// One stored result, as probe() gives it.
    using Entry = TableEntry;
    /// Entries per bucket: the entries a position may occupy, one cache line together.
    static constexpr std::size_t bucket_entries = 4;

    /// A table of about `mib` MiB (a power-of-two number of buckets); 0 gives a table that stores nothing.
    explicit TranspositionTable(std::size_t mib = 0) { resize(mib); }

    /// Gives the table about `mib` MiB, empty. Strong guarantee: when the new table cannot be allocated
    /// (std::bad_alloc, or std::length_error for a size no address space holds) the old one stays as it was.
    /// Not while a search uses the table.
    void resize(std::size_t mib) { allocate(entry_count(mib) / bucket_entries); }

    /// Gives the table about `kib` KiB, empty, as resize does: for short searches (a few thousand nodes),
    /// which spend more time faulting in a MiB of fresh memory than such a table saves them.
    void resize_kib(std::size_t kib) { allocate(entry_count_kib(kib) / bucket_entries); }

    /// The number of entries of a table of `mib` MiB: the largest power of two (of at least one bucket)
    /// whose buckets fit in it.
    [[nodiscard]] static std::size_t entry_count(std::size_t mib) { return entries_within(mib, std::size_t{1} << 20, "MiB"); }
    /// The same for a table of `kib` KiB (at least one bucket, 64 bytes, for any size above 0).
    [[nodiscard]] static std::size_t entry_count_kib(std::size_t kib) { return entries_within(kib, 1024, "KiB"); }

    /// The size of one entry in bytes (16).
    static constexpr std::size_t entry_bytes = 2 * sizeof(std::uint64_t);

    /// The move index stored for `key`, without converting the score (for reading out a line).
    [[nodiscard]] std::optional<std::uint16_t> stored_move(std::uint64_t key) const noexcept {
        const auto e = find(key);
        if (!e || !e->has_move) return std::nullopt;
        return e->move_index;
    }

    /// Asks the processor to start loading the bucket of `key` into the cache, so that a probe soon after
    /// (the child's, after a move is made) does not wait for memory: a hint only, nothing changes.
    void prefetch(std::uint64_t key) const noexcept {
#if defined(__GNUC__) || defined(__clang__)
        if (enabled()) __builtin_prefetch(&buckets_[key & mask_]);
#else
        (void)key;
#endif
    }

    /// Forgets every entry (a new game). Not while a search uses the table.
    void clear() noexcept {
        for (std::size_t b = 0; b < buckets_.size(); ++b)
            for (auto& slot : buckets_[b].slots) {
                slot.key.store(0, std::memory_order_relaxed);
                slot.data.store(0, std::memory_order_relaxed);
            }
        generation_ = 0;
    }

    /// Marks the start of a new search: older entries become preferred for replacement. Not while a
    /// search uses the table.
    void new_search() noexcept { generation_ = static_cast<std::uint8_t>(generation_ + 1); }

    /// Whether the table has any room (a table of size 0 stores nothing).
    [[nodiscard]] bool enabled() const noexcept { return buckets_.size() != 0; }
    /// The number of entries.
    [[nodiscard]] std::size_t size() const noexcept { return buckets_.size() * bucket_entries; }
    /// The memory the entries take, in bytes.
    [[nodiscard]] std::size_t size_bytes() const noexcept { return buckets_.size() * sizeof(Bucket); }

    /// The entry for `key`, if stored; its score is converted back to be relative to the root at `ply`.
    [[nodiscard]] std::optional<Entry> probe(std::uint64_t key, int ply) const noexcept {
        auto e = find(key);
        if (e) e->score = from_table(e->score, ply);
        return e;
    }

    /// Stores a result for `key` found at `ply` from the root, with the index of its best move in the
    /// position's move list (nullopt: none). A score beyond TableEntry's range is not stored. An index
    /// above TableEntry::max_move_index stores the result without a move: the entry then has none (not
    /// even the one an earlier result of the position stored, which is not the best move any more).
    void store(std::uint64_t key, int ply, int depth, Score score, Bound bound, std::optional<std::size_t> move_index,
               bool resolved = false) noexcept {
        GAMETREE_ASSERT(ply >= 0 && ply <= max_ply, "table ply out of range");
        GAMETREE_ASSERT(depth >= -1 && depth <= max_ply, "table depth out of range");
        if (!enabled()) return;
        const Score stored = to_table(score, ply);
        if (stored < TableEntry::min_score || stored > TableEntry::max_score) return;
        Bucket& bucket = buckets_[key & mask_];

        // The position's own entry, else the least valuable one (empty ones first).
        Slot* target = &bucket.slots[0];
        std::optional<Entry> old;
        int lowest_worth = std::numeric_limits<int>::max();
        for (auto& slot : bucket.slots) {
            const std::uint64_t data = slot.data.load(std::memory_order_relaxed);
            const std::uint64_t stored_key = slot.key.load(std::memory_order_relaxed) ^ data;
            const Entry e = TableEntry::unpack(data);
            if (e.bound != Bound::none && stored_key == key) {
                target = &slot;
                old = e;
                break;
            }
            const int worth = e.bound == Bound::none ? std::numeric_limits<int>::min() : e.depth - 4 * age_of(e);
            if (worth < lowest_worth) {
                lowest_worth = worth;
                target = &slot;
            }
        }
        Entry fresh;
        if (old) {
            // A shallower bound of the current search does not replace a deeper result of the same position.
            if (old->depth > depth && bound != Bound::exact && old->generation == generation_) return;
            if (!move_index && old->has_move) {
                fresh.move_index = old->move_index;
                fresh.has_move = true;
            }
        }
        if (move_index && *move_index <= TableEntry::max_move_index) [[likely]] {
            fresh.move_index = static_cast<std::uint16_t>(*move_index);
            fresh.has_move = true;
        }
        fresh.score = stored;
        fresh.depth = static_cast<std::int16_t>(depth);
        fresh.bound = bound;
        fresh.resolved = resolved;
        fresh.generation = generation_;
        const std::uint64_t data = fresh.pack();
        target->data.store(data, std::memory_order_relaxed);
        target->key.store(key ^ data, std::memory_order_relaxed);
    }

    /// Per mille of entries holding a result of the current search (the UCI "hashfull"), from the first
    /// thousand entries (or all, if fewer): the table's fill, cheap enough to report every iteration.
    [[nodiscard]] int permille_full() const noexcept {
        const std::size_t sample = std::min<std::size_t>(size(), 1000);
        if (sample == 0) return 0;
        std::size_t used = 0;
        for (std::size_t i = 0; i < sample; ++i) {
            const Entry e = TableEntry::unpack(
                buckets_[i / bucket_entries].slots[i % bucket_entries].data.load(std::memory_order_relaxed));
            used += e.bound != Bound::none && e.generation == generation_;
        }
        return static_cast<int>(used * 1000 / sample);
    }

private:
    /// The entries of the largest power-of-two number of buckets (at least one) within `units` units of
    /// `unit_bytes` bytes.
    [[nodiscard]] static std::size_t entries_within(std::size_t units, std::size_t unit_bytes, const char* unit) {
        if (units == 0) return 0;
        if (units > std::numeric_limits<std::size_t>::max() / unit_bytes)
            detail::raise(std::length_error(std::string("transposition table: the size in ") + unit + " overflows the byte count"));
        const std::size_t fitting = units * unit_bytes / sizeof(Bucket);
        std::size_t count = 1;
        while (count <= fitting / 2) count *= 2;  // the same as count * 2 <= fitting, without overflow
        return count * bucket_entries;
    }

    void allocate(std::size_t buckets) {
        buckets_ = HugePageArray<Bucket>(buckets);  // made first (it may throw), then moved in
        mask_ = buckets ? buckets - 1 : 0;
        generation_ = 0;
    }

    struct Slot {
        std::atomic<std::uint64_t> key{0};   ///< the position's key XOR `data`
        std::atomic<std::uint64_t> data{0};  ///< TableEntry::pack()
    };
    struct alignas(64) Bucket {
        Slot slots[bucket_entries];
    };
    static_assert(sizeof(Slot) == entry_bytes && sizeof(Bucket) == 64, "four 16-byte entries to a cache line");

    /// The valid entry for `key` in its bucket, score as stored.
    [[nodiscard]] std::optional<Entry> find(std::uint64_t key) const noexcept {
        if (!enabled()) return std::nullopt;
        const Bucket& bucket = buckets_[key & mask_];
        for (const auto& slot : bucket.slots) {
            const std::uint64_t data = slot.data.load(std::memory_order_relaxed);
            if ((slot.key.load(std::memory_order_relaxed) ^ data) != key) continue;
            const Entry e = TableEntry::unpack(data);
            if (e.bound != Bound::none) return e;
        }
        return std::nullopt;
    }

    /// How many searches ago the entry was written (the generation wraps at 256).
    [[nodiscard]] int age_of(const Entry& e) const noexcept {
        return static_cast<std::uint8_t>(generation_ - e.generation);
    }

    static constexpr Score to_table(Score s, int ply) noexcept {
        if (s >= decisive_bound) return s + ply;
        if (s <= -decisive_bound) return s - ply;
        return s;
    }
    static constexpr Score from_table(Score s, int ply) noexcept {
        if (s >= decisive_bound) return s - ply;
        if (s <= -decisive_bound) return s + ply;
        return s;
    }

    HugePageArray<Bucket> buckets_;  ///< probed at random: on huge pages where the system has them
    std::size_t mask_ = 0;
    std::uint8_t generation_ = 0;
};

}  // namespace gametree
