#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <numeric>
#include <span>
#include <string>
#include <type_traits>
#include <utility>

#include <gametree/core/concepts.hpp>
#include <gametree/core/move_buffer.hpp>

#include "support/nim.hpp"

using gametree::MoveBuffer;

namespace {

struct Small {
    int from;
    int to;
    friend constexpr bool operator==(const Small&, const Small&) = default;
};

constexpr int constexpr_sum() {
    MoveBuffer<int, 8> b;
    for (int i = 1; i <= 5; ++i) b.push_back(i);
    int sum = 0;
    for (const int x : b) sum += x;
    return sum + static_cast<int>(b.size()) * 100;
}

constexpr int constexpr_spill() {
    MoveBuffer<int, 2> b;
    for (int i = 0; i < 9; ++i) b.push_back(i);  // spills to the heap, freed before the end
    return static_cast<int>(b.size()) * 100 + b[8] + (b.spilled() ? 1000 : 0);
}

}  // namespace

static_assert(MoveBuffer<int, 7>::capacity() == 7);
static_assert(std::is_same_v<MoveBuffer<Small, 4>::value_type, Small>);
static_assert(constexpr_sum() == 515, "a buffer is usable in constant expressions");
static_assert(constexpr_spill() == 1908, "even when it spills");

TEST_CASE("a new buffer is empty and has its declared capacity") {
    MoveBuffer<Small, 16> b;
    CHECK(b.empty());
    CHECK(b.size() == 0);
    CHECK(b.capacity() == 16);
    CHECK(b.begin() == b.end());
    CHECK(b.moves().empty());
}

TEST_CASE("push_back appends in order, and indexing, iteration and the span see the same moves") {
    MoveBuffer<Small, 16> b;
    for (int i = 0; i < 10; ++i) b.push_back(Small{i, i + 1});
    REQUIRE(b.size() == 10);
    CHECK_FALSE(b.empty());
    for (std::size_t i = 0; i < b.size(); ++i) {
        CHECK(b[i].from == static_cast<int>(i));
        CHECK(b[i].to == static_cast<int>(i) + 1);
    }
    int expected = 0;
    for (const Small& m : b) CHECK(m.from == expected++);
    CHECK(expected == 10);

    const std::span<Small> view = b.moves();
    CHECK(view.size() == 10);
    CHECK(view.data() == &b[0]);
    CHECK(std::equal(view.begin(), view.end(), b.begin(), b.end()));
}

TEST_CASE("the buffer can be filled exactly to capacity without allocating") {
    MoveBuffer<int, 5> b;
    for (int i = 0; i < 5; ++i) b.push_back(i * i);
    CHECK(b.size() == b.capacity());
    CHECK_FALSE(b.spilled());
    CHECK(std::accumulate(b.begin(), b.end(), 0) == 0 + 1 + 4 + 9 + 16);
}

TEST_CASE("past its capacity the buffer spills to the heap and keeps every move in order") {
    MoveBuffer<Small, 4> b;
    const Small* inline_storage = b.begin();
    for (int i = 0; i < 1000; ++i) {
        b.push_back(Small{i, -i});
        CHECK(b.spilled() == (i >= 4));
    }
    REQUIRE(b.size() == 1000);
    CHECK(b.begin() != inline_storage);
    bool in_order = true;
    for (std::size_t i = 0; i < b.size(); ++i)
        in_order = in_order && b[i] == Small{static_cast<int>(i), -static_cast<int>(i)};
    CHECK(in_order);
    CHECK(b.moves().size() == 1000);
    CHECK(b.end() - b.begin() == 1000);
    CHECK(b.capacity() == 4);  // the inline capacity does not change

    // clear keeps the heap storage for reuse
    b.clear();
    CHECK(b.empty());
    b.push_back(Small{7, 7});
    REQUIRE(b.size() == 1);
    CHECK(b[0] == Small{7, 7});
}

TEST_CASE("clear empties the buffer, which can be refilled") {
    MoveBuffer<int, 4> b;
    b.push_back(1);
    b.push_back(2);
    b.clear();
    CHECK(b.empty());
    CHECK(b.begin() == b.end());
    b.push_back(7);
    REQUIRE(b.size() == 1);
    CHECK(b[0] == 7);
}

TEST_CASE("moves can be changed in place through indexing, iterators and the span") {
    MoveBuffer<int, 4> b;
    for (int i = 0; i < 4; ++i) b.push_back(i);
    b[0] = 10;
    *(b.begin() + 1) = 11;
    b.moves()[2] = 12;
    std::reverse(b.begin(), b.end());
    const auto& cb = b;
    CHECK(cb[0] == 3);
    CHECK(cb[1] == 12);
    CHECK(cb[2] == 11);
    CHECK(cb[3] == 10);
    const std::span<const int> view = cb.moves();
    CHECK(view.size() == 4);
}

TEST_CASE("a buffer of a non-trivial type works too") {
    MoveBuffer<std::string, 3> b;
    b.push_back("e3e4");
    b.push_back("c4a4c2e4");
    REQUIRE(b.size() == 2);
    CHECK(b[0] == "e3e4");
    CHECK(b[1] == "c4a4c2e4");
    b.clear();
    CHECK(b.empty());
}

TEST_CASE("copies are independent") {
    MoveBuffer<int, 4> a;
    a.push_back(1);
    MoveBuffer<int, 4> c = a;
    c.push_back(2);
    CHECK(a.size() == 1);
    CHECK(c.size() == 2);
    CHECK(c[0] == 1);
    CHECK(c.begin() != a.begin());
}

TEST_CASE("copies of a spilled buffer, and assignments either way, own their moves") {
    MoveBuffer<int, 3> big;
    for (int i = 0; i < 10; ++i) big.push_back(i);
    REQUIRE(big.spilled());

    MoveBuffer<int, 3> copy = big;
    REQUIRE(copy.size() == 10);
    CHECK(copy.begin() != big.begin());
    CHECK(std::equal(copy.begin(), copy.end(), big.begin(), big.end()));
    copy[0] = 42;
    CHECK(big[0] == 0);

    MoveBuffer<int, 3> small;
    small.push_back(5);
    small = big;  // small grows to hold big's moves
    CHECK(small.size() == 10);
    CHECK(small[9] == 9);
    big = MoveBuffer<int, 3>{};  // and a spilled buffer can be emptied by assignment
    CHECK(big.empty());
    big.push_back(1);
    CHECK(big[0] == 1);

    auto& self = small;
    small = self;  // self-assignment keeps the moves
    CHECK(small.size() == 10);
    CHECK(small[3] == 3);
}

TEST_CASE("a moved buffer hands over its heap block without copying, and is left empty and inline") {
    MoveBuffer<int, 3> big;
    for (int i = 0; i < 10; ++i) big.push_back(i);
    REQUIRE(big.spilled());
    const int* block = big.begin();

    MoveBuffer<int, 3> moved = std::move(big);
    CHECK(moved.begin() == block);  // the same block: nothing was copied
    CHECK(moved.spilled());
    REQUIRE(moved.size() == 10);
    CHECK(moved[9] == 9);
    CHECK(big.empty());  // NOLINT(bugprone-use-after-move): the moved-from state is specified
    CHECK(!big.spilled());
    big.push_back(7);  // and usable
    CHECK(big[0] == 7);

    MoveBuffer<int, 3> target;
    for (int i = 0; i < 5; ++i) target.push_back(100 + i);  // spilled: its block is freed by the assignment
    REQUIRE(target.spilled());
    target = std::move(moved);
    CHECK(target.begin() == block);
    CHECK(target.size() == 10);
    CHECK(moved.empty());

    MoveBuffer<int, 3> inline_list;
    inline_list.push_back(1);
    inline_list.push_back(2);
    target = std::move(inline_list);  // an inline list is moved move by move
    CHECK(!target.spilled());
    REQUIRE(target.size() == 2);
    CHECK(target[1] == 2);
    CHECK(inline_list.empty());

    auto& self = target;
    target = std::move(self);  // self-move keeps the moves
    CHECK(target.size() == 2);

    static_assert(std::is_nothrow_move_constructible_v<MoveBuffer<int, 3>>);
}

TEST_CASE("a buffer of a non-trivial type spills too") {
    MoveBuffer<std::string, 2> b;
    for (int i = 0; i < 20; ++i) b.push_back(std::string(40, static_cast<char>('a' + i)));
    CHECK(b.spilled());
    REQUIRE(b.size() == 20);
    CHECK(b[19] == std::string(40, 't'));
    const MoveBuffer<std::string, 2> copy = b;
    CHECK(copy[0] == std::string(40, 'a'));
}

TEST_CASE("moves_of lists a state's moves in one call") {
    const auto moves = gametree::moves_of(gametree::testing::NimMoves{}, gametree::testing::Nim{2, gametree::Player::first});
    REQUIRE(moves.size() == 2);
    CHECK(moves[0].stones == 1);
    CHECK(moves[1].stones == 2);
    CHECK(gametree::moves_of(gametree::testing::NimMoves{}, gametree::testing::Nim{0, gametree::Player::first}).empty());
}

TEST_CASE("resize keeps the first moves, fills new places with the value, and may spill") {
    MoveBuffer<int, 4> b;
    b.push_back(7);
    b.resize(3, -1);
    CHECK(b.size() == 3);
    CHECK(b[0] == 7);
    CHECK(b[1] == -1);
    CHECK(b[2] == -1);
    CHECK_FALSE(b.spilled());
    b.resize(1, 0);  // shorter: the first move stays
    CHECK(b.size() == 1);
    CHECK(b[0] == 7);
    b.resize(10, 5);  // past the inline capacity: on the heap, the first move kept
    CHECK(b.spilled());
    CHECK(b.size() == 10);
    CHECK(b[0] == 7);
    CHECK(std::count(b.begin(), b.end(), 5) == 9);
}
