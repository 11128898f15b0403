// The limits of a depth-first proof-number search: what the defaults are and what the shorthands set.
#include <doctest/doctest.h>

#include <chrono>

#include <gametree/search/pns/dfpn_limits.hpp>

using namespace gametree;

TEST_CASE("by default only the table's size and the depth bound a df-pn search") {
    const DfpnLimits limits;
    CHECK_FALSE(limits.expansions);
    CHECK_FALSE(limits.time);
    CHECK(limits.stop == nullptr);
    CHECK(limits.table_entries == std::size_t{1} << 20);
    CHECK(limits.max_depth == 2000);
}

TEST_CASE("the df-pn shorthands set one limit each and keep the table and the depth") {
    const DfpnLimits expansions = DfpnLimits::for_expansions(1234);
    REQUIRE(expansions.expansions);
    CHECK(*expansions.expansions == 1234);
    CHECK_FALSE(expansions.time);
    CHECK(expansions.table_entries == DfpnLimits{}.table_entries);
    CHECK(expansions.max_depth == DfpnLimits{}.max_depth);
    const DfpnLimits time = DfpnLimits::for_time(250);
    REQUIRE(time.time);
    CHECK(*time.time == std::chrono::milliseconds(250));
    CHECK_FALSE(time.expansions);
    CHECK(time.table_entries == DfpnLimits{}.table_entries);
}
