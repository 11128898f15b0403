#include <cstdio>

#include <gametree/search/perft.hpp>

#include "echo_coins.hpp"

int main() {
    const auto start = echo::Coins::start({3, 1, 4, 1, 5, 9, 2, 6});
    for (int depth = 1; depth <= 9; ++depth)
        std::printf("perft %d: %llu\n", depth,
                    static_cast<unsigned long long>(gametree::perft(start, depth, echo::CoinMoves{})));

    // First takes a 2; both ends of 2 7 2 echo it, so Second has no move and passes.
    const auto stuck = echo::Coins::start({2, 2, 7, 2}).after(echo::Take{false});
    std::printf("moves after the first 2: %zu\n", gametree::moves_of(echo::CoinMoves{}, stuck).size());
    std::printf("perft 1 there: %llu (the pass)\n",
                static_cast<unsigned long long>(gametree::perft(stuck, 1, echo::CoinMoves{})));
    // Output that could not be written (a full disk) is an error, not a silent success.
    if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return 0;
    std::fputs("error: cannot write the output\n", stderr);
    return 2;
}
