// The names of the conformance kit's checks and the one-line summary of a run.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <string_view>

#include "gametree/testing/conformance_report.hpp"

using namespace gametree::testing;

TEST_CASE("every check has its own name") {
    std::set<std::string_view> names;
    for (int c = static_cast<int>(Check::none); c <= static_cast<int>(Check::threw); ++c) {
        const std::string_view name = check_name(static_cast<Check>(c));
        CHECK(name != "?");
        names.insert(name);
    }
    CHECK(names.size() == static_cast<std::size_t>(Check::threw) + 1);
    CHECK(check_name(Check::hash_fresh) == "hash-fresh");
    CHECK(check_name(Check::null_move_turn) == "null-move-turn");
    CHECK(check_name(Check::hash_complete) == "hash-complete");
    CHECK(check_name(Check::equal_state_moves) == "equal-state-moves");
    CHECK(check_name(Check::evaluation) == "evaluation");
    CHECK(check_name(Check::threw) == "threw");
    CHECK(check_name(Check::chance_outcomes) == "chance-outcomes");
}

TEST_CASE("a result is ok until a check fails, and its summary says which") {
    ConformanceResult r;
    r.games = 200;
    r.plies = 4180;
    CHECK(r.ok());
    CHECK(r.summary() == "200 games, 4180 plies, all checks passed");
    r.failed = Check::count;
    r.failure = "[count] game 3, ply 7: count(s) is 4 but generate listed 3 moves";
    CHECK_FALSE(r.ok());
    CHECK(r.summary() == "200 games, 4180 plies, FAILED: [count] game 3, ply 7: count(s) is 4 but generate listed 3 moves");
}
