// The engine solves small endgames exactly: its value, with the margin and the length of the game,
// equals a brute-force minimax over the whole tree (each side passing when it must).
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <random>
#include <string>
#include <vector>

#include "gametree/games/othello/othello.hpp"
#include "gametree/search/engine/engine.hpp"

using namespace gametree;
using namespace gametree::othello;

namespace {

/// The final disc margin for the side to move under best play from both sides (empty squares to the
/// winner), by plain negamax over every line.
template <int N>
int brute_margin(const Position<N>& p) {
    if (is_over(p.outcome())) return p.utility();
    if (p.must_pass()) return -brute_margin(p.after_pass());
    MoveGenerator::Buffer moves;
    MoveGenerator{}.generate(p, moves);
    int best = -1000;
    for (const Move m : moves) best = std::max(best, -brute_margin(p.after(m)));
    return best;
}

/// The same with the engine's scoring of finished games: a bigger margin first, then a faster win (a
/// slower loss), by plain negamax; `ply` is the distance from the root.
template <int N>
Score brute_score(const Position<N>& p, int ply) {
    if (is_over(p.outcome())) {
        const int u = p.utility();
        return u == 0 ? 0 : u > 0 ? win_in(ply, u) : loss_in(ply, -u);
    }
    if (p.must_pass()) return -brute_score(p.after_pass(), ply + 1);
    MoveGenerator::Buffer moves;
    MoveGenerator{}.generate(p, moves);
    Score best = -score_infinity;
    for (const Move m : moves) best = std::max(best, -brute_score(p.after(m), ply + 1));
    return best;
}

/// Positions of random games at the first point with at most `empties` empty squares whose side to
/// move has a move.
template <int N>
std::vector<Position<N>> endgames(int count, int empties, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<Position<N>> out;
    while (static_cast<int>(out.size()) < count) {
        Position<N> p;
        while (!is_over(p.outcome()) && std::popcount(p.empty()) > empties) {
            MoveGenerator::Buffer moves;
            MoveGenerator{}.generate(p, moves);
            p = moves.empty() ? p.after_pass() : p.after(moves[rng() % moves.size()]);
        }
        if (!is_over(p.outcome()) && !p.must_pass()) out.push_back(p);
    }
    return out;
}

template <int N>
void check_solves(int count, int empties, std::uint64_t seed) {
    Engine<Position<N>, MoveGenerator, HeuristicEvaluator> engine(EngineOptions::solve());
    int decided = 0;
    for (const auto& p : endgames<N>(count, empties, seed)) {
        const std::string text = to_text(p);
        CAPTURE(text);
        const auto report = engine.search(p, SearchLimits{});
        const int margin = brute_margin(p);
        REQUIRE(!report.stopped);
        CHECK(report.score == brute_score(p, 0));
        if (margin == 0) {
            CHECK(report.score == 0);
        } else {
            ++decided;
            CHECK(is_decisive(report.score));
            CHECK(margin_of(report.score) == margin);
        }
        // The best move reaches the value: one ply later, the same value for the other side.
        REQUIRE(report.best_move);
        CHECK(-brute_margin(p.after(*report.best_move)) == margin);
    }
    CHECK(decided > 0);
}

}  // namespace

TEST_CASE("othello solve: the engine's exact values equal brute force on 8x8 endgames") {
    check_solves<8>(12, 8, 1);
}

TEST_CASE("othello solve: the engine's exact values equal brute force on 6x6 endgames") {
    check_solves<6>(12, 8, 2);
}

TEST_CASE("othello solve: exact() search at a fixed depth is plain alpha-beta's value") {
    // Not a solve: the evaluator's value at depth 3 from the start, checked against brute-force negamax.
    Engine<Position<6>, MoveGenerator, HeuristicEvaluator> engine(EngineOptions::exact());
    const auto report = engine.search(Position<6>{}, SearchLimits::to_depth(3));
    const HeuristicEvaluator eval;
    const auto negamax = [&](auto&& self, const Position<6>& p, int depth) -> Score {
        if (depth == 0 || is_over(p.outcome())) return eval(p);
        if (p.must_pass()) return -self(self, p.after_pass(), depth - 1);
        MoveGenerator::Buffer moves;
        MoveGenerator{}.generate(p, moves);
        Score best = -score_infinity;
        for (const Move m : moves) best = std::max(best, -self(self, p.after(m), depth - 1));
        return best;
    };
    CHECK(report.score == negamax(negamax, Position<6>{}, 3));
}
