// The limits of a proof-number search: what the defaults are and what the shorthands set.
#include <doctest/doctest.h>

#include <chrono>

#include <gametree/search/pns/limits.hpp>

using namespace gametree;

TEST_CASE("by default only the memory bound limits a proof-number search") {
    const PnsLimits limits;
    CHECK_FALSE(limits.expansions);
    CHECK_FALSE(limits.time);
    CHECK(limits.stop == nullptr);
    CHECK(limits.max_tree_nodes == std::size_t{1} << 22);
    CHECK(limits.table_entries == std::size_t{1} << 16);
}

TEST_CASE("the shorthands set one limit each and keep the memory bound") {
    const PnsLimits expansions = PnsLimits::for_expansions(1234);
    REQUIRE(expansions.expansions);
    CHECK(*expansions.expansions == 1234);
    CHECK_FALSE(expansions.time);
    CHECK(expansions.max_tree_nodes == PnsLimits{}.max_tree_nodes);
    CHECK(expansions.table_entries == PnsLimits{}.table_entries);
    const PnsLimits time = PnsLimits::for_time(250);
    REQUIRE(time.time);
    CHECK(*time.time == std::chrono::milliseconds(250));
    CHECK_FALSE(time.expansions);
}
