/// \file
/// The board as text for terminals: coordinates, the river and both castles marked.
#pragma once

#include <string>

#include "gametree/games/congo/bitboard.hpp"
#include "gametree/games/congo/position.hpp"

namespace gametree::congo {

/// Unicode box drawing, or plain ASCII for terminals that cannot show it.
enum class Charset { unicode, ascii };

/// Draws the board from White's side: rank 7 at the top, files a-g below. Pieces are FEN letters
/// (White upper case); an empty square is shown as `.` (or `·`), an empty river square as `~` (or `≈`),
/// and each castle is framed by brackets around its three files.
[[nodiscard]] inline std::string render_board(const Position& pos, Charset charset = Charset::unicode) {
    const bool uni = charset == Charset::unicode;
    const std::string empty = uni ? "\u00b7" : ".";
    const std::string water = uni ? "\u2248" : "~";
    const std::string vertical = uni ? "\u2502" : "|";
    std::string horizontal;
    for (int i = 0; i < 3 * board_size + 2; ++i) horizontal += uni ? "\u2500" : "-";
    const std::string top = uni ? "   \u250c" + horizontal + "\u2510\n" : "   +" + horizontal + "+\n";
    const std::string bottom = uni ? "   \u2514" + horizontal + "\u2518\n" : "   +" + horizontal + "+\n";
    const Bitboard castles = castle(white) | castle(black);

    std::string text = top;
    for (int rank = board_size - 1; rank >= 0; --rank) {
        const bool castle_rank = contains(castles, make_square(2, rank));
        // Two characters before each square (and after the last): brackets frame the castle's files.
        const auto gap = [&](int file) {
            if (castle_rank && file == 2) return " [";
            if (castle_rank && file == 5) return "] ";
            return "  ";
        };
        text += ' ';
        text += static_cast<char>('1' + rank);
        text += ' ';
        text += vertical;
        for (int file = 0; file < board_size; ++file) {
            text += gap(file);
            const Piece p = pos.piece_at(make_square(file, rank));
            if (p != Piece::none) text += letter(p);
            else text += rank == river_rank ? water : empty;
        }
        text += gap(board_size);
        text += vertical;
        if (rank == river_rank) text += "  river";
        if (rank == board_size - 1 && pos.side_to_move() == black) text += "  black to move";
        if (rank == 0 && pos.side_to_move() == white) text += "  white to move";
        text += '\n';
    }
    text += bottom;
    text += "    ";
    for (int file = 0; file < board_size; ++file) {
        text += "  ";
        text += static_cast<char>('a' + file);
    }
    text += '\n';
    return text;
}

}  // namespace gametree::congo
