#include <doctest/doctest.h>

#include <cmath>

#include "gametree/arena/elo.hpp"

using namespace gametree;

TEST_CASE("Elo from a score fraction") {
    CHECK(elo_from_fraction(0.5) == doctest::Approx(0));
    CHECK(!std::signbit(elo_from_fraction(0.5)));  // +0: a signed format prints "+0.0", not "-0.0"
    CHECK(!std::signbit(estimate_elo(MatchScore{0, 7, 0}).difference));
    CHECK(elo_from_fraction(0.75) == doctest::Approx(190.85).epsilon(0.001));
    CHECK(elo_from_fraction(0.25) == doctest::Approx(-190.85).epsilon(0.001));
    CHECK(std::isinf(elo_from_fraction(1.0)));
    CHECK(elo_from_fraction(0.0) < 0);
}

TEST_CASE("estimates with margins") {
    const MatchScore even{10, 0, 10};
    CHECK(even.fraction() == doctest::Approx(0.5));
    const EloEstimate e = estimate_elo(even);
    CHECK(e.difference == doctest::Approx(0));
    CHECK(e.margin > 100);  // 20 games say little
    CHECK(e.low < 0);
    CHECK(e.high > 0);

    const EloEstimate many = estimate_elo(MatchScore{600, 200, 200});
    CHECK(many.difference == doctest::Approx(elo_from_fraction(0.7)));
    CHECK(many.margin < 30);
    CHECK(many.low < many.difference);
    CHECK(many.high > many.difference);

    const EloEstimate perfect = estimate_elo(MatchScore{10, 0, 0});
    CHECK(std::isinf(perfect.difference));
    CHECK(std::isfinite(perfect.low));
    CHECK(perfect.low > 0);
    CHECK(estimate_elo(MatchScore{}).difference == 0);
}
