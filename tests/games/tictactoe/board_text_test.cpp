#include <doctest/doctest.h>

#include "gametree/games/tictactoe/board_string.hpp"
#include "gametree/games/tictactoe/board_text.hpp"

using namespace gametree::tictactoe;

TEST_CASE("the board is drawn with coordinates and whose turn it is") {
    CHECK(render(*parse_board("X.O/.X./..O")) ==
          "3  X | . | O\n"
          "  ---+---+---\n"
          "2  . | X | .\n"
          "  ---+---+---\n"
          "1  . | . | O\n"
          "   a   b   c\n"
          "X to move\n");
    CHECK(render(Position{}.after(Move::at(4))).ends_with("O to move\n"));
    CHECK(render(*parse_board("XXX/OO./...")).ends_with("X wins\n"));
    CHECK(render(*parse_board("OOO/XX./X..")).ends_with("O wins\n"));
    CHECK(render(*parse_board("XOX/XOO/OXX")).ends_with("draw\n"));
}
