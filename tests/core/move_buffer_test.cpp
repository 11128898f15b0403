#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <numeric>
#include <span>
#include <string>
#include <type_traits>

#include <gametree/core/move_buffer.hpp>

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

}  // namespace

static_assert(MoveBuffer<int, 7>::capacity() == 7);
static_assert(std::is_same_v<MoveBuffer<Small, 4>::value_type, Small>);
static_assert(constexpr_sum() == 515, "a buffer is usable in constant expressions");

TEST_CASE("a new buffer is empty and has its declared capacity") {
    MoveBuffer<Small, 16> b;
    CHECK(b.empty());
    CHECK(b.size() == 0);
    CHECK(b.capacity() == 16);
    CHECK(b.begin() == b.end());
    CHECK(b.moves().empty());
}

TEST_CASE("push_back appends in order; indexing, iteration and the span see the same moves") {
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

TEST_CASE("the buffer can be filled exactly to capacity") {
    MoveBuffer<int, 5> b;
    for (int i = 0; i < 5; ++i) b.push_back(i * i);
    CHECK(b.size() == b.capacity());
    CHECK(std::accumulate(b.begin(), b.end(), 0) == 0 + 1 + 4 + 9 + 16);
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
}
