// Engine::search with root_moves (UCI's `go searchmoves`): only the given root moves are searched.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "gametree/games/congo/evaluation/course_advanced.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/notation.hpp"
#include "gametree/search/engine/engine.hpp"
#include "support/congo_playouts.hpp"
#include "support/congo_root_values.hpp"

using namespace gametree;
using namespace gametree::congo;
using namespace gametree::testing;

namespace {

using ExactEngine = Engine<Position, MoveGenerator, CourseAdvancedEvaluator>;

EngineOptions with(EngineOptions options, std::size_t lines, std::size_t threads = 1) {
    options.multi_pv = lines;
    options.threads = threads;
    return options;
}

/// Every other root move from the second on: a subset that leaves out the generator's first move.
std::vector<Move> odd_moves(const Position& pos) {
    std::vector<Move> picked;
    const auto moves = moves_of(MoveGenerator{}, pos);
    for (std::size_t i = 1; i < moves.size(); i += 2) picked.push_back(moves[i]);
    return picked;
}

bool contains(const std::vector<Move>& moves, const Move& m) { return std::find(moves.begin(), moves.end(), m) != moves.end(); }

/// The best of alpha-beta's values of the moves in `allowed`.
Score best_value(const std::vector<std::pair<Move, Score>>& values, const std::vector<Move>& allowed) {
    Score best = -score_infinity;
    for (const auto& [m, v] : values)
        if (contains(allowed, m)) best = std::max(best, v);
    return best;
}

/// The best of alpha-beta's values of every move.
Score best_value(const std::vector<std::pair<Move, Score>>& values) {
    Score best = -score_infinity;
    for (const auto& value : values) best = std::max(best, value.second);
    return best;
}

/// A position for the single-move tests: not over, with some moves, its worst move at depth 2 worse
/// than its best.
Position uneven_position() {
    for (const Position& pos : random_congo_positions(Rules::standard, 40, 5)) {
        if (is_over(pos.outcome())) continue;
        const auto values = move_values(pos, 2);
        const auto [worst, best] = std::minmax_element(values.begin(), values.end(),
                                                        [](const auto& a, const auto& b) { return a.second < b.second; });
        if (values.size() >= 3 && worst->second < best->second) return pos;
    }
    FAIL("no position with an uneven choice");
    return *parse_fen(start_fen);
}

}  // namespace

TEST_CASE("root_moves: the value is the best of alpha-beta's values of the allowed moves, on random Congo positions") {
    const auto positions = random_congo_positions(Rules::standard, 50, 77);
    for (const std::size_t threads : {std::size_t{1}, std::size_t{2}}) {
        CAPTURE(threads);
        ExactEngine engine(with(EngineOptions::exact(), 1, threads));
        int compared = 0;
        for (const Position& pos : positions) {
            const auto allowed = odd_moves(pos);
            if (is_over(pos.outcome()) || allowed.empty()) continue;
            for (int depth = 1; depth <= 3; ++depth) {
                const auto values = move_values(pos, depth);
                const auto r = engine.search(pos, SearchLimits::to_depth(depth), allowed);
                REQUIRE(r.best_move);
                CHECK(contains(allowed, *r.best_move));
                REQUIRE(!r.pv.empty());
                CHECK(r.pv.front() == *r.best_move);
                CHECK(legal_line(pos, r.pv));
                CHECK_MESSAGE(r.score == best_value(values, allowed), to_fen(pos) << " depth " << depth);
                ++compared;
            }
        }
        CHECK(compared > 100);
    }
}

TEST_CASE("root_moves: with multi_pv, at most one line per allowed move, each with its move's exact value") {
    const auto positions = random_congo_positions(Rules::standard, 30, 78);
    ExactEngine engine(with(EngineOptions::exact(), 4));
    int compared = 0;
    for (const Position& pos : positions) {
        if (is_over(pos.outcome())) continue;
        auto allowed = odd_moves(pos);
        if (allowed.size() > 2) allowed.resize(2);
        if (allowed.empty()) continue;
        const auto values = move_values(pos, 2);
        const auto r = engine.search(pos, SearchLimits::to_depth(2), allowed);
        REQUIRE(r.lines.size() == allowed.size());
        for (const auto& line : r.lines) {
            REQUIRE(!line.pv.empty());
            REQUIRE(contains(allowed, line.pv.front()));
            CHECK(line.score == best_value(values, {line.pv.front()}));
        }
        if (r.lines.size() == 2) CHECK(r.lines[0].pv.front() != r.lines[1].pv.front());
        ++compared;
    }
    CHECK(compared > 20);
}

TEST_CASE("root_moves: a single allowed move is played, even the worst one") {
    const Position pos = uneven_position();
    const auto values = move_values(pos, 2);
    const auto worst = std::min_element(values.begin(), values.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    for (const EngineOptions& options : {EngineOptions::exact(), EngineOptions{}}) {
        ExactEngine engine(options);
        const std::vector<Move> only{worst->first};
        const auto r = engine.search(pos, SearchLimits::to_depth(2), only);
        REQUIRE(r.best_move);
        CHECK(*r.best_move == worst->first);
        if (options.late_move_reductions == EngineOptions::exact().late_move_reductions) CHECK(r.score == worst->second);
        // Under a clock the one move is answered at once, as for a root with a single move.
        const auto timed = engine.search(pos, SearchLimits::for_time(10'000), only);
        CHECK(*timed.best_move == worst->first);
        CHECK(timed.milliseconds < 5'000);
    }
}

TEST_CASE("root_moves: entries not legal at the root are ignored, and none legal or none at all is every move") {
    const Position pos = uneven_position();
    const auto moves = moves_of(MoveGenerator{}, pos);
    // A move of the other side (legal after a pass) is not one of this position's.
    const Position start = *parse_fen(start_fen);
    std::vector<Move> foreign;
    for (const Move& m : moves_of(MoveGenerator{}, start))
        if (!contains(std::vector<Move>(moves.begin(), moves.end()), m)) foreign.push_back(m);
    REQUIRE(!foreign.empty());

    const auto plain = ExactEngine(EngineOptions{}).search(pos, SearchLimits::to_depth(5));
    const auto empty = ExactEngine(EngineOptions{}).search(pos, SearchLimits::to_depth(5), std::vector<Move>{});
    const auto illegal = ExactEngine(EngineOptions{}).search(pos, SearchLimits::to_depth(5), foreign);
    for (const auto* r : {&empty, &illegal}) {
        CHECK(r->nodes == plain.nodes);
        CHECK(r->score == plain.score);
        CHECK(r->best_move == plain.best_move);
        CHECK(r->pv == plain.pv);
    }

    const Move last = moves[moves.size() - 1];
    std::vector<Move> mixed = foreign;
    mixed.push_back(last);
    mixed.push_back(last);  // a repeat too
    const auto one = ExactEngine(EngineOptions{}).search(pos, SearchLimits::to_depth(5), std::vector<Move>{last});
    const auto with_foreign = ExactEngine(EngineOptions{}).search(pos, SearchLimits::to_depth(5), mixed);
    CHECK(*with_foreign.best_move == last);
    CHECK(with_foreign.nodes == one.nodes);
    CHECK(with_foreign.score == one.score);
}

TEST_CASE("root_moves: a restricted search leaves the table right for later searches of the root and above it") {
    const auto positions = random_congo_positions(Rules::standard, 40, 79);
    int compared = 0;
    for (const Position& parent : positions) {
        if (is_over(parent.outcome())) continue;
        const Position pos = parent.after(moves_of(MoveGenerator{}, parent)[0]);
        if (is_over(pos.outcome())) continue;
        const auto values = move_values(pos, 2);
        const auto [worst, best] = std::minmax_element(values.begin(), values.end(),
                                                        [](const auto& a, const auto& b) { return a.second < b.second; });
        if (worst->second == best->second) continue;
        const std::vector<Move> only{worst->first};
        // The same root, every move, on the same engine (and table): its true value.
        ExactEngine engine(EngineOptions::exact());
        engine.search(pos, SearchLimits::to_depth(2), only);
        CHECK_MESSAGE(engine.search(pos, SearchLimits::to_depth(2)).score == best->second, to_fen(pos));
        // A search from the parent meets the root at ply 1 with the depth it was searched to (in one
        // iteration: shallower ones would overwrite the root's entry first).
        EngineOptions one_iteration = EngineOptions::exact();
        one_iteration.iteration_step = 3;
        ExactEngine above(one_iteration);
        above.search(pos, SearchLimits::to_depth(2), only);
        const auto parent_values = move_values(parent, 3);
        CHECK_MESSAGE(above.search(parent, SearchLimits::to_depth(3)).score == best_value(parent_values),
                      to_fen(parent));
        ++compared;
    }
    CHECK(compared > 20);
}
