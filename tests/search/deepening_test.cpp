// minimax and alphabeta under DeepeningLimits (iterative deepening), and the check behind them.
#include <doctest/doctest.h>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>
#include <utility>

#include <gametree/games/congo/congo.hpp>
#include <gametree/search/alphabeta.hpp>
#include <gametree/search/deepening.hpp>
#include <gametree/search/minimax.hpp>

#include "support/congo_playouts.hpp"
#include "support/nim.hpp"
#include "support/tree_game.hpp"

using namespace gametree;
using namespace gametree::testing;

namespace {

const congo::Position& congo_start() {
    static const congo::Position start = congo::parse_fen(congo::start_fen).value();
    return start;
}

}  // namespace

TEST_CASE("LimitCheck: nothing ends the first depth, then nodes, the stop flag and the clock do") {
    std::atomic<bool> stop{false};
    DeepeningLimits limits = DeepeningLimits::for_nodes(100);
    limits.stop = &stop;
    detail::LimitCheck check(limits);
    CHECK(!check.abort(1'000));  // may_abort is off: the first depth completes
    CHECK(!check.aborted());
    check.may_abort = true;
    CHECK(!check.abort(99));
    check.spent = 50;
    CHECK(check.abort(50));  // 50 of this depth and 50 of the ones before
    CHECK(check.aborted());
    CHECK(check.abort(1));  // once aborted, it stays so

    detail::LimitCheck flagged(DeepeningLimits::until(&stop));
    flagged.may_abort = true;
    CHECK(!flagged.abort(1'000'000));
    stop = true;
    CHECK(flagged.abort(1'000'001));

    const DeepeningLimits spent_time = DeepeningLimits::for_time(0);
    detail::LimitCheck clock(spent_time);
    clock.may_abort = true;
    CHECK(!clock.abort(1));   // the clock is read every 256 states
    CHECK(clock.abort(256));  // 0 ms have passed by then
    CHECK(clock.limit_reached(1, true));
}

TEST_CASE("DeepeningLimits: any() is false only without a limit") {
    const std::atomic<bool> flag{false};
    CHECK(!DeepeningLimits{}.any());
    CHECK(DeepeningLimits::for_nodes(1).any());
    CHECK(DeepeningLimits::for_time(1).any());
    CHECK(DeepeningLimits::until(&flag).any());
    CHECK(!DeepeningLimits::until(nullptr).any());
}

TEST_CASE("minimax and alphabeta under a node limit: the deepest depth finished, as searched to that depth") {
    for (const congo::Rules rules : {congo::Rules::standard, congo::Rules::wits2021}) {
        for (const congo::Position& pos : random_congo_positions(rules, 12, 41, 40)) {
            if (is_over(pos.outcome())) continue;
            for (const std::uint64_t limit : std::array<std::uint64_t, 4>{1, 500, 5'000, 50'000}) {
                CAPTURE(limit);
                const auto mm = minimax(pos, 6, congo::MoveGenerator{}, congo::MaterialEvaluator{}, DeepeningLimits::for_nodes(limit));
                REQUIRE(mm.depth >= 1);
                CHECK(mm.depth <= 6);
                CHECK((mm.nodes <= limit || mm.depth == 1));  // depth 1 always completes
                const auto mm_reference = minimax(pos, mm.depth, congo::MoveGenerator{}, congo::MaterialEvaluator{});
                CHECK(mm.value == mm_reference.value);
                CHECK(mm.best_move == mm_reference.best_move);

                const auto ab = alphabeta(pos, 8, congo::MoveGenerator{}, congo::CourseAdvancedEvaluator{},
                                          DeepeningLimits::for_nodes(limit));
                REQUIRE(ab.depth >= 1);
                CHECK((ab.nodes <= limit || ab.depth == 1));
                const auto ab_reference = alphabeta(pos, ab.depth, congo::MoveGenerator{}, congo::CourseAdvancedEvaluator{});
                CHECK(ab.value == ab_reference.value);
                CHECK(ab.best_move == ab_reference.best_move);
            }
        }
    }
}

TEST_CASE("the nodes of a deepened search are those of every depth, the last one's cut short included") {
    const congo::Position& start = congo_start();
    const auto deepened = alphabeta(start, 3, congo::MoveGenerator{}, congo::MaterialEvaluator{}, DeepeningLimits{});
    std::uint64_t sum = 0;
    for (int d = 1; d <= 3; ++d) sum += alphabeta(start, d, congo::MoveGenerator{}, congo::MaterialEvaluator{}).nodes;
    CHECK(deepened.depth == 3);
    CHECK(deepened.nodes == sum);
    CHECK(deepened.value == alphabeta(start, 3, congo::MoveGenerator{}, congo::MaterialEvaluator{}).value);

    const std::uint64_t limit = sum - 10;  // inside depth 3
    const auto cut = alphabeta(start, 3, congo::MoveGenerator{}, congo::MaterialEvaluator{}, DeepeningLimits::for_nodes(limit));
    CHECK(cut.depth == 2);
    CHECK(cut.nodes == limit);  // depths 1 and 2 whole, depth 3 up to the state that reached the limit
}

TEST_CASE("alphabeta under limits keeps its window, fail-hard") {
    const congo::Position& start = congo_start();
    for (const auto& window : std::array<std::pair<Score, Score>, 3>{{{-5, 5}, {0, 1}, {100, 200}}}) {
        const Score alpha = window.first;  // not a structured binding: clang 14 cannot capture those
        const Score beta = window.second;
        CAPTURE(alpha);
        const auto r = alphabeta(start, 3, congo::MoveGenerator{}, congo::CourseAdvancedEvaluator{}, DeepeningLimits{}, alpha, beta);
        const auto reference = alphabeta(start, 3, congo::MoveGenerator{}, congo::CourseAdvancedEvaluator{}, alpha, beta);
        CHECK(r.depth == 3);
        CHECK(r.value == reference.value);
        CHECK(r.best_move == reference.best_move);
    }
    // The whole int range is the full window here too.
    const auto wide = alphabeta(start, 2, congo::MoveGenerator{}, congo::MaterialEvaluator{}, DeepeningLimits{},
                                std::numeric_limits<Score>::min(), std::numeric_limits<Score>::max());
    CHECK(wide.value == alphabeta(start, 2, congo::MoveGenerator{}, congo::MaterialEvaluator{}).value);
}

TEST_CASE("deepening ends at the depth whose every line ends with the game: INT_MAX solves Nim") {
    for (int stones = 1; stones <= 9; ++stones) {
        CAPTURE(stones);
        const Nim root{stones};
        const auto whole = minimax(root, stones, NimMoves{}, NimEvaluator{});  // every line ends within `stones` takes
        const auto mm = minimax(root, std::numeric_limits<int>::max(), NimMoves{}, NimEvaluator{}, DeepeningLimits{});
        CHECK(mm.depth <= stones);
        CHECK(mm.value == whole.value);
        CHECK(mm.value == (stones % 4 == 0 ? -100 : 100));
        const auto ab = alphabeta(root, std::numeric_limits<int>::max(), NimMoves{}, NimEvaluator{}, DeepeningLimits{});
        CHECK(ab.depth == mm.depth);
        CHECK(ab.value == whole.value);
        REQUIRE(ab.best_move.has_value());
        if (stones % 4 != 0) CHECK(ab.best_move->stones == stones % 4);
    }
}

TEST_CASE("a stop flag set before the search leaves depth 1, which always completes") {
    const std::atomic<bool> stop{true};
    const congo::Position& start = congo_start();
    const auto mm = minimax(start, 5, congo::MoveGenerator{}, congo::MaterialEvaluator{}, DeepeningLimits::until(&stop));
    CHECK(mm.depth == 1);
    CHECK(mm.value == minimax(start, 1, congo::MoveGenerator{}, congo::MaterialEvaluator{}).value);
    CHECK(mm.best_move == minimax(start, 1, congo::MoveGenerator{}, congo::MaterialEvaluator{}).best_move);
    const auto ab = alphabeta(start, 5, congo::MoveGenerator{}, congo::MaterialEvaluator{}, DeepeningLimits::until(&stop));
    CHECK(ab.depth == 1);
    CHECK(ab.best_move.has_value());
}

TEST_CASE("a time limit ends a search that its depth alone would not end") {
    const congo::Position& start = congo_start();
    for (const TimeUse use : {TimeUse::save, TimeUse::whole}) {
        // Depth 40 of plain alpha-beta from the start would take longer than the universe has.
        const auto r = alphabeta(start, 40, congo::MoveGenerator{}, congo::MaterialEvaluator{}, DeepeningLimits::for_time(50, use));
        CHECK(r.depth >= 1);
        CHECK(r.depth < 40);
        CHECK(r.best_move.has_value());
    }
}

TEST_CASE("a root with a single move returns after depth 1 under TimeUse::save, and is searched on with whole") {
    // The root's one move leads to a choice of two, each with two leaves below: three plies in all.
    static constexpr TreeNode single[] = {
        {Player::first, 0, 1, 1},
        {Player::second, 0, 2, 2},
        {Player::first, 0, 4, 2}, {Player::first, 0, 6, 2},
        {Player::second, 3}, {Player::second, -1}, {Player::second, 7}, {Player::second, 2},
    };
    const TreeGame root{single};
    const auto saved = minimax(root, 3, TreeMoves{}, TreeEvaluator{}, DeepeningLimits::for_time(60'000));
    CHECK(saved.depth == 1);
    CHECK(saved.best_move == 1);
    const auto whole = alphabeta(root, 3, TreeMoves{}, TreeEvaluator{}, DeepeningLimits::for_time(60'000, TimeUse::whole));
    CHECK(whole.depth == 3);
    CHECK(whole.value == alphabeta(root, 3, TreeMoves{}, TreeEvaluator{}).value);
}

TEST_CASE("a finished root or a depth of 0 is searched as without limits") {
    const Nim empty{0};
    const auto done = minimax(empty, 5, NimMoves{}, NimEvaluator{}, DeepeningLimits::for_nodes(10));
    CHECK(done.nodes == 1);
    CHECK(done.value == -100);
    CHECK(!done.best_move);
    const auto zero = alphabeta(congo_start(), 0, congo::MoveGenerator{}, congo::MaterialEvaluator{}, DeepeningLimits::for_nodes(10));
    CHECK(zero.nodes == 1);
    CHECK(zero.depth == 0);
    CHECK(!zero.best_move);
}
