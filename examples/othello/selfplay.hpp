// `othello selfplay`: the engine plays both sides to the end of the game, move by move.
#pragma once

#include <bit>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "../common/output.hpp"
#include "gametree/games/othello/othello.hpp"
#include "gametree/search/engine/engine.hpp"
#include "options.hpp"
#include "score_text.hpp"
#include "solve.hpp"

namespace othello_cli {

/// The result line of a finished game: the winner, the margin (empty squares to the winner), the discs.
template <int N>
[[nodiscard]] std::string result_text(const gametree::othello::Position<N>& pos) {
    using gametree::Player;
    const int x = std::popcount(pos.discs(Player::first));
    const int o = std::popcount(pos.discs(Player::second));
    const int margin = std::abs(pos.utility());
    const std::string discs = " (X " + std::to_string(x) + ", O " + std::to_string(o) + ")";
    switch (pos.outcome()) {
    case gametree::Outcome::first_wins: return "X wins by " + std::to_string(margin) + discs;
    case gametree::Outcome::second_wins: return "O wins by " + std::to_string(margin) + discs;
    case gametree::Outcome::draw: return "draw" + discs;
    case gametree::Outcome::ongoing: break;
    }
    return "unfinished" + discs;
}

template <int N>
int run_selfplay(const gametree::othello::Position<N>& start, const Arguments& args) {
    using namespace gametree;
    using namespace gametree::othello;
    const int depth = args.depth.value_or(default_depth);
    EngineOptions options;
    options.tt_mib = static_cast<std::size_t>(args.hash_mib.value_or(default_selfplay_hash_mib));
    // One engine per side: each keeps its own table and history through the game.
    Engine<Position<N>, MoveGenerator, HeuristicEvaluator> engines[2] = {
        Engine<Position<N>, MoveGenerator, HeuristicEvaluator>(options),
        Engine<Position<N>, MoveGenerator, HeuristicEvaluator>(options)};
    std::cout << "Othello " << N << "x" << N << " self-play: the engine at depth " << depth << " on both sides\n"
              << render(start);
    // Seen before the first search, which may take long; and a reader gone already is noticed now.
    if (!common::flush_stdout()) return common::report_output_error();
    Position<N> pos = start;
    std::uint64_t total_nodes = 0;
    for (int ply = 1; !is_over(pos.outcome()); ++ply) {
        std::string line = std::to_string(ply) + ". " + side_name(pos.side_to_move()) + ' ';
        if (pos.must_pass()) {
            line += pass_text;
            pos = pos.after_pass();
        } else {
            auto& engine = engines[index_of(pos.side_to_move())];
            const auto result = engine.search(pos, SearchLimits::to_depth(depth));
            total_nodes += result.nodes;
            line += to_string(*result.best_move) + "  (" + score_text(result.score) + ", " +
                    std::to_string(result.nodes) + " nodes)";
            pos = pos.after(*result.best_move);
        }
        if (!common::print_progress(line)) return common::report_output_error();
    }
    std::cout << render(pos) << "final " << to_text(pos) << "\nResult: " << result_text(pos) << "\nSearched "
              << total_nodes << " nodes in total\n";
    return 0;
}

}  // namespace othello_cli
