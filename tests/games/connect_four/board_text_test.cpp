#include <doctest/doctest.h>

#include "gametree/games/connect_four/board_text.hpp"
#include "gametree/games/connect_four/notation.hpp"

using namespace gametree::connect_four;

TEST_CASE("the board is drawn top row first, with column letters and whose turn it is") {
    CHECK(render(*play_moves("ddc")) ==
          "| . . . . . . . |\n"
          "| . . . . . . . |\n"
          "| . . . . . . . |\n"
          "| . . . . . . . |\n"
          "| . . . O . . . |\n"
          "| . . X X . . . |\n"
          "  a b c d e f g\n"
          "O to move\n");
    CHECK(render(Position<4, 4>{}) ==
          "| . . . . |\n"
          "| . . . . |\n"
          "| . . . . |\n"
          "| . . . . |\n"
          "  a b c d\n"
          "X to move\n");
    CHECK(render(*play_moves("dededed")).ends_with("X wins\n"));
    CHECK(render(*play_moves("gaabbccd")).ends_with("O wins\n"));
    CHECK(render(*play_moves<4, 4>("bbdcdbccadbdacaa")).ends_with("draw\n"));
}
