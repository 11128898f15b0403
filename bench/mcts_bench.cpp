// mcts_bench: Monte Carlo tree search throughput, and MCTS against the alpha-beta engine on Connect Four.
//
//   mcts_bench [--iterations N] [--movetime MS] [--games G]
//
// 1. Iterations (playouts) per second from the start of Congo, with playouts to the end and with the
//    evaluation cut-off (8 plies, strong evaluation), and from the empty Connect Four 7x6 board: N
//    iterations each (default 20000) on a fresh searcher.
// 2. Connect Four 7x6: MCTS (UCT with the solver) against the engine (every technique, the threat
//    evaluation) at MS milliseconds a move each (default 100), G games (default 20, even), colours
//    alternating, each pair of games from an opening a few random plies deep. The Congo match is the
//    tournament's: wits2021-part6-tournament --agents mcts,engine.
// Timings on a shared machine are noisy; nothing here is asserted.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "../examples/common/output.hpp"
#include "whole_number.hpp"
#include "gametree/agents/congo.hpp"
#include "gametree/arena/match.hpp"
#include "gametree/arena/openings.hpp"
#include "gametree/games/congo/congo.hpp"
#include "gametree/games/connect_four/connect_four.hpp"
#include "gametree/search/mcts.hpp"

namespace {

using namespace gametree;

template <class Searcher, class S>
void throughput(const char* name, Searcher& searcher, const S& root, std::uint64_t iterations) {
    const auto r = searcher.search(root, MctsLimits::for_iterations(iterations));
    std::printf("%-34s iterations %llu nodes %llu time_ms %llu iterations/s %llu\n", name,
                static_cast<unsigned long long>(r.iterations), static_cast<unsigned long long>(r.nodes),
                static_cast<unsigned long long>(r.milliseconds), static_cast<unsigned long long>(r.iterations_per_second));
}

void connect_four_match(int movetime, int games) {
    using Board = connect_four::Position<7, 6>;
    const auto mcts = mcts_agent<Board>("mcts", MctsOptions{}, MctsLimits::for_time(movetime), connect_four::MoveGenerator{});
    const auto engine = engine_agent<Board>("engine", EngineOptions{}, SearchLimits::for_time(movetime),
                                            connect_four::MoveGenerator{}, connect_four::ThreatEvaluator{});
    const auto openings = random_openings(Board{}, static_cast<std::size_t>(games / 2), 2, 7, connect_four::MoveGenerator{});
    int wins = 0, draws = 0, losses = 0;
    for (std::size_t i = 0; i < openings.size() * 2; ++i) {
        const bool mcts_first = i % 2 == 0;
        const auto record = play_game(openings[i / 2], mcts_first ? mcts : engine, mcts_first ? engine : mcts, 100);
        const Player mcts_side = (openings[i / 2].side_to_move() == Player::first) == mcts_first ? Player::first : Player::second;
        if (record.outcome == Outcome::draw || record.outcome == Outcome::ongoing) ++draws;
        else if (is_win_for(record.outcome, mcts_side)) ++wins;
        else ++losses;
        std::fprintf(stderr, "[%zu/%zu] mcts %s: %s\n", i + 1, openings.size() * 2, mcts_first ? "first" : "second",
                     std::string(to_string(record.outcome)).c_str());
    }
    std::printf("connect four 7x6, %d ms a move: mcts against engine W-D-L %d-%d-%d\n", movetime, wins, draws, losses);
}

}  // namespace

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    int iterations = 20'000;
    int movetime = 100;
    int games = 20;
    for (int i = 1; i < argc; i += 2) {  // options come in pairs: --name value
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::fputs("usage: mcts_bench [--iterations N] [--movetime MS] [--games G]\n"
                       "MCTS iterations/s on Congo and Connect Four, then MCTS against the engine on Connect Four.\n"
                       "  --iterations N   iterations of each throughput line, 1 to 100000000 (default: 20000)\n"
                       "  --movetime MS    each side's time a move in the match, 1 to 3600000 (default: 100)\n"
                       "  --games G        games of the match, even, 0 to 10000 (default: 20; 0: no match)\n"
                       "  --help, -h       this text\n",
                       stdout);
            return common::finish(0);
        }
        const bool ok = i + 1 < argc && ((arg == "--iterations" && bench::read_whole_number(argv[i + 1], 1, 100'000'000, iterations)) ||
                                         (arg == "--movetime" && bench::read_whole_number(argv[i + 1], 1, 3'600'000, movetime)) ||
                                         (arg == "--games" && bench::read_whole_number(argv[i + 1], 0, 10'000, games) && games % 2 == 0));
        if (!ok) {
            std::fprintf(stderr, "error: bad argument '%s'; usage: mcts_bench [--iterations N] [--movetime MS] [--games G (even)]\n", argv[i]);
            return 2;
        }
    }
    const auto start = *congo::parse_fen(congo::start_fen);
    const auto n = static_cast<std::uint64_t>(iterations);
    {
        Mcts<congo::Position, congo::MoveGenerator, congo::StrongEvaluator> plain(*congo::mcts_variant("mcts"));
        throughput("congo start, playouts to the end", plain, start, n);
        Mcts<congo::Position, congo::MoveGenerator, congo::StrongEvaluator> cut(*congo::mcts_variant("mcts-cutoff"));
        throughput("congo start, cut-off after 8 plies", cut, start, n);
        Mcts<connect_four::Position<7, 6>, connect_four::MoveGenerator> c4;
        throughput("connect four 7x6, empty board", c4, connect_four::Position<7, 6>{}, n);
    }
    if (games > 0) connect_four_match(movetime, games);
    return common::finish(0);
}
