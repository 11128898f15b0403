// The concurrent round robin counts what the sequential one counts, in the same order, with any
// number of workers; a stop keeps a prefix of the schedule; an agent's exception reaches the caller.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <set>
#include <stdexcept>
#include <thread>

#include "gametree/arena/agents.hpp"
#include "gametree/arena/openings.hpp"
#include "gametree/arena/concurrent_round_robin.hpp"
#include "gametree/games/connect_four/connect_four.hpp"
#include "support/bonus_nim.hpp"
#include "support/nim.hpp"

using namespace gametree;
using namespace gametree::testing;

namespace {

/// Plays Nim perfectly: takes stones % 4 when that wins, else 1; charges `stones` nodes per move.
Agent<Nim> perfect(std::string name = "perfect") {
    return Agent<Nim>(std::move(name), [](const Nim& s) {
        const int take = s.stones % 4 == 0 ? 1 : s.stones % 4;
        return Decision<Take>{Take{take}, static_cast<std::uint64_t>(s.stones), 0};
    });
}
/// Takes `n` stones while it can, then one.
Agent<Nim> taker(int n) {
    return Agent<Nim>("take" + std::to_string(n), [n](const Nim& s) {
        return Decision<Take>{Take{s.stones >= n ? n : 1}, static_cast<std::uint64_t>(n), 0};
    });
}
std::vector<Agent<Nim>> nim_agents() { return {perfect(), taker(1), taker(2), perfect("perfect2")}; }

std::vector<Nim> nim_openings() {
    std::vector<Nim> openings;
    for (int stones = 3; stones <= 14; ++stones) openings.push_back(Nim{stones, Player::first});
    return openings;
}

/// The moves of each game, in order, to compare whole tournaments.
template <class S>
std::vector<std::vector<typename S::move_type>> moves_of_games(const TournamentResult<S>& result) {
    std::vector<std::vector<typename S::move_type>> all;
    for (const auto& game : result.games) {
        all.emplace_back();
        for (const auto& played : game.record.moves) all.back().push_back(played.move);
    }
    return all;
}

template <class S>
void check_same(const TournamentResult<S>& a, const TournamentResult<S>& b) {
    REQUIRE(a.games.size() == b.games.size());
    CHECK(a.interrupted == b.interrupted);
    CHECK(a.games_planned == b.games_planned);
    for (std::size_t k = 0; k < a.games.size(); ++k) {
        CAPTURE(k);
        CHECK(a.games[k].first == b.games[k].first);
        CHECK(a.games[k].second == b.games[k].second);
        CHECK(a.games[k].opening == b.games[k].opening);
        CHECK(a.games[k].record.outcome == b.games[k].record.outcome);
        CHECK(a.games[k].record.end == b.games[k].record.end);
    }
    CHECK(moves_of_games(a) == moves_of_games(b));
    for (std::size_t i = 0; i < a.standings.size(); ++i) {
        CHECK(a.standings[i].name == b.standings[i].name);
        CHECK(a.standings[i].moves == b.standings[i].moves);
        CHECK(a.standings[i].nodes == b.standings[i].nodes);
        CHECK(a.standings[i].score.wins == b.standings[i].score.wins);
        CHECK(a.standings[i].score.draws == b.standings[i].score.draws);
        CHECK(a.standings[i].score.losses == b.standings[i].score.losses);
        for (std::size_t j = 0; j < a.standings.size(); ++j) CHECK(a.pairings[i][j].wins == b.pairings[i][j].wins);
    }
}

}  // namespace

TEST_CASE("a concurrent round robin counts what the sequential one counts, in the same order") {
    const auto sequential = round_robin<Nim>(nim_agents(), nim_openings(), 100);
    REQUIRE(sequential.games.size() == 6 * 12 * 2);
    for (int concurrency = 1; concurrency <= 6; ++concurrency) {
        CAPTURE(concurrency);
        std::size_t calls = 0;
        std::set<std::thread::id> callers;
        const auto concurrent = concurrent_round_robin<Nim>(
            nim_agents, nim_openings(), 100, concurrency,
            [&](std::size_t done, std::size_t total, const TournamentGame<Nim>& game) {
                CHECK(done == calls + 1);  // in order, one at a time
                CHECK(total == sequential.games.size());
                CHECK(game.first == sequential.games[done - 1].first);
                CHECK(game.opening == sequential.games[done - 1].opening);
                ++calls;
            });
        CHECK(calls == sequential.games.size());
        check_same(concurrent, sequential);
        CHECK_FALSE(concurrent.interrupted);
    }
}

TEST_CASE("each worker plays with agents of its own") {
    std::atomic<int> sets{0};
    const auto result = concurrent_round_robin<Nim>(
        [&] {
            ++sets;
            return nim_agents();
        },
        nim_openings(), 100, 3);
    CHECK(sets == 3);
    CHECK(result.games.size() == result.games_planned);
}

TEST_CASE("no more workers, and sets of agents, than games") {
    // Each set may hold engines with their tables: 16 sets for 2 games once allocated 14 for nothing.
    int sets = 0;
    const auto result = concurrent_round_robin<Nim>(
        [&] {
            ++sets;
            return std::vector<Agent<Nim>>{perfect(), taker(1)};
        },
        std::vector<Nim>{Nim{9, Player::first}}, 100, 16);
    CHECK(result.games_planned == 2);
    CHECK(result.games.size() == 2);
    CHECK(sets == 2);
    int lone = 0;  // one agent: no game, one set (its names make the standings)
    const auto alone = concurrent_round_robin<Nim>(
        [&] {
            ++lone;
            return std::vector<Agent<Nim>>{perfect()};
        },
        nim_openings(), 100, 4);
    CHECK(alone.games.empty());
    CHECK(alone.standings.size() == 1);
    CHECK(lone == 1);
}

TEST_CASE("a side that moves twice is charged its own moves, as sequentially") {
    const auto agents = [] {
        return std::vector<Agent<BonusNim>>{
            Agent<BonusNim>("two", [](const BonusNim& s) { return Decision<Take>{Take{s.stones >= 2 ? 2 : 1}, 1, 0}; }),
            Agent<BonusNim>("one", [](const BonusNim&) { return Decision<Take>{Take{1}, 1, 0}; })};
    };
    const std::vector<BonusNim> openings{BonusNim{7, Player::first}, BonusNim{10, Player::first}};
    check_same(concurrent_round_robin<BonusNim>(agents, openings, 100, 2), round_robin<BonusNim>(agents(), openings, 100));
}

TEST_CASE("depth-limited engines play the same games concurrently as one after another") {
    using namespace gametree::connect_four;
    using Board = connect_four::Position<7, 6>;
    const auto agents = [] {
        const auto limits = SearchLimits::to_depth(4);
        return std::vector<Agent<Board>>{
            engine_agent<Board>("engine4", EngineOptions{}, limits, MoveGenerator{}, ThreatEvaluator{}),
            alphabeta_agent<Board>("alphabeta3", 3, MoveGenerator{}, ThreatEvaluator{}),
            engine_agent<Board>("plain4", EngineOptions::plain(), limits, MoveGenerator{}, ThreatEvaluator{})};
    };
    const auto openings = random_openings(Board{}, 3, 2, 7, MoveGenerator{});
    const auto sequential = round_robin<Board>(agents(), openings, 100);
    check_same(concurrent_round_robin<Board>(agents, openings, 100, 2), sequential);
    check_same(concurrent_round_robin<Board>(agents, openings, 100, 4), sequential);
}

TEST_CASE("random agents play the same games concurrently as one after another, each game from its number") {
    // Long Nim games between random movers (and a perfect player): the random agents' moves come from
    // their generators alone, so only a generator seeded per game makes the schedule irrelevant. Each
    // move takes a little time, so that every worker plays some of the games (quick games could all
    // be played by the first worker to start, one after another, as sequentially).
    const auto slow = [](Agent<Nim> agent) {
        return Agent<Nim>(
            agent.name(),
            [agent](const Nim& s) {
                std::this_thread::sleep_for(std::chrono::microseconds(200));
                return agent.choose(s);
            },
            Agent<Nim>::ResetForGame([agent](std::uint64_t game) { agent.new_game(game); }));
    };
    const auto agents = [&] {
        return std::vector<Agent<Nim>>{slow(random_agent<Nim>(1, NimMoves{}, "random1")), perfect(),
                                       slow(random_agent<Nim>(2, NimMoves{}, "random2"))};
    };
    std::vector<Nim> openings;
    for (int stones = 40; stones < 46; ++stones) openings.push_back(Nim{stones, Player::first});
    const auto sequential = round_robin<Nim>(agents(), openings, 100);
    REQUIRE(sequential.games.size() == 36);
    check_same(concurrent_round_robin<Nim>(agents, openings, 100, 2), sequential);
    check_same(concurrent_round_robin<Nim>(agents, openings, 100, 5), sequential);

    // Any game on its own, from fresh agents and its number, is the game of the round robin.
    const auto fresh = agents();
    for (const std::size_t k : {std::size_t{0}, std::size_t{7}, std::size_t{35}}) {
        CAPTURE(k);
        const auto& game = sequential.games[k];
        const auto alone = play_game(openings[game.opening], fresh[game.first], fresh[game.second], 100, nullptr, k);
        std::vector<Take> moves, expected;
        for (const auto& played : alone.moves) moves.push_back(played.move);
        for (const auto& played : game.record.moves) expected.push_back(played.move);
        CHECK(moves == expected);
    }
    // No game replayed: the two random agents' twelve games against each other are twelve different games.
    const auto line = [&](std::size_t k) {
        std::vector<int> taken;
        for (const auto& played : sequential.games[k].record.moves) taken.push_back(played.move.stones);
        return taken;
    };
    std::set<std::vector<int>> distinct;
    for (std::size_t k = 0; k < sequential.games.size(); ++k)
        if (sequential.games[k].first != 1 && sequential.games[k].second != 1) distinct.insert(line(k));
    CHECK(distinct.size() == 12);
}

/// nim_agents() that, in a position of more than 7 stones (first reached in game 10 of the schedule),
/// wait for `stop` before they move, so that the games after the first ten cannot all finish before
/// the stop is set, however the threads are scheduled (a bounded wait: a broken stop fails, not hangs).
std::vector<Agent<Nim>> agents_waiting_for(const std::atomic<bool>& stop) {
    std::vector<Agent<Nim>> waiting;
    for (auto& agent : nim_agents())
        waiting.emplace_back(agent.name(), [agent, &stop](const Nim& s) {
            const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(30);
            while (s.stones > 7 && !stop && std::chrono::steady_clock::now() < give_up) std::this_thread::yield();
            return agent.choose(s);
        });
    return waiting;
}

TEST_CASE("a stop keeps the games before the first unfinished one, counted, and marks the result interrupted") {
    for (int concurrency = 1; concurrency <= 4; ++concurrency) {
        CAPTURE(concurrency);
        std::atomic<bool> stop{false};
        std::size_t calls = 0;
        const auto result = concurrent_round_robin<Nim>(
            [&] { return agents_waiting_for(stop); }, nim_openings(), 100, concurrency,
            [&](std::size_t done, std::size_t, const auto&) {
                ++calls;
                if (done == 7) stop = true;
            },
            &stop);
        CHECK(result.interrupted);
        CHECK(result.games.size() >= 7);
        CHECK(result.games.size() <= 10);  // game 10 waits for the stop, so it and the games after it are not counted
        CHECK(calls == result.games.size());
        const auto sequential = round_robin<Nim>(nim_agents(), nim_openings(), 100);
        for (std::size_t k = 0; k < result.games.size(); ++k) CHECK(result.games[k].opening == sequential.games[k].opening);
        int counted = 0;
        for (const auto& s : result.standings) counted += s.score.games();
        CHECK(counted == 2 * static_cast<int>(result.games.size()));
    }
}

TEST_CASE("a stop flag set before the concurrent round robin plays nothing") {
    const std::atomic<bool> stop{true};
    const auto result = concurrent_round_robin<Nim>(nim_agents, nim_openings(), 100, 3, {}, &stop);
    CHECK(result.interrupted);
    CHECK(result.games.empty());
    CHECK(result.standings.size() == 4);
}

TEST_CASE("a game abandoned mid-way is not counted, nor any game after it") {
    std::atomic<bool> stop{false};
    std::atomic<int> calls{0};
    const auto agents = [&] {
        return std::vector<Agent<Nim>>{Agent<Nim>("stopper",
                                                  [&](const Nim&) {
                                                      if (++calls == 9) stop = true;
                                                      return Decision<Take>{Take{1}, 1, 0};
                                                  }),
                                       taker(1)};
    };
    const auto result = concurrent_round_robin<Nim>(agents, nim_openings(), 100, 2, {}, &stop);
    CHECK(result.interrupted);
    CHECK(result.games.size() < result.games_planned);
    for (const auto& game : result.games) CHECK(game.record.end != GameEnd::abandoned);
}

TEST_CASE("an agent's exception stops the round robin and reaches the caller") {
    const auto agents = [] {
        return std::vector<Agent<Nim>>{perfect(), Agent<Nim>("faulty", [](const Nim& s) -> Decision<Take> {
                                           if (s.stones == 7) throw std::runtime_error("faulty agent");
                                           return Decision<Take>{Take{1}, 1, 0};
                                       })};
    };
    for (int concurrency = 1; concurrency <= 3; ++concurrency)
        CHECK_THROWS_WITH_AS(concurrent_round_robin<Nim>(agents, nim_openings(), 100, concurrency), "faulty agent",
                             std::runtime_error);
}

TEST_CASE("a set of agents copied to every worker is refused: the workers would search with one engine at once") {
    // `[&] { return agents; }` copies the vector, and a copied agent shares its engine: two workers then
    // ran one Engine at once, and 25-28 of 32 Kayles games differed from the sequential round robin.
    const auto limits = SearchLimits::to_depth(3);
    const std::vector<Agent<Nim>> made_once{engine_agent<Nim>("engine", EngineOptions{}, limits, NimMoves{}, NimEvaluator{}),
                                            random_agent<Nim>(1, NimMoves{}), perfect()};
    const auto copies = [&] { return made_once; };
    CHECK_THROWS_WITH_AS(concurrent_round_robin<Nim>(copies, nim_openings(), 100, 2),
                         doctest::Contains("make_agents gave worker 1 a copy of worker 0's agent"), std::invalid_argument);
    // One worker shares with nobody; fresh sets are accepted, even when they hold copies of one agent.
    CHECK(concurrent_round_robin<Nim>(copies, nim_openings(), 100, 1).games.size() == 6 * 12);
    const auto twice = [] {
        const Agent<Nim> one = perfect();
        return std::vector<Agent<Nim>>{one, one};
    };
    CHECK(concurrent_round_robin<Nim>(twice, nim_openings(), 100, 3).games.size() == 2 * 12);
}
