// MCTS over chance nodes: outcomes are sampled by probability, and the values it learns on Dice Nim
// approach the exact expected values (computed here by the rules alone); a bent coin checks that the
// sampling follows the probabilities.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
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

/// A choice between two gambles: the first player picks one (0 or 1), then a coin of it is thrown, and
/// its first face wins for the first player, the others lose. Gamble 0 is a bent coin of three faces
/// (0.8, 0.1, 0.1: a win 80% of the time), gamble 1 a fair coin. Weighed alike, the three faces
/// would make gamble 0 a win one time in three, and the fair coin the better choice.
struct Gamble {
    using move_type = int;
    static constexpr Features gametree_features = Feature::chance;
    static constexpr std::size_t max_outcomes = 3;
    int chosen = -1;  // -1: to choose; then the gamble
    int face = -1;    // -1: not thrown; then the face
    [[nodiscard]] Player side_to_move() const { return Player::first; }
    [[nodiscard]] Outcome outcome() const {
        if (face < 0) return Outcome::ongoing;
        return face == 0 ? Outcome::first_wins : Outcome::second_wins;
    }
    [[nodiscard]] bool is_chance() const { return chosen >= 0 && face < 0; }
    void chance_outcomes(ChanceBufferFor<Gamble>& out) const {
        if (chosen == 0) {
            out.push_back({0, 0.8});
            out.push_back({1, 0.1});
            out.push_back({2, 0.1});
        } else {
            out.push_back({0, 0.5});
            out.push_back({1, 0.5});
        }
    }
    [[nodiscard]] Gamble after(int m) const { return chosen < 0 ? Gamble{m, -1} : Gamble{chosen, m}; }
    friend bool operator==(const Gamble&, const Gamble&) = default;
};

struct GambleMoves {
    static constexpr std::size_t max_moves = 3;
    void generate(const Gamble& s, MoveBuffer<int, max_moves>& out) const {
        if (is_over(s.outcome())) return;
        const int count = s.chosen < 0 ? 2 : (s.chosen == 0 ? 3 : 2);
        for (int m = 0; m < count; ++m) out.push_back(m);
    }
};

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

TEST_CASE("dice nim: a seeded search samples the rolls alike with every standard library") {
    // Rolls in the tree and in the playouts are drawn through random_unit, defined by std::mt19937_64's
    // output alone: pinned visits catch a std distribution, whose draws differ between libc++ and libstdc++.
    MctsOptions options;
    options.solver = false;
    options.seed = 5;
    Mcts<Position, MoveGenerator> mcts(options);
    mcts.search(Position(9).after(Move{4}), MctsLimits::for_iterations(400));
    std::vector<std::uint64_t> visits;
    for (const auto& c : mcts.root_children()) visits.push_back(c.visits);
    CHECK(visits == std::vector<std::uint64_t>{105, 95, 102, 98});
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

TEST_CASE("outcomes of unequal probability are sampled by it, in the tree and in playouts") {
    // Dice Nim's fair die could not tell a search that drew every outcome alike from one that drew them
    // by probability.
    for (const std::uint32_t expand_after : {0U, 1U, 1000U}) {  // 1000: every throw is a playout's
        CAPTURE(expand_after);
        MctsOptions options;
        options.expand_after = expand_after;
        Mcts<Gamble, GambleMoves> mcts(options);
        const auto r = mcts.search(Gamble{}, MctsLimits::for_iterations(20'000));
        REQUIRE(r.best_move);
        CHECK(*r.best_move == 0);
        CHECK(std::abs(r.best_value - 0.8) < 0.03);
        // At the bent coin itself, a chance root: its own average.
        Mcts<Gamble, GambleMoves> coin(options);
        const auto c = coin.search(Gamble{0, -1}, MctsLimits::for_iterations(20'000));
        CHECK(!c.best_move);
        CHECK(std::abs(c.best_value - 0.8) < 0.03);
    }
}
