/// \file
/// The board as text for terminals: the discs, the squares the side to move may take, coordinates.
#pragma once

#include <bit>
#include <string>

#include "gametree/games/othello/position.hpp"

namespace gametree::othello {

/// Draws the board, rank N at the top, X and O for the discs, `*` for the side to move's legal
/// moves and a dot for the other empty squares, with the coordinates around it and a line saying whose
/// turn it is (or who won) and the disc count, e.g. for the 6×6 start:
/// ```
///   a b c d e f
/// 6 . . . . . . 6
/// 5 . . . * . . 5
/// 4 . . X O * . 4
/// 3 . * O X . . 3
/// 2 . . * . . . 2
/// 1 . . . . . . 1
///   a b c d e f
/// X to move; X 2, O 2
/// ```
template <int N>
[[nodiscard]] std::string render(const Position<N>& pos) {
    const Bitboard x = pos.discs(Player::first);
    const Bitboard o = pos.discs(Player::second);
    std::string files = " ";
    for (int file = 0; file < N; ++file) {
        files += ' ';
        files += static_cast<char>('a' + file);
    }
    std::string text = files + '\n';
    for (int rank = N - 1; rank >= 0; --rank) {
        const char label = static_cast<char>('1' + rank);
        text += label;
        for (int file = 0; file < N; ++file) {
            const Bitboard square = Geometry<N>::at(file, rank);
            text += ' ';
            text += (x & square) ? 'X' : (o & square) ? 'O' : (pos.legal_moves() & square) ? '*' : '.';
        }
        text += ' ';
        text += label;
        text += '\n';
    }
    text += files + '\n';
    switch (pos.outcome()) {
    case Outcome::ongoing:
        text += pos.side_to_move() == Player::first ? "X to move" : "O to move";
        if (pos.must_pass()) text += " (must pass)";
        break;
    case Outcome::first_wins: text += "X wins"; break;
    case Outcome::second_wins: text += "O wins"; break;
    case Outcome::draw: text += "draw"; break;
    }
    text += "; X " + std::to_string(std::popcount(x)) + ", O " + std::to_string(std::popcount(o)) + '\n';
    return text;
}

}  // namespace gametree::othello
