#include <doctest/doctest.h>

#include <cstddef>
#include <limits>
#include <new>
#include <stdexcept>

#include "gametree/search/engine/transposition_table.hpp"

using namespace gametree;

TEST_CASE("a table of 0 MiB stores nothing") {
    TranspositionTable<int> tt(0);
    CHECK_FALSE(tt.enabled());
    const int move = 3;
    tt.store(42, 0, 5, 10, Bound::exact, &move);
    CHECK_FALSE(tt.probe(42, 0));
}

TEST_CASE("sizes are a power of two within the budget") {
    TranspositionTable<int> tt(1);
    CHECK(tt.enabled());
    CHECK(tt.size_bytes() <= 1024 * 1024);
    CHECK(tt.size_bytes() * 2 > 1024 * 1024);
    CHECK((tt.size() & (tt.size() - 1)) == 0);
}

TEST_CASE("store and probe, with statistics") {
    TranspositionTable<int> tt(1);
    const int move = 7;
    tt.store(0x1234, 0, 4, 55, Bound::lower, &move);
    const auto e = tt.probe(0x1234, 0);
    REQUIRE(e);
    CHECK(e->score == 55);
    CHECK(e->depth == 4);
    CHECK(e->bound == Bound::lower);
    CHECK(e->has_move);
    CHECK(e->move == 7);
    CHECK_FALSE(tt.probe(0x1234 + tt.size(), 0));  // same slot, other key
    CHECK(tt.probes() == 2);
    CHECK(tt.hits() == 1);
    tt.clear();
    CHECK_FALSE(tt.probe(0x1234, 0));
}

TEST_CASE("mate scores are stored relative to the node") {
    TranspositionTable<int> tt(1);
    // Found at ply 3: a win 5 plies from the root is a win 2 plies from this node.
    tt.store(99, 3, 6, win_in(5), Bound::exact, nullptr);
    CHECK(tt.probe(99, 3)->score == win_in(5));
    CHECK(tt.probe(99, 1)->score == win_in(3));  // the same position reached two plies earlier
    tt.store(98, 2, 6, loss_in(6), Bound::exact, nullptr);
    CHECK(tt.probe(98, 4)->score == loss_in(8));
    tt.store(97, 2, 6, 123, Bound::exact, nullptr);
    CHECK(tt.probe(97, 9)->score == 123);  // ordinary scores are unchanged
}

TEST_CASE("replacement keeps deeper results of the current search") {
    TranspositionTable<int> tt(1);
    const int a = 1;
    const int b = 2;
    tt.store(5, 0, 8, 10, Bound::exact, &a);
    tt.store(5 + tt.size(), 0, 2, 20, Bound::exact, &b);  // shallower, other key, same slot: refused
    CHECK(tt.probe(5, 0));
    tt.new_search();
    tt.store(5 + tt.size(), 0, 2, 20, Bound::exact, &b);  // the old entry is from an earlier search: replaced
    CHECK(tt.probe(5 + tt.size(), 0));
    CHECK_FALSE(tt.probe(5, 0));
    tt.store(5 + tt.size(), 0, 3, 30, Bound::upper, nullptr);  // same position without a move keeps the move
    const auto e = tt.probe(5 + tt.size(), 0);
    CHECK(e->has_move);
    CHECK(e->move == 2);
    CHECK(e->score == 30);
}

TEST_CASE("entry counts: a power of two within the budget, overflow refused before any allocation") {
    using Table = TranspositionTable<int>;
    CHECK(Table::entry_count(0) == 0);
    const std::size_t one = Table::entry_count(1);
    CHECK((one & (one - 1)) == 0);
    CHECK(one * sizeof(Table::Entry) <= std::size_t{1} << 20);
    CHECK(Table::entry_count(2) == 2 * one);
    for (const std::size_t mib : {3, 5, 100, 4096}) {
        const std::size_t bytes = Table::entry_count(mib) * sizeof(Table::Entry);
        CHECK(bytes <= mib << 20);
        CHECK(2 * bytes > mib << 20);  // the next power of two would not fit
    }
    CHECK_THROWS_AS((void)Table::entry_count(std::numeric_limits<std::size_t>::max()), std::length_error);
    CHECK_THROWS_AS((void)Table::entry_count(std::numeric_limits<std::size_t>::max() / 2), std::length_error);
}

TEST_CASE("a resize that cannot be done leaves the table as it was (strong guarantee)") {
    TranspositionTable<int> tt(1);
    const int move = 4;
    tt.store(77, 0, 6, 12, Bound::exact, &move);
    const std::size_t size = tt.size();
    CHECK_THROWS_AS(tt.resize(std::numeric_limits<std::size_t>::max() / 1024), std::length_error);
    CHECK(tt.size() == size);
    const auto e = tt.probe(77, 0);
    REQUIRE(e);
    CHECK(e->move == 4);
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
    TranspositionTable<int> tt(1);
    const int move = 9;
    tt.store(5, 0, 3, -40, Bound::lower, &move);
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
    CHECK(e->move == 9);
    CHECK(e->score == -40);
}
#endif
