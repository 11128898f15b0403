// A transposition table: search results keyed by a state's hash, in a fixed-size array.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <type_traits>
#include <vector>

#include "gametree/core/assert.hpp"
#include "gametree/core/score.hpp"

namespace gametree {

/// How a stored score relates to the true value: exact, or a bound from a cut-off.
enum class Bound : std::uint8_t { none, exact, lower, upper };

/// What the table holds for one position.
template <class Move>
struct TableEntry {
    std::uint64_t key = 0;
    Move move{};
    Score score = 0;
    std::int16_t depth = -1;
    Bound bound = Bound::none;
    bool has_move = false;
    std::uint8_t generation = 0;
    /// The score is the game's exact end, found without reaching the search's horizon anywhere below: a
    /// deeper search cannot change it.
    bool resolved = false;
};

/// A hash table of search results with a size in MiB, allocated once. Each slot keeps one entry; a new
/// result replaces the old one unless the old one is from the current search and deeper. Mate scores
/// are stored relative to the node (not the root) so that they stay right wherever the position recurs.
template <class Move>
class TranspositionTable {
    static_assert(std::is_trivially_copyable_v<Move>, "moves stored in the table must be trivially copyable");

public:
    using Entry = TableEntry<Move>;

    /// A table of about `mib` MiB (a power-of-two number of entries); 0 gives a table that stores nothing.
    explicit TranspositionTable(std::size_t mib = 0) { resize(mib); }

    /// Gives the table about `mib` MiB, empty. Strong guarantee: when the new table cannot be allocated
    /// (std::bad_alloc, or std::length_error for a size no address space holds) the old one stays as it was.
    void resize(std::size_t mib) {
        std::vector<Entry> fresh(entry_count(mib));  // the only step that may throw
        entries_.swap(fresh);
        mask_ = entries_.empty() ? 0 : entries_.size() - 1;
        reset_statistics();
    }

    /// The number of entries of a table of `mib` MiB: the largest power of two that fits in it.
    [[nodiscard]] static std::size_t entry_count(std::size_t mib) {
        constexpr std::size_t bytes_per_mib = std::size_t{1} << 20;
        if (mib == 0) return 0;
        if (mib > std::numeric_limits<std::size_t>::max() / bytes_per_mib)
            throw std::length_error("transposition table: the size in MiB overflows the byte count");
        const std::size_t fitting = mib * bytes_per_mib / sizeof(Entry);
        if (fitting > std::vector<Entry>().max_size())
            throw std::length_error("transposition table: larger than a vector can be");
        std::size_t count = 1;
        while (count <= fitting / 2) count *= 2;  // the same as count * 2 <= fitting, without overflow
        return count;
    }

    /// The move stored for `key`, without counting a probe (for reading out a line once per search).
    [[nodiscard]] std::optional<Move> stored_move(std::uint64_t key) const noexcept {
        if (entries_.empty()) return std::nullopt;
        const Entry& e = entries_[key & mask_];
        if (e.bound == Bound::none || e.key != key || !e.has_move) return std::nullopt;
        return e.move;
    }

    /// Forgets every entry (a new game).
    void clear() {
        for (auto& e : entries_) e = Entry{};
        generation_ = 0;
        reset_statistics();
    }

    /// Marks the start of a new search: older entries become preferred for replacement.
    void new_search() noexcept { ++generation_; }

    [[nodiscard]] bool enabled() const noexcept { return !entries_.empty(); }
    [[nodiscard]] std::size_t size() const noexcept { return entries_.size(); }
    [[nodiscard]] std::size_t size_bytes() const noexcept { return entries_.size() * sizeof(Entry); }

    /// The entry for `key`, if stored; its score is converted back to be relative to the root at `ply`.
    [[nodiscard]] std::optional<Entry> probe(std::uint64_t key, int ply) noexcept {
        if (entries_.empty()) return std::nullopt;
        ++probes_;
        Entry e = entries_[key & mask_];
        if (e.bound == Bound::none || e.key != key) return std::nullopt;
        ++hits_;
        e.score = from_table(e.score, ply);
        return e;
    }

    /// Stores a result for `key` found at `ply` from the root.
    void store(std::uint64_t key, int ply, int depth, Score score, Bound bound, const Move* move,
               bool resolved = false) noexcept {
        GAMETREE_ASSERT(ply >= 0 && ply <= max_ply, "table ply out of range");
        GAMETREE_ASSERT(depth >= -1 && depth <= max_ply, "table depth out of range");
        if (entries_.empty()) return;
        Entry& slot = entries_[key & mask_];
        const bool same_position = slot.key == key;
        if (!same_position && slot.bound != Bound::none && slot.generation == generation_ && slot.depth > depth) return;
        if (same_position && slot.depth > depth && bound != Bound::exact && slot.generation == generation_) return;
        const bool keep_move = same_position && slot.has_move && move == nullptr;
        slot.key = key;
        if (move) slot.move = *move;
        slot.has_move = move != nullptr || keep_move;
        slot.score = to_table(score, ply);
        slot.depth = static_cast<std::int16_t>(depth);
        slot.bound = bound;
        slot.resolved = resolved;
        slot.generation = generation_;
    }

    /// Probes and hits since the last clear or reset_statistics.
    [[nodiscard]] std::uint64_t probes() const noexcept { return probes_; }
    [[nodiscard]] std::uint64_t hits() const noexcept { return hits_; }
    void reset_statistics() noexcept { probes_ = hits_ = 0; }

    /// Per mille of slots holding an entry of the current search (the UCI "hashfull"), from a sample.
    [[nodiscard]] int permille_full() const noexcept {
        const std::size_t sample = std::min<std::size_t>(entries_.size(), 1000);
        if (sample == 0) return 0;
        std::size_t used = 0;
        for (std::size_t i = 0; i < sample; ++i)
            used += entries_[i].bound != Bound::none && entries_[i].generation == generation_;
        return static_cast<int>(used * 1000 / sample);
    }

private:
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

    std::vector<Entry> entries_;
    std::size_t mask_ = 0;
    std::uint8_t generation_ = 0;
    std::uint64_t probes_ = 0;
    std::uint64_t hits_ = 0;
};

}  // namespace gametree
