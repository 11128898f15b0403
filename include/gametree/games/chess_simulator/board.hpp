/// \file
/// Where the pieces stand: a square-by-square board plus, for each piece, its square.
#pragma once

#include <array>
#include <cassert>

#include "gametree/core/player.hpp"
#include "gametree/games/chess_simulator/bitboard.hpp"
#include "gametree/games/chess_simulator/piece.hpp"
#include "gametree/games/chess_simulator/square.hpp"

namespace gametree::chess_simulator {

/// The placement of the pieces, nothing else (whose turn it is belongs to Position). Every piece is
/// on at most one square; a piece that is not on the board has been captured (or was never set up).
class Board {
public:
    /// An empty board.
    constexpr Board() noexcept {
        squares_.fill(Piece::none);
        homes_.fill(no_square);
    }

    /// The piece on `s`, or Piece::none.
    [[nodiscard]] constexpr Piece piece_at(Square s) const noexcept { return squares_[s]; }
    /// The square of `p`, or no_square when it is not on the board.
    [[nodiscard]] constexpr Square square_of(Piece p) const noexcept { return homes_[static_cast<std::size_t>(p)]; }
    /// True when `p` stands on some square (it has not been captured).
    [[nodiscard]] constexpr bool is_on_board(Piece p) const noexcept { return square_of(p) != no_square; }

    /// The squares holding `color`'s pieces.
    [[nodiscard]] constexpr Bitboard pieces(Player color) const noexcept { return by_color_[static_cast<std::size_t>(index_of(color))]; }
    /// The squares holding any piece.
    [[nodiscard]] constexpr Bitboard occupied() const noexcept { return by_color_[0] | by_color_[1]; }
    /// True when no piece is on the board.
    [[nodiscard]] constexpr bool empty() const noexcept { return occupied() == 0; }

    /// Puts `p`, which must not be on the board, on the empty square `s`.
    constexpr void put(Square s, Piece p) noexcept {
        assert(s < square_count && squares_[s] == Piece::none && p != Piece::none && !is_on_board(p));
        squares_[s] = p;
        homes_[static_cast<std::size_t>(p)] = s;
        by_color_[static_cast<std::size_t>(index_of(color_of(p)))] |= bit(s);
    }
    /// Takes the piece on the occupied square `s` off the board.
    constexpr void remove(Square s) noexcept {
        assert(s < square_count && squares_[s] != Piece::none);
        const Piece p = squares_[s];
        squares_[s] = Piece::none;
        homes_[static_cast<std::size_t>(p)] = no_square;
        by_color_[static_cast<std::size_t>(index_of(color_of(p)))] &= ~bit(s);
    }
    /// Moves the piece on `from` to `to`, first taking off whatever stands there. No rule is checked.
    constexpr void relocate(Square from, Square to) noexcept {
        const Piece p = squares_[from];
        remove(from);
        if (squares_[to] != Piece::none) remove(to);
        put(to, p);
    }

    /// The same pieces on the same squares.
    friend constexpr bool operator==(const Board& a, const Board& b) noexcept { return a.squares_ == b.squares_; }

private:
    std::array<Piece, square_count> squares_{};
    std::array<Square, piece_count> homes_{};
    std::array<Bitboard, 2> by_color_{};
};

}  // namespace gametree::chess_simulator
