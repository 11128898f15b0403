/// \file
/// How each piece moves in the simulator, which differs from chess:
/// ```text
///   king    one square in any direction;
///   queen   any number of squares along a rank, file or diagonal;
///   rook    any number of squares along a rank or file;
///   bishop  any number of squares along its two FORWARD diagonals only (up for White, down for Black);
///   knight  a chess knight's leap, or ONE diagonal step onto an EMPTY square;
///   pawn    ONE square straight ahead (up for White, down for Black) onto an empty square or onto an
///           enemy piece, which it captures; no double step, no diagonal capture, no promotion (a pawn
///           on the last rank has no move), no en passant;
/// ```
/// sliding pieces stop at the first piece in their way and may capture it when it is an enemy. No piece
/// ever moves onto a friendly piece, and a KING CAN NEVER BE CAPTURED: a square holding the enemy king is
/// never a target. There is no check, no castling, and turns are not part of the rules.
#pragma once

#include "gametree/board/slide.hpp"
#include "gametree/core/player.hpp"
#include "gametree/games/chess_simulator/bitboard.hpp"
#include "gametree/games/chess_simulator/board.hpp"
#include "gametree/games/chess_simulator/piece.hpp"
#include "gametree/games/chess_simulator/square.hpp"

namespace gametree::chess_simulator {

/// +1 for White (up the board), -1 for Black: the rank direction of pawns and bishops.
[[nodiscard]] constexpr int forward(Player color) noexcept { return color == white ? 1 : -1; }

/// The squares a piece of kind `kind` and colour `color` standing on `from` may move to on `board`
/// (which need not hold that piece on `from`: only the other pieces matter).
[[nodiscard]] constexpr Bitboard targets_of(const Board& board, PieceKind kind, Player color, Square from) noexcept {
    const Bitboard occupied = board.occupied();
    const Bitboard empty = ~occupied;
    // Enemy pieces other than the king may be captured.
    const Bitboard capturable = board.pieces(opponent(color)) & ~bit(board.square_of(king_of(opponent(color))));
    const Bitboard reachable = empty | capturable;
    switch (kind) {
    case PieceKind::king: return (orthogonal_neighbours[from] | diagonal_neighbours[from]) & reachable;
    // A slide ends on the first piece in its way; & reachable keeps it only when it may be captured.
    case PieceKind::queen:
        return (board::slides<Grid>(from, orthogonal_steps, occupied) |
                board::slides<Grid>(from, diagonal_steps, occupied)) &
               reachable;
    case PieceKind::rook: return board::slides<Grid>(from, orthogonal_steps, occupied) & reachable;
    case PieceKind::bishop: {
        const int up = forward(color);
        return (board::slide<Grid>(from, Step{-1, up}, occupied) | board::slide<Grid>(from, Step{1, up}, occupied)) &
               reachable;
    }
    case PieceKind::knight: return (knight_leaps[from] & reachable) | (diagonal_neighbours[from] & empty);
    case PieceKind::pawn: return bit(shifted(from, Step{0, forward(color)})) & reachable;
    }
    return 0;
}

/// The squares the piece on `from` may move to; empty when `from` is empty.
[[nodiscard]] constexpr Bitboard targets_from(const Board& board, Square from) noexcept {
    const Piece p = board.piece_at(from);
    if (p == Piece::none) return 0;
    return targets_of(board, kind_of(p), color_of(p), from);
}

/// The squares piece `p` may move to; empty when it is not on the board.
[[nodiscard]] constexpr Bitboard targets(const Board& board, Piece p) noexcept {
    const Square from = board.square_of(p);
    return from == no_square ? 0 : targets_from(board, from);
}

/// True when piece `p` is on the board and may move to `to` (whoever's turn it is).
[[nodiscard]] constexpr bool can_move(const Board& board, Piece p, Square to) noexcept {
    return contains(targets(board, p), to);
}

/// True when any piece of `color` has a move.
[[nodiscard]] constexpr bool has_moves(const Board& board, Player color) noexcept {
    for (int slot = 0; slot < pieces_per_side; ++slot)
        if (targets(board, make_piece(color, slot)) != 0) return true;
    return false;
}

}  // namespace gametree::chess_simulator
