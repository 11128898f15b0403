#include <chrono>
#include <iostream>

#include <gametree/gametree.hpp>

int main() {
    using namespace gametree::congo;
    auto pos = parse_fen("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0");  // Parsed<Position>
    if (!pos) {
        std::cerr << pos.error().describe() << '\n';  // names the problem and its place
        return 2;
    }
    auto result = gametree::alphabeta(*pos, 4, MoveGenerator{}, MaterialEvaluator{standard_piece_values});
    std::cout << to_string(*result.best_move) << ' ' << result.value << ' ' << result.nodes << '\n';

    gametree::Engine<Position, MoveGenerator, StrongEvaluator, EndgameTablebases> engine;
    gametree::SearchLimits limits;
    limits.time = std::chrono::milliseconds(500);
    auto report = engine.search(*pos, limits, [](const auto& iteration) {  // once per finished iteration
        std::cout << "depth " << iteration.depth << " score " << iteration.score << '\n';
    });
    std::cout << "engine plays " << to_string(*report.best_move) << '\n';
    // Output that could not be written (a full disk) is an error, not a silent success.
    if (std::cout.flush()) return 0;
    std::cerr << "error: cannot write the output\n";
    return 2;
}
