// How `congo match` reads its numbers with fractions (examples/congo/match_options.hpp): --tc's seconds
// and increment, --sprt's bounds: an optional minus, digits with an optional fraction, nothing else.
#include <doctest/doctest.h>

#include <optional>
#include <string>

#include "congo/match_options.hpp"

using cli::detail::parse_decimal;
using cli::detail::parse_time_control;

TEST_CASE("match: a decimal is digits with an optional fraction, within its range") {
    CHECK(parse_decimal("10", 0, 100) == 10.0);
    CHECK(parse_decimal("2.5", 0, 100) == 2.5);
    CHECK(parse_decimal("0.05", 0, 100) == doctest::Approx(0.05));
    CHECK(parse_decimal(".5", 0, 100) == 0.5);
    CHECK(parse_decimal("10.", 0, 100) == 10.0);
    CHECK(parse_decimal("0.001", 0.001, 100) == doctest::Approx(0.001));
    CHECK(parse_decimal("-10", -2000, 2000) == -10.0);  // --sprt's Elo bounds
    CHECK(parse_decimal("-2.5", -2000, 2000) == -2.5);
    CHECK_FALSE(parse_decimal("-", -2000, 2000));
    CHECK_FALSE(parse_decimal("--1", -2000, 2000));
    CHECK_FALSE(parse_decimal("-.", -2000, 2000));
    for (const char* text : {"", ".", "x", "1x", "1.2.3", "-1", "+1", "1e3", "1e1", "inf", "nan", " 1", "1 ", "1,5", "101",
                            "99999999999999999999999999999999999999"}) {
        const std::string bad = text;
        CAPTURE(bad);
        CHECK_FALSE(parse_decimal(bad, 0, 100));
    }
}

TEST_CASE("match: --tc SECONDS+INC in milliseconds") {
    const auto tc = parse_time_control("10+0.1");
    REQUIRE(tc);
    CHECK(*tc == std::pair{10'000, 100});
    const auto bare = parse_time_control("2.5");
    REQUIRE(bare);
    CHECK(*bare == std::pair{2'500, 0});
    CHECK_FALSE(parse_time_control("10+x"));
    CHECK_FALSE(parse_time_control("0+1"));
    CHECK_FALSE(parse_time_control("1e1+0"));
}
