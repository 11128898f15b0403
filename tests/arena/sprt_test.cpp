#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <limits>

#include "gametree/arena/sprt.hpp"

using namespace gametree;

namespace {

// The standard normal distribution function, written through erfc rather than erf.
double normal_cdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

// The SPRT's ratio computed another way: the log of the ratio of two normal densities of the mean
// score, centred on the scores H1 and H0 expect, with the observed per-game variance summed game by
// game. Algebraically the GSPRT approximation; numerically independent of Sprt::llr.
double llr_as_normal_densities(const MatchScore& s, double elo0, double elo1) {
    const double n = s.games();
    const double m = (s.wins + 0.5 * s.draws) / n;
    double sum_sq = 0;
    for (int i = 0; i < s.wins; ++i) sum_sq += (1 - m) * (1 - m);
    for (int i = 0; i < s.draws; ++i) sum_sq += (0.5 - m) * (0.5 - m);
    for (int i = 0; i < s.losses; ++i) sum_sq += m * m;
    const double variance_of_mean = sum_sq / n / n;
    const double s0 = 1 / (1 + std::pow(10.0, -elo0 / 400));
    const double s1 = 1 / (1 + std::pow(10.0, -elo1 / 400));
    return ((m - s0) * (m - s0) - (m - s1) * (m - s1)) / (2 * variance_of_mean);
}

}  // namespace

TEST_CASE("the likelihood of superiority") {
    // Published figures: 60 wins to 40 is two standard deviations (97.7%), ten wins to none 99.92%.
    CHECK(likelihood_of_superiority({60, 123, 40}) == doctest::Approx(normal_cdf(2.0)));
    CHECK(likelihood_of_superiority({60, 0, 40}) == doctest::Approx(0.97725).epsilon(1e-4));
    CHECK(likelihood_of_superiority({10, 0, 0}) == doctest::Approx(0.99922).epsilon(1e-4));
    CHECK(likelihood_of_superiority({30, 5, 30}) == doctest::Approx(0.5));
    CHECK(likelihood_of_superiority({0, 7, 0}) == doctest::Approx(0.5));
    CHECK(likelihood_of_superiority({}) == doctest::Approx(0.5));
    CHECK(likelihood_of_superiority({40, 0, 60}) == doctest::Approx(1 - normal_cdf(2.0)));
}

TEST_CASE("expected scores and Elo are inverse") {
    for (double elo : {-300.0, -35.5, 0.0, 5.0, 190.85, 400.0})
        CHECK(elo_from_fraction(fraction_from_elo(elo)) == doctest::Approx(elo));
    CHECK(fraction_from_elo(400) == doctest::Approx(10.0 / 11));
}

TEST_CASE("the SPRT's bounds are Wald's") {
    const Sprt sprt{0, 5, 0.05, 0.05};
    CHECK(sprt.lower_bound() == doctest::Approx(-2.944439).epsilon(1e-6));
    CHECK(sprt.upper_bound() == doctest::Approx(2.944439).epsilon(1e-6));
    const Sprt skewed{0, 10, 0.01, 0.1};
    CHECK(skewed.lower_bound() == doctest::Approx(std::log(0.1 / 0.99)));
    CHECK(skewed.upper_bound() == doctest::Approx(std::log(0.9 / 0.01)));
}

TEST_CASE("the SPRT's log-likelihood ratio") {
    for (const MatchScore s : {MatchScore{600, 300, 500}, MatchScore{1000, 1000, 900}, MatchScore{500, 300, 600},
                               MatchScore{3, 1, 0}, MatchScore{20, 60, 25}}) {
        for (const auto& bounds : {std::pair{0.0, 5.0}, std::pair{-3.0, 1.0}, std::pair{0.0, 50.0}}) {
            const double e0 = bounds.first;  // not a structured binding: doctest's CAPTURE is a lambda
            const double e1 = bounds.second;
            CAPTURE(s.wins);
            CAPTURE(e1);
            CHECK(Sprt{e0, e1}.llr(s) == doctest::Approx(llr_as_normal_densities(s, e0, e1)).epsilon(1e-9));
        }
    }
    // Values computed separately (Python, the same formula): 600-300-500 for [0, 5] gives 1.6578.
    CHECK(Sprt{0, 5}.llr({600, 300, 500}) == doctest::Approx(1.6577534).epsilon(1e-6));
    CHECK(Sprt{0, 10}.llr({1000, 1000, 900}) == doctest::Approx(2.5641152).epsilon(1e-6));
    CHECK(Sprt{0, 5}.llr({500, 300, 600}) == doctest::Approx(-2.0291382).epsilon(1e-6));
    CHECK(Sprt{}.llr({}) == 0);
    // Every game the same result: the ratio of the score with a win and a loss more, growing with the games.
    CHECK(Sprt{}.llr({5, 0, 0}) == doctest::Approx(llr_as_normal_densities({6, 0, 1}, 0, 5)));
    CHECK(Sprt{}.llr({5, 0, 0}) > 0);
    CHECK(Sprt{}.llr({0, 0, 40}) == doctest::Approx(llr_as_normal_densities({1, 0, 41}, 0, 5)));
    CHECK(Sprt{}.llr({0, 0, 40}) < Sprt{}.llr({0, 0, 20}));
    CHECK(Sprt{}.llr({0, 0, 20}) < 0);
    CHECK(Sprt{}.verdict({0, 0, 40}) == SprtVerdict::accept_h0);
    CHECK(Sprt{-10, 10}.llr({0, 9, 0}) == doctest::Approx(0).epsilon(1e-12));  // a draw is even: neither side
    CHECK(Sprt{0, 5}.llr({0, 9, 0}) == doctest::Approx(llr_as_normal_densities({1, 9, 1}, 0, 5)));
}

TEST_CASE("the SPRT decides only beyond its bounds") {
    const Sprt sprt{0, 10};
    CHECK(sprt.verdict({650, 300, 500}) == SprtVerdict::accept_h1);
    CHECK(sprt.verdict({600, 300, 500}) == SprtVerdict::continue_testing);  // LLR 2.9437, just inside 2.9444
    CHECK(sprt.verdict({500, 300, 600}) == SprtVerdict::accept_h0);
    CHECK(sprt.verdict({30, 40, 30}) == SprtVerdict::continue_testing);
    CHECK(to_string(SprtVerdict::accept_h1) == "H1");
    CHECK(to_string(SprtVerdict::accept_h0) == "H0");
    CHECK(to_string(SprtVerdict::continue_testing) == "continue");
    // A clearly stronger player is accepted sooner as the games accumulate: the ratio grows with N.
    CHECK(sprt.llr({120, 60, 100}) < sprt.llr({240, 120, 200}));
}

TEST_CASE("an SPRT whose parameters make no test is not valid") {
    CHECK(Sprt{}.valid());
    CHECK(Sprt{-3, 2, 0.01, 0.2}.valid());
    CHECK(!Sprt{5, 0, 0.05, 0.05}.valid());    // elo0 above elo1: the ratio's sign is reversed
    CHECK(!Sprt{5, 5, 0.05, 0.05}.valid());    // no difference to test: the ratio is always 0
    CHECK(!Sprt{0, 5, 0.6, 0.6}.valid());      // Wald's bounds cross: H1 before the first game
    CHECK(Sprt{0, 5, 0.6, 0.6}.lower_bound() > Sprt{0, 5, 0.6, 0.6}.upper_bound());
    CHECK(!Sprt{0, 5, 0.5, 0.5}.valid());      // the bounds meet at 0: decided with no game
    CHECK(!Sprt{0, 5, 0, 0.05}.valid());
    CHECK(!Sprt{0, 5, 0.05, -0.1}.valid());
    CHECK(!Sprt{0, 5, 1, 0.05}.valid());
    CHECK(!Sprt{std::nan(""), 5, 0.05, 0.05}.valid());
    CHECK(!Sprt{0, 5, std::nan(""), 0.05}.valid());
}

TEST_CASE("LOS and the SPRT with counts past 2^31 and at the extremes: finite, defined") {
    // Each count fits an int, their sums did not.
    const MatchScore big{1'500'000'000, 100, 1'499'000'000};
    CHECK(likelihood_of_superiority(big) > 0.5);
    CHECK(likelihood_of_superiority(big) <= 1.0);
    const Sprt sprt{0, 5, 0.05, 0.05};
    CHECK(std::isfinite(sprt.llr(big)));
    CHECK(sprt.llr(big) < 0);  // 50.017% (+0.1 Elo) over 3 billion games: H0 (0 Elo), not H1 (+5)
    CHECK(sprt.verdict(big) == SprtVerdict::accept_h0);
    const MatchScore huge{6'000'000'000, 1'000'000'000, 3'000'000'000};
    CHECK(likelihood_of_superiority(huge) == 1.0);
    CHECK(std::isfinite(sprt.llr(huge)));
    CHECK(sprt.verdict(huge) == SprtVerdict::accept_h1);
    // The extremes: no game, all wins, all losses, all draws.
    for (const std::int64_t n : {std::int64_t{1}, std::int64_t{40}, std::int64_t{3'000'000'000}, std::int64_t{1} << 60}) {
        CAPTURE(n);
        CHECK(likelihood_of_superiority(MatchScore{n, 0, 0}) > 0.5);
        CHECK(likelihood_of_superiority(MatchScore{0, 0, n}) < 0.5);
        CHECK(likelihood_of_superiority(MatchScore{0, n, 0}) == 0.5);
        for (const MatchScore s : {MatchScore{n, 0, 0}, MatchScore{0, 0, n}, MatchScore{0, n, 0}}) {
            CHECK(std::isfinite(sprt.llr(s)));
        }
        CHECK(sprt.llr(MatchScore{n, 0, 0}) > 0);
        CHECK(sprt.llr(MatchScore{0, 0, n}) < 0);
    }
    CHECK(sprt.verdict(MatchScore{std::int64_t{1} << 60, 0, 0}) == SprtVerdict::accept_h1);
    CHECK(sprt.verdict(MatchScore{0, 0, std::int64_t{1} << 60}) == SprtVerdict::accept_h0);
    CHECK(sprt.llr(MatchScore{}) == 0);
    CHECK(likelihood_of_superiority(MatchScore{}) == 0.5);
}

TEST_CASE("the SPRT near the counts' end: one win and one loss more no longer overflow") {
    // Every game alike: the ratio is that of the score with a win and a loss more. Added to the counts,
    // those overflowed std::int64_t for a score at its end (undefined behaviour); now they are added in
    // double, and the value is the one the counts give.
    const Sprt sprt{0, 5, 0.05, 0.05};
    constexpr std::int64_t most = std::numeric_limits<std::int64_t>::max();
    const MatchScore all_wins{most, 0, 0};
    REQUIRE(all_wins.valid());
    CHECK(std::isfinite(sprt.llr(all_wins)));
    CHECK(sprt.llr(all_wins) > 0);
    CHECK(sprt.verdict(all_wins) == SprtVerdict::accept_h1);
    // The same rule below the end, where it could be computed either way: as the score with W+1, L+1.
    const MatchScore alike{0, 0, 30};
    CHECK(sprt.llr(alike) == doctest::Approx(sprt.llr(MatchScore{1, 0, 31})).epsilon(1e-12));
    CHECK(likelihood_of_superiority(all_wins) == 1.0);
}

TEST_CASE("a score is valid with no negative count and games within std::int64_t") {
    constexpr std::int64_t most = std::numeric_limits<std::int64_t>::max();
    CHECK(MatchScore{}.valid());
    CHECK(MatchScore{most, 0, 0}.valid());
    CHECK(MatchScore{most - 2, 1, 1}.valid());
    CHECK_FALSE(MatchScore{most, 1, 0}.valid());
    CHECK_FALSE(MatchScore{most - 1, 1, 1}.valid());
    CHECK_FALSE(MatchScore{1, most, most}.valid());
    CHECK_FALSE(MatchScore{-1, 0, 0}.valid());
    CHECK_FALSE(MatchScore{0, -1, 2}.valid());
    CHECK_FALSE(MatchScore{5, 0, -1}.valid());
}
