#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <limits>

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

TEST_CASE("counts past 2^31 games: no overflow, the same estimates as the proportional small score") {
    // Four billion games, each count within an int: their sum was an int and wrapped below zero.
    const MatchScore big{2'000'000'000, 0, 2'000'000'000};
    CHECK(big.games() == 4'000'000'000LL);
    CHECK(big.fraction() == 0.5);
    const EloEstimate even = estimate_elo(big);
    CHECK(even.difference == 0);
    CHECK(std::isfinite(even.low));
    CHECK(std::isfinite(even.high));
    CHECK(even.margin > 0);
    CHECK(even.margin < 0.1);  // four billion games pin the difference down
    // Counts that do not fit an int at all (a merged cluster tournament).
    const MatchScore merged{6'000'000'000, 2'000'000'000, 2'000'000'000};
    CHECK(merged.games() == 10'000'000'000LL);
    CHECK(merged.fraction() == doctest::Approx(0.7));
    const EloEstimate e = estimate_elo(merged);
    CHECK(e.difference == doctest::Approx(elo_from_fraction(0.7)));
    CHECK(e.low < e.difference);
    CHECK(e.high > e.difference);
    CHECK(e.margin > 0);
    MatchScore counted;
    counted.wins = std::int64_t{1} << 40;
    ++counted.wins;
    CHECK(counted.games() == (std::int64_t{1} << 40) + 1);
    static_assert(MatchScore{3, 4, 5}.games() == 12);
}

TEST_CASE("the extremes: no game, all wins, all losses, all draws give defined estimates, never NaN") {
    const auto defined = [](const EloEstimate& e) {
        CHECK(!std::isnan(e.difference));
        CHECK(!std::isnan(e.low));
        CHECK(!std::isnan(e.high));
        CHECK(std::isfinite(e.margin));
        CHECK(e.margin >= 0);
        CHECK(e.low <= e.difference);
        CHECK(e.difference <= e.high);
    };
    const EloEstimate none = estimate_elo(MatchScore{});
    CHECK(none.difference == 0);
    CHECK(none.low == 0);
    CHECK(none.high == 0);
    CHECK(none.margin == 0);
    CHECK(MatchScore{}.fraction() == 0.5);
    for (const std::int64_t n : {std::int64_t{1}, std::int64_t{10}, std::int64_t{1'000'000}, std::int64_t{3'000'000'000},
                                 std::int64_t{1} << 60}) {
        CAPTURE(n);
        const EloEstimate won = estimate_elo(MatchScore{n, 0, 0});
        defined(won);
        CHECK(won.difference == std::numeric_limits<double>::infinity());
        CHECK(won.high == std::numeric_limits<double>::infinity());
        CHECK(std::isfinite(won.low));  // the finite end says how sure: it was +inf from 2^53 games on
        if (n >= 10) CHECK(won.low > 0);
        const EloEstimate lost = estimate_elo(MatchScore{0, 0, n});
        defined(lost);
        CHECK(lost.difference == -std::numeric_limits<double>::infinity());
        CHECK(lost.low == -std::numeric_limits<double>::infinity());
        CHECK(std::isfinite(lost.high));
        CHECK(lost.high == doctest::Approx(-won.low));
        const EloEstimate drawn = estimate_elo(MatchScore{0, n, 0});
        defined(drawn);
        CHECK(drawn.difference == 0);
        CHECK(!std::signbit(drawn.difference));
        if (n >= 10) {  // one draw alone says little: the interval of the fraction reaches 0 and 1
            CHECK(std::isfinite(drawn.low));
            CHECK(std::isfinite(drawn.high));
        }
    }
    // The more perfect games, the higher the finite end (it once turned infinite, and the margin negative).
    CHECK(estimate_elo(MatchScore{1'000'000, 0, 0}).low < estimate_elo(MatchScore{std::int64_t{1} << 60, 0, 0}).low);
    CHECK(estimate_elo(MatchScore{1'000'000, 0, 0}).margin >= 0);
}
