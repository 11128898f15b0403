#include "gametree/search/engine/table_entry.hpp"

#include <doctest/doctest.h>

#include <cstdint>

#include "gametree/core/score.hpp"

using namespace gametree;

namespace {

constexpr Bound every_bound[] = {Bound::none, Bound::exact, Bound::lower, Bound::upper};

/// The data word's bits of each field, as the header lays them out.
constexpr std::uint64_t move_bits = 0xFFFFULL;
constexpr std::uint64_t score_bits = 0x0FFF'FFFFULL << 16U;
constexpr std::uint64_t depth_bits = 0xFFULL << 44U;
constexpr std::uint64_t bound_bits = 3ULL << 52U;
constexpr std::uint64_t has_move_bit = 1ULL << 54U;
constexpr std::uint64_t resolved_bit = 1ULL << 55U;
constexpr std::uint64_t generation_bits = 0xFFULL << 56U;

/// Every field at its lowest, and at its highest.
constexpr TableEntry lowest{.score = TableEntry::min_score, .depth = -1, .move_index = 0, .bound = Bound::none,
                            .has_move = false, .generation = 0, .resolved = false};
constexpr TableEntry highest{.score = TableEntry::max_score, .depth = 254,
                             .move_index = static_cast<std::uint16_t>(TableEntry::max_move_index), .bound = Bound::upper,
                             .has_move = true, .generation = 255, .resolved = true};

/// `changed` differs from `base` in one field, whose bits are `field`: it comes back whole, and its
/// word differs from base's in that field's bits only.
void check_only_field_changes(const TableEntry& base, const TableEntry& changed, std::uint64_t field) {
    CHECK(TableEntry::unpack(changed.pack()) == changed);
    CHECK(base.pack() != changed.pack());
    CHECK(((base.pack() ^ changed.pack()) & ~field) == 0);
}

}  // namespace

TEST_CASE("TableEntry: a default entry is empty, and so is a zeroed word") {
    const TableEntry e;
    CHECK(e.score == 0);
    CHECK(e.depth == -1);
    CHECK(e.move_index == 0);
    CHECK(e.bound == Bound::none);
    CHECK_FALSE(e.has_move);
    CHECK(e.generation == 0);
    CHECK_FALSE(e.resolved);
    CHECK(e.pack() == 0);
    CHECK(TableEntry::unpack(0) == e);  // a zeroed slot is empty
}

TEST_CASE("TableEntry: the score range holds every score the engine makes") {
    static_assert(TableEntry::max_score == (Score{1} << 27) - 1);
    static_assert(TableEntry::min_score == -TableEntry::max_score);
    static_assert(TableEntry::max_score >= score_infinity);
    static_assert(TableEntry::max_move_index == 0xFFFF);
    CHECK(TableEntry::min_score <= -score_infinity);
}

TEST_CASE("TableEntry: an entry packs into one word and back, at the ends of every field") {
    for (const Score score : {Score{0}, Score{-1}, Score{55}, -score_infinity, score_infinity, win_in(3), loss_in(7),
                              TableEntry::max_score, TableEntry::min_score}) {
        for (const int depth : {-1, 0, 1, 17, max_ply, 254}) {
            for (const Bound bound : every_bound) {
                // The other fields at their low ends, their high ends, or between.
                for (int corner = 0; corner < 3; ++corner) {
                    TableEntry e;
                    e.score = score;
                    e.depth = static_cast<std::int16_t>(depth);
                    e.bound = bound;
                    e.move_index = static_cast<std::uint16_t>(corner == 0 ? 0 : corner == 1 ? TableEntry::max_move_index : 17);
                    e.has_move = corner != 0;
                    e.resolved = corner == 1;
                    e.generation = static_cast<std::uint8_t>(corner == 0 ? 0 : corner == 1 ? 255 : 3);
                    CHECK(TableEntry::unpack(e.pack()) == e);
                }
            }
        }
    }
}

TEST_CASE("TableEntry: changing one field changes only that field after the round trip") {
    for (const TableEntry& base : {lowest, highest}) {
        const bool low = base == lowest;
        TableEntry e = base;
        e.score = low ? TableEntry::max_score : TableEntry::min_score;
        check_only_field_changes(base, e, score_bits);
        e.score = -1;
        check_only_field_changes(base, e, score_bits);
        e = base;
        e.depth = low ? std::int16_t{254} : std::int16_t{-1};
        check_only_field_changes(base, e, depth_bits);
        e.depth = 0;
        check_only_field_changes(base, e, depth_bits);
        e = base;
        e.move_index = low ? std::uint16_t{0xFFFF} : std::uint16_t{0};
        check_only_field_changes(base, e, move_bits);
        e = base;
        for (const Bound bound : every_bound) {
            if (bound == base.bound) continue;
            e.bound = bound;
            check_only_field_changes(base, e, bound_bits);
        }
        e = base;
        e.has_move = !base.has_move;
        check_only_field_changes(base, e, has_move_bit);
        e = base;
        e.resolved = !base.resolved;
        check_only_field_changes(base, e, resolved_bit);
        e = base;
        e.generation = low ? std::uint8_t{255} : std::uint8_t{0};
        check_only_field_changes(base, e, generation_bits);
        e.generation = 128;
        check_only_field_changes(base, e, generation_bits);
    }
}

TEST_CASE("TableEntry: pack and unpack are constexpr") {
    constexpr TableEntry e{.score = loss_in(5), .depth = 12, .move_index = 300, .bound = Bound::lower, .has_move = true,
                           .generation = 200, .resolved = true};
    static_assert(TableEntry::unpack(e.pack()) == e);
    static_assert(TableEntry::unpack(e.pack()).score == loss_in(5));
    static_assert(TableEntry{}.pack() == 0);
    static_assert(TableEntry::unpack(0) == TableEntry{});
    CHECK(TableEntry::unpack(e.pack()) == e);
}
