// The generic agents: the course's searches, the engine and a random mover for any game.
#include <doctest/doctest.h>

#include <atomic>
#include <cmath>
#include <set>
#include <stdexcept>
#include <vector>

#include "gametree/arena/agents.hpp"
#include "gametree/arena/match.hpp"
#include "gametree/arena/tournament.hpp"
#include "gametree/games/dice_nim/dice_nim.hpp"
#include "support/nim.hpp"

using namespace gametree;
using namespace gametree::testing;

TEST_CASE("minimax, alpha-beta and the engine agents play Nim perfectly from a winning pile") {
    // 6 stones: taking 2 leaves a multiple of 4, a win.
    const Nim six{6, Player::first};
    const auto mm = minimax_agent<Nim>("mm", 7, NimMoves{}, NimEvaluator{});
    const auto ab = alphabeta_agent<Nim>("ab", 7, NimMoves{}, NimEvaluator{});
    const auto en = engine_agent<Nim>("en", EngineOptions{}, SearchLimits::to_depth(7), NimMoves{}, NimEvaluator{});
    for (const auto* agent : {&mm, &ab, &en}) {
        CAPTURE(agent->name());
        const auto d = agent->choose(six);
        REQUIRE(d.move);
        CHECK(d.move->stones == 2);
        CHECK(d.nodes > 0);
    }
    CHECK(mm.name() == "mm");
    CHECK(en.choose(Nim{0, Player::first}).move == std::nullopt);  // a finished game has no move
}

TEST_CASE("minimax and alpha-beta agents refuse a depth below 1") {
    // At depth 0 the search names no move, and a match took that for a side without a move: the agent
    // lost every game at its first turn (GameEnd::no_move) although it had moves.
    CHECK_THROWS_WITH_AS((void)minimax_agent<Nim>("mm", 0, NimMoves{}, NimEvaluator{}),
                         "minimax_agent: depth must be at least 1, not 0", std::invalid_argument);
    CHECK_THROWS_WITH_AS((void)alphabeta_agent<Nim>("ab", -3, NimMoves{}, NimEvaluator{}),
                         "alphabeta_agent: depth must be at least 1, not -3", std::invalid_argument);
    CHECK_NOTHROW((void)alphabeta_agent<Nim>("ab", 1, NimMoves{}, NimEvaluator{}));
}

TEST_CASE("minimax and alpha-beta agents under limits: a stop flag alone changes nothing until it is set") {
    const Nim pile{23, Player::first};
    std::atomic<bool> stop{false};
    for (const bool alpha_beta : {false, true}) {
        CAPTURE(alpha_beta);
        const auto make = [&](DeepeningLimits limits) {
            return alpha_beta ? alphabeta_agent<Nim>("ab", 9, NimMoves{}, NimEvaluator{}, limits)
                              : minimax_agent<Nim>("mm", 9, NimMoves{}, NimEvaluator{}, limits);
        };
        const auto plain = make({}).choose(pile);
        stop = false;
        const auto stoppable = make(DeepeningLimits::until(&stop)).choose(pile);
        CHECK(stoppable.move == plain.move);
        CHECK(stoppable.nodes == plain.nodes);  // the search to the depth only: no shallower depths first
        CHECK(stoppable.score == plain.score);
        stop = true;
        const auto stopped = make(DeepeningLimits::until(&stop)).choose(pile);
        CHECK(!stopped.move);         // cut short: no move
        CHECK(stopped.nodes <= 2);    // the root and the first child, which saw the flag
        // A node limit deepens: a move from the deepest depth finished.
        const auto limited = make(DeepeningLimits::for_nodes(200)).choose(pile);
        REQUIRE(limited.move);
        CHECK(limited.nodes <= 200);
    }
}

TEST_CASE("the MCTS agent plays Nim's winning move, repeats after new_game, and reuses its tree") {
    const Nim six{6, Player::first};
    const auto agent = mcts_agent<Nim>("mcts", MctsOptions{}, MctsLimits::for_iterations(2000), NimMoves{});
    const auto d = agent.choose(six);
    REQUIRE(d.move);
    CHECK(d.move->stones == 2);
    CHECK(d.nodes > 0);
    CHECK(is_decisive(d.score));  // the solver proved it
    CHECK(d.score > 0);
    CHECK(agent.choose(Nim{0, Player::first}).move == std::nullopt);

    MctsOptions uct;
    uct.solver = false;
    const auto a = mcts_agent<Nim>("uct", uct, MctsLimits::for_iterations(500), NimMoves{});
    const auto first = a.choose(Nim{40, Player::first});
    a.new_game();
    const auto again = a.choose(Nim{40, Player::first});
    CHECK(first.move == again.move);
    CHECK(first.score == again.score);
}

TEST_CASE("an MCTS agent with a cut-off needs an evaluator for it") {
    // Without one, the cut-off was ignored and the agent played as plain MCTS under a misleading name.
    MctsOptions cut;
    cut.cutoff_plies = 4;
    CHECK_THROWS_AS((void)mcts_agent<Nim>("cut", cut, MctsLimits::for_iterations(10), NimMoves{}), std::invalid_argument);
    const auto agent = mcts_agent<Nim>("cut", cut, MctsLimits::for_iterations(200), NimMoves{}, NimEvaluator{});
    CHECK(agent.choose(Nim{6, Player::first}).move.has_value());
}

TEST_CASE("the random agent plays legal moves, the same ones for the same seed") {
    const auto a = random_agent<Nim>(7, NimMoves{});
    const auto b = random_agent<Nim>(7, NimMoves{});
    CHECK(a.name() == "random");
    for (int stones = 1; stones < 30; ++stones) {
        const Nim s{stones, Player::first};
        const auto da = a.choose(s);
        REQUIRE(da.move);
        CHECK(da.move->stones >= 1);
        CHECK(da.move->stones <= std::min(3, stones));
        CHECK(b.choose(s).move == da.move);
    }
}

TEST_CASE("the random agent's moves for a seed are the same with every standard library") {
    // random_index over the takes, from std::mt19937_64 seeded game_seed(7, 0): pinned, so that a draw
    // through a std distribution (whose algorithm each library chooses) fails on one of them.
    const auto agent = random_agent<Nim>(7, NimMoves{});
    std::vector<int> line;
    for (Nim s{20, Player::first}; s.stones > 0;) {
        const auto d = agent.choose(s);
        REQUIRE(d.move);
        line.push_back(d.move->stones);
        s = s.after(*d.move);
    }
    CHECK(line == std::vector<int>{3, 1, 1, 1, 1, 1, 3, 3, 1, 2, 3});
}

namespace {
/// The moves `agent` picks over a long Nim game in which it plays both sides, after new_game(game).
std::vector<int> random_line(const Agent<Nim>& agent, std::uint64_t game) {
    agent.new_game(game);
    std::vector<int> line;
    for (Nim s{200, Player::first}; s.stones > 0;) {
        const auto d = agent.choose(s);
        REQUIRE(d.move);
        line.push_back(d.move->stones);
        s = s.after(*d.move);
    }
    return line;
}
}  // namespace

TEST_CASE("the random agent is reseeded for each game: the same game number repeats, another one differs") {
    const auto a = random_agent<Nim>(7, NimMoves{});
    // Game 0 twice: the second game repeats the first (the generator once ran on from game to game).
    a.new_game();
    std::vector<int> first;
    for (Nim s{200, Player::first}; s.stones > 0;) {
        const auto d = a.choose(s);
        first.push_back(d.move->stones);
        s = s.after(*d.move);
    }
    CHECK(first == random_line(a, 0));
    // Whatever was played before: game 3 after games 0 and 1, or first thing from a fresh agent.
    const auto b = random_agent<Nim>(7, NimMoves{});
    const auto game3 = random_line(b, 3);
    (void)random_line(a, 1);
    CHECK(random_line(a, 3) == game3);
    // Different games, and other seeds, give other moves.
    CHECK(random_line(a, 4) != game3);
    CHECK(random_line(random_agent<Nim>(8, NimMoves{}), 3) != game3);
    // The seeds themselves: all different over many games and neighbouring seeds.
    std::set<std::uint64_t> seeds;
    for (std::uint64_t seed = 0; seed < 50; ++seed)
        for (std::uint64_t game = 0; game < 50; ++game) seeds.insert(game_seed(seed, game));
    CHECK(seeds.size() == 2500);
    static_assert(game_seed(7, 3) == game_seed(7, 3));  // constexpr: usable anywhere
}

TEST_CASE("round_robin takes a plain lambda for progress: no template argument needed") {
    const std::vector<Agent<Nim>> agents{alphabeta_agent<Nim>("ab", 9, NimMoves{}, NimEvaluator{}),
                                         random_agent<Nim>(3, NimMoves{})};
    std::size_t calls = 0;
    const auto result = round_robin(agents, std::vector<Nim>{Nim{9, Player::first}}, 50,
                                     [&](std::size_t done, std::size_t total, const TournamentGame<Nim>&) {
                                         ++calls;
                                         CHECK(done <= total);
                                     });
    CHECK(calls == 2);
    CHECK(result.games.size() == 2);
    // From 9 stones the first player wins with perfect play: alpha-beta wins with White; as Black it
    // wins unless the random mover happens to play perfectly.
    CHECK(result.pairings[0][1].wins >= 1);
}

TEST_CASE("the expectiminimax agent: the search's move and value, refused settings, and it beats a random mover at dice") {
    const dice_nim::Position seven(7);
    const auto start = seven.after(dice_nim::Move{2});  // a roll of 2: the player to move takes 1 or 2
    ExpectiminimaxOptions options;
    options.depth = 6;
    const auto agent = expectiminimax_agent<dice_nim::Position>("emm", options, ExpectiminimaxLimits{}, dice_nim::MoveGenerator{},
                                                                dice_nim::ReachEvaluator{});
    const auto direct = expectiminimax(start, dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, options);
    const auto d = agent.choose(start);
    REQUIRE(d.move);
    CHECK(d.move == direct.best_move);
    CHECK(d.nodes == direct.nodes);
    CHECK(d.score == static_cast<Score>(std::lround(direct.value)));
    CHECK(agent.name() == "emm");

    ExpectiminimaxOptions shallow;
    shallow.depth = 0;
    CHECK_THROWS_WITH_AS((void)expectiminimax_agent<dice_nim::Position>("emm", shallow, ExpectiminimaxLimits{},
                                                                        dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}),
                         "expectiminimax_agent: depth must be at least 1, not 0", std::invalid_argument);
    ExpectiminimaxOptions no_bounds;
    no_bounds.win_score = 0;
    CHECK_THROWS_AS((void)expectiminimax_agent<dice_nim::Position>("emm", no_bounds, ExpectiminimaxLimits{},
                                                                   dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}),
                    std::invalid_argument);

    // Against a random mover, from both sides, the dice rolled alike for both pairings.
    const auto random = random_agent<dice_nim::Position>(7, dice_nim::MoveGenerator{});
    int won = 0;
    int games = 0;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        const auto first = play_game(dice_nim::Position(12), agent, random, 100, nullptr, seed, seed);
        const auto second = play_game(dice_nim::Position(12), random, agent, 100, nullptr, seed, seed);
        won += first.outcome == Outcome::first_wins ? 1 : 0;
        won += second.outcome == Outcome::second_wins ? 1 : 0;
        games += 2;
    }
    CHECK(won > games * 3 / 5);  // 56 of 80 here; dice leave a random mover some games

    // With limits it is the deepening search's choice.
    const auto limited = expectiminimax_agent<dice_nim::Position>("emm", options, ExpectiminimaxLimits::for_nodes(500),
                                                                  dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{});
    const auto deepened = expectiminimax(start, dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, options,
                                         ExpectiminimaxLimits::for_nodes(500));
    CHECK(limited.choose(start).move == deepened.best_move);
    CHECK(limited.choose(start).nodes == deepened.nodes);
}
