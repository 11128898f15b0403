// Playout policies and the logistic conversion between evaluations and win probabilities.
#include <doctest/doctest.h>

#include <cstddef>
#include <random>

#include <gametree/search/mcts.hpp>

#include "support/nim.hpp"

using namespace gametree;
using namespace gametree::testing;

TEST_CASE("win_probability is the logistic curve on the scale, and score_of_probability inverts it") {
    CHECK(win_probability(0, 200) == doctest::Approx(0.5));
    CHECK(win_probability(200, 200) == doctest::Approx(0.7310585786));
    CHECK(win_probability(-200, 200) == doctest::Approx(1 - 0.7310585786));
    CHECK(win_probability(400, 200) > win_probability(200, 200));
    for (const int score : {-3000, -250, -1, 0, 1, 90, 1200}) CHECK(score_of_probability(win_probability(score, 150), 150) == score);
    CHECK(score_of_probability(0, 200) == -(decisive_bound - 1));  // a sure loss is not a proven one
    CHECK(score_of_probability(1, 200) == decisive_bound - 1);
    CHECK(!is_decisive(score_of_probability(0.999999999, 1e6)));
}

TEST_CASE("the uniform policy picks every move, and repeats for a seed") {
    MoveBufferFor<NimMoves, Nim> moves;
    NimMoves{}.generate(Nim{10, Player::first}, moves);
    std::mt19937_64 a(5);
    std::mt19937_64 b(5);
    int seen[3] = {0, 0, 0};
    for (int k = 0; k < 300; ++k) {
        const std::size_t i = UniformPlayout{}(Nim{10, Player::first}, moves, a);
        REQUIRE(i < 3);
        ++seen[i];
        CHECK(UniformPlayout{}(Nim{10, Player::first}, moves, b) == i);
    }
    CHECK(seen[0] > 0);
    CHECK(seen[1] > 0);
    CHECK(seen[2] > 0);
}

namespace {

/// Always takes as many stones as it may: the playouts of a pile are then all alike, and the policy
/// counts its calls.
struct GreedyPlayout {
    int* calls;
    template <class Buffer>
    std::size_t operator()(const Nim&, const Buffer& moves, std::mt19937_64&) const {
        ++*calls;
        return moves.size() - 1;
    }
};
static_assert(PlayoutPolicy<GreedyPlayout, Nim, NimMoves>);
static_assert(PlayoutPolicy<UniformPlayout, Nim, NimMoves>);

}  // namespace

TEST_CASE("a user's playout policy plays the playouts") {
    int calls = 0;
    MctsOptions options;
    options.solver = false;
    Mcts<Nim, NimMoves, NoEvaluator, GreedyPlayout> mcts(options, NimMoves{}, NoEvaluator{}, GreedyPlayout{&calls});
    const auto r = mcts.search(Nim{30, Player::first}, MctsLimits::for_iterations(200));
    CHECK(r.iterations == 200);
    CHECK(calls > 200);  // several plies a playout
}
