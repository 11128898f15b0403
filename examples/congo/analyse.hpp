// congo analyse: search a position, printing every iteration, then the best move.
#pragma once

#include <cstdio>
#include <iostream>

#include "engine_setup.hpp"
#include "gametree/games/congo/fen.hpp"
#include "options.hpp"

namespace cli {

inline int run_analyse(const Arguments& args) {
    using namespace gametree;
    using namespace gametree::congo;
    if (auto e = args.expect_positional(1, "congo analyse [--rules R] FEN [--depth N | --movetime MS]")) return report(*e);
    if (args.depth && args.movetime) return report("give either --depth or --movetime, not both");
    const auto pos = parse_fen(args.positional[0], args.rules);
    if (!pos) return report("bad FEN '" + args.positional[0] + "': " + pos.error().describe());
    if (is_over(pos->outcome())) return report("the game is over in this position: nothing to analyse");

    SearchLimits limits;
    if (args.depth) limits.depth = *args.depth;
    else limits.time = std::chrono::milliseconds(args.movetime.value_or(2000));
    CongoEngine engine = make_engine(args.rules);
    const auto result = engine.search(*pos, limits, [](const CongoEngine::Info& i) {
        std::printf("depth %d score %s nodes %llu nps %llu time %llu tthit %.2f ebf %.2f pv %s\n", i.depth,
                    score_text(i.score).c_str(), static_cast<unsigned long long>(i.nodes),
                    static_cast<unsigned long long>(i.nodes_per_second), static_cast<unsigned long long>(i.milliseconds),
                    i.tt_hit_rate, i.branching_factor, line_text(i.pv).c_str());
        std::fflush(stdout);
    });
    if (!result.best_move) return report("no legal move in this position");
    std::printf("bestmove %s\n", to_string(*result.best_move).c_str());
    return 0;
}

}  // namespace cli
