// The table of a depth-first proof-number search: entries by hash and attacker, an opponent's win read
// as a disproof, growth by doubling up to its bound, and replacement of the cheapest entry of a full
// bucket.
#include <doctest/doctest.h>

#include <cstdint>

#include <gametree/search/pns/dfpn_table.hpp>

using namespace gametree;

TEST_CASE("dfpn table: an entry is found by its hash and attacker, and a store over it replaces it") {
    DfpnTable table(1 << 10);
    CHECK_FALSE(table.find(42, Player::first));
    table.store(42, Player::first, DfpnNumbers{3, 5}, 7);
    const auto found = table.find(42, Player::first);
    REQUIRE(found);
    CHECK(found->proof == 3);
    CHECK(found->disproof == 5);
    CHECK_FALSE(found->solved());
    CHECK_FALSE(table.find(43, Player::first));
    CHECK_FALSE(table.find(42, Player::second));  // an open node of the other attacker says nothing
    table.store(42, Player::first, DfpnNumbers{0, pn_infinity}, 9);
    CHECK(table.size() == 1);
    REQUIRE(table.find(42, Player::first));
    CHECK(table.find(42, Player::first)->proof == 0);
    // A win of the first player disproves the second's.
    const auto other = table.find(42, Player::second);
    REQUIRE(other);
    CHECK(other->proof == pn_infinity);
    CHECK(other->disproof == 0);
    // A disproof says nothing to the other attacker (the position may be a draw).
    table.store(50, Player::first, DfpnNumbers{pn_infinity, 0}, 1);
    CHECK_FALSE(table.find(50, Player::second));
}

TEST_CASE("dfpn table: the slots double as they fill, never past the bound, and a full table keeps its size") {
    DfpnTable table(4096);
    CHECK(table.max_entries() == 4096);
    CHECK(table.capacity() == 0);  // nothing before the first store
    for (std::uint64_t h = 1; h <= 20'000; ++h) {
        table.store(h * 0x9E3779B97F4A7C15ULL, Player::first, DfpnNumbers{1, 1}, 1);
        REQUIRE(table.capacity() <= 4096);
        REQUIRE(table.size() <= table.capacity());
    }
    CHECK(table.capacity() == 4096);
    CHECK(table.size() > 3000);  // nearly full
    CHECK(DfpnTable(5000).max_entries() == 4096);
    CHECK(DfpnTable(0).max_entries() == DfpnTable::bucket_entries);
    CHECK(DfpnTable::entry_bytes == 24);
}

TEST_CASE("dfpn table: a full bucket gives up the entry that cost the least work") {
    DfpnTable table(4);  // one bucket: every hash shares it
    table.store(1, Player::first, DfpnNumbers{1, 1}, 50);
    table.store(2, Player::first, DfpnNumbers{2, 2}, 3);
    table.store(3, Player::first, DfpnNumbers{3, 3}, 70);
    table.store(4, Player::first, DfpnNumbers{4, 4}, 20);
    CHECK(table.size() == 4);
    table.store(5, Player::first, DfpnNumbers{5, 5}, 10);  // replaces 2, the cheapest
    CHECK(table.size() == 4);
    CHECK_FALSE(table.find(2, Player::first));
    for (const std::uint64_t kept : {1, 3, 4, 5}) CHECK(table.find(kept, Player::first));
    table.store(6, Player::first, DfpnNumbers{6, 6}, 100);  // now 5 (10 expansions) goes
    CHECK_FALSE(table.find(5, Player::first));
    CHECK(table.find(6, Player::first));
}
