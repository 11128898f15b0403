#include "gametree/search/mcts/report.hpp"

#include <doctest/doctest.h>

#include <concepts>
#include <cstdint>
#include <vector>

#include "gametree/search/engine/report.hpp"

using namespace gametree;

namespace {

/// A user's code written for the engine's lines.
int pv_length(const RootLine<int>& line) { return static_cast<int>(line.pv.size()); }

/// A progress callback: the final report is a snapshot too.
std::uint64_t iterations_of(const MctsInfo<int>& info) { return info.iterations; }

}  // namespace

TEST_CASE("MctsLine: the engine's RootLine with visits, value and proof") {
    static_assert(std::derived_from<MctsLine<int>, RootLine<int>>);
    const MctsLine<int> line;
    CHECK(line.score == 0);
    CHECK(line.pv.empty());
    CHECK(line.visits == 0);
    CHECK(line.value == 0.5);  // no playout yet: neither won nor lost
    CHECK_FALSE(line.proven);
}

TEST_CASE("MctsLine: usable wherever a RootLine is taken, its score and line kept") {
    MctsLine<int> line;
    line.score = 40;
    line.pv = {2, 7, 1};
    line.visits = 900;
    line.value = 0.75;
    CHECK(pv_length(line) == 3);
    const RootLine<int>& as_root_line = line;
    CHECK(as_root_line == RootLine<int>{40, {2, 7, 1}});
    std::vector<RootLine<int>> lines;
    lines.push_back(line);  // only score and pv are copied
    CHECK(lines[0] == RootLine<int>{40, {2, 7, 1}});
}

TEST_CASE("MctsLine: two lines are equal only when what MCTS adds is equal too") {
    MctsLine<int> a;
    a.score = 40;
    a.pv = {2, 7};
    a.visits = 900;
    a.value = 0.75;
    MctsLine<int> b = a;
    CHECK(a == b);
    b.visits = 901;
    CHECK(a != b);
    b = a;
    b.value = 0.5;
    CHECK(a != b);
    b = a;
    b.proven = true;
    CHECK(a != b);
    b = a;
    b.pv = {2, 6};
    CHECK(a != b);
    // Seen as RootLines, the two differ by nothing the engine knows of.
    b = a;
    b.visits = 1;
    CHECK(static_cast<const RootLine<int>&>(a) == static_cast<const RootLine<int>&>(b));
}

TEST_CASE("MctsInfo: a default snapshot has no move, an even value and no line") {
    const MctsInfo<int> info;
    CHECK(info.iterations == 0);
    CHECK(info.nodes == 0);
    CHECK(info.prunes == 0);
    CHECK(info.milliseconds == 0);
    CHECK(info.iterations_per_second == 0);
    CHECK_FALSE(info.best_move.has_value());
    CHECK(info.best_visits == 0);
    CHECK(info.best_value == 0.5);
    CHECK(info.score == 0);
    CHECK_FALSE(info.proven);
    CHECK(info.pv.empty());
    CHECK(info.lines.empty());
}

TEST_CASE("MctsReport: an MctsInfo that also says whether a limit ended the search") {
    static_assert(std::derived_from<MctsReport<int>, MctsInfo<int>>);
    MctsReport<int> report;
    CHECK_FALSE(report.stopped);
    CHECK(report.best_value == 0.5);
    report.iterations = 10'000;
    report.stopped = true;
    CHECK(iterations_of(report) == 10'000);
}
