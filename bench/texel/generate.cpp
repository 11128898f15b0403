// texel_generate: training positions for the Texel tuner, from fast self-play games of the engine.
//
//   texel_generate --out FILE [--games N] [--nodes N] [--plies P] [--seed S] [--rules R]
//
// Each game starts from its own seeded random opening and is played by the engine (strong
// evaluation) against itself at N nodes per move, to the course's limit of 100 moves each (a draw).
// Every quiet position of the game (the side to move has no capture: the static evaluation is then a
// fair estimate) is written with the game's result, "FEN;RESULT" (White's score: 1, 0.5, 0).
// The end prints the games' results and how many were drawn by the move limit.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>

#include "../../examples/common/output.hpp"
#include "gametree/agents/congo.hpp"
#include "gametree/core/text.hpp"
#include "gametree/gametree.hpp"
#include "samples.hpp"
#include "../whole_number.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

constexpr const char* usage = R"(usage: texel_generate --out FILE [--games N] [--nodes N] [--plies P] [--seed S] [--rules R]
Plays the engine against itself from random openings and writes each quiet position with its game's
result (FEN;RESULT, White's score) to FILE, for texel_tune.
  --out FILE    the data file to write (put it in build/: it is not for git)
  --games N     games, each from its own opening, 1 to 1000000 (default: 200)
  --nodes N     the engine's nodes per move, 1 to 100000000 (default: 2000)
  --plies P     random plies of each opening, 0 to 40 (default: 8)
  --seed S      seed of the openings (default: 1)
  --rules R     standard or wits2021 (default: standard)
  --help, -h    this text
)";

}  // namespace

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    std::uint64_t games = 200;
    std::uint64_t nodes = 2000;
    std::uint64_t plies = 8;
    std::uint64_t seed = 1;
    Rules rules = Rules::standard;
    std::string out_path;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::fputs(usage, stdout);
            return common::finish(0);
        }
        const bool known = arg == "--out" || arg == "--games" || arg == "--nodes" || arg == "--plies" || arg == "--seed" ||
                           arg == "--rules";
        if (!known || i + 1 >= argc) {
            std::fprintf(stderr, "error: %s %s (try --help)\n", known ? "a value is missing after" : "unknown argument",
                         gametree::excerpt(arg).c_str());
            return 2;
        }
        const std::string_view value = argv[++i];
        std::optional<std::uint64_t> number;
        if (arg == "--out") out_path = value;
        else if (arg == "--rules") {
            const auto r = parse_rules(value);
            if (!r) {
                std::fprintf(stderr, "error: unknown rules %s (standard or wits2021)\n", gametree::excerpt(value).c_str());
                return 2;
            }
            rules = *r;
        } else if (arg == "--games" && (number = bench::whole_number<std::uint64_t>(value, 1, 1'000'000))) games = *number;
        else if (arg == "--nodes" && (number = bench::whole_number<std::uint64_t>(value, 1, 100'000'000))) nodes = *number;
        else if (arg == "--plies" && (number = bench::whole_number<std::uint64_t>(value, 0, 40))) plies = *number;
        else if (arg == "--seed" && (number = bench::whole_number<std::uint64_t>(value, 0, UINT64_MAX))) seed = *number;
        else {
            std::fprintf(stderr, "error: %s takes a number in its range, not %s (try --help)\n", std::string(arg).c_str(),
                         gametree::excerpt(value).c_str());
            return 2;
        }
    }
    if (out_path.empty()) {
        std::fprintf(stderr, "error: --out FILE is required (try --help)\n");
        return 2;
    }
    std::ofstream out(out_path);
    if (!out) {
        std::fprintf(stderr, "error: cannot write %.200s: %s\n", out_path.c_str(), std::strerror(errno));
        return 2;
    }

    const auto openings = random_openings(start_position(rules), games, static_cast<int>(plies), seed, MoveGenerator{}, false);
    SearchLimits limits;
    limits.nodes = nodes;
    const CongoAgent engine = engine_agent("engine", EngineOptions{}, limits, StrongEvaluator{});
    int white_wins = 0;
    int black_wins = 0;
    int draws = 0;
    int move_limit_draws = 0;
    std::uint64_t written = 0;
    for (const Position& opening : openings) {
        const auto record = play_game(opening, engine, engine, 100);
        const double result = record.outcome == Outcome::first_wins ? 1 : record.outcome == Outcome::second_wins ? 0 : 0.5;
        white_wins += record.outcome == Outcome::first_wins;
        black_wins += record.outcome == Outcome::second_wins;
        draws += record.outcome == Outcome::draw;
        move_limit_draws += record.end == GameEnd::move_limit;
        Position pos = opening;
        for (const auto& turn : record.moves) {
            if (pos.outcome() == Outcome::ongoing) {
                MoveGenerator::Buffer captures;
                MoveGenerator{}.generate_noisy(pos, captures);
                if (captures.empty()) {
                    out << bench::texel::sample_line({pos, result}) << '\n';
                    ++written;
                }
            }
            pos = after_turn(pos, turn);
        }
        // Each game's positions are flushed when it ends: a full disk stops the run then, not hours later.
        if (!out.flush()) {
            std::fprintf(stderr, "error: writing %.200s failed: %s\n", out_path.c_str(), std::strerror(errno));
            return 2;
        }
    }
    std::printf("%zu games: white won %d, black won %d, drawn %d (%d by the move limit); %llu positions written to %s\n",
                openings.size(), white_wins, black_wins, draws, move_limit_draws, static_cast<unsigned long long>(written),
                out_path.c_str());
    return common::finish(0);
}
