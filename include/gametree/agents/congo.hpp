/// \file
/// Ready-made Congo players: the course's agents, the engine with Congo's evaluations and tablebases,
/// and a random mover. Glue between the game and the arena, so it lives outside both.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "gametree/arena/agents.hpp"
#include "gametree/games/congo/evaluation/course_advanced.hpp"
#include "gametree/games/congo/evaluation/material.hpp"
#include "gametree/games/congo/evaluation/strong.hpp"
#include "gametree/games/congo/movegen.hpp"
#include "gametree/games/congo/tablebase.hpp"

namespace gametree::congo {

/// An agent that plays Congo (the arena's Agent for congo::Position).
using CongoAgent = Agent<Position>;

/// The course's Part 4 agent: minimax at `depth` (2) with the material evaluation. Once `stop` (when
/// given) becomes true, a search in progress ends within a few positions, without a move.
[[nodiscard]] inline CongoAgent course_minimax_agent(int depth = 2, const std::atomic<bool>* stop = nullptr) {
    return minimax_agent<Position>("minimax" + std::to_string(depth), depth, MoveGenerator{}, MaterialEvaluator{},
                                   DeepeningLimits::until(stop));
}

/// The course's Part 5 agent: fail-hard alpha-beta at `depth` (4) with the advanced evaluation; `stop`
/// as for course_minimax_agent.
[[nodiscard]] inline CongoAgent course_alphabeta_agent(int depth = 4, const std::atomic<bool>* stop = nullptr) {
    return alphabeta_agent<Position>("alphabeta" + std::to_string(depth), depth, MoveGenerator{},
                                     CourseAdvancedEvaluator{}, DeepeningLimits::until(stop));
}

/// The endgame tablebases every engine_agent of the program shares (copies of one EndgameTablebases: each
/// table is built once, by whichever agent first needs it, and probed by all without a lock).
[[nodiscard]] inline const EndgameTablebases& agent_tablebases() {
    // Never destroyed (no destructor at exit, when another thread might still probe them).
    static const EndgameTablebases& tables = *new EndgameTablebases();
    return tables;
}

/// The engine with evaluator `E` under `options`, stopping at `limits` on every move, with the endgame
/// tablebases of whichever rule set each position is played under (agent_tablebases()). With a time
/// limit the tables of both rule sets are built here, once for the program (about 0.4 s), so that no
/// move's think spends its time building them.
template <Evaluator<Position> E = StrongEvaluator>
[[nodiscard]] CongoAgent engine_agent(std::string name, EngineOptions options, SearchLimits limits, E evaluator = {}) {
    const EndgameTablebases& tables = agent_tablebases();
    if (limits.time) {
        (void)tables.build(Rules::standard);
        (void)tables.build(Rules::wits2021);
    }
    return gametree::engine_agent<Position>(std::move(name), options, limits, MoveGenerator{}, std::move(evaluator), tables);
}

/// Monte Carlo tree search under `options`, stopping at `limits` on every move; the strong evaluation
/// serves the evaluation cut-off when `options.cutoff_plies` is set.
[[nodiscard]] inline CongoAgent mcts_agent(std::string name, MctsOptions options, MctsLimits limits) {
    return gametree::mcts_agent<Position>(std::move(name), options, limits, MoveGenerator{}, StrongEvaluator{});
}

/// The MCTS variants the programs offer by name: "mcts" (UCT with the solver, random playouts to the
/// end), "mcts-uct" (the solver off), "mcts-cutoff" (the solver, playouts cut after 8 plies and
/// scored by the strong evaluation, captures tried first). Nothing for another name.
[[nodiscard]] inline std::optional<MctsOptions> mcts_variant(std::string_view name) {
    MctsOptions options;
    if (name == "mcts") return options;
    if (name == "mcts-uct") {
        options.solver = false;
        return options;
    }
    if (name == "mcts-cutoff") {
        options.cutoff_plies = 8;
        options.prior_weight = 1.0;
        return options;
    }
    return std::nullopt;
}

/// A uniformly random legal move, reseeded for each game from `seed` and the game's number (see
/// gametree::random_agent), so games repeat.
[[nodiscard]] inline CongoAgent random_agent(std::uint64_t seed) { return gametree::random_agent<Position>(seed, MoveGenerator{}); }

}  // namespace gametree::congo
