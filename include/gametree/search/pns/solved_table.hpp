/// \file
/// A bounded table of positions that a proof-number search has solved, so that a position reached again
/// by another move order is solved at once instead of being proven a second time.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "gametree/core/concepts.hpp"
#include "gametree/core/player.hpp"

namespace gametree {

/// The states a SolvedTable can hold: hashed (to find a slot) and comparable with `==` (to make sure a
/// slot holds this very state, not another one with the same hash). A hash alone is not enough: the
/// Congo Position's hash leaves out the move number, which `==` compares.
template <class S>
concept SolvedTableState = HashedState<S> && std::equality_comparable<S>;

/// Solved positions with their result for one attacker: "the attacker wins here" (proven) or "the
/// attacker does not win here" (disproven). A state's result does not depend on the path that led to
/// it (a state holds the whole game), so a stored result is exact wherever the state comes back; only
/// final results are stored, never the numbers of an open node.
///
/// Direct-mapped and replace-always: a slot holds one entry, and a store overwrites whatever was there.
/// The slots grow by doubling, from 1024 (or the bound if smaller) up to `max_entries` rounded down to a
/// power of two, once half of them are in use; so a small search does not pay for a big table.
template <SolvedTableState S>
class SolvedTable {
    struct Entry {
        std::uint64_t hash = 0;
        std::optional<S> state;  // empty: an unused slot
        Player attacker = Player::first;
        bool proven = false;
    };

public:
    /// The bytes of one slot: the whole state, its hash, the attacker and the result, padded (192 for
    /// a Congo Position on x86-64).
    static constexpr std::size_t entry_bytes = sizeof(Entry);

    /// A table of at most `max_entries` slots (rounded down to a power of two, at most 2^31); 0 keeps
    /// nothing.
    explicit SolvedTable(std::size_t max_entries) : max_(round_down(max_entries)) {}

    /// The result of `state` for `attacker`: true when proven (the attacker wins), false when disproven,
    /// nothing when the table does not know. A win proven for the opponent is known too: it disproves
    /// the attacker's (both cannot force a win), so pns_solve's second proof reads the first's wins. (A
    /// disproof for the opponent says nothing: the position may be a draw.)
    [[nodiscard]] std::optional<bool> find(const S& state, Player attacker) const {
        if (slots_.empty()) return std::nullopt;
        const std::uint64_t hash = state.hash();
        if (const Entry* own = held(state, hash, attacker)) return own->proven;
        if (const Entry* other = held(state, hash, opponent(attacker)); other && other->proven) return false;
        return std::nullopt;
    }

    /// Remembers that `attacker` wins at `state` (`proven`) or does not; replaces the slot's entry.
    void store(const S& state, Player attacker, bool proven) {
        if (max_ == 0) return;
        if (slots_.size() < max_ && used_ >= slots_.size() / 2) grow();
        put(slots_, Entry{state.hash(), state, attacker, proven});
    }

    /// Forgets every entry (keeping the slots).
    void clear() {
        for (Entry& e : slots_) e.state.reset();
        used_ = 0;
    }

    /// The entries held now.
    [[nodiscard]] std::size_t size() const noexcept { return used_; }
    /// The slots allocated now (at most max_entries()).
    [[nodiscard]] std::size_t capacity() const noexcept { return slots_.size(); }
    /// The bound on the slots: the requested size rounded down to a power of two (0: no table).
    [[nodiscard]] std::size_t max_entries() const noexcept { return max_; }

private:
    /// The largest bound: a slot's index comes from 32 bits of the mixed hash.
    static constexpr std::size_t largest_bound = std::size_t{1} << 31;

    [[nodiscard]] static std::size_t round_down(std::size_t n) noexcept {
        std::size_t p = 1;
        while (p <= n / 2 && p < largest_bound) p *= 2;
        return n == 0 ? 0 : p;
    }

    // The hash is mixed (some games hash with small, structured numbers) and the attacker is folded in,
    // so that the two proofs of pns_solve do not fight over the same slots.
    [[nodiscard]] static std::size_t index(std::uint64_t hash, Player attacker, std::size_t slots) noexcept {
        const std::uint64_t key = (hash ^ (attacker == Player::first ? 0 : 0x5bd1e9955bd1e995ULL)) * 0x9e3779b97f4a7c15ULL;
        // The high 32 bits (the best mixed): through uint32_t, since a cast straight to std::size_t is
        // useless where it is 64 bits (g++ -Wuseless-cast) and narrowing where it is 32 (wasm).
        return static_cast<std::uint32_t>(key >> 32) & (slots - 1);
    }

    /// The entry of `state` (whose hash is `hash`) for `attacker`, or null when its slot holds another.
    [[nodiscard]] const Entry* held(const S& state, std::uint64_t hash, Player attacker) const {
        const Entry& e = slots_[index(hash, attacker, slots_.size())];
        return e.state && e.hash == hash && e.attacker == attacker && *e.state == state ? &e : nullptr;
    }

    void put(std::vector<Entry>& slots, Entry&& entry) {
        Entry& slot = slots[index(entry.hash, entry.attacker, slots.size())];
        if (!slot.state) ++used_;
        slot = std::move(entry);
    }

    void grow() {
        std::vector<Entry> bigger(slots_.empty() ? std::min<std::size_t>(max_, 1024) : 2 * slots_.size());
        used_ = 0;
        for (Entry& e : slots_)
            if (e.state) put(bigger, std::move(e));
        slots_ = std::move(bigger);
    }

    std::vector<Entry> slots_;
    std::size_t used_ = 0;
    std::size_t max_;
};

}  // namespace gametree
