/// \file
/// A position for searching: the board plus whose turn it is.
#pragma once

#include "gametree/core/player.hpp"
#include "gametree/games/chess_simulator/board.hpp"
#include "gametree/games/chess_simulator/move.hpp"
#include "gametree/games/chess_simulator/rules.hpp"

namespace gametree::chess_simulator {

/// A board and the side to move. It models gametree::State.
///
/// The simulator's commands move any piece at any time; turns only exist so that a search can play
/// the game as two players taking turns. `after` therefore always passes the turn, and a program that
/// moves a piece out of turn first hands the turn to that piece's side (with_side_to_move).
class Position {
public:
    /// The moves played from a position: a piece from one square to another.
    using move_type = Move;

    /// An empty board, White to move.
    constexpr Position() noexcept = default;
    /// `board` with `side` to move.
    constexpr explicit Position(const Board& board, Player side = white) noexcept : board_(board), side_(side) {}

    /// Where the pieces stand.
    [[nodiscard]] constexpr const Board& board() const noexcept { return board_; }
    /// The player whose turn it is.
    [[nodiscard]] constexpr Player side_to_move() const noexcept { return side_; }

    /// Ongoing while the side to move has a move; a draw when it has none. With no check and a king
    /// that cannot be captured, having no move is the simulator's counterpart of stalemate, which
    /// chess scores as a draw; no position is ever won. (A lone king always has a move: at most one of
    /// its neighbours holds the enemy king, and it may capture any other enemy piece.)
    [[nodiscard]] constexpr Outcome outcome() const noexcept {
        return has_moves(board_, side_) ? Outcome::ongoing : Outcome::draw;
    }

    /// The position after `m`, which must be a move of the side to move that the rules allow: the piece
    /// moves, what stood on the destination is captured, and the turn passes to the other side.
    [[nodiscard]] constexpr Position after(const Move& m) const noexcept {
        Position next = *this;
        next.board_.relocate(m.from, m.to);
        next.side_ = opponent(side_);
        return next;
    }

    /// The same board with `side` to move.
    [[nodiscard]] constexpr Position with_side_to_move(Player side) const noexcept { return Position(board_, side); }

    /// Same pieces on the same squares, same side to move.
    friend constexpr bool operator==(const Position&, const Position&) noexcept = default;

private:
    Board board_{};
    Player side_ = white;
};

}  // namespace gametree::chess_simulator
