/// \file
/// Playing one game between two agents, with a move limit, recording every move.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <random>
#include <vector>

#include "gametree/arena/agent.hpp"
#include "gametree/core/chance.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/core/no_move_policy.hpp"

namespace gametree {

/// How a game ended.
enum class GameEnd : std::uint8_t {
    rules,        ///< the rules ended it (a win or a draw by the game's own rules)
    move_limit,   ///< each side made the allowed number of moves: a draw
    no_move,      ///< the side to move had no move: it lost, or the game was drawn (NoMovePolicy)
    abandoned,    ///< stopped from outside before it ended: no result (the outcome stays ongoing)
};

/// One move of a game with what it cost its agent.
template <class Move>
struct PlayedMove {
    /// The move played; a default-constructed `Move` when the player passed.
    Move move;
    /// The nodes the agent reported for its choice (Decision::nodes).
    std::uint64_t nodes = 0;
    /// The time the agent took to choose, in microseconds (for a pass too: the time it took to find none).
    std::uint64_t microseconds = 0;
    /// The agent's score for the position it moved from (Decision::score).
    Score score = 0;
    /// The player had no move and passed (a game whose NoMovePolicy is pass); `move` is then unused.
    bool passed = false;
    /// `move` is an outcome of a chance state (ChanceState: a roll of the dice), drawn by play_game, not
    /// an agent's choice: `nodes`, `microseconds` and `score` are 0 and no agent is charged with it.
    bool chance = false;
};

/// The state after one recorded turn: the move played, or the pass.
template <State S>
[[nodiscard]] S after_turn(const S& state, const PlayedMove<typename S::move_type>& turn) {
    if constexpr (PassingState<S>) {
        if (turn.passed) return state.after_pass();
    }
    return state.after(turn.move);
}

/// The record of a game: its moves, result and how it ended.
template <State S>
struct GameRecord {
    /// The position the game started from.
    S start;
    /// Every turn in order, passes included; after_turn() replays them from `start`.
    std::vector<PlayedMove<typename S::move_type>> moves;
    /// The result; Outcome::ongoing only when the game was abandoned.
    Outcome outcome = Outcome::ongoing;
    /// How the game ended.
    GameEnd end = GameEnd::rules;
};

/// Plays `first`, as Player::first (who moves first, unless `start` has Player::second to move), against
/// `second`, as Player::second, from `start` until the game is over or each side has made
/// `max_moves_each` moves (a draw, as in the course's tournament); a side with no move loses, draws or
/// passes as the game's NoMovePolicy says (a pass is recorded as a PlayedMove with `passed`).
/// When `stop` is given and becomes true (another thread, a signal handler), the game is abandoned at
/// the next check, before each move and after each agent's choice: the move chosen under a stop request
/// may come from a search cut short, so it is not played. An agent's own think is not interrupted here;
/// give it the same flag (the engine's SearchLimits::stop) for that.
/// Both agents' new_game() is called with `game`, the number of the game in its match or tournament (0
/// for a game on its own): an agent that plays at random is seeded from it, so the same number gives
/// the same game, whatever was played before (round_robin() passes each game's place in its schedule).
/// In a game with chance (ChanceState), no agent is asked at a chance state: play_game draws the outcome
/// by its probability, from a generator seeded with `dice_seed` (the same seed and the same choices give
/// the same rolls), and records it as a PlayedMove with `chance`; rolls are not moves for the move limit.
template <State S>
GameRecord<S> play_game(const S& start, const Agent<S>& first, const Agent<S>& second, int max_moves_each,
                        const std::atomic<bool>* stop = nullptr, std::uint64_t game = 0, std::uint64_t dice_seed = 0) {
    GameRecord<S> record{start, {}, Outcome::ongoing, GameEnd::rules};
    const auto stopped = [&] {
        if (!stop || !stop->load()) return false;
        record.outcome = Outcome::ongoing;
        record.end = GameEnd::abandoned;
        return true;
    };
    first.new_game(game);
    second.new_game(game);
    S state = start;
    int moves_made[2] = {0, 0};
    [[maybe_unused]] std::mt19937_64 dice(dice_seed);
    while (!is_over(state.outcome())) {
        if (stopped()) return record;
        const Player side = state.side_to_move();
        if (moves_made[index_of(side)] >= max_moves_each) {
            record.outcome = Outcome::draw;
            record.end = GameEnd::move_limit;
            return record;
        }
        if constexpr (ChanceState<S>) {
            if (state.is_chance()) {  // chance moves, not an agent
                PlayedMove<typename S::move_type> roll{draw_chance_outcome(state, dice)};
                roll.chance = true;
                state = state.after(roll.move);
                record.moves.push_back(std::move(roll));
                continue;
            }
        }
        const Agent<S>& agent = side == Player::first ? first : second;
        const auto begin = std::chrono::steady_clock::now();
        const auto decision = agent.choose(state);
        const auto spent = static_cast<std::uint64_t>(
            std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - begin).count());
        if (stopped()) return record;
        if (!decision.move) {
            // No move: the game's NoMovePolicy decides, as in every search.
            if constexpr (no_move_policy_v<S> == NoMovePolicy::pass) {
                record.moves.push_back({typename S::move_type{}, decision.nodes, spent, decision.score, true});
                state = state.after_pass();
                ++moves_made[index_of(side)];  // a pass is a turn: the move limit still ends a game of passes
                continue;
            } else {
                record.outcome = no_move_policy_v<S> == NoMovePolicy::draw ? Outcome::draw : win_for(opponent(side));
                record.end = GameEnd::no_move;
                return record;
            }
        }
        record.moves.push_back({*decision.move, decision.nodes, spent, decision.score});
        state = state.after(*decision.move);
        ++moves_made[index_of(side)];
    }
    record.outcome = state.outcome();
    return record;
}

}  // namespace gametree
