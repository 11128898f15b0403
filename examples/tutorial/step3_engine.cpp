#include <cstdio>

#include <gametree/search.hpp>

#include "echo_coins.hpp"

int main() {
    const auto start = echo::Coins::start({3, 1, 4, 1, 5, 9, 2, 6});

    // Alpha-beta to the end: the value is the final margin with best play, for the first player.
    const auto solved = gametree::alphabeta(start, 20, echo::CoinMoves{}, echo::CoinLead{});
    std::printf("alpha-beta: value %d, first move %s\n", solved.value, echo::to_text(*solved.best_move).c_str());

    // The engine solves it too, and says what it uses.
    gametree::Engine<echo::Coins, echo::CoinMoves, echo::CoinLead> engine(gametree::EngineOptions::solve());
    std::printf("features: %s\n", gametree::to_string(engine.features()).c_str());
    const auto report = engine.search(start, gametree::SearchLimits::to_depth(20));
    std::printf("engine: margin %d in %d plies, line", gametree::margin_of(report.score),
                gametree::plies_to_end(report.score));
    for (const auto& m : report.pv) std::printf(" %s", echo::to_text(m).c_str());
    std::printf("\n");

    // A shallow search, one line per iteration: scores below the horizon are evaluations.
    engine.new_game();
    engine.search(start, gametree::SearchLimits::to_depth(3), [](const auto& iteration) {
        std::printf("depth %d score %d\n", iteration.depth, iteration.score);
    });
    // Output that could not be written (a full disk) is an error, not a silent success.
    if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return 0;
    std::fputs("error: cannot write the output\n", stderr);
    return 2;
}
