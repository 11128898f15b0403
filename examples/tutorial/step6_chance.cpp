#include <cstdio>
#include <string>
#include <vector>

#include <gametree/arena.hpp>
#include <gametree/search/chance/expectiminimax.hpp>
#include <gametree/search/mcts.hpp>
#include <gametree/testing/conformance.hpp>

#include "lucky_coins.hpp"

static_assert(gametree::ChanceState<lucky::Coins>);

int main() {
    using lucky::Coins, lucky::Moves, lucky::Lead, lucky::Move;
    const auto start = Coins::start({3, 1, 5, 1, 9, 8, 9, 7});

    // The kit checks every roll too: probabilities in (0, 1] adding up to 1, and the generator's moves.
    gametree::testing::ConformanceOptions<Coins> options;
    options.games = 300;
    options.games_must_end = true;
    const auto checked = gametree::testing::check_conformance(start, Moves{}, options);
    std::printf("%s\n", checked.summary().c_str());
    if (!checked.ok()) return 1;

    // To the end: 1000 times (the chance to win - the chance to lose) for the player the die is rolled for.
    const auto exact = gametree::expectiminimax(start, Moves{}, Lead{});
    std::printf("expectiminimax: value %.1f, %llu nodes\n", exact.value,
                static_cast<unsigned long long>(exact.nodes));
    for (const bool lucky_roll : {false, true}) {
        const auto r = gametree::expectiminimax(start.after(Move{{}, lucky_roll}), Moves{}, Lead{});
        std::printf("  after a %s roll: take %s, value %.1f\n", lucky_roll ? "lucky" : "plain",
                    echo::to_text(r.best_move->take).c_str(), r.value);
    }
    // Under limits it deepens one move at a time and answers from the deepest depth it finished.
    const auto rolled = start.after(Move{{}, false});
    const auto limited = gametree::expectiminimax(rolled, Moves{}, Lead{}, gametree::ExpectiminimaxOptions{},
                                                  gametree::ExpectiminimaxLimits::for_nodes(2000));
    std::printf("expectiminimax in 2000 nodes: depth %d, take %s, value %.1f\n", limited.depth,
                echo::to_text(limited.best_move->take).c_str(), limited.value);

    // MCTS samples the rolls by their probabilities; its seed makes it repeatable.
    gametree::MctsOptions mcts_options;
    mcts_options.seed = 7;
    gametree::Mcts<Coins, Moves> mcts(mcts_options);
    const auto sampled = mcts.search(rolled, gametree::MctsLimits::for_iterations(20000));
    std::printf("mcts: take %s, average reward %.3f (1: a sure win)\n",
                echo::to_text(sampled.best_move->take).c_str(), sampled.best_value);

    // The arena rolls the dice itself: each copy of the start is an opening with dice of its own.
    std::vector<gametree::Agent<Coins>> agents;
    agents.push_back(gametree::expectiminimax_agent<Coins, Moves, Lead>(
        "expectiminimax", gametree::ExpectiminimaxOptions{}, gametree::ExpectiminimaxLimits{}));
    agents.push_back(gametree::mcts_agent<Coins, Moves>(
        "mcts", mcts_options, gametree::MctsLimits::for_iterations(2000)));
    agents.push_back(gametree::random_agent<Coins, Moves>(5));
    const auto result = gametree::round_robin(agents, std::vector<Coins>(10, start), 50);
    const auto print = [](const std::string& name, const gametree::MatchScore& score) {
        const auto& [wins, draws, losses] = score;  // 64-bit counts
        std::printf("%-26s +%lld =%lld -%lld\n", name.c_str(), static_cast<long long>(wins),
                    static_cast<long long>(draws), static_cast<long long>(losses));
    };
    print("expectiminimax vs mcts", result.pairings[0][1]);
    for (const auto& standing : result.standings) print(standing.name, standing.score);
    // Output that could not be written (a full disk) is an error, not a silent success.
    if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return 0;
    std::fputs("error: cannot write the output\n", stderr);
    return 2;
}
