// Helpers shared by the chess simulator's tests: boards drawn as the simulator prints them, and an
// independent statement of the move rules to check the generator against.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gametree/games/chess_simulator/chess_simulator.hpp"

namespace gametree::chess_simulator::testing {

/// The board drawn by `rows` (eight rows, rank 8 first, as the simulator prints them; trailing spaces
/// may be left out; one line end at the start is ignored, for raw strings). Fails the test when the
/// drawing is not a board.
inline Board drawn(std::string_view rows) {
    if (!rows.empty() && rows.front() == '\n') rows.remove_prefix(1);
    const auto board = parse_board(rows);
    if (!board) FAIL("bad test board: " << board.error().describe() << "\n" << rows);
    return *board;
}

/// The board holding the pieces of `pairs`, written "piece square piece square ...", e.g.
/// "ki e4 KI e5 P1 d5". Fails the test when a word is wrong or a piece or square is used twice.
inline Board placed(std::string_view pairs) {
    Board board;
    std::vector<std::string_view> words;
    for (std::size_t at = pairs.find_first_not_of(' '); at != std::string_view::npos;
         at = pairs.find_first_not_of(' ', at)) {
        const auto end = std::min(pairs.find(' ', at), pairs.size());
        words.push_back(pairs.substr(at, end - at));
        at = end;
    }
    if (words.size() % 2 != 0) FAIL("odd number of words in test placement '" << pairs << "'");
    for (std::size_t i = 0; i < words.size(); i += 2) {
        const auto p = parse_piece(words[i]);
        const auto s = parse_square(words[i + 1]);
        if (!p || !s || board.is_on_board(*p) || board.piece_at(*s) != Piece::none)
            FAIL("bad test placement '" << words[i] << " " << words[i + 1] << "' in '" << pairs << "'");
        board.put(*s, *p);
    }
    return board;
}

/// What `showmoves` prints for the piece: its targets sorted as names, or "" when it has none.
inline std::string moves_of(const Board& board, Piece p) { return square_list(targets(board, p)); }

/// The board after the moves written as the simulator's commands ("p7 g3", "P5 e6"...), each of which
/// must be allowed; turns play no part.
inline Board played(Board board, std::initializer_list<std::pair<std::string_view, std::string_view>> moves) {
    for (const auto& [piece, square] : moves) {
        const auto m = parse_move(board, piece, square);
        if (!m) FAIL("bad test move " << piece << " " << square << ": " << m.error().message);
        board.relocate(m->from, m->to);
    }
    return board;
}

/// The rules restated square by square, without rays or tables: may the piece on `from` move to `to`?
/// Written from the spec independently of rules.hpp, so the two can check each other.
inline bool allowed_by_geometry(const Board& board, Square from, Square to) {
    const Piece p = board.piece_at(from);
    if (p == Piece::none || from == to) return false;
    const Piece q = board.piece_at(to);
    if (q != Piece::none && (color_of(q) == color_of(p) || kind_of(q) == PieceKind::king)) return false;
    const int df = file_of(to) - file_of(from);
    const int dr = rank_of(to) - rank_of(from);
    const int adf = std::abs(df);
    const int adr = std::abs(dr);
    const int up = color_of(p) == white ? 1 : -1;
    const auto path_clear = [&] {
        const int sf = (df > 0) - (df < 0);
        const int sr = (dr > 0) - (dr < 0);
        for (int f = file_of(from) + sf, r = rank_of(from) + sr; f != file_of(to) || r != rank_of(to); f += sf, r += sr)
            if (board.piece_at(make_square(f, r)) != Piece::none) return false;
        return true;
    };
    const bool straight = df == 0 || dr == 0;
    const bool diagonal = adf == adr;
    switch (kind_of(p)) {
    case PieceKind::king: return adf <= 1 && adr <= 1;
    case PieceKind::queen: return (straight || diagonal) && path_clear();
    case PieceKind::rook: return straight && path_clear();
    case PieceKind::bishop: return diagonal && dr * up > 0 && path_clear();
    case PieceKind::knight:
        return (adf == 1 && adr == 2) || (adf == 2 && adr == 1) || (adf == 1 && adr == 1 && q == Piece::none);
    case PieceKind::pawn: return df == 0 && dr == up;
    }
    return false;
}

/// The moves of the side to move by the geometric statement of the rules, trying every square: a
/// second generator for perft and playout cross-checks. Models gametree::MoveGen (not CountingMoveGen).
struct GeometricMoveGenerator {
    static constexpr std::size_t max_moves = MoveGenerator::max_moves;

    template <class Buffer>
    void generate(const Position& pos, Buffer& out) const {
        for (int from = 0; from < square_count; ++from) {
            const Piece p = pos.board().piece_at(static_cast<Square>(from));
            if (p == Piece::none || color_of(p) != pos.side_to_move()) continue;
            for (int to = 0; to < square_count; ++to)
                if (allowed_by_geometry(pos.board(), static_cast<Square>(from), static_cast<Square>(to)))
                    out.push_back(Move{static_cast<Square>(from), static_cast<Square>(to)});
        }
    }
};

}  // namespace gametree::chess_simulator::testing
