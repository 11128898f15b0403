#include "gametree/search/engine/report.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "gametree/core/score.hpp"

using namespace gametree;

TEST_CASE("RootLine: a default line is worth 0 and has no move") {
    const RootLine<int> line;
    CHECK(line.score == 0);
    CHECK(line.pv.empty());
}

TEST_CASE("RootLine: equal when the score and the whole line are") {
    const RootLine<int> line{12, {3, 1, 4}};
    CHECK(line == RootLine<int>{12, {3, 1, 4}});
    CHECK_FALSE(line == RootLine<int>{13, {3, 1, 4}});
    CHECK_FALSE(line == RootLine<int>{12, {3, 4, 1}});  // the order counts
    CHECK_FALSE(line == RootLine<int>{12, {3, 1}});
    CHECK_FALSE(line == RootLine<int>{12, {3, 1, 4, 1}});
    CHECK(line != RootLine<int>{12, {}});
    CHECK(RootLine<std::string>{-5, {"e2e4", "e7e5"}} == RootLine<std::string>{-5, {"e2e4", "e7e5"}});
    CHECK(RootLine<std::string>{-5, {"e2e4"}} != RootLine<std::string>{-5, {"d2d4"}});
}

TEST_CASE("IterationInfo: every statistic starts at 0, with no line") {
    const IterationInfo<int> info;
    CHECK(info.depth == 0);
    CHECK(info.score == 0);
    CHECK(info.nodes == 0);
    CHECK(info.iteration_nodes == 0);
    CHECK(info.milliseconds == 0);
    CHECK(info.nodes_per_second == 0);
    CHECK(info.tt_hit_rate == 0);
    CHECK(info.hashfull == 0);
    CHECK(info.branching_factor == 0);
    CHECK(info.tablebase_hits == 0);
    CHECK(info.pv.empty());
    CHECK(info.lines.empty());
}

TEST_CASE("SearchReport: a default report has no move, no line, no iteration, and was not stopped") {
    const SearchReport<int> report;
    CHECK(report.score == 0);
    CHECK_FALSE(report.best_move.has_value());
    CHECK(report.pv.empty());
    CHECK(report.depth == 0);
    CHECK_FALSE(report.from_unfinished_iteration);
    CHECK(report.nodes == 0);
    CHECK(report.milliseconds == 0);
    CHECK_FALSE(report.stopped);
    CHECK(report.lines.empty());
    CHECK(report.iterations.empty());
}

TEST_CASE("SearchReport: holds a move type without a default constructor, and its iterations' lines") {
    struct Column {
        explicit Column(int c) : column(c) {}
        int column;
        bool operator==(const Column&) const = default;
    };
    SearchReport<Column> report;
    report.best_move = Column(3);
    report.pv = {Column(3), Column(4)};
    report.lines.push_back({win_in(3), report.pv});
    IterationInfo<Column> iteration;
    iteration.depth = 1;
    iteration.lines = report.lines;
    report.iterations.push_back(iteration);
    CHECK(report.best_move == Column(3));
    REQUIRE(report.iterations.size() == 1);
    CHECK(report.iterations[0].lines == std::vector<RootLine<Column>>{{win_in(3), {Column(3), Column(4)}}});
}
