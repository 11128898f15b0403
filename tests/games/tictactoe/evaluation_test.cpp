#include <doctest/doctest.h>

#include "gametree/core/concepts.hpp"
#include "gametree/games/tictactoe/board_string.hpp"
#include "gametree/games/tictactoe/evaluation.hpp"

using namespace gametree;
using namespace gametree::tictactoe;

static_assert(Evaluator<LineEvaluator, Position>);

namespace {
Score eval(const char* board) { return LineEvaluator{}(*parse_board(board)); }
}  // namespace

TEST_CASE("finished games: a draw is 0, a win is worth more the sooner it came") {
    CHECK(eval("XOX/XOO/OXX") == 0);
    // X won; O is to move and has lost. Four cells were left.
    CHECK(eval("XXX/OO./...") == -(100 + 4));
    // O won with three cells left; X is to move.
    CHECK(eval("OOO/XX./X..") == -(100 + 3));
    CHECK(LineEvaluator{50}(*parse_board("XXX/OO./...")) == -(50 + 4));
}

TEST_CASE("open lines: one mark counts 1, two marks 4, for the side to move and against") {
    CHECK(eval(".../.../...") == 0);
    // X in the centre: four open lines for X, and O (to move) has none.
    CHECK(eval(".../.X./...") == -4);
    // X in a corner and O in the centre: X has the top row and left column (2), O four lines but one
    // is blocked by X (3); X to move.
    CHECK(eval("X../.O./...") == 2 - 3);
    // X: a3, b3; O: b2, c1; X to move. X: top row 4, column a 1 (column b and the diagonal a3-c1
    // are blocked). O: middle row, bottom row, column c and diagonal a1-c3 1 each.
    CHECK(eval("XX./.O./..O") == 5 - 4);
}

TEST_CASE("rotated and reflected boards score the same") {
    for (const char* board : {"..X/.O./...", ".../.O./X..", ".../.O./..X"}) CHECK(eval(board) == eval("X../.O./..."));
    for (const char* board : {"OX./.../..X", ".XO/.../X..", "X../.../.XO"}) CHECK(eval(board) == eval("..X/.../OX."));
}
