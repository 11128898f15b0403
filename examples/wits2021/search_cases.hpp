// The search programs of Parts 4 and 5: print a search's value for each FEN, and with --verbose the
// best move, the principal variation and the node count on the same line.
#pragma once

#include <iostream>
#include <vector>

#include "course_io.hpp"
#include "gametree/games/congo/movegen.hpp"
#include "gametree/search/engine/exact_search.hpp"
#include "gametree/search/principal_variation.hpp"

namespace course {

/// `search(position, depth)` returns a gametree::SearchResult: the course's search with its evaluation.
/// With --fast, gametree::ExactSearch computes the same value with `fast_evaluator`, which must give the
/// course evaluation's values (the same evaluator, or one that computes them faster).
template <class Search, class Evaluator>
int print_search_values(int argc, char** argv, const Program& program, Search&& search, const Evaluator& fast_evaluator) {
    int status = 0;
    const auto options = parse_options(argc, argv, program, status);
    if (!options) return status;
    const int depth = options->depth.value_or(program.default_depth);
    using Move = gametree::congo::Move;
    // Below depth 3 there is little to transpose: a table would cost more than it saves (Part 4's depth
    // 2: 0.43 M instructions without one, 0.67 M with it and an evaluation cache, 1.24 M plain). Deeper, a
    // 64 KiB table (4,096 entries, for searches of a few thousand nodes) and no evaluation cache: on the
    // Part 5 samples a 1 MiB table and a 4,096-slot cache (700 KiB of positions) visited the same nodes
    // but cost more in fresh pages to fault in than they saved: 1.8 ms of search against 0.95 ms.
    const bool deep = depth >= 3;
    gametree::ExactSearch<gametree::congo::Position, gametree::congo::MoveGenerator, Evaluator> fast(
        {}, fast_evaluator, gametree::ExactSearchMemory{deep ? std::size_t{64} : 0, 0});
    return for_each_fen_case(gametree::congo::Rules::wits2021, [&](const gametree::congo::Position& pos) {
        const auto result = options->fast ? fast(pos, depth) : search(pos, depth);
        std::cout << result.value;
        if (options->verbose) {
            std::cout << " bestmove " << (result.best_move ? to_string(*result.best_move) : "(none)") << " pv";
            const std::vector<Move> line = options->fast ? fast.principal_variation()
                                                         : gametree::principal_variation(pos, depth, search);
            for (const auto& m : line) std::cout << ' ' << to_string(m);
            std::cout << " nodes " << result.nodes;
        }
        // Each answer costs a search: it goes out at once, so that it is seen as it comes and a reader
        // gone away is noticed at the next case, not after the searches of a whole buffer.
        std::cout << std::endl;
    });
}

}  // namespace course
