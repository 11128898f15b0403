#include <cmath>
#include <cstdio>
#include <vector>

#include <gametree/arena.hpp>

#include "echo_coins.hpp"

int main() {
    using echo::Coins, echo::CoinMoves, echo::CoinLead;
    const auto start = Coins::start({3, 1, 4, 1, 5, 9, 2, 6, 5, 3});

    std::vector<gametree::Agent<Coins>> agents;
    agents.push_back(gametree::engine_agent<Coins, CoinMoves, CoinLead>(
        "engine", gametree::EngineOptions::solve(), gametree::SearchLimits::to_depth(12)));
    agents.push_back(gametree::alphabeta_agent<Coins, CoinMoves, CoinLead>("alphabeta-2", 2));
    agents.push_back(gametree::random_agent<Coins, CoinMoves>(5));

    // Up to four openings: the start and positions two random moves later (three in all here).
    const auto openings = gametree::random_openings(start, 4, 2, 42, CoinMoves{});
    const auto result = gametree::round_robin(agents, openings, 50,
        [&](std::size_t done, std::size_t total, const gametree::TournamentGame<Coins>& game) {
            if (done % 8 == 0)
                std::printf("[%zu/%zu] %s vs %s: %s\n", done, total, agents[game.first].name().c_str(),
                            agents[game.second].name().c_str(),
                            std::string(gametree::to_string(game.record.outcome)).c_str());
        });

    for (const auto& standing : result.standings) {
        const auto elo = gametree::estimate_elo(standing.score);
        const auto& [wins, draws, losses] = standing.score;  // 64-bit counts
        std::printf("%-12s +%lld =%lld -%lld  Elo %+.0f (95%%: %+.0f to %+.0f)\n", standing.name.c_str(),
                    static_cast<long long>(wins), static_cast<long long>(draws), static_cast<long long>(losses),
                    elo.difference, elo.low, elo.high);
    }
    // Output that could not be written (a full disk) is an error, not a silent success.
    if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return 0;
    std::fputs("error: cannot write the output\n", stderr);
    return 2;
}
