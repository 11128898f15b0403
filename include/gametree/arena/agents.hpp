/// \file
/// Ready-made players for any game: the course's searches, the engine, Monte Carlo tree search,
/// expectiminimax (games with chance) and a random mover, each an `Agent<S>` that a match or a round
/// robin can use. Generic over the concepts like the searches.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "gametree/arena/agent.hpp"
#include "gametree/core/random.hpp"
#include "gametree/core/exceptions.hpp"
#include "gametree/search/alphabeta.hpp"
#include "gametree/search/chance/expectiminimax.hpp"
#include "gametree/search/engine/engine.hpp"
#include "gametree/search/mcts/mcts.hpp"
#include "gametree/search/minimax.hpp"

namespace gametree {

namespace detail {
/// Refuses (std::invalid_argument) a depth below 1 for the agent made by `maker`: a search to depth 0
/// returns no move, and a match takes an agent without a move for a side that has none (a loss, or a
/// pass in a game that passes).
inline void require_agent_depth(const char* maker, int depth) {
    if (depth < 1)
        raise(std::invalid_argument(std::string(maker) + ": depth must be at least 1, not " + std::to_string(depth)));
}
}  // namespace detail

namespace detail {
/// The search of a minimax or alpha-beta agent under `limits`: `to_depth(check)` searches to the agent's
/// depth under a NoLimit or a LimitCheck, `deepened()` searches under the limits by iterative deepening.
/// With a node or time limit, the deepened search; with only a stop flag, the search to the depth that
/// the flag can cut short (no shallower depths first: while the flag is unset, the same move and nodes
/// as without it), and no move once it did; with none, the plain search to the depth.
template <class ToDepth, class Deepened>
[[nodiscard]] auto plain_agent_search(const DeepeningLimits& limits, ToDepth&& to_depth, Deepened&& deepened) {
    if (limits.nodes || limits.time) return deepened();
    if (!limits.stop) {
        NoLimit unlimited;
        return to_depth(unlimited);
    }
    LimitCheck check(limits);
    check.may_abort = true;
    auto result = to_depth(check);
    if (check.aborted()) result.best_move.reset();
    return result;
}
}  // namespace detail

/// Plain minimax to `depth` (at least 1, else std::invalid_argument) with `eval`, as an `Agent<S>`: name
/// the state type, e.g. `minimax_agent<MyState>("mm", 2, MyMoves{}, MyEval{})`. Under `limits`, minimax
/// by iterative deepening up to `depth` (see minimax()), except that a stop flag alone (the flag of the
/// match, say: DeepeningLimits::until) only cuts the search to `depth` short, and the agent then has no move.
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] Agent<S> minimax_agent(std::string name, int depth, G gen = {}, E eval = {}, DeepeningLimits limits = {}) {
    detail::require_agent_depth("minimax_agent", depth);
    return Agent<S>(std::move(name), [depth, gen, eval, limits](const S& s) {
        const auto r = detail::plain_agent_search(
            limits, [&](auto& check) { return detail::minimax_root(s, depth, gen, eval, check); },
            [&] { return minimax(s, depth, gen, eval, limits); });
        return Decision<typename S::move_type>{r.best_move, r.nodes, r.value};
    });
}

/// Fail-hard alpha-beta to `depth` (at least 1, else std::invalid_argument) with `eval`; under `limits`
/// as minimax_agent.
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] Agent<S> alphabeta_agent(std::string name, int depth, G gen = {}, E eval = {}, DeepeningLimits limits = {}) {
    detail::require_agent_depth("alphabeta_agent", depth);
    return Agent<S>(std::move(name), [depth, gen, eval, limits](const S& s) {
        const auto r = detail::plain_agent_search(
            limits,
            [&](auto& check) {
                return detail::alphabeta_root(s, depth, gen, eval, -score_infinity, score_infinity, check);
            },
            [&] { return alphabeta(s, depth, gen, eval, limits); });
        return Decision<typename S::move_type>{r.best_move, r.nodes, r.value};
    });
}

/// The engine under `options`, stopping at `limits` on every move. It keeps its table and history
/// through a game and forgets them between games (killers last one search: see Engine). With EngineOptions::repetition_draws (and a
/// hashed state) it gives the engine the game's positions it has seen: each one it was asked about and
/// the one its move led to, which with the opponent's replies is the whole game since its first move.
/// A `limits.stop` flag is shared by every move: once it is set each search ends within a few nodes, so
/// an interrupted match does not wait.
template <State S, MoveGen<S> G, Evaluator<S> E, TablebaseFor<S> T = NoTablebase>
[[nodiscard]] Agent<S> engine_agent(std::string name, EngineOptions options, SearchLimits limits, G gen = {},
                                    E eval = {}, T tablebase = T()) {
    auto engine = std::make_shared<Engine<S, G, E, T>>(options, std::move(gen), std::move(eval), std::move(tablebase));
    // With repetition draws, the game's positions so far: each position the agent is asked about and the
    // one its move leads to (the opponent's move then leads to the next it is asked about).
    auto seen = std::make_shared<std::vector<std::uint64_t>>();
    const bool remember = options.repetition_draws && HashedState<S>;
    return Agent<S>(
        std::move(name),
        [engine, limits, seen, remember](const S& s) {
            if (remember) engine->set_history(*seen);
            const auto r = engine->search(s, limits);
            if constexpr (HashedState<S>) {
                if (remember) {
                    seen->push_back(s.hash());
                    if (r.best_move) seen->push_back(s.after(*r.best_move).hash());
                }
            }
            return Decision<typename S::move_type>{r.best_move, r.nodes, r.score};
        },
        [engine, seen] {
            engine->new_game();
            seen->clear();
        });
}

/// Monte Carlo tree search under `options`, stopping at `limits` on every move; `eval` serves the
/// evaluation cut-off (MctsOptions::cutoff_plies) and may be NoEvaluator when there is none (a cut-off
/// then is std::invalid_argument, as from Mcts). The tree of the moves played
/// is reused from move to move (MctsOptions::reuse_tree) and forgotten between games, when the random
/// generator is reseeded, so a match repeats. The Decision's nodes are the iterations (playouts).
template <State S, MoveGen<S> G, OptionalEvaluator<S> E = NoEvaluator>
[[nodiscard]] Agent<S> mcts_agent(std::string name, MctsOptions options, MctsLimits limits, G gen = {}, E eval = {}) {
    auto mcts = std::make_shared<Mcts<S, G, E>>(options, std::move(gen), std::move(eval));
    return Agent<S>(
        std::move(name),
        [mcts, limits](const S& s) {
            const auto r = mcts->search(s, limits);
            return Decision<typename S::move_type>{r.best_move, r.iterations, r.score};
        },
        [mcts] { mcts->new_game(); });
}

/// Expectiminimax under `options` (its depth at least 1, else std::invalid_argument, as is a win_score
/// that is not above 0) and `limits` (ExpectiminimaxLimits{}: options.depth alone; with limits, the
/// deepest depth finished in them), for games with chance: play_game rolls the dice, and the agent is
/// asked where a player moves. The Decision's score is the expected value on the ±win_score scale,
/// rounded (and kept within ±score_infinity).
template <State S, MoveGen<S> G, Evaluator<S> E>
[[nodiscard]] Agent<S> expectiminimax_agent(std::string name, ExpectiminimaxOptions options, ExpectiminimaxLimits limits,
                                            G gen = {}, E eval = {}) {
    detail::require_agent_depth("expectiminimax_agent", options.depth);
    expectiminimax_detail::check_options(options);
    // Without a limit, iterative deepening would only search the shallower depths as well.
    const bool limited = limits.any();
    return Agent<S>(std::move(name), [options, limits, limited, gen, eval](const S& s) {
        const auto r = limited ? expectiminimax(s, gen, eval, options, limits) : expectiminimax(s, gen, eval, options);
        const double value = std::clamp(r.value, -static_cast<double>(score_infinity), static_cast<double>(score_infinity));
        return Decision<typename S::move_type>{r.best_move, r.nodes, static_cast<Score>(std::lround(value))};
    });
}

/// The seed of game number `game` for an agent seeded with `seed`: both mixed by the SplitMix64
/// finaliser, so that neighbouring seeds and neighbouring games give unrelated sequences.
[[nodiscard]] constexpr std::uint64_t game_seed(std::uint64_t seed, std::uint64_t game) noexcept {
    const auto mix = [](std::uint64_t z) {
        z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31U);
    };
    return mix(mix(seed) + game);
}

/// A uniformly random legal move, from a generator that each game reseeds with game_seed(`seed`, its
/// number) (Agent::new_game; game 0 before any): game k of a match or round robin is the same for the
/// same seed, whichever games were played before it and on whichever thread, and different games have
/// different moves, with every standard library (random_index).
template <State S, MoveGen<S> G>
[[nodiscard]] Agent<S> random_agent(std::uint64_t seed, G gen = {}, std::string name = "random") {
    static_assert(check_declared_features<S, G>());
    auto rng = std::make_shared<std::mt19937_64>(game_seed(seed, 0));
    return Agent<S>(
        std::move(name),
        [rng, gen](const S& s) {
            const auto moves = moves_of(gen, s);
            if (moves.empty()) return Decision<typename S::move_type>{};
            const auto pick = random_index(*rng, moves.size());
            return Decision<typename S::move_type>{moves[pick], 0, 0};
        },
        typename Agent<S>::ResetForGame([rng, seed](std::uint64_t game) { rng->seed(game_seed(seed, game)); }));
}

}  // namespace gametree
