// evaluation_share: how often the engine evaluates, on search_bench's positions.
//
//   evaluation_share [--depth D]
//
// The engine (every technique, 16 MiB table, one thread) searches each position to depth D with the
// strong evaluation wrapped in a counter: per position, the nodes, the full evaluations (and their share
// of the nodes), how many distinct positions those were (what an evaluation cache could save at most),
// and the cheap estimates of lazy evaluation. It bounds what a faster evaluation can do for the
// engine's nodes/s: only the nodes that are evaluated get faster.
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>

#include "../examples/common/output.hpp"
#include "bench_positions.hpp"
#include "gametree/core/text.hpp"
#include "gametree/gametree.hpp"
#include "whole_number.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

/// What the counting evaluator saw during one search.
struct Counts {
    std::uint64_t evaluations = 0;
    std::uint64_t estimates = 0;
    std::unordered_set<std::uint64_t> evaluated;  // the hashes of the positions fully evaluated
};

/// StrongEvaluator, counting its calls into `counts` (the engine takes its evaluator by value).
struct CountingEvaluator {
    static constexpr Features gametree_features = Feature::estimate;
    Counts* counts = nullptr;
    StrongEvaluator strong{};

    [[nodiscard]] Score operator()(const Position& pos) const {
        ++counts->evaluations;
        counts->evaluated.insert(pos.hash());
        return strong(pos);
    }
    [[nodiscard]] Score estimate(const Position& pos) const {
        ++counts->estimates;
        return strong.estimate(pos);
    }
};

double percent(std::uint64_t part, std::uint64_t whole) { return whole == 0 ? 0.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole); }

}  // namespace

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    int depth = 9;
    constexpr const char* usage = "usage: evaluation_share [--depth D]   (D: 1 to 30, default 9)\n";
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::fputs(usage, stdout);
            return common::finish(0);
        }
        if (arg != "--depth" || i + 1 >= argc) {
            std::fprintf(stderr, "error: %s %s\n%s", arg == "--depth" ? "a value is missing after" : "unknown argument",
                         gametree::excerpt(arg).c_str(), usage);
            return 2;
        }
        const std::optional<int> number = bench::whole_number<int>(argv[++i], 1, 30);
        if (!number) {
            std::fprintf(stderr, "error: --depth takes 1 to 30, not %s\n", gametree::excerpt(argv[i]).c_str());
            return 2;
        }
        depth = *number;
    }
    std::printf("Engine to depth %d, 16 MiB table, 1 thread: how often it evaluates\n", depth);
    std::printf("%-16s %10s %12s %7s %10s %7s %10s\n", "position", "nodes", "evaluations", "/node", "distinct", "/evals",
                "estimates");
    Counts total;
    std::uint64_t total_nodes = 0;
    std::uint64_t total_distinct = 0;
    for (const auto& p : bench::positions) {
        Counts counts;
        EngineOptions options;
        options.tt_mib = 16;
        Engine<Position, MoveGenerator, CountingEvaluator, EndgameTablebases> engine(options, {}, CountingEvaluator{&counts},
                                                                                     EndgameTablebases(p.rules));
        SearchLimits limits;
        limits.depth = depth;
        const auto r = engine.search(*parse_fen(p.fen, p.rules), limits);
        std::printf("%-16s %10llu %12llu %6.1f%% %10zu %6.1f%% %10llu\n", p.name, static_cast<unsigned long long>(r.nodes),
                    static_cast<unsigned long long>(counts.evaluations), percent(counts.evaluations, r.nodes),
                    counts.evaluated.size(), percent(counts.evaluated.size(), counts.evaluations),
                    static_cast<unsigned long long>(counts.estimates));
        total_nodes += r.nodes;
        total.evaluations += counts.evaluations;
        total.estimates += counts.estimates;
        total_distinct += counts.evaluated.size();
    }
    std::printf("%-16s %10llu %12llu %6.1f%% %10llu %6.1f%% %10llu\n", "total", static_cast<unsigned long long>(total_nodes),
                static_cast<unsigned long long>(total.evaluations), percent(total.evaluations, total_nodes),
                static_cast<unsigned long long>(total_distinct), percent(total_distinct, total.evaluations),
                static_cast<unsigned long long>(total.estimates));
    return common::finish(0);
}
