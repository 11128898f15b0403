// congo-cluster perft: the tree cut into subtrees and dealt out to the ranks (perft_share.hpp), each
// rank counting its share with its threads; rank 0 sums and prints the lines of `congo perft`.
#pragma once

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../common/perft_lines.hpp"
#include "../common/threads.hpp"
#include "../congo/options.hpp"
#include "../congo/usage.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/movegen.hpp"
#include "gametree/search/parallel_perft.hpp"
#include "mpi_world.hpp"
#include "perft_share.hpp"

namespace cluster {

inline constexpr const char* perft_usage = "congo-cluster perft [--rules R] [--threads N] FEN DEPTH";

/// Runs on every rank with the same words; returns the rank's exit status. Errors are found alike on
/// every rank (the same words, the same checks), so all exit with 2 and only rank 0 says why.
inline int run_perft(const World& world, const std::vector<std::string>& words) {
    const auto fail = [&](const std::string& message) { return world.is_root() ? cli::report(message) : 2; };
    static constexpr std::string_view options[] = {"--divide", "--threads"};  // --divide: refused below, by name
    const auto args = cli::parse_arguments(words, "congo-cluster perft", options);
    if (!args) return fail(args.error());
    if (args->help) {
        if (world.is_root()) std::cout << "usage: " << perft_usage << R"(
Counts the positions exactly d plies deep for d = 1..DEPTH (DEPTH 0..20), the work dealt out to the
MPI ranks and to N threads in each (--threads N, 1..256, default 1); rank 0 prints the lines of
`congo perft`: "depth d nodes n time_ms t nps r", nodes/s over all ranks.
)" << cli::rules_option;
        return 0;
    }
    if (args->divide) return fail("congo-cluster perft takes no --divide (congo perft --divide does)");
    if (auto e = args->expect_positional(2, perft_usage)) return fail(*e);
    const std::string& fen = args->positional[0];
    const auto pos = gametree::congo::parse_fen(fen, args->rules);
    if (!pos) return fail("bad FEN " + gametree::excerpt(fen, pos.error().offset) + ": " + pos.error().describe());
    const auto depth = cli::parse_int(args->positional[1], 0, 20, "DEPTH");
    if (!depth) return fail(depth.error());
    const int threads = args->threads.value_or(1);

    const gametree::congo::MoveGenerator gen;
    const auto share = [&](int d) {
        return perft_share(*pos, d, static_cast<std::size_t>(world.size()), static_cast<std::size_t>(world.rank()),
                           static_cast<std::size_t>(threads));
    };
    // The threads the last depth starts on this rank (no more than its subtrees), checked before any
    // count: a rank that cannot have them says so, and every rank learns it and exits (none waits).
    const auto workers = std::min<std::size_t>(static_cast<std::size_t>(threads), share(*depth).size());
    const auto failure = common::workers_unavailable(workers, "threads", "--threads");
    if (failure) world.error(*failure);
    if (world.from_root(static_cast<int>(world.sum_on_root(failure ? 1 : 0))) != 0) return 2;
    // Rank 0 times each depth from the start of count(d) to the sum: the others wait for it there, or they
    // would count the next depth while it prints, and its nodes/s would count their work in none of its time.
    const auto count = [&](int d) {
        world.start_together();
        return world.sum_on_root(gametree::perft_tasks(share(d), gen, threads));
    };
    if (!world.is_root()) {
        for (int d = *depth == 0 ? 0 : 1; d <= *depth; ++d) (void)count(d);
        return 0;
    }
    // A failed write leaves the other ranks waiting in the next sum: end them all. Alone, nobody waits: the
    // status is returned, without MPI_Abort's notice of killing every process after the error line.
    const int status = common::print_counted_perft_lines(*depth, count);
    if (status != 0 && world.size() > 1) world.abort(status);
    return status;
}

}  // namespace cluster
