#include <doctest/doctest.h>

#include "gametree/games/congo/rules.hpp"

using namespace gametree::congo;

TEST_CASE("rule sets by name") {
    CHECK(parse_rules("standard") == Rules::standard);
    CHECK(parse_rules("wits2021") == Rules::wits2021);
    CHECK_FALSE(parse_rules("Standard"));
    CHECK_FALSE(parse_rules(""));
    CHECK(to_string(Rules::wits2021) == "wits2021");
    CHECK(parse_rules(to_string(Rules::standard)) == Rules::standard);
}

TEST_CASE("what the rule sets differ in") {
    CHECK(promotes(Rules::standard));
    CHECK_FALSE(promotes(Rules::wits2021));
    CHECK(bare_lions_draw(Rules::standard));
    CHECK_FALSE(bare_lions_draw(Rules::wits2021));
}
