#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

#include <gametree/testing/conformance.hpp>

#include "echo_coins.hpp"

int main() {
    using echo::Coins, echo::Take;
    gametree::testing::ConformanceOptions<Coins> options;
    options.games = 300;
    options.max_plies = 40;
    options.games_must_end = true;  // a pass is always followed by a take: 2 plies per coin at most
    options.to_text = [](const Take& m) { return echo::to_text(m); };
    options.parse = [](const Coins&, std::string_view text) -> std::optional<Take> {
        if (text == "L" || text == "R") return Take{text == "R"};
        return std::nullopt;
    };
    options.check_move = [](const Coins& before, const Take&, const Coins& after) -> std::string {
        const int taken = after.banked[0] + after.banked[1] - before.banked[0] - before.banked[1];
        return taken == after.echo && taken != before.echo ? "" : "took a coin that echoes the last one";
    };
    // The evaluator of step 1: inside the engine's range at every state, the same for a copy.
    options.evaluate = [](const Coins& s) -> long long { return echo::CoinLead{}(s); };

    // The tutorial's row, then one whose repeated values force many passes.
    for (const auto& start : {Coins::start({3, 1, 4, 1, 5, 9, 2, 6}), Coins::start({2, 1, 2, 2, 1, 1, 2, 1, 1, 2})}) {
        const auto result = gametree::testing::check_conformance(start, echo::CoinMoves{}, options);
        std::printf("%s (%llu passes)\n", result.summary().c_str(), static_cast<unsigned long long>(result.passes));
        if (!result.ok()) return 1;
    }
    // Output that could not be written (a full disk) is an error, not a silent success.
    if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return 0;
    std::fputs("error: cannot write the output\n", stderr);
    return 2;
}
