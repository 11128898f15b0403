// Multi-PV of Monte Carlo tree search (MctsOptions::multi_pv): the best root moves' lines, in the order
// the search prefers its best move, each scored as the best move is; reporting only, never the search.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include <gametree/games/congo/congo.hpp>
#include <gametree/games/congo/evaluation/strong.hpp>
#include <gametree/games/congo/fen.hpp>
#include <gametree/games/tictactoe/board_string.hpp>
#include <gametree/games/tictactoe/movegen.hpp>
#include <gametree/search/mcts.hpp>

#include "support/nim.hpp"

using namespace gametree;
using namespace gametree::testing;

namespace {

using TicTacToeMcts = Mcts<tictactoe::Position, tictactoe::MoveGenerator>;

congo::Position congo_start() { return congo::parse_fen(congo::start_fen).value(); }

MctsOptions with_lines(std::size_t lines, bool solver = true) {
    MctsOptions o;
    o.multi_pv = lines;
    o.solver = solver;
    return o;
}

/// Where a line stands in the search's order of preference: a proven win 2, a proven loss 0, the rest 1.
template <class Line>
int tier(const Line& line) {
    if (!line.proven) return 1;
    return line.score > 0 ? 2 : (line.score < 0 ? 0 : 1);
}

/// The lines follow the search's order: proven wins first (fastest first), proven losses last
/// (slowest first), unproven moves (no proven draw among them) by visits.
template <class Report>
void check_order(const Report& r) {
    for (std::size_t k = 1; k < r.lines.size(); ++k) {
        CAPTURE(k);
        const auto& a = r.lines[k - 1];
        const auto& b = r.lines[k];
        CHECK(tier(a) >= tier(b));
        if (tier(a) != tier(b)) continue;
        if (tier(a) != 1) CHECK(a.score >= b.score);
        else if (!a.proven && !b.proven) CHECK(a.visits >= b.visits);
    }
}

/// lines[0] is the single-line report; every line begins with its own move, and no move is repeated.
template <class Report>
void check_first_line_and_moves(const Report& r) {
    REQUIRE(!r.lines.empty());
    REQUIRE(r.best_move);
    CHECK(r.lines[0].score == r.score);
    CHECK(r.lines[0].pv == r.pv);
    CHECK(r.lines[0].visits == r.best_visits);
    CHECK(r.lines[0].value == r.best_value);
    for (std::size_t k = 0; k < r.lines.size(); ++k) {
        CAPTURE(k);
        REQUIRE(!r.lines[k].pv.empty());
        for (std::size_t j = 0; j < k; ++j) CHECK(!(r.lines[j].pv.front() == r.lines[k].pv.front()));
    }
    CHECK(r.lines[0].pv.front() == *r.best_move);
}

}  // namespace

TEST_CASE("multi_pv: the lines are the most visited moves, in order, each with its own root statistics") {
    // Plain UCT on the empty board: nothing is proven, so the order is the visits'.
    TicTacToeMcts mcts(with_lines(5, false));
    const auto r = mcts.search(tictactoe::Position{}, MctsLimits::for_iterations(3000));
    REQUIRE(r.lines.size() == 5);
    check_order(r);
    check_first_line_and_moves(r);
    // Every line's visits and value are its move's, and no move left out was visited more than the last line's.
    const auto children = mcts.root_children();
    for (const auto& line : r.lines) {
        const auto c = std::find_if(children.begin(), children.end(), [&](const auto& s) { return s.move == line.pv.front(); });
        REQUIRE(c != children.end());
        CHECK(c->visits == line.visits);
        CHECK(c->value == line.value);
    }
    for (const auto& c : children) {
        const bool listed = std::any_of(r.lines.begin(), r.lines.end(), [&](const auto& l) { return l.pv.front() == c.move; });
        if (!listed) CHECK(c.visits <= r.lines.back().visits);
    }
}

TEST_CASE("multi_pv: congo's start, with the solver and the progress reports") {
    Mcts<congo::Position, congo::MoveGenerator, congo::StrongEvaluator> mcts(with_lines(6));
    std::size_t progress = 0;
    const auto r = mcts.search(congo_start(), MctsLimits::for_iterations(2000), [&](const auto& info) {
        ++progress;
        CHECK(info.lines.size() == 6);
        check_first_line_and_moves(info);
        check_order(info);
    });
    CHECK(progress > 0);
    REQUIRE(r.lines.size() == 6);
    check_order(r);
    check_first_line_and_moves(r);
}

TEST_CASE("multi_pv: more lines than root moves gives one line per move") {
    for (const std::size_t lines : {std::size_t{4}, MctsOptions::max_multi_pv}) {
        CAPTURE(lines);
        Mcts<Nim, NimMoves> mcts(with_lines(lines, false));
        const auto r = mcts.search(Nim{10, Player::first}, MctsLimits::for_iterations(500));
        CHECK(r.lines.size() == 3);  // take 1, 2 or 3
        check_first_line_and_moves(r);
    }
    // Two stones: two moves.
    Mcts<Nim, NimMoves> two(with_lines(5, false));
    CHECK(two.search(Nim{2, Player::first}, MctsLimits::for_iterations(50)).lines.size() == 2);
}

TEST_CASE("multi_pv: a finished root has no line, as it has no best move") {
    TicTacToeMcts mcts(with_lines(3));
    const auto drawn = tictactoe::parse_board("XOX/XOO/OXX");
    REQUIRE(drawn);
    const auto r = mcts.search(*drawn, MctsLimits::for_iterations(10));
    CHECK(!r.best_move);
    CHECK(r.lines.empty());
}

TEST_CASE("multi_pv changes only the report: the same iterations, tree and best move for a seed") {
    for (const int threads : {1, 2}) {
        CAPTURE(threads);
        MctsOptions one = with_lines(1);
        one.threads = threads;
        MctsOptions five = with_lines(5);
        five.threads = threads;
        Mcts<congo::Position, congo::MoveGenerator, congo::StrongEvaluator> a(one);
        Mcts<congo::Position, congo::MoveGenerator, congo::StrongEvaluator> b(five);
        const auto ra = a.search(congo_start(), MctsLimits::for_iterations(3000));
        const auto rb = b.search(congo_start(), MctsLimits::for_iterations(3000));
        CHECK(ra.iterations == rb.iterations);
        CHECK(ra.nodes == rb.nodes);
        REQUIRE(ra.best_move);
        REQUIRE(rb.best_move);
        CHECK(*ra.best_move == *rb.best_move);
        CHECK(ra.score == rb.score);
        CHECK(ra.pv == rb.pv);
        CHECK(ra.lines.size() == 1);
        CHECK(rb.lines.size() == 5);
        CHECK(ra.lines[0].pv == rb.lines[0].pv);
        const auto ca = a.root_children();
        const auto cb = b.root_children();
        REQUIRE(ca.size() == cb.size());
        for (std::size_t k = 0; k < ca.size(); ++k) CHECK(ca[k].visits == cb[k].visits);
    }
}

TEST_CASE("multi_pv with the solver: a proven draw's drawing moves first, the losing ones last, exact") {
    // O to move after X took the centre: a corner draws, an edge loses.
    const auto root = tictactoe::parse_board(".../.X./...");
    REQUIRE(root);
    TicTacToeMcts mcts(with_lines(8));
    const auto r = mcts.search(*root, MctsLimits::for_iterations(200'000));
    REQUIRE(r.proven);
    CHECK(!r.stopped);
    CHECK(r.score == 0);
    REQUIRE(r.lines.size() == 8);
    check_order(r);
    check_first_line_and_moves(r);
    int draws = 0;
    for (const auto& line : r.lines) {
        if (!line.proven) continue;
        if (line.score == 0) ++draws;
        else CHECK(line.score < -decisive_bound);  // a loss, by its exact score (not a clamped estimate)
    }
    // The four corners draw and come first.
    CHECK(draws == 4);
    for (std::size_t k = 0; k < 4; ++k) CHECK(r.lines[k].score == 0);
    for (std::size_t k = 4; k < 8; ++k) CHECK(r.lines[k].score < 0);
}

TEST_CASE("multi_pv with the solver: a proven win comes first") {
    // Five stones: taking one leaves a multiple of four, the only win.
    Mcts<Nim, NimMoves> mcts(with_lines(3));
    const auto r = mcts.search(Nim{5, Player::first}, MctsLimits::for_iterations(10'000));
    REQUIRE(r.proven);
    REQUIRE(r.lines.size() == 3);
    CHECK(r.lines[0].pv.front().stones == 1);
    CHECK(r.lines[0].proven);
    CHECK(r.lines[0].score > 0);
    check_order(r);
    check_first_line_and_moves(r);
}
