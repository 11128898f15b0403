/// \file
/// The fixed-size table of a depth-first proof-number search: the proof and disproof numbers of the
/// positions searched, keyed by their 64-bit hash, replaced by the work they cost when full.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "gametree/core/player.hpp"
#include "gametree/search/pns/tree.hpp"

namespace gametree {

/// What a DfpnTable holds of one position for one attacker.
struct DfpnNumbers {
    ProofNumber proof = 1;     ///< 0: the attacker wins here; pn_infinity: it does not
    ProofNumber disproof = 1;  ///< 0: the attacker does not win here; pn_infinity: it wins

    /// Proven or disproven.
    [[nodiscard]] constexpr bool solved() const noexcept { return proof == 0 || disproof == 0; }
};

/// Proof and disproof numbers by position (its 64-bit hash) and attacker, in buckets of four entries of
/// 24 bytes. Only the hash is kept, not the state: two positions with the same hash share an entry, and
/// the search may then take one's numbers (even a proof) for the other's. With a good 64-bit hash this
/// is rare, but it is not excluded.
///
/// The slots grow by doubling, from 1024 (or the bound if smaller) up to `max_entries` rounded down to a
/// power of two (at least 4, at most 2^31), once half of them are in use. A store into a full bucket
/// replaces the entry that cost the least work (expansions), so that big results outlive small ones.
class DfpnTable {
    struct Entry {
        std::uint64_t hash = 0;
        ProofNumber proof = 1;
        ProofNumber disproof = 1;
        std::uint32_t work = 0;  // 0: an unused slot
        Player attacker = Player::first;
    };

public:
    /// The entries of a bucket: a store looks at these slots only.
    static constexpr std::size_t bucket_entries = 4;
    /// The bytes of one entry: the hash, both numbers, the work and the attacker, padded.
    static constexpr std::size_t entry_bytes = sizeof(Entry);

    /// A table of at most `max_entries` slots (rounded down to a power of two, at least 4, at most 2^31).
    explicit DfpnTable(std::size_t max_entries) : max_(round_down(max_entries)) {}

    /// The numbers stored for `hash` and `attacker`, if any. A win proven for the opponent is known
    /// too: it disproves the attacker's (both cannot force a win), so that dfpn_solve's second proof
    /// reads the first one's wins.
    [[nodiscard]] std::optional<DfpnNumbers> find(std::uint64_t hash, Player attacker) const {
        if (slots_.empty()) return std::nullopt;
        const std::size_t first = bucket_of(hash);
        bool opponent_won = false;
        for (std::size_t i = first; i < first + bucket_entries; ++i) {
            const Entry& e = slots_[i];
            if (e.work == 0 || e.hash != hash) continue;
            if (e.attacker == attacker) return DfpnNumbers{e.proof, e.disproof};
            if (e.proof == 0) opponent_won = true;
        }
        if (opponent_won) return DfpnNumbers{pn_infinity, 0};
        return std::nullopt;
    }

    /// Stores the numbers of `hash` for `attacker`, found at the cost of `work` expansions (at least 1
    /// counts): over its own entry, else in a free slot of its bucket, else over the entry of the bucket
    /// that cost the least work.
    void store(std::uint64_t hash, Player attacker, DfpnNumbers numbers, std::uint64_t work) {
        if (slots_.empty()) slots_.resize(std::min(max_, std::size_t{1024}));
        Entry* slot = own_or_free(hash, attacker);
        if (slot == nullptr && slots_.size() < max_ && used_ >= slots_.size() / 2) {
            grow();
            slot = own_or_free(hash, attacker);
        }
        if (slot == nullptr) {  // a full bucket: the cheapest entry goes
            const std::size_t first = bucket_of(hash);
            slot = &slots_[first];
            for (std::size_t i = first + 1; i < first + bucket_entries; ++i)
                if (slots_[i].work < slot->work) slot = &slots_[i];
        }
        if (slot->work == 0) ++used_;
        slot->hash = hash;
        slot->attacker = attacker;
        slot->proof = numbers.proof;
        slot->disproof = numbers.disproof;
        slot->work = static_cast<std::uint32_t>(std::clamp<std::uint64_t>(work, 1, std::numeric_limits<std::uint32_t>::max()));
    }

    /// The entries in use.
    [[nodiscard]] std::size_t size() const noexcept { return used_; }
    /// The slots allocated so far (at most max_entries()).
    [[nodiscard]] std::size_t capacity() const noexcept { return slots_.size(); }
    /// The bound on the slots: what the constructor was given, rounded.
    [[nodiscard]] std::size_t max_entries() const noexcept { return max_; }

private:
    static std::size_t round_down(std::size_t n) {
        n = std::clamp(n, bucket_entries, std::size_t{1} << 31);
        return std::bit_floor(n);
    }

    [[nodiscard]] std::size_t bucket_of(std::uint64_t hash) const noexcept {
        const std::uint64_t mixed = hash ^ (hash >> 29) ^ (hash >> 47);
        return static_cast<std::size_t>(mixed) & (slots_.size() - bucket_entries);
    }

    /// The entry of `hash` and `attacker` in its bucket, else a free slot of it, else nothing.
    Entry* own_or_free(std::uint64_t hash, Player attacker) {
        const std::size_t first = bucket_of(hash);
        Entry* free = nullptr;
        for (std::size_t i = first; i < first + bucket_entries; ++i) {
            Entry& e = slots_[i];
            if (e.work != 0 && e.hash == hash && e.attacker == attacker) return &e;
            if (e.work == 0 && free == nullptr) free = &e;
        }
        return free;
    }

    /// Doubles the slots and puts every entry back (all fit: each bucket of the old table spreads over
    /// two of the new one).
    void grow() {
        std::vector<Entry> old(slots_.size() * 2);
        old.swap(slots_);
        used_ = 0;
        for (const Entry& e : old) {
            if (e.work == 0) continue;
            Entry* slot = own_or_free(e.hash, e.attacker);
            if (slot == nullptr) continue;  // cannot happen: a new bucket takes at most the old one's entries
            *slot = e;
            ++used_;
        }
    }

    std::size_t max_;
    std::vector<Entry> slots_;
    std::size_t used_ = 0;
};

}  // namespace gametree
