#include <cstdio>

#include <gametree/core.hpp>

#include "echo_coins.hpp"
#include "../common/output.hpp"  // common::finish: output that cannot be written is an error

static_assert(gametree::State<echo::Coins>);
static_assert(gametree::MoveGen<echo::CoinMoves, echo::Coins>);
static_assert(gametree::Evaluator<echo::CoinLead, echo::Coins>);
static_assert(gametree::check_declared_features<echo::Coins, echo::CoinMoves>());
static_assert(gametree::no_move_policy_v<echo::Coins> == gametree::NoMovePolicy::pass);

int main() {
    common::ignore_broken_pipe();  // a reader gone away is a write error, not a kill by SIGPIPE
    const auto s = echo::Coins::start({3, 1, 4, 1, 5, 9, 2, 6});
    const auto features = gametree::available_features<echo::Coins, echo::CoinMoves>();
    std::printf("features: %s\n", gametree::to_string(features).c_str());
    std::printf("moves at the start: %zu\n", gametree::moves_of(echo::CoinMoves{}, s).size());
    return common::finish(0);  // status 2 and a message on stderr if the output was lost
}
