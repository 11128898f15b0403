// Tests of rules.hpp: each piece's moves on hand-made setups, worked out square by square from the
// spec's "Chess simulator" section, and the seed's own example (its Figure 2).
#include <doctest/doctest.h>

#include "games/chess_simulator/test_boards.hpp"
#include "gametree/games/chess_simulator/chess_simulator.hpp"

using namespace gametree;
using namespace gametree::chess_simulator;
using namespace gametree::chess_simulator::testing;

TEST_CASE("the seed's Figure 2: a black bishop moves down its two forward diagonals") {
    // Figure 1's commands up to "showmoves B1": the knight's diagonal step n1 a2 is allowed, and B1
    // (c8) slides to e6 through the square d7 that P4 left.
    const Board b = played(standard_board(), {{"p1", "a3"}, {"P4", "d6"}, {"n1", "a2"}, {"B1", "e6"}});
    CHECK(b.square_of(Piece::B1) == e6);
    // Down-left to a2 capturing n1, down-right to h3; not back up to d7 or c8, which chess would allow.
    CHECK(moves_of(b, Piece::B1) == "a2 b3 c4 d5 f5 g4 h3");
    // Figure 2's next answer: r1 on a1 is hemmed in by n1 on a2 and may only go to b1.
    CHECK(moves_of(b, Piece::r1) == "b1");
    // Then "move p3 c3" and "move QU d7" succeed.
    CHECK(can_move(b, Piece::p3, c3));
    CHECK(can_move(b, Piece::QU, d7));
}

TEST_CASE("the starting board") {
    const Board b = standard_board();
    CHECK(moves_of(b, Piece::n1) == "a3 c3");  // knights leap over the pawns; the diagonal steps are blocked
    CHECK(moves_of(b, Piece::N2) == "f6 h6");
    CHECK(moves_of(b, Piece::p1) == "a3");  // no double step
    CHECK(moves_of(b, Piece::P8) == "h6");
    for (const Piece p : {Piece::ki, Piece::qu, Piece::r1, Piece::r2, Piece::b1, Piece::b2, Piece::KI, Piece::QU,
                          Piece::R1, Piece::R2, Piece::B1, Piece::B2})
        CHECK_MESSAGE(moves_of(b, p) == "", name(p));
    CHECK(has_moves(b, white));
    CHECK(has_moves(b, black));
}

TEST_CASE("king: one step any way, captures, but never onto the other king") {
    const Board b = placed("ki e4 KI e5 P1 d5 p1 f5");
    // e5 holds the black king: not a target. f5 is White's own pawn.
    CHECK(moves_of(b, Piece::ki) == "d3 d4 d5 e3 f3 f4");
    // and the same for Black: e4 is the white king, d5 Black's own pawn, f5 a capture.
    CHECK(moves_of(b, Piece::KI) == "d4 d6 e6 f4 f5 f6");
    CHECK(moves_of(placed("ki a1"), Piece::ki) == "a2 b1 b2");
}

TEST_CASE("queen: slides along ranks, files and diagonals up to the first piece") {
    const Board b = placed("qu d4 p1 d6 P1 f6 KI b6 N1 b4");
    // up d5 (own pawn on d6); down to d1; right to h4; left c4 and b4 capturing N1; up-right e5, f6
    // capturing P1; up-left c5 only (the king on b6 stops it and is not captured); down-right to g1;
    // down-left to a1.
    CHECK(moves_of(b, Piece::qu) == "a1 b2 b4 c3 c4 c5 d1 d2 d3 d5 e3 e4 e5 f2 f4 f6 g1 g4 h4");
    CHECK(count(targets(placed("QU d4"), Piece::QU)) == 27);
}

TEST_CASE("rook: slides along ranks and files") {
    CHECK(moves_of(placed("r1 a1 p1 a3 N1 d1"), Piece::r1) == "a2 b1 c1 d1");
    CHECK(count(targets(placed("r2 e4"), Piece::r2)) == 14);
    // The white king on h4 stops Black's rook and is not captured.
    CHECK(moves_of(placed("R1 h8 ki h4 p1 c8"), Piece::R1) == "c8 d8 e8 f8 g8 h5 h6 h7");
}

TEST_CASE("bishop: only its two forward diagonals, for both colours") {
    // White's forward is up the board, Black's down; the backward diagonals are never targets.
    CHECK(moves_of(placed("b1 d4"), Piece::b1) == "a7 b6 c5 e5 f6 g7 h8");
    CHECK(moves_of(placed("B1 d4"), Piece::B1) == "a1 b2 c3 e3 f2 g1");
    CHECK(moves_of(placed("b2 d4"), Piece::b2) == moves_of(placed("b1 d4"), Piece::b1));
    CHECK(moves_of(placed("B2 d4"), Piece::B2) == moves_of(placed("B1 d4"), Piece::B1));
    // Blocked by its own pawn up-left, capturing the first enemy up-right.
    CHECK(moves_of(placed("b2 c1 p4 b2 P2 e3 P3 f4"), Piece::b2) == "d2 e3");
    CHECK(moves_of(placed("B2 f8 P4 e7 p2 g7"), Piece::B2) == "g7");
    // On its last rank a bishop has nowhere to go, even with the board empty behind it.
    CHECK(moves_of(placed("B2 e1"), Piece::B2) == "");
    CHECK(moves_of(placed("b1 c8"), Piece::b1) == "");
    // Kings are not captured.
    CHECK(moves_of(placed("b1 a1 KI c3"), Piece::b1) == "b2");
    CHECK(moves_of(placed("B1 h8 ki f6"), Piece::B1) == "g7");
}

TEST_CASE("knight: leaps like a chess knight, and steps diagonally onto empty squares only") {
    CHECK(moves_of(placed("n1 d4"), Piece::n1) == "b3 b5 c2 c3 c5 c6 e2 e3 e5 e6 f3 f5");
    // Diagonal squares: c3 own, c5 and e3 enemies (a diagonal step never captures), e5 empty.
    // Leaps: b5 captures P4, f5 holds the black king (not a target).
    const Board b = placed("n1 d4 P1 c5 P2 e3 p3 c3 KI f5 P4 b5");
    CHECK(moves_of(b, Piece::n1) == "b3 b5 c2 c6 e2 e5 e6 f3");
    // The same for Black.
    CHECK(moves_of(placed("N2 d4 p1 c5 p2 e3 P3 c3 ki f5 p4 b5"), Piece::N2) == "b3 b5 c2 c6 e2 e5 e6 f3");
    CHECK(moves_of(placed("N1 h8"), Piece::N1) == "f7 g6 g7");
}

TEST_CASE("pawn: one square straight ahead, onto an empty square or capturing") {
    // Capture straight ahead, both ways.
    const Board face = placed("p5 e4 P5 e5");
    CHECK(moves_of(face, Piece::p5) == "e5");
    CHECK(moves_of(face, Piece::P5) == "e4");
    // No diagonal capture, no double step.
    const Board b = placed("p4 d4 P3 c5 P5 e5 p6 f7 KI f8 p1 a8 P1 a1 p2 b3 p3 b4");
    CHECK(moves_of(b, Piece::p4) == "d5");
    CHECK(moves_of(b, Piece::P3) == "c4");
    CHECK(moves_of(b, Piece::P5) == "e4");
    CHECK(moves_of(b, Piece::p6) == "");  // the black king on f8 is not captured
    CHECK(moves_of(b, Piece::p1) == "");  // last rank: no move and no promotion
    CHECK(moves_of(b, Piece::P1) == "");
    CHECK(moves_of(b, Piece::p2) == "");  // its own pawn ahead
    CHECK(moves_of(b, Piece::p3) == "b5");
    CHECK(moves_of(placed("p1 a2"), Piece::p1) == "a3");
    CHECK(moves_of(placed("P8 h7"), Piece::P8) == "h6");
}

TEST_CASE("a king can never be captured, by any piece") {
    // Every white piece stands where its move would land on the black king on e5.
    const Board b = placed("KI e5 qu h8 r1 a5 b1 g3 n1 f3 p5 e4 ki d4");
    for (int slot = 0; slot < pieces_per_side; ++slot) {
        const Piece p = make_piece(white, slot);
        if (b.is_on_board(p)) CHECK_MESSAGE(!can_move(b, p, e5), name(p));
    }
    CHECK(!parse_move(b, "qu", "e5"));
    CHECK(!can_move(b, Piece::KI, d4));
}

TEST_CASE("targets_of a piece kind on any square, nothing from an empty square") {
    const Board b = placed("p1 a2");
    CHECK(targets_from(b, e4) == 0);
    CHECK(targets(b, Piece::p2) == 0);  // not on the board
    CHECK(square_list(targets_of(b, PieceKind::knight, white, b1)) == "a3 c2 c3 d2");
    CHECK(forward(white) == 1);
    CHECK(forward(black) == -1);
}

TEST_CASE("ray targets agree with the geometric statement of the rules on every square") {
    // Every kind of piece of both colours on every square of a crowded board.
    const Board crowd = placed("KI e8 ki e1 P1 c6 P2 d3 p1 f5 p2 b4 N1 g3 n1 b6 R1 h5 r1 a4");
    for (int s = 0; s < square_count; ++s) {
        const auto from = static_cast<Square>(s);
        if (crowd.piece_at(from) != Piece::none) continue;
        for (const Player color : {white, black})
            for (int k = 0; k < piece_kind_count; ++k) {
                const auto kind = static_cast<PieceKind>(k);
                Board b = crowd;
                // The last piece of the kind (r2, n2, p8...), which the crowd does not hold; a king moves.
                const Piece p = make_piece(color, first_slot(kind) + pieces_of_kind(kind) - 1);
                if (b.is_on_board(p)) b.remove(b.square_of(p));
                b.put(from, p);
                Bitboard expected = 0;
                for (int t = 0; t < square_count; ++t)
                    if (allowed_by_geometry(b, from, static_cast<Square>(t))) expected |= bit(static_cast<Square>(t));
                CHECK_MESSAGE(targets(b, p) == expected, name(p) << " on " << to_string(from));
            }
    }
}
