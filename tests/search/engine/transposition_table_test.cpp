#include <doctest/doctest.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <new>
#include <optional>
#include <stdexcept>
#include <thread>
#include <vector>

#include "gametree/search/engine/transposition_table.hpp"

using namespace gametree;

namespace {

using MoveIndex = std::optional<std::uint16_t>;

/// A key that shares the bucket of `key` (the same low bits) but is another position.
std::uint64_t same_bucket(const TranspositionTable& tt, std::uint64_t key, std::uint64_t n) {
    return key + n * (tt.size() / TranspositionTable::bucket_entries);
}

}  // namespace

TEST_CASE("a table of 0 MiB stores nothing") {
    TranspositionTable tt(0);
    CHECK_FALSE(tt.enabled());
    tt.store(42, 0, 5, 10, Bound::exact, MoveIndex(3));
    CHECK_FALSE(tt.probe(42, 0));
    CHECK(tt.permille_full() == 0);
}

TEST_CASE("prefetch is only a hint: any key, on an empty or a full table, changes nothing") {
    TranspositionTable none(0);
    none.prefetch(42);
    CHECK_FALSE(none.probe(42, 0));
    TranspositionTable tt(1);
    tt.store(42, 0, 5, 10, Bound::exact, MoveIndex(3));
    for (const std::uint64_t key : {std::uint64_t{0}, std::uint64_t{42}, std::numeric_limits<std::uint64_t>::max()}) tt.prefetch(key);
    const auto e = tt.probe(42, 0);
    REQUIRE(e);
    CHECK(e->score == 10);
    CHECK(e->move_index == 3);
    CHECK_FALSE(tt.probe(0, 0));
}

TEST_CASE("a move index beyond the entry's 16 bits is not stored as the move, never cut to another index") {
    TranspositionTable tt(1);
    tt.store(7, 0, 3, 10, Bound::exact, std::optional<std::size_t>(TableEntry::max_move_index));
    REQUIRE(tt.probe(7, 0));
    CHECK(tt.probe(7, 0)->has_move);
    CHECK(tt.stored_move(7) == MoveIndex(TableEntry::max_move_index));
    // 70,000 would be 4,464 in 16 bits: another move of the position. The result is stored without a move,
    // and the move stored before for the position (not the best one any more) is not kept either.
    tt.store(7, 0, 4, 20, Bound::exact, std::optional<std::size_t>(70'000));
    const auto e = tt.probe(7, 0);
    REQUIRE(e);
    CHECK(e->score == 20);
    CHECK_FALSE(e->has_move);
    CHECK_FALSE(tt.stored_move(7));
    tt.store(8, 0, 4, 20, Bound::lower, std::optional<std::size_t>(std::size_t{TableEntry::max_move_index} + 1));
    REQUIRE(tt.probe(8, 0));
    CHECK_FALSE(tt.probe(8, 0)->has_move);
}

TEST_CASE("entries are 16 bytes, four to a 64-byte bucket, and sizes are a power of two within the budget") {
    static_assert(TranspositionTable::entry_bytes == 16);
    TranspositionTable tt(1);
    CHECK(tt.enabled());
    CHECK(tt.size() * 16 == tt.size_bytes());
    CHECK(tt.size_bytes() <= 1024 * 1024);
    CHECK(tt.size_bytes() * 2 > 1024 * 1024);
    CHECK((tt.size() & (tt.size() - 1)) == 0);
}

TEST_CASE("store and probe, another key in the same bucket is not found") {
    TranspositionTable tt(1);
    tt.store(0x1234, 0, 4, 55, Bound::lower, MoveIndex(7));
    const auto e = tt.probe(0x1234, 0);
    REQUIRE(e);
    CHECK(e->score == 55);
    CHECK(e->depth == 4);
    CHECK(e->bound == Bound::lower);
    CHECK(e->has_move);
    CHECK(e->move_index == 7);
    CHECK(tt.stored_move(0x1234) == MoveIndex(7));
    CHECK_FALSE(tt.probe(same_bucket(tt, 0x1234, 1), 0));
    CHECK_FALSE(tt.probe(0x1234 ^ (std::uint64_t{1} << 63), 0));  // high bits differ: not the same position
    tt.clear();
    CHECK_FALSE(tt.probe(0x1234, 0));
}

TEST_CASE("mate scores are stored relative to the node") {
    TranspositionTable tt(1);
    // Found at ply 3: a win 5 plies from the root is a win 2 plies from this node.
    tt.store(99, 3, 6, win_in(5), Bound::exact, std::nullopt);
    CHECK(tt.probe(99, 3)->score == win_in(5));
    CHECK(tt.probe(99, 1)->score == win_in(3));  // the same position reached two plies earlier
    tt.store(98, 2, 6, loss_in(6), Bound::exact, std::nullopt);
    CHECK(tt.probe(98, 4)->score == loss_in(8));
    tt.store(97, 2, 6, 123, Bound::exact, std::nullopt);
    CHECK(tt.probe(97, 9)->score == 123);  // ordinary scores are unchanged
    CHECK_FALSE(tt.probe(97, 9)->has_move);
}

TEST_CASE("four positions share a bucket, a fifth replaces the shallowest of the current search") {
    TranspositionTable tt(1);
    const std::uint64_t key = 5;
    for (std::uint64_t n = 0; n < 4; ++n)
        tt.store(same_bucket(tt, key, n), 0, static_cast<int>(8 - n), 10, Bound::exact, MoveIndex(1));
    for (std::uint64_t n = 0; n < 4; ++n) CHECK(tt.probe(same_bucket(tt, key, n), 0));
    tt.store(same_bucket(tt, key, 4), 0, 9, 20, Bound::exact, MoveIndex(2));
    CHECK(tt.probe(same_bucket(tt, key, 4), 0));
    CHECK_FALSE(tt.probe(same_bucket(tt, key, 3), 0));  // depth 5: the least valuable
    for (std::uint64_t n = 0; n < 3; ++n) CHECK(tt.probe(same_bucket(tt, key, n), 0));
}

TEST_CASE("replacement by age: an entry of an earlier search goes before a shallower one of this search") {
    TranspositionTable tt(1);
    const std::uint64_t key = 11;
    tt.store(same_bucket(tt, key, 0), 0, 10, 1, Bound::exact, std::nullopt);  // deep but old
    tt.new_search();
    tt.new_search();
    tt.new_search();
    for (std::uint64_t n = 1; n < 4; ++n) tt.store(same_bucket(tt, key, n), 0, 2, 1, Bound::exact, std::nullopt);
    tt.store(same_bucket(tt, key, 4), 0, 1, 1, Bound::exact, std::nullopt);
    CHECK_FALSE(tt.probe(same_bucket(tt, key, 0), 0));  // 10 - 4 * 3 = -2: worth less than depth 2 of now
    for (std::uint64_t n = 1; n < 5; ++n) CHECK(tt.probe(same_bucket(tt, key, n), 0));
}

TEST_CASE("the same position: a shallower bound keeps the deeper result, no move keeps the stored move") {
    TranspositionTable tt(1);
    tt.store(5, 0, 8, 10, Bound::exact, MoveIndex(1));
    tt.store(5, 0, 2, 20, Bound::lower, MoveIndex(2));  // shallower bound of this search: refused
    CHECK(tt.probe(5, 0)->depth == 8);
    CHECK(tt.probe(5, 0)->move_index == 1);
    tt.new_search();
    tt.store(5, 0, 3, 30, Bound::upper, std::nullopt);  // a later search: replaced, the move kept
    const auto e = tt.probe(5, 0);
    REQUIRE(e);
    CHECK(e->depth == 3);
    CHECK(e->score == 30);
    CHECK(e->has_move);
    CHECK(e->move_index == 1);
    tt.store(5, 0, 1, 40, Bound::exact, MoveIndex(4), true);  // an exact result always replaces
    CHECK(tt.probe(5, 0)->resolved);
    CHECK(tt.probe(5, 0)->move_index == 4);
}

TEST_CASE("permille_full counts entries of the current search only") {
    TranspositionTable tt(1);
    CHECK(tt.permille_full() == 0);
    const auto fill = [&](std::uint64_t buckets) {  // four entries in each of the first `buckets` buckets
        for (std::uint64_t b = 0; b < buckets; ++b)
            for (std::uint64_t n = 0; n < 4; ++n) tt.store(same_bucket(tt, b, n), 0, 1, 0, Bound::exact, std::nullopt);
    };
    fill(250);
    CHECK(tt.permille_full() == 1000);  // the sample is the first thousand entries: buckets 0..249
    tt.new_search();
    CHECK(tt.permille_full() == 0);
    fill(125);
    CHECK(tt.permille_full() == 500);
}

TEST_CASE("a torn entry (key word of one write, data word of another) is rejected") {
    // The table checks key XOR data; model two writers interleaving on one slot: the words a reader may
    // see together are the key word of one entry and the data word of the other.
    TableEntry a;
    a.score = 10;
    a.depth = 5;
    a.bound = Bound::exact;
    TableEntry b = a;
    b.score = -300;
    const std::uint64_t key_a = 0xABCDEF;
    const std::uint64_t key_b = 0x123456;
    const std::uint64_t key_word_a = key_a ^ a.pack();
    const std::uint64_t key_word_b = key_b ^ b.pack();
    CHECK((key_word_a ^ a.pack()) == key_a);
    CHECK((key_word_a ^ b.pack()) != key_a);  // torn: neither key is found
    CHECK((key_word_a ^ b.pack()) != key_b);
    CHECK((key_word_b ^ a.pack()) != key_b);
    CHECK((key_word_b ^ a.pack()) != key_a);
}

TEST_CASE("threads storing and probing the same buckets at once only ever read whole entries") {
    TranspositionTable tt(1);
    // Every writer stores, for its key, a score that is a function of the key: a probe that finds the key
    // must read that score, never another writer's.
    const auto score_of = [](std::uint64_t key) { return static_cast<Score>(key % 1000); };
    std::atomic<bool> wrong{false};
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&, t] {
            for (std::uint64_t i = 0; i < 20000; ++i) {
                const std::uint64_t key = same_bucket(tt, 3, (i * 7 + static_cast<std::uint64_t>(t)) % 8);
                tt.store(key, 0, static_cast<int>(i % 9), score_of(key), Bound::exact, std::nullopt);
                const std::uint64_t other = same_bucket(tt, 3, i % 8);
                if (const auto e = tt.probe(other, 0); e && e->score != score_of(other)) wrong = true;
            }
        });
    }
    for (auto& thread : threads) thread.join();
    CHECK_FALSE(wrong.load());
}

TEST_CASE("entry counts: a power of two within the budget, overflow refused before any allocation") {
    using Table = TranspositionTable;
    CHECK(Table::entry_count(0) == 0);
    const std::size_t one = Table::entry_count(1);
    CHECK((one & (one - 1)) == 0);
    CHECK(one * Table::entry_bytes <= std::size_t{1} << 20);
    CHECK(Table::entry_count(2) == 2 * one);
    for (const std::size_t mib : {3, 5, 100, 4096}) {
        const std::size_t bytes = Table::entry_count(mib) * Table::entry_bytes;
        CHECK(bytes <= mib << 20);
        CHECK(2 * bytes > mib << 20);  // the next power of two would not fit
    }
    CHECK_THROWS_AS((void)Table::entry_count(std::numeric_limits<std::size_t>::max()), std::length_error);
    CHECK_THROWS_AS((void)Table::entry_count(std::numeric_limits<std::size_t>::max() / 2), std::length_error);
}

TEST_CASE("tables smaller than a MiB: sized in KiB, a power of two within the budget, at least one bucket") {
    using Table = TranspositionTable;
    CHECK(Table::entry_count_kib(0) == 0);
    CHECK(Table::entry_count_kib(1) == 64);  // 1,024 bytes: 16 buckets of four 16-byte entries
    CHECK(Table::entry_count_kib(64) == 4096);
    CHECK(Table::entry_count_kib(100) == 4096);  // 6,400 entries' room: the power of two below
    CHECK(Table::entry_count_kib(1024) == Table::entry_count(1));
    CHECK_THROWS_AS((void)Table::entry_count_kib(std::numeric_limits<std::size_t>::max() / 2), std::length_error);

    Table tt(1);
    tt.store(42, 0, 5, 10, Bound::exact, MoveIndex(3));
    tt.resize_kib(64);
    CHECK(tt.size() == 4096);
    CHECK(tt.size_bytes() == 64 * 1024);
    CHECK_FALSE(tt.probe(42, 0));  // a resized table starts empty
    tt.store(42, 0, 5, 10, Bound::exact, MoveIndex(3));
    CHECK(tt.probe(42, 0));
    tt.resize_kib(0);
    CHECK_FALSE(tt.enabled());
}

TEST_CASE("a resize that cannot be done leaves the table as it was (strong guarantee)") {
    TranspositionTable tt(1);
    tt.store(77, 0, 6, 12, Bound::exact, MoveIndex(4));
    const std::size_t size = tt.size();
    CHECK_THROWS_AS(tt.resize(std::numeric_limits<std::size_t>::max() / 1024), std::length_error);
    CHECK(tt.size() == size);
    const auto e = tt.probe(77, 0);
    REQUIRE(e);
    CHECK(e->move_index == 4);
    CHECK(e->score == 12);
}

// 2^40 MiB (an exabyte) is more than any address space, so the allocation itself fails. Sanitizers abort
// on such a request instead of throwing, so this part runs only in ordinary builds.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define GAMETREE_TEST_HUGE_ALLOCATION 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define GAMETREE_TEST_HUGE_ALLOCATION 0
#endif
#endif
#ifndef GAMETREE_TEST_HUGE_ALLOCATION
#define GAMETREE_TEST_HUGE_ALLOCATION 1
#endif

#if GAMETREE_TEST_HUGE_ALLOCATION
TEST_CASE("a table larger than the address space is refused and the old one kept") {
    static_assert(sizeof(std::size_t) >= 8, "the size below needs a 64-bit size_t");
    TranspositionTable tt(1);
    tt.store(5, 0, 3, -40, Bound::lower, MoveIndex(9));
    const std::size_t size = tt.size();
    bool refused = false;
    try {
        tt.resize(std::size_t{1} << 40);
    } catch (const std::bad_alloc&) {
        refused = true;
    } catch (const std::length_error&) {
        refused = true;
    }
    CHECK(refused);
    CHECK(tt.size() == size);
    const auto e = tt.probe(5, 0);
    REQUIRE(e);
    CHECK(e->move_index == 9);
    CHECK(e->score == -40);
}
#endif
