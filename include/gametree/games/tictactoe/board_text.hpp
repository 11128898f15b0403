/// \file
/// The board as text for terminals: a 3x3 grid with coordinates and whose turn it is.
#pragma once

#include <string>

#include "gametree/games/tictactoe/position.hpp"

namespace gametree::tictactoe {

/// Draws the board, rank 3 at the top and files a-c below, followed by a line saying whose turn it is
/// or how the game ended:
/// ```
/// 3  X | . | O
///   ---+---+---
/// 2  . | X | .
///   ---+---+---
/// 1  . | . | O
///    a   b   c
/// X to move
/// ```
[[nodiscard]] inline std::string render(const Position& pos) {
    std::string text;
    for (int row = board_size - 1; row >= 0; --row) {
        text += static_cast<char>('1' + row);
        text += ' ';
        for (int column = 0; column < board_size; ++column) {
            const Mask b = bit(make_cell(column, row));
            text += column == 0 ? " " : " | ";
            text += (pos.marks(crosses) & b) ? 'X' : (pos.marks(noughts) & b) ? 'O' : '.';
        }
        text += '\n';
        if (row > 0) text += "  ---+---+---\n";
    }
    text += "   a   b   c\n";
    switch (pos.outcome()) {
    case Outcome::ongoing: text += pos.side_to_move() == crosses ? "X to move\n" : "O to move\n"; break;
    case Outcome::first_wins: text += "X wins\n"; break;
    case Outcome::second_wins: text += "O wins\n"; break;
    case Outcome::draw: text += "draw\n"; break;
    }
    return text;
}

}  // namespace gametree::tictactoe
