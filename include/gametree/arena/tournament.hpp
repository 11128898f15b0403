/// \file
/// A round robin: every agent meets every other from each opening twice, once with each colour.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

#include "gametree/arena/agent.hpp"
#include "gametree/arena/elo.hpp"
#include "gametree/arena/match.hpp"
#include "gametree/core/assert.hpp"

namespace gametree {

/// One agent's totals over a tournament.
struct Standing {
    /// The agent's name.
    std::string name;
    /// Its wins, draws and losses over all its counted games.
    MatchScore score;
    /// The turns it played, passes included.
    std::uint64_t moves = 0;
    /// The nodes its agent reported, summed over its turns.
    std::uint64_t nodes = 0;
    /// The time its agent took over its turns, in microseconds.
    std::uint64_t microseconds = 0;

    /// The mean time per turn, in milliseconds; 0 before the first turn.
    [[nodiscard]] double average_ms_per_move() const { return moves ? static_cast<double>(microseconds) / 1000.0 / static_cast<double>(moves) : 0; }
    /// The mean number of nodes per turn; 0 before the first turn.
    [[nodiscard]] double average_nodes_per_move() const { return moves ? static_cast<double>(nodes) / static_cast<double>(moves) : 0; }
};

/// A finished game of the tournament: who played which colour and the record.
template <State S>
struct TournamentGame {
    std::size_t first;   ///< index of the agent that played Player::first (play_game's `first`)
    std::size_t second;  ///< index of the agent that played Player::second
    /// Index of the opening the game started from.
    std::size_t opening;
    /// The game itself.
    GameRecord<S> record;
};

/// The results: standings per agent, the games, and each pairing's score from the first agent's view.
/// Everything counts only the finished games: after an interruption, those played before it.
template <State S>
struct TournamentResult {
    /// One standing per agent, in the order of the agents.
    std::vector<Standing> standings;
    /// The counted games, in the order they were counted (round_robin: that of round_robin_schedule).
    std::vector<TournamentGame<S>> games;
    /// pairings[i][j]: agent i's score against agent j.
    std::vector<std::vector<MatchScore>> pairings;
    /// How many games the full round robin has.
    std::size_t games_planned = 0;
    /// Stopped before all games were played (games.size() < games_planned).
    bool interrupted = false;
};

/// One game of a round robin's schedule: who moves first, who second, from which opening.
struct ScheduledGame {
    std::size_t first;    ///< index of the agent that plays Player::first
    std::size_t second;   ///< index of the agent that plays Player::second
    std::size_t opening;  ///< index of the opening
};

/// The games of a round robin among `agents` agents from `openings` openings, in the order they are
/// numbered: every pair (i, j), i < j, from every opening twice, i first then j first.
[[nodiscard]] inline std::vector<ScheduledGame> round_robin_schedule(std::size_t agents, std::size_t openings) {
    std::vector<ScheduledGame> schedule;
    schedule.reserve(agents * (agents > 0 ? agents - 1 : 0) * openings);
    for (std::size_t i = 0; i < agents; ++i)
        for (std::size_t j = i + 1; j < agents; ++j)
            for (std::size_t o = 0; o < openings; ++o) {
                schedule.push_back({i, j, o});
                schedule.push_back({j, i, o});
            }
    return schedule;
}

/// An empty result for `names.size()` agents, expecting `planned` games.
template <State S>
[[nodiscard]] TournamentResult<S> empty_tournament(const std::vector<std::string>& names, std::size_t planned) {
    TournamentResult<S> result;
    result.pairings.assign(names.size(), std::vector<MatchScore>(names.size()));
    for (const auto& name : names) result.standings.push_back(Standing{name, {}, 0, 0, 0});
    result.games_planned = planned;
    return result;
}

/// Adds a finished game (one with a result: a contract) to the standings, the pairings and the list of
/// games. Each move is charged to the agent that made it, even in games where a side moves twice, and
/// the result is the one of the side each agent played (`first`: Player::first, as play_game gives it),
/// also from a start where Player::second is to move.
template <State S>
void count_game(TournamentResult<S>& result, TournamentGame<S> game) {
    GAMETREE_ASSERT(game.record.outcome != Outcome::ongoing, "count_game: the game has no result (abandoned?)");
    GAMETREE_ASSERT(game.first < result.standings.size() && game.second < result.standings.size(),
                    "count_game: an agent index past the standings");
    const Player first_side = Player::first;  // play_game's `first` agent plays it, whoever is to move at the start
    S replay = game.record.start;
    for (const auto& played : game.record.moves) {
        if (!played.chance) {  // a roll of the dice is nobody's move
            auto& standing = result.standings[replay.side_to_move() == first_side ? game.first : game.second];
            ++standing.moves;
            standing.nodes += played.nodes;
            standing.microseconds += played.microseconds;
        }
        replay = after_turn(replay, played);
    }
    const Outcome end = game.record.outcome;
    const auto tally = [&](std::size_t me, std::size_t other, Player my_side) {
        for (MatchScore* score : {&result.pairings[me][other], &result.standings[me].score}) {
            if (end == Outcome::draw || end == Outcome::ongoing) ++score->draws;  // ongoing: contracts off
            else if (is_win_for(end, my_side)) ++score->wins;
            else ++score->losses;
        }
    };
    tally(game.first, game.second, first_side);
    tally(game.second, game.first, opponent(first_side));
    result.games.push_back(std::move(game));
}

/// Called after each counted game with the number of games counted so far, the number planned, and
/// the game.
template <State S>
using OnTournamentGame = std::function<void(std::size_t, std::size_t, const TournamentGame<S>&)>;

/// Plays every pair of `agents` from every opening twice, colours swapped, with at most
/// `max_moves_each` moves per side and game, in the order of round_robin_schedule. `on_game(done,
/// total, game)` is called after each finished game. When `stop` becomes true the round robin ends at
/// once: the game in progress is abandoned (see play_game) and not counted, and the result is marked
/// interrupted. Game k of the schedule is play_game's game number k, for the agents' new_game(): a
/// random agent plays it the same way whichever games came before (concurrent_round_robin.hpp plays
/// several games at once, and the same games). In a game with chance, the games from opening `o` draw
/// their dice from play_game's generator seeded with `o`: the two colour orders of an opening get the
/// same sequence of draws, and a round robin repeats exactly.
template <State S>
TournamentResult<S> round_robin(const std::vector<Agent<S>>& agents, const std::vector<S>& openings, int max_moves_each,
                                // type_identity: S comes from the agents, so a plain lambda converts here
                                const std::type_identity_t<OnTournamentGame<S>>& on_game = {},
                                const std::atomic<bool>* stop = nullptr) {
    std::vector<std::string> names;
    for (const auto& a : agents) names.push_back(a.name());
    const auto schedule = round_robin_schedule(agents.size(), openings.size());
    auto result = empty_tournament<S>(names, schedule.size());
    for (std::size_t k = 0; k < schedule.size(); ++k) {
        if (stop && stop->load()) {
            result.interrupted = true;
            return result;
        }
        const auto& [first, second, o] = schedule[k];
        TournamentGame<S> game{first, second, o,
                               play_game(openings[o], agents[first], agents[second], max_moves_each, stop, k, o)};
        if (game.record.end == GameEnd::abandoned) {
            result.interrupted = true;
            return result;
        }
        count_game(result, std::move(game));
        if (on_game) on_game(result.games.size(), schedule.size(), result.games.back());
    }
    return result;
}

}  // namespace gametree
