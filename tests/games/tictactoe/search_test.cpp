// Searching tic-tac-toe: the game is a draw, and forced wins are found with their exact length.
#include <doctest/doctest.h>

#include <algorithm>
#include <unordered_map>

#include "gametree/games/tictactoe/tictactoe.hpp"
#include "gametree/search/alphabeta.hpp"
#include "gametree/search/engine/engine.hpp"
#include "gametree/search/minimax.hpp"

using namespace gametree;
using namespace gametree::tictactoe;

namespace {

using TicTacToeEngine = Engine<Position, MoveGenerator, LineEvaluator>;

SearchLimits to_depth(int depth) {
    SearchLimits limits;
    limits.depth = depth;
    return limits;
}

/// The value of `p`, a game not over, under perfect play, found independently of every library search:
/// +n when the side to move wins n plies from now at best, -n when it loses after n plies at most, 0
/// for a draw.
int plies_to_win(const Position& p, std::unordered_map<std::uint64_t, int>& memo) {
    if (const auto it = memo.find(p.hash()); it != memo.end()) return it->second;
    int best_win = 0;    // the quickest win found (0: none)
    int worst_loss = 0;  // the slowest loss (0: none)
    bool draw = false;
    auto moves = gametree::moves_of(MoveGenerator{}, p);
    for (const Move m : moves) {
        const Position next = p.after(m);
        if (is_win_for(next.outcome(), p.side_to_move())) {
            best_win = 1;
            continue;
        }
        if (next.outcome() == Outcome::draw) {
            draw = true;
            continue;
        }
        const int child = plies_to_win(next, memo);
        if (child < 0 && (best_win == 0 || 1 - child < best_win)) best_win = 1 - child;
        if (child == 0) draw = true;
        if (child > 0) worst_loss = std::max(worst_loss, child + 1);
    }
    const int value = best_win ? best_win : draw ? 0 : -worst_loss;
    memo.emplace(p.hash(), value);
    return value;
}

}  // namespace

TEST_CASE("minimax and alpha-beta at depth 9 prove the game a draw") {
    CHECK(minimax(Position{}, 9, MoveGenerator{}, LineEvaluator{}).value == 0);
    CHECK(alphabeta(Position{}, 9, MoveGenerator{}, LineEvaluator{}).value == 0);
}

TEST_CASE("the engine proves the game a draw, with and without its value-changing techniques") {
    TicTacToeEngine engine;
    const auto report = engine.search(Position{}, to_depth(9));
    CHECK(report.score == 0);
    CHECK(report.depth == 9);
    REQUIRE(report.best_move);
    TicTacToeEngine exact(EngineOptions::exact());
    CHECK(exact.search(Position{}, to_depth(9)).score == 0);
}

TEST_CASE("a fork is found as a win in three plies, and the opponent sees its loss in two") {
    // X: a1, c1; O: b1, c3; X to move. X a3 threatens a2 (file a) and b2 (diagonal a3-c1) at once.
    const Position p = *parse_board("..O/.../XOX");
    TicTacToeEngine engine;
    const auto report = engine.search(p, to_depth(9));
    CHECK(report.score == win_in(3));
    CHECK(plies_to_end(report.score) == 3);
    REQUIRE(report.best_move);
    CHECK(to_string(*report.best_move) == "a3");
    REQUIRE_FALSE(report.pv.empty());
    CHECK(report.pv.front() == *report.best_move);

    const Position after = p.after(*report.best_move);
    engine.new_game();
    CHECK(engine.search(after, to_depth(9)).score == loss_in(2));
    // Plain minimax agrees: a win with two cells left (100 + 2).
    CHECK(minimax(p, 9, MoveGenerator{}, LineEvaluator{}).value == 102);
}

TEST_CASE("an immediate win, and a win that needs five plies") {
    TicTacToeEngine engine;
    const auto now = engine.search(*parse_board("XX./OO./..."), to_depth(9));
    CHECK(now.score == win_in(1));
    CHECK(to_string(*now.best_move) == "c3");
    // X in a corner, O on the edge next to it: X wins, but it takes X's next two moves.
    const auto later = engine.search(*parse_board("XO./.../..."), to_depth(9));
    CHECK(later.score == win_in(5));
}

TEST_CASE("the engine's value agrees with an independent solver on every reachable position") {
    std::unordered_map<std::uint64_t, int> memo;
    std::vector<Position> positions{Position{}};
    std::unordered_map<std::uint64_t, bool> seen{{Position{}.hash(), true}};
    for (std::size_t i = 0; i < positions.size(); ++i) {
        auto moves = gametree::moves_of(MoveGenerator{}, positions[i]);
        for (const Move m : moves) {
            const Position next = positions[i].after(m);
            if (seen.emplace(next.hash(), true).second) positions.push_back(next);
        }
    }
    TicTacToeEngine engine;
    int decisive = 0;
    for (const Position& p : positions) {
        if (is_over(p.outcome())) continue;
        const int expected = plies_to_win(p, memo);
        const Score score = engine.search(p, to_depth(9)).score;
        CAPTURE(to_board_string(p));
        if (expected == 0) {
            CHECK(score == 0);
        } else {
            ++decisive;
            REQUIRE(is_decisive(score));
            CHECK(plies_to_end(score) == expected);
        }
    }
    CHECK(decisive > 1000);
}
