#include <iostream>

#include <gametree/games/congo/congo.hpp>
#include <gametree/games/dice_nim/dice_nim.hpp>
#include <gametree/search/chance/expectiminimax.hpp>
#include <gametree/search/mcts.hpp>

int main() {
    using namespace gametree;
    // MCTS-Solver proves the lion capture; no evaluator needed (random playouts to the end).
    const auto pos = congo::parse_fen("4l2/6P/7/7/7/7/4L2 w 18");
    Mcts<congo::Position, congo::MoveGenerator> mcts;
    const auto r = mcts.search(*pos, MctsLimits::for_iterations(10'000), [](const auto& progress) {
        std::cout << progress.iterations << " iterations, best visited " << progress.best_visits << '\n';
    });
    std::cout << congo::to_string(*r.best_move) << (r.proven ? " proven" : "") << " plies "
              << plies_to_end(r.score) << '\n';

    // Dice Nim has chance nodes: expectiminimax gives the exact expected value (±1000 = sure win/loss).
    const auto dice = expectiminimax(dice_nim::Position(8), dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{});
    std::cout << "dice nim, 8 stones: " << dice.value << " in " << dice.nodes << " nodes\n";
    // Output that could not be written (a full disk) is an error, not a silent success.
    if (std::cout.flush()) return 0;
    std::cerr << "error: cannot write the output\n";
    return 2;
}
