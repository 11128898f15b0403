// exact_search_bench: the course's search against gametree::ExactSearch (the programs' `--fast`), timed
// in one process, so that a search of half a millisecond is not lost in a program's start.
//
//   exact_search_bench [--depth N] [--repeat R]
//
// On the course's Part 5 samples, to depth N (default 4, the course's): plain alpha-beta with the
// course's advanced evaluation (counted move by move, as `wits2021-part5-alphabeta` does), and
// ExactSearch with the same evaluation counted in bit slices and a 64 KiB table, a fresh search object
// for each round (nothing learnt in one round helps the next). The values must be equal; the best of R
// alternated rounds counts.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../examples/common/output.hpp"
#include "gametree/games/congo/congo.hpp"
#include "gametree/games/congo/evaluation/course_advanced.hpp"
#include "gametree/search/alphabeta.hpp"
#include "gametree/search/engine/exact_search.hpp"
#include "whole_number.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

/// The course's Part 5 samples (tests/data/wits2021/part5_alphabeta4.in).
constexpr const char* samples[] = {
    "2ele1z/ppppppp/7/7/7/PPP1PPP/2ELE1Z w 4",
    "1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 b 35",
    "1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 w 12",
};

constexpr const char* usage = R"(usage: exact_search_bench [--depth N] [--repeat R]
The course's alpha-beta against ExactSearch (--fast) on the Part 5 samples, timed in one process.
  --depth N    the search depth, 1 to 8 (default: 4, the course's)
  --repeat R   alternated rounds, the best of each counts, 1 to 10000 (default: 20)
  --help, -h   this text
)";

double milliseconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    int depth = 4;
    int repeat = 20;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::fputs(usage, stdout);
            return common::finish(0);
        }
        const bool known = arg == "--depth" || arg == "--repeat";
        if (!known || i + 1 >= argc) {
            std::fprintf(stderr, "error: %s %s\n%s", known ? "a value is missing after" : "unknown argument",
                         std::string(arg.substr(0, 80)).c_str(), usage);
            return 2;
        }
        const std::string_view value = argv[++i];
        const int high = arg == "--depth" ? 8 : 10000;
        const std::optional<int> number = bench::whole_number<int>(value, 1, high);
        if (!number) {
            std::fprintf(stderr, "error: %s takes 1 to %d, not %s\n", std::string(arg).c_str(), high,
                         std::string(value.substr(0, 80)).c_str());
            return 2;
        }
        (arg == "--depth" ? depth : repeat) = *number;
    }

    std::vector<Position> positions;
    for (const char* fen : samples) positions.push_back(*parse_fen(fen, Rules::wits2021));
    using Fast = ExactSearch<Position, MoveGenerator, FastCourseAdvancedEvaluator>;
    double best_plain = 0;
    double best_fast = 0;
    std::uint64_t plain_nodes = 0;
    std::uint64_t fast_nodes = 0;
    for (int round = 0; round < repeat; ++round) {
        std::vector<Score> plain_values;
        plain_nodes = 0;
        auto start = std::chrono::steady_clock::now();
        for (const Position& pos : positions) {
            const auto r = alphabeta(pos, depth, MoveGenerator{}, CourseAdvancedEvaluator{});
            plain_values.push_back(r.value);
            plain_nodes += r.nodes;
        }
        const double plain_ms = milliseconds_since(start);
        fast_nodes = 0;
        start = std::chrono::steady_clock::now();
        Fast fast({}, {}, ExactSearchMemory{64, 0});
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const auto r = fast(positions[i], depth);
            fast_nodes += r.nodes;
            if (r.value != plain_values[i]) {
                std::fprintf(stderr, "error: sample %zu: ExactSearch %d, alpha-beta %d\n", i + 1, r.value, plain_values[i]);
                return 1;
            }
        }
        const double fast_ms = milliseconds_since(start);
        best_plain = round == 0 ? plain_ms : std::min(best_plain, plain_ms);
        best_fast = round == 0 ? fast_ms : std::min(best_fast, fast_ms);
    }
    std::printf("Part 5 samples to depth %d, best of %d round%s: the same values\n", depth, repeat, repeat == 1 ? "" : "s");
    std::printf("alpha-beta   %9llu nodes %9.3f ms\n", static_cast<unsigned long long>(plain_nodes), best_plain);
    std::printf("ExactSearch  %9llu nodes %9.3f ms\n", static_cast<unsigned long long>(fast_nodes), best_fast);
    std::printf("speed-up %.1fx (nodes %.1fx)\n", best_plain / best_fast,
                static_cast<double>(plain_nodes) / static_cast<double>(fast_nodes));
    return common::finish(0);
}
