#include <cstdio>

#include <gametree/core.hpp>

#include "echo_coins.hpp"

static_assert(gametree::State<echo::Coins>);
static_assert(gametree::MoveGen<echo::CoinMoves, echo::Coins>);
static_assert(gametree::Evaluator<echo::CoinLead, echo::Coins>);
static_assert(gametree::check_declared_features<echo::Coins, echo::CoinMoves>());
static_assert(gametree::no_move_policy_v<echo::Coins> == gametree::NoMovePolicy::pass);

int main() {
    const auto s = echo::Coins::start({3, 1, 4, 1, 5, 9, 2, 6});
    const auto features = gametree::available_features<echo::Coins, echo::CoinMoves>();
    std::printf("features: %s\n", gametree::to_string(features).c_str());
    std::printf("moves at the start: %zu\n", gametree::moves_of(echo::CoinMoves{}, s).size());
    // Output that could not be written (a full disk) is an error, not a silent success.
    if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return 0;
    std::fputs("error: cannot write the output\n", stderr);
    return 2;
}
