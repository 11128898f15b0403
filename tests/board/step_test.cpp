// Tests of step.hpp: the named directions and step sets.
#include <doctest/doctest.h>

#include <cstdlib>
#include <limits>

#include "gametree/board/grid.hpp"
#include "gametree/board/step.hpp"

using namespace gametree::board;

TEST_CASE("steps: the eight directions are the eight king steps, clockwise from north") {
    for (std::size_t i = 0; i < directions.size(); ++i) {
        const Step d = directions[i];
        CHECK(std::abs(d.file) <= 1);
        CHECK(std::abs(d.rank) <= 1);
        CHECK_FALSE(d == Step{0, 0});
        for (std::size_t j = 0; j < i; ++j) CHECK_FALSE(directions[j] == d);
        // Clockwise: each direction is the previous one turned by 45 degrees to the right.
        const Step next = directions[(i + 1) % directions.size()];
        CHECK(d.file * next.rank - d.rank * next.file < 0);
    }
    CHECK(directions[0] == north);
    CHECK(directions[2] == east);
}

TEST_CASE("steps: orthogonal and diagonal split the directions") {
    for (const Step d : orthogonal) CHECK(std::abs(d.file) + std::abs(d.rank) == 1);
    for (const Step d : diagonal) CHECK((std::abs(d.file) == 1 && std::abs(d.rank) == 1));
    for (const Step d : knight_leaps) CHECK(std::abs(d.file * d.rank) == 2);
}

TEST_CASE("steps: scaled multiplies every step") {
    const auto two = scaled(orthogonal, 2);
    CHECK(two[0] == Step{0, 2});
    CHECK(two[3] == Step{-2, 0});
    CHECK(scaled(diagonal, -1)[0] == south_west);
}

TEST_CASE("steps: scaled past the int range holds the step at its end, off every board, without overflow") {
    // knight_leaps times INT_MAX multiplied in int: 2 * INT_MAX overflowed (undefined behaviour; in
    // practice a step of -2, back onto the board), where Grid::shifted takes any int step any number of times.
    constexpr int most = std::numeric_limits<int>::max();
    constexpr int least = std::numeric_limits<int>::min();
    volatile int times = most;  // at run time, where the overflow went unnoticed
    const auto far = scaled(knight_leaps, times);
    CHECK(far[0] == Step{most, most});    // (1, 2): 2 * INT_MAX is past the range
    CHECK(far[2] == Step{most, -most});   // (2, -1)
    CHECK(far[4] == Step{-most, least});  // (-1, -2)
    times = least;
    CHECK(scaled(orthogonal, times)[0] == Step{0, least});
    CHECK(scaled(orthogonal, times)[2] == Step{0, most});  // -1 * INT_MIN is past the range too
    using G = Grid<8, 8>;
    for (const Step d : far) CHECK(G::shifted(G::square(3, 3), d) == G::no_square);
    static_assert(scaled(knight_leaps, most)[1] == Step{most, most});  // and in constant expressions
}
