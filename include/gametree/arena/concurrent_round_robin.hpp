/// \file
/// A round robin that plays several games at once, each worker thread with agents of its own.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include "gametree/arena/tournament.hpp"
#include "gametree/core/assert.hpp"
#include "gametree/core/exceptions.hpp"

namespace gametree {

/// Makes a fresh set of agents, the same players in the same order each time. An agent may hold an
/// engine with its table, killers and history, so two games cannot share one: each worker of a
/// concurrent round robin plays with a set of its own.
template <State S>
using AgentFactory = std::function<std::vector<Agent<S>>()>;

namespace detail {
/// std::invalid_argument when an agent of one worker's set is a copy of an agent of another worker's set:
/// copies share their engine or random generator, which the two workers would use at once (a data race:
/// wrong games, or a crash). Copies within one set play one after the other and are let be.
template <State S>
void refuse_shared_agents(const std::vector<std::vector<Agent<S>>>& sets) {
    std::vector<std::pair<const void*, std::size_t>> owners;  // each agent's identity, and its set
    for (std::size_t w = 0; w < sets.size(); ++w)
        for (const auto& agent : sets[w]) owners.emplace_back(agent.identity(), w);
    std::sort(owners.begin(), owners.end(), [](const auto& a, const auto& b) {  // std::less: a total order of addresses
        return std::less<const void*>{}(a.first, b.first) || (a.first == b.first && a.second < b.second);
    });
    for (std::size_t i = 1; i < owners.size(); ++i) {
        if (owners[i].first != owners[i - 1].first || owners[i].second == owners[i - 1].second) continue;
        std::string name;
        for (const auto& agent : sets[owners[i].second])
            if (agent.identity() == owners[i].first) name = agent.name();
        raise(std::invalid_argument("concurrent_round_robin: make_agents gave worker " + std::to_string(owners[i].second) +
                                    " a copy of worker " + std::to_string(owners[i - 1].second) + "'s agent '" + name +
                                    "': copies share their engine or random generator, which two workers would use at "
                                    "once; make new agents in make_agents"));
    }
}
}  // namespace detail

/// The round robin of round_robin(), `concurrency` games at a time. `make_agents` is called once per
/// worker (no more workers than games), on the calling thread, before any game starts; every set must
/// name the same agents, and be made afresh: a set holding copies of another set's agents (`[&] { return
/// agents; }` with a vector made once) would have two workers search with one engine at once, so it is
/// std::invalid_argument before any game starts (Agent::is_copy_of).
///
/// The games are numbered as in round_robin_schedule and counted in that order: a game that ends
/// before an earlier one waits, so the standings, the list of games and the calls of `on_game` (made
/// one at a time, under a lock, in game order) are those of the sequential round robin. Each game is
/// given its number in the schedule (play_game's `game`, for the agents' new_game()), as round_robin()
/// gives it. When each agent's moves depend only on the position, what it saw earlier in the same game
/// and the game's number (depth- or node-limited searches whose state new_game() clears, a random agent
/// reseeded per game), the games themselves are the same too; an agent that carries state from game to
/// game or thinks by the clock plays differently.
///
/// When `stop` becomes true the games in progress are abandoned and no new one starts; the result
/// counts the games before the first one that did not finish (later games that did finish are left
/// out, so that what is counted is always a prefix of the schedule) and is marked interrupted. An
/// exception thrown by an agent or by `on_game` stops the other workers and is rethrown here.
template <State S>
TournamentResult<S> concurrent_round_robin(const std::type_identity_t<AgentFactory<S>>& make_agents,
                                           const std::vector<S>& openings, int max_moves_each, int concurrency,
                                           const std::type_identity_t<OnTournamentGame<S>>& on_game = {},
                                           const std::atomic<bool>* stop = nullptr) {
    std::vector<std::vector<Agent<S>>> sets;
    sets.push_back(make_agents());
    std::vector<std::string> names;
    for (const auto& a : sets.front()) names.push_back(a.name());
    const auto schedule = round_robin_schedule(names.size(), openings.size());
    auto result = empty_tournament<S>(names, schedule.size());
    // No more workers than games: each set may hold engines with their tables, which an idle worker
    // would allocate for nothing (16 workers for 2 games, say).
    const std::size_t wanted = concurrency < 1 ? 1 : static_cast<std::size_t>(concurrency);
    const std::size_t workers = std::max<std::size_t>(1, std::min(wanted, schedule.size()));
    for (std::size_t w = 1; w < workers; ++w) {
        sets.push_back(make_agents());
        GAMETREE_ASSERT(sets.back().size() == names.size(),
                        "concurrent_round_robin: make_agents gave sets of different sizes");
    }
    detail::refuse_shared_agents(sets);

    std::atomic<std::size_t> next{0};
    std::atomic<bool> halt{false};  // an abandoned game or an exception: take no more games
    std::mutex lock;                // guards everything below, and the calls of on_game
    std::vector<std::optional<TournamentGame<S>>> finished(schedule.size());
    std::size_t counted = 0;
    std::exception_ptr failure;

    const auto stopping = [&] { return halt.load() || (stop && stop->load()); };
    const auto play_games = [&](std::vector<Agent<S>>& agents) {
        while (!stopping()) {
            const std::size_t k = next.fetch_add(1);
            if (k >= schedule.size()) return;
            const auto& [first, second, o] = schedule[k];
            TournamentGame<S> game{first, second, o,
                                   play_game(openings[o], agents[first], agents[second], max_moves_each, stop, k, o)};
            const std::lock_guard<std::mutex> guard(lock);
            if (game.record.end == GameEnd::abandoned) {
                halt = true;
                return;
            }
            finished[k] = std::move(game);
            // Count every game that is now next in order.
            while (counted < schedule.size() && finished[counted] && !failure) {
                count_game(result, std::move(*finished[counted]));
                finished[counted].reset();
                ++counted;
                if (on_game) on_game(result.games.size(), schedule.size(), result.games.back());
            }
        }
    };
    const auto work = [&](std::vector<Agent<S>>& agents) {
        detail::call_catching([&] { play_games(agents); }, [&](std::exception_ptr thrown) {
            const std::lock_guard<std::mutex> guard(lock);
            if (!failure) failure = std::move(thrown);
            halt = true;
        });
    };
    std::vector<std::thread> pool;
    detail::undo_on_exception([&] { for (std::size_t w = 1; w < workers; ++w) pool.emplace_back(work, std::ref(sets[w])); },
                              [&] {  // no thread to be had: stop those that started
                                  halt = true;
                                  for (auto& thread : pool) thread.join();
                              });
    work(sets[0]);  // the calling thread is a worker too
    for (auto& thread : pool) thread.join();
    if (failure) std::rethrow_exception(failure);
    result.interrupted = result.games.size() < schedule.size();
    return result;
}

}  // namespace gametree
