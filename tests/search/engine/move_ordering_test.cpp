#include <doctest/doctest.h>

#include "gametree/search/engine/move_ordering.hpp"

using namespace gametree;

TEST_CASE("killers keep the two newest distinct moves per ply") {
    KillerTable<int> k;
    CHECK(k.rank(3, 10) == 0);
    k.add(3, 10);
    CHECK(k.rank(3, 10) == 2);
    k.add(3, 11);
    CHECK(k.rank(3, 11) == 2);
    CHECK(k.rank(3, 10) == 1);
    k.add(3, 11);  // already the newest: unchanged
    CHECK(k.rank(3, 10) == 1);
    k.add(3, 12);
    CHECK(k.rank(3, 10) == 0);
    CHECK(k.rank(4, 12) == 0);  // per ply
    k.clear();
    CHECK(k.rank(3, 12) == 0);
}

TEST_CASE("history rewards by depth squared, per side, and ages by halving") {
    HistoryTable h;
    h.resize(10);
    h.reward(0, 4, 3);
    h.reward(0, 4, 2);
    CHECK(h.value(0, 4) == 13);
    CHECK(h.value(1, 4) == 0);
    h.age();
    CHECK(h.value(0, 4) == 6);
    for (int i = 0; i < 100; ++i) h.reward(1, 9, 200);
    CHECK(h.value(1, 9) == HistoryTable::limit);
    CHECK(HistoryTable::limit < ordering::killer);
    h.clear();
    CHECK(h.value(1, 9) == 0);
}

TEST_CASE("history maluses take depth squared away, down to minus the limit") {
    HistoryTable h;
    h.resize(10);
    h.reward(0, 4, 3);
    h.penalize(0, 4, 2);
    CHECK(h.value(0, 4) == 5);
    h.penalize(0, 4, 3);
    CHECK(h.value(0, 4) == -4);
    CHECK(h.value(1, 4) == 0);  // per side
    h.age();
    CHECK(h.value(0, 4) == -2);
    for (int i = 0; i < 100; ++i) h.penalize(1, 9, 200);
    CHECK(h.value(1, 9) == -HistoryTable::limit);
    h.reward(1, 9, 10);
    CHECK(h.value(1, 9) == -HistoryTable::limit + 100);
}

TEST_CASE("ordering ranks: table move, captures, killers, history") {
    CHECK(ordering::tt_move > ordering::capture + (1 << 20));
    CHECK(ordering::capture > ordering::killer + 2);
}
