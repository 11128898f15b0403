// `othello solve`: the engine searches a position to the end of the game and reports its exact value.
#pragma once

#include <atomic>
#include <bit>
#include <chrono>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "../common/output.hpp"
#include "gametree/games/othello/othello.hpp"
#include "gametree/search/engine/engine.hpp"
#include "options.hpp"
#include "score_text.hpp"

namespace othello_cli {

/// "X" or "O".
[[nodiscard]] inline const char* side_name(gametree::Player p) { return p == gametree::Player::first ? "X" : "O"; }

/// The value line of a finished game: its margin for the side to move.
template <int N>
[[nodiscard]] std::string finished_value(const gametree::othello::Position<N>& pos) {
    const int u = pos.utility();
    return "value " + std::to_string(u) + " exact (the game is over: " +
           (u == 0 ? std::string("a draw") : std::string(side_name(pos.side_to_move())) + (u > 0 ? " won by " : " lost by ") +
                                                 std::to_string(std::abs(u))) +
           ")";
}

/// The engine's line can stop before the end of the game: where a side must pass (the engine records
/// moves, and a pass is none) or where the table cut it short. Continues a solved line to the end,
/// searching again from where it stops (quick: the table remembers the solved positions).
template <int N, class Engine>
void extend_to_end(Engine& engine, const gametree::othello::Position<N>& start, std::vector<gametree::othello::Move>& pv) {
    using gametree::othello::Position;
    const auto play = [](Position<N> pos, const gametree::othello::Move& m) {
        return (pos.must_pass() ? pos.after_pass() : pos).after(m);
    };
    Position<N> pos = start;
    for (const auto& m : pv) pos = play(pos, m);
    for (int rounds = 0; rounds < 2 * N * N && !gametree::is_over(pos.outcome()); ++rounds) {
        if (pos.must_pass()) pos = pos.after_pass();
        const auto rest = engine.search(pos, gametree::SearchLimits{});
        if (rest.pv.empty()) break;
        for (const auto& m : rest.pv) {
            pos = play(pos, m);
            pv.push_back(m);
        }
    }
}

/// Solves `root`. With EngineOptions::solve() the engine keeps every value exact and stops by itself
/// once every line reaches the end of the game: the last iteration's score is then the exact margin.
/// A side that must pass at the root passes, and the position after the pass is searched.
template <int N>
int run_solve(const gametree::othello::Position<N>& root, const Arguments& args) {
    using namespace gametree;
    using namespace gametree::othello;
    bool written = common::print_progress("Othello " + std::to_string(N) + "x" + std::to_string(N) + " solve: " +
                                          to_text(root) + ", " + std::to_string(std::popcount(root.empty())) +
                                          " empty squares, " + side_name(root.side_to_move()) + " to move");
    if (!written) return common::report_output_error();
    if (is_over(root.outcome())) {
        std::cout << finished_value(root) << '\n';
        return 0;
    }
    const bool passing = root.must_pass();
    const Position<N> searched = passing ? root.after_pass() : root;
    const int sign = passing ? -1 : 1;
    const int extra = passing ? 1 : 0;
    const auto pv_text = [&](const std::vector<Move>& pv) {
        const std::string line = line_text(searched, pv);
        return passing ? std::string(pass_text) + (line.empty() ? "" : " " + line) : line;
    };

    EngineOptions options = EngineOptions::solve();
    options.tt_mib = static_cast<std::size_t>(args.hash_mib.value_or(default_solve_hash_mib));
    Engine<Position<N>, MoveGenerator, HeuristicEvaluator> engine(options);
    SearchLimits limits;
    if (args.movetime) limits = SearchLimits::for_time(*args.movetime, TimeUse::whole);
    // Nobody reads any more (`| head -1`, a full disk): the search stops, rather than search on for
    // hours to the end of a game nobody will see solved.
    std::atomic<bool> output_lost{false};
    limits.stop = &output_lost;
    const auto report = engine.search(searched, limits, [&](const auto& info) {
        if (!written) return;
        written = common::print_progress(
            "depth " + std::to_string(info.depth) + " score " + score_text(info.score, sign, extra) + " nodes " +
            std::to_string(info.nodes) + " nps " + std::to_string(info.nodes_per_second) + " time_ms " +
            std::to_string(info.milliseconds) + " pv " + pv_text(info.pv));
        if (!written) output_lost.store(true, std::memory_order_relaxed);
    });
    if (!written) return common::report_output_error();

    // Unstopped, the search ended because every line reached the end of the game (or the deepest
    // iteration possible, which no Othello game outlasts): the value is exact.
    const Score score = report.score;
    std::vector<Move> pv = report.pv;
    if (!report.stopped && (is_decisive(score) || score == 0)) {
        extend_to_end(engine, searched, pv);
        std::string value = "value ";
        if (score == 0) {
            value += "0 exact (a draw with best play)";
        } else {
            const int margin = sign * margin_of(score);
            const int plies = std::abs(plies_to_end(score)) + extra;
            value += std::to_string(margin) + " exact (" + side_name(root.side_to_move()) +
                     (margin > 0 ? " wins by " : " loses by ") + std::to_string(std::abs(margin)) +
                     " with best play; the game ends in " + std::to_string(plies) + (plies == 1 ? " ply)" : " plies)");
        }
        std::cout << value << '\n';
    } else {
        std::cout << "value unknown (stopped after depth " << report.depth << ", " << report.nodes
                  << " nodes, in " << report.milliseconds << " ms: score " << score_text(report.score, sign, extra)
                  << ")\n";
    }
    const std::string best = passing ? std::string(pass_text) : report.best_move ? to_string(*report.best_move) : "none";
    std::cout << "bestmove " << best << "\npv " << pv_text(pv) << '\n';
    return 0;
}

}  // namespace othello_cli
