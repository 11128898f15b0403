// EngineOptions::multi_pv: the engine's best root moves, each with its own exact value and line.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "gametree/games/congo/evaluation/course_advanced.hpp"
#include "gametree/games/congo/evaluation/strong.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/notation.hpp"
#include "gametree/games/tictactoe/tictactoe.hpp"
#include "gametree/search/engine/engine.hpp"
#include "support/congo_playouts.hpp"
#include "support/congo_root_values.hpp"

using namespace gametree;
using namespace gametree::congo;
using namespace gametree::testing;

namespace {

EngineOptions with_lines(EngineOptions options, std::size_t lines) {
    options.multi_pv = lines;
    return options;
}

}  // namespace

TEST_CASE("multi_pv: each line holds its root move's exact value, the best moves first, on random Congo positions") {
    const auto positions = random_congo_positions(Rules::standard, 60, 31);
    Engine<Position, MoveGenerator, CourseAdvancedEvaluator> engine(with_lines(EngineOptions::exact(), 4));
    int compared = 0;
    for (const Position& pos : positions) {
        if (is_over(pos.outcome())) continue;
        for (int depth = 1; depth <= 3; ++depth) {
            const auto values = move_values(pos, depth);
            const auto r = engine.search(pos, SearchLimits::to_depth(depth));
            REQUIRE(r.lines.size() == std::min<std::size_t>(4, values.size()));
            // Each line: a different root move, valued exactly as alpha-beta values that move.
            std::vector<Move> firsts;
            for (const auto& line : r.lines) {
                REQUIRE(!line.pv.empty());
                CHECK(legal_line(pos, line.pv));
                const auto it = std::find_if(values.begin(), values.end(), [&](const auto& v) { return v.first == line.pv.front(); });
                REQUIRE(it != values.end());
                CHECK_MESSAGE(line.score == it->second, to_fen(pos) << " depth " << depth << " move " << to_string(it->first));
                CHECK(std::find(firsts.begin(), firsts.end(), line.pv.front()) == firsts.end());
                firsts.push_back(line.pv.front());
            }
            // The lines are the best values there are, best first.
            std::vector<Score> best;
            for (const auto& v : values) best.push_back(v.second);
            std::sort(best.begin(), best.end(), std::greater<>());
            best.resize(r.lines.size());
            std::vector<Score> got;
            for (const auto& line : r.lines) got.push_back(line.score);
            CHECK(got == best);
            // The first line is the search's result.
            CHECK(r.score == r.lines.front().score);
            CHECK(r.pv == r.lines.front().pv);
            CHECK(r.best_move == r.lines.front().pv.front());
            ++compared;
        }
    }
    CHECK(compared > 100);
}

TEST_CASE("multi_pv: one line by default, the search's own score and line") {
    const Position pos = *parse_fen(start_fen);
    Engine<Position, MoveGenerator, StrongEvaluator> engine;
    const auto r = engine.search(pos, SearchLimits::to_depth(5));
    REQUIRE(r.lines.size() == 1);
    CHECK(r.lines.front().score == r.score);
    CHECK(r.lines.front().pv == r.pv);
    REQUIRE(r.iterations.size() == 5);
    for (const auto& info : r.iterations) {
        REQUIRE(info.lines.size() == 1);
        CHECK(info.lines.front().score == info.score);
        CHECK(info.lines.front().pv == info.pv);
    }
}

TEST_CASE("multi_pv: every iteration reports its lines, best first, with the full engine") {
    const Position pos = *parse_fen(start_fen);
    Engine<Position, MoveGenerator, StrongEvaluator> engine(with_lines(EngineOptions{}, 3));
    int calls = 0;
    const auto r = engine.search(pos, SearchLimits::to_depth(6), [&](const auto& info) {
        ++calls;
        REQUIRE(info.lines.size() == 3);
        CHECK(info.lines.front().score == info.score);
        CHECK(info.lines.front().pv == info.pv);
        for (std::size_t k = 1; k < info.lines.size(); ++k) {
            CHECK(info.lines[k - 1].score >= info.lines[k].score);
            CHECK(info.lines[k].pv.front() != info.lines[0].pv.front());
            CHECK(legal_line(pos, info.lines[k].pv));
        }
    });
    CHECK(calls == 6);
    CHECK(r.lines == r.iterations.back().lines);
    CHECK(to_string(engine.features()).find(", 3 lines (multi-PV); no move:") != std::string::npos);
    CHECK(to_string(Engine<Position, MoveGenerator, StrongEvaluator>{}.features()).find("multi-PV") == std::string::npos);
}

TEST_CASE("multi_pv: a root with fewer moves than lines gets one line per move") {
    // Seven marks made, two empty cells left.
    tictactoe::Position board;
    for (const int cell : {0, 1, 5, 6, 8, 2, 3}) board = board.after(tictactoe::Move::at(cell));
    REQUIRE(!is_over(board.outcome()));
    REQUIRE(moves_of(tictactoe::MoveGenerator{}, board).size() == 2);
    Engine<tictactoe::Position, tictactoe::MoveGenerator, tictactoe::LineEvaluator> engine(with_lines(EngineOptions{}, 5));
    const auto r = engine.search(board, SearchLimits::to_depth(9));
    REQUIRE(r.lines.size() == 2);
    CHECK(r.lines[0].pv.front() != r.lines[1].pv.front());
    CHECK(r.lines[0].score >= r.lines[1].score);
}

TEST_CASE("multi_pv: a stopped search reports a completed iteration's lines, and a legal move") {
    const Position pos = *parse_fen(start_fen);
    for (const std::uint64_t nodes : {1ULL, 50ULL, 400ULL, 3000ULL, 20000ULL, 90000ULL}) {
        Engine<Position, MoveGenerator, StrongEvaluator> engine(with_lines(EngineOptions{}, 3));
        SearchLimits limits;
        limits.nodes = nodes;
        const auto r = engine.search(pos, limits);
        REQUIRE(r.lines.size() == 3);  // the first iteration always completes
        REQUIRE(r.best_move);
        CHECK(parse_move(pos, to_string(*r.best_move)));
        if (!r.from_unfinished_iteration) CHECK(*r.best_move == r.lines.front().pv.front());
        CHECK(r.lines == r.iterations.back().lines);
    }
}

TEST_CASE("multi_pv: 0 and more than max_multi_pv lines are refused by name") {
    Engine<Position, MoveGenerator, StrongEvaluator> engine;
    CHECK_THROWS_WITH_AS(engine.set_options(with_lines(EngineOptions{}, 0)), "engine: multi_pv must be 1 to 256, not 0",
                         std::invalid_argument);
    CHECK_THROWS_WITH_AS(engine.set_options(with_lines(EngineOptions{}, EngineOptions::max_multi_pv + 1)),
                         "engine: multi_pv must be 1 to 256, not 257", std::invalid_argument);
    CHECK_NOTHROW(engine.set_options(with_lines(EngineOptions{}, EngineOptions::max_multi_pv)));
}
