/// \file
/// The board as text for terminals: the grid of stones, the column letters and the game's state.
#pragma once

#include <string>

#include "gametree/games/connect_four/position.hpp"

namespace gametree::connect_four {

/// Draws the board, top row first, the first player's stones as X and the second's as O, with the
/// column letters below and a line saying whose turn it is or how the game ended:
/// ```
/// | . . . . . . . |
/// | . . . X . . . |
/// | . . O X . . . |
///   a b c d e f g
/// X to move
/// ```
template <int W, int H>
[[nodiscard]] std::string render(const Position<W, H>& pos) {
    using G = Geometry<W, H>;
    const Bitboard first = pos.stones(Player::first);
    const Bitboard second = pos.stones(Player::second);
    std::string text;
    for (int row = H - 1; row >= 0; --row) {
        text += '|';
        for (int column = 0; column < W; ++column) {
            const Bitboard cell = G::cell(column, row);
            text += ' ';
            text += (first & cell) ? 'X' : (second & cell) ? 'O' : '.';
        }
        text += " |\n";
    }
    text += ' ';
    for (int column = 0; column < W; ++column) {
        text += ' ';
        text += static_cast<char>('a' + column);
    }
    text += '\n';
    switch (pos.outcome()) {
    case Outcome::ongoing: text += pos.side_to_move() == Player::first ? "X to move\n" : "O to move\n"; break;
    case Outcome::first_wins: text += "X wins\n"; break;
    case Outcome::second_wins: text += "O wins\n"; break;
    case Outcome::draw: text += "draw\n"; break;
    }
    return text;
}

}  // namespace gametree::connect_four
