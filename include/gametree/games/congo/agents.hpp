// Ready-made Congo players for matches: the course's agents, the engine, and a random mover.
#pragma once

#include <memory>
#include <random>
#include <string>

#include "gametree/arena/agent.hpp"
#include "gametree/games/congo/evaluation/course_advanced.hpp"
#include "gametree/games/congo/evaluation/material.hpp"
#include "gametree/games/congo/evaluation/strong.hpp"
#include "gametree/games/congo/movegen.hpp"
#include "gametree/games/congo/tablebase.hpp"
#include "gametree/search/alphabeta.hpp"
#include "gametree/search/engine/engine.hpp"
#include "gametree/search/minimax.hpp"

namespace gametree::congo {

using CongoAgent = Agent<Position>;

/// The course's Part 4 agent: minimax at `depth` (2) with the material evaluation.
inline CongoAgent course_minimax_agent(int depth = 2) {
    return CongoAgent("minimax" + std::to_string(depth), [depth](const Position& pos) {
        const auto r = minimax(pos, depth, MoveGenerator{}, MaterialEvaluator{});
        return Decision<Move>{r.best_move, r.nodes, r.value};
    });
}

/// The course's Part 5 agent: fail-hard alpha-beta at `depth` (4) with the advanced evaluation.
inline CongoAgent course_alphabeta_agent(int depth = 4) {
    return CongoAgent("alphabeta" + std::to_string(depth), [depth](const Position& pos) {
        const auto r = alphabeta(pos, depth, MoveGenerator{}, CourseAdvancedEvaluator{});
        return Decision<Move>{r.best_move, r.nodes, r.value};
    });
}

/// The engine with evaluator `E` under `options`, with the endgame tablebases of `rules`, stopping at
/// `limits` on every move. It keeps its table and history through a game and forgets them between games.
/// A `limits.stop` flag is shared by every move: once it is set, each search ends within a few nodes
/// (after depth 1) with the best move found so far, so an interrupted match does not wait for a think.
template <class E = StrongEvaluator>
CongoAgent engine_agent(std::string name, EngineOptions options, SearchLimits limits, E evaluator = {},
                        Rules rules = Rules::wits2021) {
    auto engine = std::make_shared<Engine<Position, MoveGenerator, E, EndgameTablebases>>(
        options, MoveGenerator{}, evaluator, EndgameTablebases(rules));
    return CongoAgent(
        std::move(name),
        [engine, limits](const Position& pos) {
            const auto r = engine->search(pos, limits);
            return Decision<Move>{r.best_move, r.nodes, r.score};
        },
        [engine] { engine->new_game(); });
}

/// Plays a uniformly random legal move (seeded, so games repeat).
inline CongoAgent random_agent(std::uint64_t seed) {
    auto rng = std::make_shared<std::mt19937_64>(seed);
    return CongoAgent("random", [rng](const Position& pos) {
        MoveGenerator::Buffer moves;
        MoveGenerator{}.generate(pos, moves);
        if (moves.empty()) return Decision<Move>{};
        return Decision<Move>{moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(*rng)], 0, 0};
    });
}

}  // namespace gametree::congo
