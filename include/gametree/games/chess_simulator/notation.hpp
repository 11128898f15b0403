/// \file
/// The simulator's way of writing moves: a piece's name and a square ("r2 g2"), read against a board.
#pragma once

#include <string>
#include <string_view>
#include <utility>

#include "gametree/core/expected.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/chess_simulator/bitboard.hpp"
#include "gametree/games/chess_simulator/board.hpp"
#include "gametree/games/chess_simulator/move.hpp"
#include "gametree/games/chess_simulator/piece.hpp"
#include "gametree/games/chess_simulator/rules.hpp"
#include "gametree/games/chess_simulator/square.hpp"

namespace gametree::chess_simulator {

/// Reads a piece's name: "ki qu r1 r2 b1 b2 n1 n2 p1..p8" for White, the same in upper case for Black.
[[nodiscard]] inline Parsed<Piece> read_piece(std::string_view text) {
    if (const auto p = parse_piece(text)) return *p;
    std::string message = "unknown piece ";
    message += excerpt(text);
    message += ": expected ki qu r1 r2 b1 b2 n1 n2 p1..p8 (White) or the same in upper case (Black)";
    return ParseError{std::move(message), 0};
}

/// Reads a square's name, "a1" to "h8" (lower-case file letter, then rank digit).
[[nodiscard]] inline Parsed<Square> read_square(std::string_view text) {
    if (const auto s = parse_square(text)) return *s;
    std::string message = excerpt(text);
    message += " is not a square a1..h8";
    return ParseError{std::move(message), 0};
}

/// The move that sends the piece named `piece` to the square named `square` on `board`, or why there
/// is none: an unknown name, a piece no longer on the board, not a square, or a move the rules forbid.
/// Turns play no part. The error's offset is always 0 (the two words are read separately).
[[nodiscard]] inline Parsed<Move> parse_move(const Board& board, std::string_view piece, std::string_view square) {
    const auto p = read_piece(piece);
    if (!p) return p.error();
    const auto to = read_square(square);
    if (!to) return to.error();
    const Square from = board.square_of(*p);
    std::string message(name(*p));
    if (from == no_square) {
        message += " is not on the board";
        return ParseError{std::move(message), 0};
    }
    if (!can_move(board, *p, *to)) {
        message += " on ";
        message += to_string(from);
        message += " cannot move to ";
        message += to_string(*to);
        return ParseError{std::move(message), 0};
    }
    return Move{from, *to};
}

/// A move as the simulator writes it, the piece's name then the destination: "p7 g3". `m` must start
/// on a square of `board` that holds a piece.
[[nodiscard]] inline std::string piece_move_text(const Board& board, const Move& m) {
    std::string text(name(board.piece_at(m.from)));
    text += ' ';
    text += to_string(m.to);
    return text;
}

/// The squares' names sorted as strings (by file, then rank), separated by single spaces:
/// "a3 a5 a7 b2", as `showmoves` lists them; "" for no square.
[[nodiscard]] inline std::string square_list(Bitboard squares) {
    std::string list;
    for (int file = 0; file < board_size; ++file)
        for (int rank = 0; rank < board_size; ++rank) {
            const Square s = make_square(file, rank);
            if (!contains(squares, s)) continue;
            if (!list.empty()) list += ' ';
            list += to_string(s);
        }
    return list;
}

}  // namespace gametree::chess_simulator
