// The options of the conformance kit: a MoveReader takes any parser whose result tests true and gives
// the move with *, and keeps the reason a Parsed result gives for a refusal.
#include <doctest/doctest.h>

#include <optional>
#include <string_view>

#include "gametree/core/expected.hpp"
#include "gametree/testing/conformance_options.hpp"
#include "support/nim.hpp"

using namespace gametree;
using namespace gametree::testing;

TEST_CASE("a MoveReader is empty until given a parser") {
    const MoveReader<Nim> none;
    CHECK_FALSE(none);
    const ConformanceOptions<Nim> options;
    CHECK_FALSE(options.parse);
    CHECK_FALSE(options.to_text);
    CHECK(options.games == 100);
    CHECK(options.max_plies == 200);
}

TEST_CASE("a MoveReader reads through an optional or a Parsed result") {
    const MoveReader<Nim> optional = [](const Nim&, std::string_view text) {
        return text == "2" ? std::optional<Take>(Take{2}) : std::nullopt;
    };
    REQUIRE(optional);
    CHECK(optional(Nim{5}, "2").move == Take{2});
    CHECK_FALSE(optional(Nim{5}, "x").move);
    CHECK(optional(Nim{5}, "x").error.empty());  // an optional gives no reason

    const MoveReader<Nim> parsed = [](const Nim& s, std::string_view text) -> Parsed<Take> {
        if (text == "1" && s.stones > 0) return Take{1};
        return ParseError{"not a take", 0};
    };
    CHECK(parsed(Nim{5}, "1").move == Take{1});
    const auto refused = parsed(Nim{0}, "1");
    CHECK_FALSE(refused.move);
    CHECK(refused.error == "not a take (at byte 1)");
}
