#include <doctest/doctest.h>

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
