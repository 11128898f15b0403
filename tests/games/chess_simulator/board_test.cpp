// Tests of board.hpp: putting, removing and moving pieces keeps the board's three views consistent.
#include <doctest/doctest.h>

#include "gametree/games/chess_simulator/board.hpp"

using namespace gametree;
using namespace gametree::chess_simulator;

namespace {

/// piece_at, square_of and the colour sets all tell the same story.
void check_consistent(const Board& b) {
    Bitboard seen[2] = {0, 0};
    for (int s = 0; s < square_count; ++s) {
        const auto sq = static_cast<Square>(s);
        const Piece p = b.piece_at(sq);
        if (p == Piece::none) continue;
        CHECK(b.square_of(p) == sq);
        seen[index_of(color_of(p))] |= bit(sq);
    }
    CHECK(seen[0] == b.pieces(white));
    CHECK(seen[1] == b.pieces(black));
    for (int i = 0; i < piece_count; ++i) {
        const auto p = static_cast<Piece>(i);
        if (b.is_on_board(p)) CHECK(b.piece_at(b.square_of(p)) == p);
    }
}

}  // namespace

TEST_CASE("an empty board") {
    const Board b;
    CHECK(b.empty());
    CHECK(b.occupied() == 0);
    CHECK(b.piece_at(e4) == Piece::none);
    CHECK(b.square_of(Piece::ki) == no_square);
    CHECK(!b.is_on_board(Piece::P8));
}

TEST_CASE("put, remove and relocate") {
    Board b;
    b.put(e1, Piece::ki);
    b.put(e8, Piece::KI);
    b.put(d2, Piece::p4);
    check_consistent(b);
    CHECK(b.pieces(white) == (bit(e1) | bit(d2)));
    CHECK(b.pieces(black) == bit(e8));
    CHECK(b.occupied() == (bit(e1) | bit(d2) | bit(e8)));

    b.relocate(d2, d3);  // a plain move
    check_consistent(b);
    CHECK(b.piece_at(d2) == Piece::none);
    CHECK(b.square_of(Piece::p4) == d3);

    b.put(d4, Piece::N1);
    b.relocate(d3, d4);  // a capture: N1 leaves the board
    check_consistent(b);
    CHECK(b.square_of(Piece::p4) == d4);
    CHECK(!b.is_on_board(Piece::N1));
    CHECK(b.pieces(black) == bit(e8));

    b.remove(d4);
    check_consistent(b);
    CHECK(!b.is_on_board(Piece::p4));
    CHECK(b.piece_at(d4) == Piece::none);
}

TEST_CASE("boards are equal when the same pieces stand on the same squares") {
    Board a;
    Board b;
    a.put(a1, Piece::r1);
    b.put(a1, Piece::r1);
    CHECK(a == b);
    b.relocate(a1, a2);
    CHECK(a != b);
    b.relocate(a2, a1);
    CHECK(a == b);
    Board c;
    c.put(a1, Piece::r2);  // another rook on the same square is another board
    CHECK(a != c);
}
