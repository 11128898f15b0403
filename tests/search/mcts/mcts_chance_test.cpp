// MCTS over chance nodes: outcomes are sampled by probability, and the values it learns on Dice Nim
// approach the exact expected values (computed here by the rules alone).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include <gametree/games/dice_nim/dice_nim.hpp>
#include <gametree/search/mcts.hpp>

using namespace gametree;
using namespace gametree::dice_nim;

namespace {

/// The chance that the player about to roll with `n` stones wins with best play.
double win_chance(int n) {
    static std::vector<double> memo(64, -1);
    if (memo[static_cast<std::size_t>(n)] >= 0) return memo[static_cast<std::size_t>(n)];
    double total = 0;
    for (int face = 1; face <= 4; ++face) {
        double best = 0;
        for (int take = 1; take <= std::min(face, n); ++take) best = std::max(best, take == n ? 1.0 : 1.0 - win_chance(n - take));
        total += best / 4;
    }
    return memo[static_cast<std::size_t>(n)] = total;
}

/// The chance to win after taking `take` of `n` stones.
double chance_after(int n, int take) { return take == n ? 1.0 : 1.0 - win_chance(n - take); }

}  // namespace

TEST_CASE("dice nim: MCTS takes a best move and estimates its chance to win") {
    for (const bool solver : {false, true}) {
        for (int stones = 5; stones <= 14; stones += 3) {
            for (int face = 2; face <= 4; ++face) {
                CAPTURE(solver);
                CAPTURE(stones);
                CAPTURE(face);
                MctsOptions options;
                options.solver = solver;
                Mcts<Position, MoveGenerator> mcts(options);
                const Position rolled = Position(stones).after(Move{face});
                const auto r = mcts.search(rolled, MctsLimits::for_iterations(20'000));
                REQUIRE(r.best_move);
                double best = 0;
                for (int k = 1; k <= face; ++k) best = std::max(best, chance_after(stones, k));
                CHECK(chance_after(stones, r.best_move->value) >= best - 0.03);
                CHECK(r.best_value == doctest::Approx(best).epsilon(0.05));
            }
        }
    }
}

TEST_CASE("dice nim: a chance node is proven only when every outcome is proven alike") {
    // One stone: every roll lets the first player take it.
    Mcts<Position, MoveGenerator> mcts;
    const auto one = mcts.search(Position(1), MctsLimits::for_iterations(10'000));
    CHECK(one.proven);
    CHECK(one.score == win_in(2));  // the roll, then the take
    CHECK(!one.best_move);          // chance moves at the root, not a player
    // Three stones: a roll of 1 or 2 leaves the opponent a chance, so nothing is proven.
    Mcts<Position, MoveGenerator> three;
    const auto r = three.search(Position(3), MctsLimits::for_iterations(10'000));
    CHECK(!r.proven);
    CHECK(r.iterations == 10'000);
}

TEST_CASE("dice nim: at a chance root, where no move is played, the value is the root's own average") {
    for (const int threads : {1, 2}) {
        for (const int stones : {2, 3, 5}) {  // chances to win 75%, 62.5% and 46.9%
            CAPTURE(threads);
            CAPTURE(stones);
            MctsOptions options;
            options.threads = threads;
            Mcts<Position, MoveGenerator> mcts(options);
            const auto r = mcts.search(Position(stones), MctsLimits::for_iterations(40'000));
            CHECK(!r.best_move);
            REQUIRE(!r.proven);
            CHECK(std::abs(r.best_value - win_chance(stones)) < 0.04);
            // The score says the same on the cut-off's logistic scale (it was 0, "even", whatever the root).
            CHECK((r.score > 0) == (win_chance(stones) > 0.5));
            CHECK(r.score == doctest::Approx(score_of_probability(r.best_value, options.cutoff_scale)).epsilon(0.05));
        }
    }
}
