// Tests of step.hpp: the named directions and step sets.
#include <doctest/doctest.h>

#include <cstdlib>

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
