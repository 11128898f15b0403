// A round robin: every agent meets every other from each opening twice, once with each colour.
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

namespace gametree {

/// One agent's totals over a tournament.
struct Standing {
    std::string name;
    MatchScore score;
    std::uint64_t moves = 0;
    std::uint64_t nodes = 0;
    std::uint64_t microseconds = 0;

    [[nodiscard]] double average_ms_per_move() const { return moves ? microseconds / 1000.0 / moves : 0; }
    [[nodiscard]] double average_nodes_per_move() const { return moves ? static_cast<double>(nodes) / moves : 0; }
};

/// A finished game of the tournament: who played which colour and the record.
template <State S>
struct TournamentGame {
    std::size_t first;   ///< index of the agent that moved first
    std::size_t second;  ///< index of the agent that moved second
    std::size_t opening;
    GameRecord<S> record;
};

/// The results: standings per agent, the games, and each pairing's score from the first agent's view.
/// Everything counts only the finished games: after an interruption, those played before it.
template <State S>
struct TournamentResult {
    std::vector<Standing> standings;
    std::vector<TournamentGame<S>> games;
    /// pairings[i][j]: agent i's score against agent j.
    std::vector<std::vector<MatchScore>> pairings;
    /// How many games the full round robin has.
    std::size_t games_planned = 0;
    /// Stopped before all games were played (games.size() < games_planned).
    bool interrupted = false;
};

/// Plays every pair of `agents` from every opening twice, colours swapped, with at most
/// `max_moves_each` moves per side and game. `on_game(done, total, game)` is called after each
/// finished game. When `stop` becomes true the round robin ends at once: the game in progress is
/// abandoned (see play_game) and not counted, and the result is marked interrupted.
template <State S>
TournamentResult<S> round_robin(const std::vector<Agent<S>>& agents, const std::vector<S>& openings, int max_moves_each,
                                // type_identity: S comes from the agents, so a plain lambda converts here
                                const std::type_identity_t<std::function<void(std::size_t, std::size_t,
                                                                               const TournamentGame<S>&)>>& on_game = {},
                                const std::atomic<bool>* stop = nullptr) {
    TournamentResult<S> result;
    const std::size_t n = agents.size();
    result.pairings.assign(n, std::vector<MatchScore>(n));
    for (const auto& a : agents) result.standings.push_back(Standing{a.name(), {}, 0, 0, 0});
    const std::size_t total = n * (n - 1) / 2 * openings.size() * 2;
    result.games_planned = total;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j)
            for (std::size_t o = 0; o < openings.size(); ++o)
                for (const bool swapped : {false, true}) {
                    const std::size_t first = swapped ? j : i;
                    const std::size_t second = swapped ? i : j;
                    if (stop && stop->load()) {
                        result.interrupted = true;
                        return result;
                    }
                    TournamentGame<S> game{first, second, o,
                                           play_game(openings[o], agents[first], agents[second], max_moves_each, stop)};
                    if (game.record.end == GameEnd::abandoned) {
                        result.interrupted = true;
                        return result;
                    }
                    const Player first_side = openings[o].side_to_move();
                    S replay = openings[o];  // who made each move, even in games where a side moves twice
                    for (const auto& played : game.record.moves) {
                        auto& standing = result.standings[replay.side_to_move() == first_side ? first : second];
                        ++standing.moves;
                        standing.nodes += played.nodes;
                        standing.microseconds += played.microseconds;
                        replay = after_turn(replay, played);
                    }
                    const Outcome o_end = game.record.outcome;
                    const auto tally = [&](std::size_t me, std::size_t other, Player my_side) {
                        MatchScore& pair = result.pairings[me][other];
                        MatchScore& total_score = result.standings[me].score;
                        if (o_end == Outcome::draw || o_end == Outcome::ongoing) {
                            ++pair.draws;
                            ++total_score.draws;
                        } else if (is_win_for(o_end, my_side)) {
                            ++pair.wins;
                            ++total_score.wins;
                        } else {
                            ++pair.losses;
                            ++total_score.losses;
                        }
                    };
                    tally(first, second, first_side);
                    tally(second, first, opponent(first_side));
                    result.games.push_back(std::move(game));
                    if (on_game) on_game(result.games.size(), total, result.games.back());
                }
    return result;
}

}  // namespace gametree
