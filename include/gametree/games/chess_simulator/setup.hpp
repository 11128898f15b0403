/// \file
/// Starting boards: the standard one the simulator begins with, and the 960 Chess960 ones.
///
/// In a Chess960 setup Black mirrors White across the board (same file for the same piece), as in
/// Chess960 itself. The names of a side's two rooks, two bishops and two knights are numbered from the
/// a-file: the one nearer the a-file is r1 (b1, n1), the other r2 (b2, n2), pawns p1..p8 stand on a..h.
/// For the standard array (number 518) this gives exactly the standard names.
#pragma once

#include <array>

#include "gametree/core/expected.hpp"
#include "gametree/setup/chess960.hpp"
#include "gametree/games/chess_simulator/board.hpp"
#include "gametree/games/chess_simulator/piece.hpp"
#include "gametree/games/chess_simulator/square.hpp"

namespace gametree::chess_simulator {

/// The board of a Chess960 back-rank arrangement (letters K Q R B N on a..h, as chess960::Arrangement
/// holds them): White's pieces on rank 1 and pawns on rank 2, Black's on ranks 8 and 7, named as this
/// header describes. The arrangement must be valid (chess960::validate accepts it).
[[nodiscard]] constexpr Board board_of(const chess960::Arrangement& back_rank) noexcept {
    Board board;
    for (const Player color : {white, black}) {
        const int home = color == white ? 0 : board_size - 1;
        const int pawns = color == white ? 1 : board_size - 2;
        std::array<int, piece_kind_count> used{};  // pieces of each kind placed so far
        for (int file = 0; file < board_size; ++file) {
            PieceKind kind = PieceKind::pawn;
            switch (back_rank[static_cast<std::size_t>(file)]) {
            case 'K': kind = PieceKind::king; break;
            case 'Q': kind = PieceKind::queen; break;
            case 'R': kind = PieceKind::rook; break;
            case 'B': kind = PieceKind::bishop; break;
            case 'N': kind = PieceKind::knight; break;
            default: continue;  // not a valid arrangement: leave the square empty
            }
            auto& n = used[static_cast<std::size_t>(kind)];
            if (n == pieces_of_kind(kind)) continue;
            board.put(make_square(file, home), make_piece(color, first_slot(kind) + n++));
        }
        for (int file = 0; file < board_size; ++file)
            board.put(make_square(file, pawns), make_piece(color, first_slot(PieceKind::pawn) + file));
    }
    return board;
}

/// The standard starting board: r1 n1 b1 qu ki b2 n2 r2 on a1..h1, p1..p8 on a2..h2, and Black's
/// R1 N1 B1 QU KI B2 N2 R2 on a8..h8, P1..P8 on a7..h7. The simulator starts with it.
[[nodiscard]] constexpr Board standard_board() noexcept {
    return board_of(chess960::unchecked_arrangement_of(chess960::standard_number));
}

/// The board of Chess960 starting position `number` (0..959; 518 is the standard one), or why there
/// is none. The number is checked in its own type (see chess960::arrangement_of).
template <chess960::PositionNumber Number>
[[nodiscard]] inline Parsed<Board> chess960_board(Number number) {
    const auto arrangement = chess960::arrangement_of(number);
    if (!arrangement) return arrangement.error();
    return board_of(*arrangement);
}

}  // namespace gametree::chess_simulator
