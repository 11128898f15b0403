#include <doctest/doctest.h>

#include "gametree/games/othello/board_text.hpp"

using namespace gametree;
using namespace gametree::othello;

TEST_CASE("othello board text: the 6x6 start with the moves marked") {
    CHECK(render(Position<6>{}) ==
          "  a b c d e f\n"
          "6 . . . . . . 6\n"
          "5 . . . * . . 5\n"
          "4 . . X O * . 4\n"
          "3 . * O X . . 3\n"
          "2 . . * . . . 2\n"
          "1 . . . . . . 1\n"
          "  a b c d e f\n"
          "X to move; X 2, O 2\n");
}

TEST_CASE("othello board text: a pass and the end are said") {
    const auto pass = Position<8>::from_discs(Geometry<8>::at(1, 0), Geometry<8>::at(0, 0), Player::first);
    CHECK(render(pass).ends_with("1 O X . . . . . . 1\n  a b c d e f g h\nX to move (must pass); X 1, O 1\n"));
    CHECK(render(pass.after_pass()).ends_with("1 O X * . . . . . 1\n  a b c d e f g h\nO to move; X 1, O 1\n"));
    CHECK(render(Position<6>::from_discs(Geometry<6>::at(0, 0), 0, Player::second)).ends_with("X wins; X 1, O 0\n"));
    CHECK(render(Position<6>::from_discs(Geometry<6>::at(0, 0), Geometry<6>::at(5, 5), Player::second))
              .ends_with("draw; X 1, O 1\n"));
}
