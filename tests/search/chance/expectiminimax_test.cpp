// Expectiminimax against an independent brute force on Dice Nim, Star1 against plain expectiminimax,
// and the games without chance against minimax.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <vector>

#include <gametree/games/dice_nim/dice_nim.hpp>
#include <gametree/search/chance/expectiminimax.hpp>
#include <gametree/search/minimax.hpp>

#include "support/bonus_nim.hpp"

using namespace gametree;

namespace {

/// The chance that the player about to roll with `n` stones left wins Dice Nim with best play, computed
/// from the rules alone: the average over the four faces of the best take, where taking the last stone
/// wins and otherwise the opponent rolls next.
double brute_force_win_chance(int n, std::vector<double>& memo) {
    if (memo[static_cast<std::size_t>(n)] >= 0) return memo[static_cast<std::size_t>(n)];
    double total = 0;
    for (int face = 1; face <= 4; ++face) {
        double best = 0;
        for (int take = 1; take <= std::min(face, n); ++take)
            best = std::max(best, take == n ? 1.0 : 1.0 - brute_force_win_chance(n - take, memo));
        total += best / 4;
    }
    return memo[static_cast<std::size_t>(n)] = total;
}

ExpectiminimaxOptions options(bool pruning) {
    ExpectiminimaxOptions o;
    o.pruning = pruning;
    return o;
}

}  // namespace

TEST_CASE("dice nim: expectiminimax equals the brute-force expected value, with and without Star1") {
    std::vector<double> memo(16, -1);
    for (int stones = 1; stones <= 9; ++stones) {
        CAPTURE(stones);
        const double expected = 1000 * (2 * brute_force_win_chance(stones, memo) - 1);
        const dice_nim::Position start(stones);
        const auto plain = expectiminimax(start, dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, options(false));
        const auto star1 = expectiminimax(start, dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, options(true));
        CHECK(plain.value == doctest::Approx(expected).epsilon(1e-9));
        CHECK(star1.value == doctest::Approx(expected).epsilon(1e-9));
        CHECK(!star1.best_move);  // the root is a roll: no player's move
        CHECK(star1.nodes <= plain.nodes);
    }
}

TEST_CASE("dice nim: Star1 searches fewer nodes, and the best take is the brute force's") {
    std::vector<double> memo(16, -1);
    const dice_nim::Position start(9);
    const auto plain = expectiminimax(start, dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, options(false));
    const auto star1 = expectiminimax(start, dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, options(true));
    CHECK(star1.nodes * 4 < plain.nodes);  // 6.6 times fewer here
    for (int stones = 2; stones <= 11; ++stones)
        for (int face = 1; face <= 4; ++face) {
            CAPTURE(stones);
            CAPTURE(face);
            const dice_nim::Position rolled = dice_nim::Position(stones).after(dice_nim::Move{face});
            const auto r = expectiminimax(rolled, dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{});
            REQUIRE(r.best_move);
            const int take = r.best_move->value;
            const double chance = take == stones ? 1.0 : 1.0 - brute_force_win_chance(stones - take, memo);
            double best = 0;
            for (int k = 1; k <= std::min(face, stones); ++k)
                best = std::max(best, k == stones ? 1.0 : 1.0 - brute_force_win_chance(stones - k, memo));
            CHECK(chance == doctest::Approx(best).epsilon(1e-12));
            CHECK(r.value == doctest::Approx(1000 * (2 * best - 1)).epsilon(1e-9));
        }
}

TEST_CASE("a depth limit uses the evaluator, clamped to the win score") {
    ExpectiminimaxOptions shallow;
    shallow.depth = 1;
    const auto r = expectiminimax(dice_nim::Position(30), dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, shallow);
    CHECK(std::abs(r.value) <= 1000);
    CHECK(r.nodes > 1);
    ExpectiminimaxOptions none;
    none.depth = 0;
    CHECK(!expectiminimax(dice_nim::Position(30).after(dice_nim::Move{2}), dice_nim::MoveGenerator{},
                          dice_nim::ReachEvaluator{}, none)
               .best_move);
}

TEST_CASE("a win score that makes no bounds is refused") {
    // 0 or less would cross Star1's bounds and the clamp's (std::clamp with low above high).
    for (const double win : {0.0, -1.0, std::nan(""), std::numeric_limits<double>::infinity()}) {
        CAPTURE(win);
        ExpectiminimaxOptions bad;
        bad.win_score = win;
        CHECK_THROWS_WITH_AS((void)expectiminimax(dice_nim::Position(5), dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, bad),
                             doctest::Contains("win_score must be above 0"), std::invalid_argument);
    }
    ExpectiminimaxOptions tiny;
    tiny.win_score = 1e-6;
    CHECK(std::abs(expectiminimax(dice_nim::Position(5), dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, tiny).value) <= 1e-6);
}

TEST_CASE("without chance it is minimax on the win scale, bonus turns included") {
    using namespace gametree::testing;
    for (int stones = 1; stones <= 12; ++stones) {
        CAPTURE(stones);
        const BonusNim s{stones, Player::first};
        const auto r = expectiminimax(s, BonusNimMoves{}, BonusNimEvaluator{});
        const Score exact = minimax(s, stones + 1, BonusNimMoves{}, BonusNimEvaluator{}).value;
        CHECK((r.value > 0) == (exact > 0));
        CHECK(std::abs(r.value) == 1000);
        const auto plain = expectiminimax(s, BonusNimMoves{}, BonusNimEvaluator{}, options(false));
        CHECK(plain.value == r.value);
        CHECK(r.nodes <= plain.nodes);
    }
}
