// search_bench: search speed on a fixed set of Congo positions, and the cost of genericity.
//
//   search_bench [--depth N] [--repeat R] [--only generic|handwritten]
//
// --only runs just one side of part 2 (and not part 1): for instruction counts under
// `valgrind --tool=callgrind`, which are exact where timings on a busy machine are not.
//
// 1. The engine (every technique, strong evaluation, tablebases) to a fixed depth on each position:
//    nodes, time to depth, nodes per second.
// 2. Generic gametree::alphabeta against a hand-written Congo-only alpha-beta (bench/handwritten_
//    alphabeta.hpp), same algorithm, depth and evaluation: node counts must be equal; the time ratio is
//    the overhead of the generic code (best of R runs each, alternating).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "gametree/gametree.hpp"
#include "handwritten_alphabeta.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

struct BenchPosition {
    const char* name;
    const char* fen;
    Rules rules;
};

const std::vector<BenchPosition> positions{
    {"standard start", "gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0", Rules::standard},
    {"course start", "2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 4", Rules::wits2021},
    {"course part 4", "1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 w 12", Rules::wits2021},
    {"course fig 5", "7/3zl1E/PPPp3/3e1P1/1PpZ3/2LPP2/4e2 w 42", Rules::wits2021},
    {"course fig 8", "7/1p4Z/4l1p/1z5/Ep2P2/Eep2p1/4L2 w 10", Rules::wits2021},
    {"superpawns", "1m1El2/P1P2P1/1S4C/4S2/1E3S1/1P3c1/2GL3 b 79", Rules::standard},
};

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
    int depth = 8;
    int repeat = 5;
    std::string only;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string arg = argv[i];
        if (arg == "--depth") depth = std::atoi(argv[i + 1]);
        else if (arg == "--repeat") repeat = std::atoi(argv[i + 1]);
        else if (arg == "--only") only = argv[i + 1];
    }
    if (!only.empty()) {
        if (only != "generic" && only != "handwritten") {
            std::fprintf(stderr, "error: --only takes generic or handwritten\n");
            return 2;
        }
        std::uint64_t nodes = 0;
        for (const auto& p : positions) {
            const Position pos = *parse_fen(p.fen, p.rules);
            if (only == "generic") nodes += alphabeta(pos, std::min(depth, 4), MoveGenerator{}, CourseAdvancedEvaluator{}).nodes;
            else handwritten::alphabeta(pos, std::min(depth, 4), -score_infinity, score_infinity, nodes);
        }
        std::printf("%s alpha-beta: %llu nodes\n", only.c_str(), static_cast<unsigned long long>(nodes));
        return 0;
    }
    if (depth < 1 || depth > 30 || repeat < 1) {
        std::fprintf(stderr, "usage: search_bench [--depth 1..30] [--repeat N]\n");
        return 2;
    }

    std::printf("Engine to depth %d (every technique, strong evaluation, tablebases)\n", depth);
    std::printf("%-16s %12s %10s %12s  %s\n", "position", "nodes", "time_ms", "nodes/s", "best");
    std::uint64_t total_nodes = 0;
    double total_seconds = 0;
    for (const auto& p : positions) {
        const Position pos = *parse_fen(p.fen, p.rules);
        Engine<Position, MoveGenerator, StrongEvaluator, EndgameTablebases> engine({}, {}, {}, EndgameTablebases(p.rules));
        SearchLimits limits;
        limits.depth = depth;
        const auto start = std::chrono::steady_clock::now();
        const auto r = engine.search(pos, limits);
        const double s = seconds_since(start);
        total_nodes += r.nodes;
        total_seconds += s;
        std::printf("%-16s %12llu %10.1f %12.0f  %s\n", p.name, static_cast<unsigned long long>(r.nodes), s * 1000,
                    r.nodes / s, r.best_move ? to_string(*r.best_move).c_str() : "-");
    }
    std::printf("%-16s %12llu %10.1f %12.0f\n\n", "total", static_cast<unsigned long long>(total_nodes),
                total_seconds * 1000, total_nodes / total_seconds);

    const int ab_depth = std::min(depth, 4);
    std::printf("Generic alphabeta vs hand-written Congo alpha-beta, depth %d, best of %d\n", ab_depth, repeat);
    std::printf("%-16s %12s %12s %12s %9s\n", "position", "nodes", "generic_ms", "handwrit_ms", "overhead");
    double generic_total = 0;
    double hand_total = 0;
    for (const auto& p : positions) {
        const Position pos = *parse_fen(p.fen, p.rules);
        double best_generic = 1e9;
        double best_hand = 1e9;
        std::uint64_t generic_nodes = 0;
        std::uint64_t hand_nodes = 0;
        Score generic_value = 0;
        Score hand_value = 0;
        for (int r = 0; r < repeat; ++r) {
            auto start = std::chrono::steady_clock::now();
            const auto g = alphabeta(pos, ab_depth, MoveGenerator{}, CourseAdvancedEvaluator{});
            best_generic = std::min(best_generic, seconds_since(start));
            generic_nodes = g.nodes;
            generic_value = g.value;
            hand_nodes = 0;
            start = std::chrono::steady_clock::now();
            hand_value = handwritten::alphabeta(pos, ab_depth, -score_infinity, score_infinity, hand_nodes);
            best_hand = std::min(best_hand, seconds_since(start));
        }
        if (generic_nodes != hand_nodes || generic_value != hand_value) {
            std::fprintf(stderr, "error: %s: generic and hand-written searches disagree\n", p.name);
            return 1;
        }
        generic_total += best_generic;
        hand_total += best_hand;
        std::printf("%-16s %12llu %12.2f %12.2f %+8.1f%%\n", p.name, static_cast<unsigned long long>(generic_nodes),
                    best_generic * 1000, best_hand * 1000, 100 * (best_generic / best_hand - 1));
    }
    std::printf("%-16s %12s %12.2f %12.2f %+8.1f%%\n", "total", "", generic_total * 1000, hand_total * 1000,
                100 * (generic_total / hand_total - 1));
    return 0;
}
