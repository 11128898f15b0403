#include <doctest/doctest.h>

#include <atomic>

#include "gametree/arena/tournament.hpp"
#include "gametree/games/dice_nim/dice_nim.hpp"
#include "gametree/search/alphabeta.hpp"
#include "support/bonus_nim.hpp"
#include "support/nim.hpp"

using namespace gametree;
using namespace gametree::testing;

namespace {

/// Plays Nim perfectly: takes stones % 4 when that wins, else 1.
Agent<Nim> perfect() {
    return Agent<Nim>("perfect", [](const Nim& s) {
        const int take = s.stones % 4 == 0 ? 1 : s.stones % 4;
        return Decision<Take>{Take{take}, 1, 0};
    });
}
/// Always takes one stone.
Agent<Nim> greedy_one() {
    return Agent<Nim>("one", [](const Nim&) { return Decision<Take>{Take{1}, 2, 0}; });
}

}  // namespace

TEST_CASE("a game is played to its end and recorded") {
    const auto record = play_game(Nim{5, Player::first}, perfect(), greedy_one(), 100);
    // perfect takes 1 (leaving 4), one takes 1, perfect takes 3: the last stone.
    REQUIRE(record.moves.size() == 3);
    CHECK(record.moves[0].move == Take{1});
    CHECK(record.moves[2].move == Take{3});
    CHECK(record.outcome == Outcome::first_wins);
    CHECK(record.end == GameEnd::rules);
}

TEST_CASE("the move limit makes a draw, a side without a move loses") {
    const auto limited = play_game(Nim{40, Player::first}, greedy_one(), greedy_one(), 5);
    CHECK(limited.outcome == Outcome::draw);
    CHECK(limited.end == GameEnd::move_limit);
    CHECK(limited.moves.size() == 10);
    const Agent<Nim> stuck("stuck", [](const Nim&) { return Decision<Take>{}; });
    const auto lost = play_game(Nim{3, Player::first}, stuck, greedy_one(), 10);
    CHECK(lost.outcome == Outcome::second_wins);
    CHECK(lost.end == GameEnd::no_move);
}

TEST_CASE("a round robin plays each pairing from each opening with both colours") {
    const std::vector<Agent<Nim>> agents{perfect(), greedy_one(), perfect()};
    const std::vector<Nim> openings{Nim{5, Player::first}, Nim{9, Player::first}};
    std::size_t progress = 0;
    const auto result = round_robin<Nim>(agents, openings, 100, [&](std::size_t done, std::size_t total, const auto&) {
        CHECK(done == progress + 1);
        CHECK(total == 12);
        progress = done;
    });
    CHECK(result.games.size() == 12);
    // Perfect play wins every game against "one" from piles that are not multiples of 4.
    CHECK(result.pairings[0][1].wins == 4);
    CHECK(result.pairings[1][0].losses == 4);
    CHECK(result.standings[1].score.losses == 8);
    CHECK(result.standings[0].score.games() == 8);
    // Two perfect players: whoever moves first from 5 or 9 wins, so each wins once per opening.
    CHECK(result.pairings[0][2].wins == 2);
    CHECK(result.pairings[0][2].losses == 2);
    CHECK(result.standings[1].average_nodes_per_move() == doctest::Approx(2));
}

TEST_CASE("from an opening with the second player to move, each agent is charged and credited for its own side") {
    // From 2 stones, Player::second to move: taking 2 wins, taking 1 loses. "perfect" wins both games:
    // as Player::first (one, to move, takes 1; perfect takes the last) and as Player::second (it takes 2).
    const auto result = round_robin<Nim>({perfect(), greedy_one()}, {Nim{2, Player::second}}, 100);
    REQUIRE(result.games.size() == 2);
    CHECK(result.games[0].record.outcome == Outcome::first_wins);   // perfect played Player::first
    CHECK(result.games[1].record.outcome == Outcome::second_wins);  // perfect played Player::second
    CHECK(result.standings[0].score.wins == 2);
    CHECK(result.standings[1].score.losses == 2);
    CHECK(result.pairings[0][1].wins == 2);
    CHECK(result.standings[0].moves == 2);  // one move in each game
    CHECK(result.standings[0].nodes == 2);  // perfect reports 1 node a move, one 2
    CHECK(result.standings[1].moves == 1);
    CHECK(result.standings[1].nodes == 2);
}

TEST_CASE("move counts follow the side to move even when a player moves twice") {
    const Agent<BonusNim> two("two", [](const BonusNim& s) { return Decision<Take>{Take{s.stones >= 2 ? 2 : 1}, 1, 0}; });
    const Agent<BonusNim> one("one", [](const BonusNim&) { return Decision<Take>{Take{1}, 1, 0}; });
    const auto result = round_robin<BonusNim>({two, one}, {BonusNim{7, Player::first}}, 100);
    // From 7 with "two" first: it takes 2, 2, 2 (bonus turns), then 1: four moves, all its own.
    CHECK(result.games[0].record.moves.size() == 4);
    CHECK(result.standings[0].moves >= 4);
}

TEST_CASE("a stop after N games keeps exactly those N, counted, and marks the result interrupted") {
    const std::vector<Agent<Nim>> agents{perfect(), greedy_one(), perfect()};
    const std::vector<Nim> openings{Nim{5, Player::first}, Nim{9, Player::first}};
    std::atomic<bool> stop{false};
    std::size_t calls = 0;
    const auto result = round_robin<Nim>(
        agents, openings, 100,
        [&](std::size_t done, std::size_t, const auto&) {
            ++calls;
            if (done == 5) stop = true;
        },
        &stop);
    CHECK(result.interrupted);
    CHECK(result.games_planned == 12);
    CHECK(result.games.size() == 5);
    CHECK(calls == 5);
    int counted = 0;
    for (const auto& s : result.standings) counted += s.score.games();
    CHECK(counted == 2 * 5);
    // The first four games are agents 0 and 1 (perfect wins all four); the fifth is 0 against 2 from 5.
    CHECK(result.pairings[0][1].wins == 4);
    CHECK(result.pairings[0][2].games() == 1);
    CHECK(result.pairings[1][2].games() == 0);
}

TEST_CASE("a stop flag set before the round robin plays nothing") {
    const std::atomic<bool> stop{true};
    const auto result = round_robin<Nim>({perfect(), greedy_one()}, {Nim{5, Player::first}}, 100, {}, &stop);
    CHECK(result.interrupted);
    CHECK(result.games.empty());
    CHECK(result.games_planned == 2);
    CHECK(result.standings[0].score.games() == 0);
    CHECK(result.standings[0].moves == 0);
}

TEST_CASE("a game stopped mid-way is abandoned and not tallied") {
    std::atomic<bool> stop{false};
    int calls = 0;
    // Stops during the second game, on this agent's second move of it.
    const Agent<Nim> stopper("stopper", [&](const Nim&) {
        if (++calls == 4) stop = true;
        return Decision<Take>{Take{1}, 7, 0};
    });
    std::size_t reported = 0;
    const auto result = round_robin<Nim>({stopper, greedy_one()}, {Nim{4, Player::first}}, 100,
                                         [&](std::size_t, std::size_t, const auto&) { ++reported; }, &stop);
    CHECK(result.interrupted);
    REQUIRE(result.games.size() == 1);
    CHECK(reported == 1);
    CHECK(result.standings[0].score.games() == 1);
    CHECK(result.standings[1].score.games() == 1);
    CHECK(result.pairings[0][1].games() == 1);
    // Only the first game's two moves by the stopper count, not the abandoned game's.
    CHECK(result.standings[0].moves == 2);
    CHECK(result.standings[0].nodes == 14);
}

TEST_CASE("an uninterrupted round robin says so") {
    const std::atomic<bool> stop{false};
    const auto result = round_robin<Nim>({perfect(), greedy_one()}, {Nim{5, Player::first}}, 100, {}, &stop);
    CHECK_FALSE(result.interrupted);
    CHECK(result.games.size() == result.games_planned);
}

TEST_CASE("the schedule: every pair from every opening, first one colour then the other, as round_robin plays it") {
    const auto schedule = round_robin_schedule(3, 2);
    REQUIRE(schedule.size() == 12);
    CHECK(schedule[0].first == 0);
    CHECK(schedule[0].second == 1);
    CHECK(schedule[1].first == 1);
    CHECK(schedule[1].second == 0);
    CHECK(schedule[2].opening == 1);
    CHECK(schedule[11].first == 2);
    CHECK(schedule[11].second == 1);
    CHECK(round_robin_schedule(1, 5).empty());
    const auto played = round_robin<Nim>({perfect(), greedy_one(), perfect()}, {Nim{5, Player::first}, Nim{9, Player::first}}, 100);
    REQUIRE(played.games.size() == schedule.size());
    for (std::size_t k = 0; k < schedule.size(); ++k) {
        CHECK(played.games[k].first == schedule[k].first);
        CHECK(played.games[k].second == schedule[k].second);
        CHECK(played.games[k].opening == schedule[k].opening);
    }
}

TEST_CASE("a game with chance: the rolls are charged to no agent, and a round robin repeats exactly") {
    const auto make = [] {
        std::vector<Agent<dice_nim::Position>> agents;
        agents.push_back(Agent<dice_nim::Position>("greedy", [](const dice_nim::Position& p) {
            return Decision<dice_nim::Move>{moves_of(dice_nim::MoveGenerator{}, p)[0], 5, 0};
        }));
        agents.push_back(Agent<dice_nim::Position>("one", [](const dice_nim::Position&) {
            return Decision<dice_nim::Move>{dice_nim::Move{1}, 7, 0};
        }));
        return agents;
    };
    const std::vector<dice_nim::Position> openings{dice_nim::Position(12), dice_nim::Position(15)};
    const auto result = round_robin(make(), openings, 100);
    REQUIRE(result.games.size() == 4);
    std::size_t takes = 0;
    for (const auto& game : result.games) {
        CHECK(game.record.end == GameEnd::rules);
        for (const auto& m : game.record.moves) takes += m.chance ? 0 : 1;
    }
    CHECK(result.standings[0].moves + result.standings[1].moves == takes);
    CHECK(result.standings[0].nodes == 5 * result.standings[0].moves);
    CHECK(result.standings[1].nodes == 7 * result.standings[1].moves);
    const auto again = round_robin(make(), openings, 100);
    for (std::size_t g = 0; g < result.games.size(); ++g) {
        CHECK(again.games[g].record.moves.size() == result.games[g].record.moves.size());
        CHECK(again.games[g].record.outcome == result.games[g].record.outcome);
    }
}
