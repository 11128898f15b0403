// Tests of movegen.hpp: every rule clause of the spec's "Congo" section, on hand-made positions.
//
// Each case names the piece under test by its square and lists the exact moves that piece has, sorted,
// as the course writes them ("e3e4", a monkey capture "c4a4c2e4"). The expected lists were worked out
// square by square from the rules (board a-g x 1-7, White's castle c1-e3, Black's c5-e7, river rank 4).
// Every position is also checked for: count() equal to the number of generated moves, no duplicate
// moves, and the same moves under both rule sets (none of these positions has only the two lions).
#include <doctest/doctest.h>

#include <set>

#include <algorithm>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "gametree/gametree.hpp"
#include "support/congo_fen.hpp"
#include "support/congo_playouts.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

using gametree::testing::position;

/// Every move of `pos` in notation, sorted; checks that count() agrees with generate().
std::vector<std::string> sorted_moves(const Position& pos) {
    auto buffer = gametree::moves_of(MoveGenerator{}, pos);
    CHECK(MoveGenerator{}.count(pos) == buffer.size());
    std::vector<std::string> moves;
    for (const Move& m : buffer) moves.push_back(to_string(m));
    std::sort(moves.begin(), moves.end());
    return moves;
}

std::string join(const std::vector<std::string>& moves) {
    std::string text;
    for (const std::string& m : moves) {
        if (!text.empty()) text += ' ';
        text += m;
    }
    return text;
}

/// The sorted moves of the piece on `origin` in `pos`, space-separated; checks that no move is listed
/// twice.
std::string piece_moves(const Position& pos, std::string_view origin) {
    const auto all = sorted_moves(pos);
    CHECK(std::adjacent_find(all.begin(), all.end()) == all.end());
    std::vector<std::string> mine;
    for (const std::string& m : all)
        if (std::string_view(m).substr(0, 2) == origin) mine.push_back(m);
    return join(mine);
}

/// The sorted moves of the piece on `origin` in `fen`, space-separated. Also checks, on the whole
/// position: the game is on, count() == generate().size(), no move twice, and the same moves under
/// `standard` and `wits2021`.
std::string moves_from(std::string_view fen, std::string_view origin) {
    INFO("position " << fen);
    const Position standard = position(fen, Rules::standard);
    const Position wits = position(fen, Rules::wits2021);
    REQUIRE(standard.outcome() == Outcome::ongoing);
    CHECK(join(sorted_moves(wits)) == join(sorted_moves(standard)));
    return piece_moves(standard, origin);
}

}  // namespace

// ------------------------------------------------------------------------------------------------
// Lion
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo movegen: lion steps one square in any direction inside its castle") {
    // White lion d2 in the middle of its castle: all eight neighbours are castle squares.
    CHECK(moves_from("4l2/p6/7/7/7/3L3/7 w 0", "d2") == "d2c1 d2c2 d2c3 d2d1 d2d3 d2e1 d2e2 d2e3");
}

TEST_CASE("congo movegen: lion cannot leave its castle") {
    SUBCASE("white lion on the castle's edge e2; f1-f3 are outside, even with enemies on f2 and f3") {
        CHECK(moves_from("2l4/p6/7/7/5p1/4Lp1/7 w 0", "e2") == "e2d1 e2d2 e2d3 e2e1 e2e3");
    }
    SUBCASE("white lion in the corner c1; the black pawn on b2 is outside the castle") {
        CHECK(moves_from("4l2/p6/7/7/7/1p5/2L4 w 0", "c1") == "c1c2 c1d1 c1d2");
    }
    SUBCASE("black lion in the corner e7 captures d6 inside its castle but not f6 outside it") {
        CHECK(moves_from("4l2/3P1P1/7/7/7/P6/2L4 b 0", "e7") == "e7d6 e7d7 e7e6");
    }
}

TEST_CASE("congo movegen: lion captures an adjacent enemy in its castle and never lands on its own pieces") {
    // d3 black pawn (capture); c2 white pawn and e1 white elephant (own, excluded).
    CHECK(moves_from("4l2/7/7/7/3p3/2PL3/4E2 w 0", "d2") == "d2c1 d2c3 d2d1 d2d3 d2e2 d2e3");
}

TEST_CASE("congo movegen: lion flies along its file to capture the enemy lion when every square between is empty") {
    SUBCASE("white lion d1 takes d7") {
        CHECK(moves_from("3l3/6p/7/7/7/P6/3L3 w 0", "d1") == "d1c1 d1c2 d1d2 d1d7 d1e1 d1e2");
    }
    SUBCASE("black lion d7 takes d1") {
        CHECK(moves_from("3l3/6p/7/7/7/P6/3L3 b 0", "d7") == "d7c6 d7c7 d7d1 d7d6 d7e6 d7e7");
    }
    SUBCASE("lions on d3 and d5, only the river square d4 between them") {
        CHECK(moves_from("7/6p/3l3/7/3L3/P6/7 w 0", "d3") == "d3c2 d3c3 d3d2 d3d5 d3e2 d3e3");
    }
}

TEST_CASE("congo movegen: lion flies along a diagonal to capture the enemy lion") {
    SUBCASE("white lion c3 takes e5 over the empty d4") {
        CHECK(moves_from("7/6p/4l2/7/2L4/P6/7 w 0", "c3") == "c3c2 c3d2 c3d3 c3e5");
    }
    SUBCASE("black lion c5 takes e3 over the empty d4") {
        CHECK(moves_from("7/6p/2l4/7/4L2/P6/7 b 0", "c5") == "c5c6 c5d5 c5d6 c5e3");
    }
}

TEST_CASE("congo movegen: lion's flying capture is blocked by any piece between the lions") {
    SUBCASE("own pawn on d4 blocks the file") {
        CHECK(moves_from("3l3/6p/7/3P3/7/7/3L3 w 0", "d1") == "d1c1 d1c2 d1d2 d1e1 d1e2");
    }
    SUBCASE("enemy pawn on d5 blocks the file (and is not captured)") {
        CHECK(moves_from("3l3/7/3p3/7/7/P6/3L3 w 0", "d1") == "d1c1 d1c2 d1d2 d1e1 d1e2");
    }
    SUBCASE("enemy pawn on d4 blocks the diagonal c3-e5") {
        CHECK(moves_from("7/7/4l2/3p3/2L4/P6/7 w 0", "c3") == "c3c2 c3d2 c3d3");
    }
}

TEST_CASE("congo movegen: the lions' flight paths (a table) are the slides along files and diagonals") {
    // lion_flight looks its path up; here every pair of squares is checked against a slide from one to
    // the other, which stops on the first piece it meets: the other lion, when nothing is between.
    for (int a = 0; a < square_count; ++a)
        for (int b = 0; b < square_count; ++b) {
            const auto from = static_cast<Square>(a);
            const auto to = static_cast<Square>(b);
            const int df = file_of(to) - file_of(from);
            const int dr = rank_of(to) - rank_of(from);
            const bool line = dr != 0 && (df == 0 || df == dr || df == -dr);
            const Bitboard expected = line ? board::slide<Grid>(from, Step{df > 0 ? 1 : df < 0 ? -1 : 0, dr > 0 ? 1 : -1}, bit(to)) : 0;
            CAPTURE(a);
            CAPTURE(b);
            CHECK(congo::detail::flight_paths[a][b] == expected);
            if (line) CHECK(contains(expected, to));
        }
}

TEST_CASE("congo movegen: lion never flies along a rank or any line that is not a file or a diagonal") {
    SUBCASE("enemy lion on the same rank (g3) with d3-f3 empty") {
        // No game reaches this board (the FEN reader refuses a lion outside its castle): built by hand.
        Position pos = position("7/6p/7/7/2L4/P6/7 w 0");
        pos.put(g3, make_piece(black, PieceType::lion));
        CHECK(piece_moves(pos, "c3") == "c3c2 c3d2 c3d3");
    }
    SUBCASE("enemy lion a knight's move away (c3 and d5)") {
        CHECK(moves_from("7/6p/3l3/7/2L4/P6/7 w 0", "c3") == "c3c2 c3d2 c3d3");
    }
    SUBCASE("enemy lion on no line at all (c1 and e6)") {
        CHECK(moves_from("7/4l1p/7/7/7/P6/2L4 w 0", "c1") == "c1c2 c1d1 c1d2");
    }
}

// ------------------------------------------------------------------------------------------------
// Zebra
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo movegen: zebra moves and captures like a knight, jumping over pieces") {
    SUBCASE("white zebra d4 surrounded by pieces; own piece on b5, enemy on f5") {
        CHECK(moves_from("4l2/7/1P1p1p1/2PZp2/3P3/7/2L4 w 0", "d4") ==
              "d4b3 d4c2 d4c6 d4e2 d4e6 d4f3 d4f5");
    }
    SUBCASE("white zebra in the corner g1: captures e2, own pawn on f3") {
        CHECK(moves_from("4l2/7/7/7/5P1/4p2/2L3Z w 0", "g1") == "g1e2");
    }
    SUBCASE("black zebra b6: captures a4, own pieces on c4 and d7") {
        CHECK(moves_from("3l3/1z5/7/P1p4/7/7/3L3 b 0", "b6") == "b6a4 b6d5");
    }
}

// ------------------------------------------------------------------------------------------------
// Elephant
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo movegen: elephant moves or captures one or two squares orthogonally, jumping") {
    SUBCASE("white elephant d4: own d5 (d6 reached by jumping), enemies e4 and f4, own b4 and d2") {
        CHECK(moves_from("4l2/7/3P3/1P1Epp1/7/3P3/2L4 w 0", "d4") == "d4c4 d4d3 d4d6 d4e4 d4f4");
    }
    SUBCASE("white elephant c3 captures at distance 1 (c4, b3) and 2 (c5, over c4); own a3 excluded") {
        CHECK(moves_from("4l2/7/2p4/2p4/PpE4/7/4L2 w 0", "c3") == "c3b3 c3c1 c3c2 c3c4 c3c5 c3d3 c3e3");
    }
    SUBCASE("black elephant g7 in the corner: own g6 jumped to g5, captures f7, own lion e7 excluded") {
        CHECK(moves_from("4lZe/6e/7/7/7/7/2L4 b 0", "g7") == "g7f7 g7g5");
    }
}

// ------------------------------------------------------------------------------------------------
// Giraffe
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo movegen: giraffe steps one square only to empty squares, never capturing there") {
    // Overview figure (a): White giraffe e2; own d2 and f3, enemy f2 adjacent. One-step targets are the
    // empty d1 d3 e1 e3 f1; two-step jumps reach c2 c4 e4 g4 and capture g2.
    CHECK(moves_from("4l2/7/7/7/PP3P1/3PGp1/2L4 w 0", "e2") ==
          "e2c2 e2c4 e2d1 e2d3 e2e1 e2e3 e2e4 e2f1 e2g2 e2g4");
}

TEST_CASE("congo movegen: giraffe moves or captures two squares straight or diagonally, jumping") {
    SUBCASE("white giraffe d4: adjacent enemies d5 e4 not capturable, f4 captured over e4, own b6 excluded") {
        CHECK(moves_from("4l2/1P5/3p3/2PGpp1/7/7/2L4 w 0", "d4") ==
              "d4b2 d4b4 d4c3 d4c5 d4d2 d4d3 d4d6 d4e3 d4e5 d4f2 d4f4 d4f6");
    }
    SUBCASE("black giraffe a7 boxed in: only the two-square captures c5 and c7; own a5 excluded") {
        CHECK(moves_from("gpZl3/PP5/p1P4/7/7/7/3L3 b 0", "a7") == "a7c5 a7c7");
    }
}

// ------------------------------------------------------------------------------------------------
// Crocodile
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo movegen: crocodile steps one square in any direction, moving or capturing") {
    // Black crocodile e1 next to the white lion d1: it captures it with a step.
    CHECK(moves_from("7/3l3/7/7/7/P6/3Lc2 b 0", "e1") == "e1d1 e1d2 e1e2 e1e3 e1e4 e1f1 e1f2");
}

TEST_CASE("congo movegen: crocodile slides along its file toward the river, up to and including the river") {
    SUBCASE("white crocodile f1 (overview figure a): slides f2 f3, captures f4 in the river; steps capture e2") {
        CHECK(moves_from("7/3l3/7/5p1/7/3Lp2/5C1 w 0", "f1") == "f1e1 f1e2 f1f2 f1f3 f1f4 f1g1 f1g2");
    }
    SUBCASE("white crocodile f7 on Black's side slides down to the river f4") {
        CHECK(moves_from("2l2C1/7/7/7/7/7/2L4 w 0", "f7") == "f7e6 f7e7 f7f4 f7f5 f7f6 f7g6 f7g7");
    }
    SUBCASE("black crocodile f7 on its own side captures the white pawn in the river on f4") {
        CHECK(moves_from("4lc1/7/7/5P1/7/7/3L3 b 0", "f7") == "f7e6 f7f4 f7f5 f7f6 f7g6 f7g7");
    }
    SUBCASE("white crocodile f2 stops at the river: f5 and beyond are not reached") {
        CHECK(moves_from("7/p1l4/7/7/7/3L1C1/7 w 0", "f2") ==
              "f2e1 f2e2 f2e3 f2f1 f2f3 f2f4 f2g1 f2g2 f2g3");
    }
    SUBCASE("white crocodile a1 slides up its file only, never along rank 1") {
        CHECK(moves_from("7/2l3p/7/7/7/3L3/C6 w 0", "a1") == "a1a2 a1a3 a1a4 a1b1 a1b2");
    }
}

TEST_CASE("congo movegen: crocodile's slide is blocked by pieces and captures the first enemy met") {
    SUBCASE("own pawn on f3 blocks the way to f4 (overview figure b)") {
        CHECK(moves_from("7/3l3/7/5p1/5P1/3Lp2/5C1 w 0", "f1") == "f1e1 f1e2 f1f2 f1g1 f1g2");
    }
    SUBCASE("black crocodile b7 captures b5 and does not reach b4 behind it") {
        CHECK(moves_from("1c2l2/7/1P5/1P5/7/7/3L3 b 0", "b7") == "b7a6 b7a7 b7b5 b7b6 b7c6 b7c7");
    }
    SUBCASE("black crocodile b2 on White's side slides up toward the river: b3 is captured at once") {
        CHECK(moves_from("4l2/7/7/7/1P5/1c5/3L3 b 0", "b2") == "b2a1 b2a2 b2a3 b2b1 b2b3 b2c1 b2c2 b2c3");
    }
}

TEST_CASE("congo movegen: crocodile on the river slides along it both ways like a rook") {
    SUBCASE("white crocodile b4 (overview figure c): a4 to e4, captures f4, not g4") {
        CHECK(moves_from("7/3l3/7/1C3p1/7/7/3L3 w 0", "b4") ==
              "b4a3 b4a4 b4a5 b4b3 b4b5 b4c3 b4c4 b4c5 b4d4 b4e4 b4f4");
    }
    SUBCASE("white crocodile d4: own f4 blocks at e4, enemy b4 captured and a4 behind it not reached; "
            "no sliding off the river along the file") {
        CHECK(moves_from("7/4l2/7/pp1C1P1/7/7/3L3 w 0", "d4") == "d4b4 d4c3 d4c4 d4c5 d4d3 d4d5 d4e3 d4e4 d4e5");
    }
}

// ------------------------------------------------------------------------------------------------
// Pawn
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo movegen: pawn moves or captures one step forward, straight or diagonal") {
    SUBCASE("white pawn c2: own b3 excluded, captures d3; no sideways or backward move") {
        CHECK(moves_from("4l2/7/7/7/1P1p3/2P4/2L4 w 0", "c2") == "c2c3 c2d3");
    }
    SUBCASE("black pawn f6 moves down the board: e5, captures f5; own g5 excluded") {
        CHECK(moves_from("3l3/5p1/5Pp/7/7/7/3L3 b 0", "f6") == "f6e5 f6f5");
    }
}

TEST_CASE("congo movegen: pawn on the river itself has not crossed it and cannot retreat") {
    SUBCASE("white pawn b4 (overview figure a)") {
        CHECK(moves_from("4l2/7/p6/1P5/7/7/2L4 w 0", "b4") == "b4a5 b4b5 b4c5");
    }
    SUBCASE("black pawn f4") {
        CHECK(moves_from("3l3/7/7/5p1/7/7/3L3 b 0", "f4") == "f4e3 f4f3 f4g3");
    }
}

TEST_CASE("congo movegen: pawn past the river may also retreat one or two squares straight back") {
    SUBCASE("white pawn b5 (overview figure b): advances a6 b6, captures c6, retreats b4 b3") {
        CHECK(moves_from("4l2/2p4/1P5/7/7/7/2L4 w 0", "b5") == "b5a6 b5b3 b5b4 b5b6 b5c6");
    }
    SUBCASE("black pawn c3 (rank 3 is past the river for Black): retreats c4 c5") {
        CHECK(moves_from("4l2/7/7/7/2p4/1P5/4L2 b 0", "c3") == "c3b2 c3c2 c3c4 c3c5 c3d2");
    }
    SUBCASE("white pawn a7 on the last rank (unpromoted: wits2021 only) can only retreat") {
        CHECK(piece_moves(position("P3l2/7/7/7/7/7/3L3 w 0", Rules::wits2021), "a7") == "a7a5 a7a6");
    }
}

TEST_CASE("congo movegen: pawn's retreat neither captures nor jumps") {
    const char* fen = "2l4/1P2P2/1p4P/4p1P/7/7/3L3 w 0";
    SUBCASE("enemy right behind b6: no retreat at all") { CHECK(moves_from(fen, "b6") == "b6a7 b6b7 b6c7"); }
    SUBCASE("enemy two behind e6: retreat to e5 only") { CHECK(moves_from(fen, "e6") == "e6d7 e6e5 e6e7 e6f7"); }
    SUBCASE("own piece right behind g5: no retreat") { CHECK(moves_from(fen, "g5") == "g5f6 g5g6"); }
    SUBCASE("black pawn g1 on its last rank (wits2021 only): g2 only, the white pawn on g3 is neither jumped "
            "nor taken") {
        CHECK(piece_moves(position("3l3/7/7/7/6P/7/3L2p b 0", Rules::wits2021), "g1") == "g1g2");
    }
}

// ------------------------------------------------------------------------------------------------
// Superpawn
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo movegen: superpawn moves or captures forward straight/diagonal and sideways") {
    // Black superpawn e5: forward d4 (own, excluded) e4 f4 (capture); sideways d5, f5 (capture).
    // Retreat (up the board for Black): e6 e7; d6 own blocks d6 and c7; f6, then g7 is occupied (no capture).
    CHECK(moves_from("6Z/2lp3/4sP1/3p1P1/7/7/3L3 b 0", "e5") == "e5d5 e5e4 e5e6 e5e7 e5f4 e5f5 e5f6");
}

TEST_CASE("congo movegen: superpawn retreats one or two squares straight or diagonally back anywhere, "
          "without capturing or jumping") {
    SUBCASE("white superpawn d3 on its own side: d2 (own lion on d1), c2 (enemy on b1 not taken), "
            "nothing toward e2 (enemy)") {
        CHECK(moves_from("4l2/7/7/4p2/2PS3/4p2/1z1L3 w 0", "d3") == "d3c2 d3c4 d3d2 d3d4 d3e3 d3e4");
    }
    SUBCASE("white superpawn a7: captures b7 sideways, enemy a6 blocks the straight retreat, b6 c5 "
            "diagonally") {
        CHECK(moves_from("Sp2l2/p6/7/7/7/7/3L3 w 0", "a7") == "a7b6 a7b7 a7c5");
    }
}

// ------------------------------------------------------------------------------------------------
// Monkey
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo movegen: monkey steps one square in any direction to an empty square only") {
    // Overview figure (a): White monkey b5; c5 cannot be taken (d5 behind it is occupied), b4 is
    // jumped to b3. No step captures.
    CHECK(moves_from("4l2/7/1Mpp3/1p5/7/7/3L3 w 0", "b5") == "b5a4 b5a5 b5a6 b5b3 b5b6 b5c4 b5c6");
}

TEST_CASE("congo movegen: monkey captures by jumping an adjacent enemy onto the empty square beyond") {
    SUBCASE("own piece c4 is not jumped; landing squares a5 (own) and e1 (enemy) are not empty") {
        CHECK(moves_from("4l2/7/P6/1pP4/2M4/3p3/3Lz2 w 0", "c3") == "c3b2 c3b3 c3c2 c3d3 c3d4");
    }
    SUBCASE("on the edge: no jump off the board over a1 or b1; landing c2 is own; b3 jumped to c4") {
        CHECK(moves_from("4l2/7/7/7/1p5/MpPL3/ez5 w 0", "a2") == "a2a3 a2c4");
    }
}

TEST_CASE("congo movegen: monkey multi-captures in any directions, every prefix a move, every landing named") {
    // Overview drowning figure: White monkey c4, black pieces b4 b3 d3. c4a4 (over b4), then c2 (over b3),
    // then e4 (over d3); also c4a2 (over b3) and c4e2 (over d3), each ending there.
    CHECK(moves_from("7/4l2/7/1pM4/1p1p3/7/3L3 w 0", "c4") ==
          "c4a2 c4a4 c4a4c2 c4a4c2e4 c4b5 c4c3 c4c5 c4d4 c4d5 c4e2");
}

TEST_CASE("congo movegen: monkey jumps each enemy piece at most once") {
    // a1 over b1 to c1; jumping b1 back to the (now empty) a1 is not allowed.
    CHECK(moves_from("4l2/7/7/7/7/4L2/Mz5 w 0", "a1") == "a1a2 a1b2 a1c1");
}

TEST_CASE("congo movegen: monkey may revisit squares, its own starting square included") {
    SUBCASE("white monkey a1 goes round the four enemies b1 c2 b3 a2 and back to a1, both ways") {
        CHECK(moves_from("4l2/7/7/7/1p5/p1p1L2/Mz5 w 0", "a1") ==
              "a1a3 a1a3c3 a1a3c3c1 a1a3c3c1a1 a1b2 a1c1 a1c1c3 a1c1c3a3 a1c1c3a3a1");
    }
    SUBCASE("black monkey d5 over white d4 e4 e3 c3, returning to d5 (d5d3f3d5, d5f3d3d5)") {
        CHECK(moves_from("4l2/7/3m3/3PP2/2P1P2/7/2L4 b 0", "d5") ==
              "d5c4 d5c5 d5c6 d5d3 d5d3b3 d5d3f3 d5d3f3d5 d5d3f5 d5d6 d5e5 d5e6 d5f3 d5f3d3 d5f3d3b3 d5f3d3d5");
    }
}

TEST_CASE("congo movegen: jumped pieces stay on the board until the move ends") {
    // A jump changes file and rank by 0 or 2, so every landing square has the parity of the origin
    // while every jumped square differs from it: a jumped piece's square can never be a later landing
    // square. What remains observable is that a jumped piece is still there as an obstacle for a jump
    // over it (it cannot be jumped again, see above) and that the pieces leave the board together at
    // the end (position_test). Here: after a1-c1 (over b1) and c1-c3 (over c2), the monkey cannot jump
    // c2 back toward c1 nor b1 again; the only continuations are those over unjumped pieces.
    CHECK(moves_from("4l2/7/7/7/1p5/p1p1L2/Mz5 w 0", "a1").find("a1c1c3c1") == std::string::npos);
    CHECK(moves_from("4l2/7/7/7/1p5/p1p1L2/Mz5 w 0", "a1").find("a1c1a1") == std::string::npos);
}

TEST_CASE("congo movegen: jumping the enemy lion ends the monkey's sequence") {
    SUBCASE("c4 jumps the black lion d5 to e6 and may not go on over e5 to e4") {
        CHECK(moves_from("p6/7/3lp2/2M4/7/7/3L3 w 0", "c4") == "c4b3 c4b4 c4b5 c4c3 c4c5 c4d3 c4d4 c4e6");
    }
    SUBCASE("a4 jumps b4 to c4, then the lion d5 to e6, and stops there") {
        CHECK(moves_from("p6/7/3lp2/Mp5/7/7/4L2 w 0", "a4") == "a4a3 a4a5 a4b3 a4b5 a4c4 a4c4e6");
    }
}

// ------------------------------------------------------------------------------------------------
// The whole position
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo movegen: the start position has the 24 moves the rules give") {
    // 19 pawn moves, giraffe a1a3 a1c3 (jumps), elephants c1c3 e1e3 (jumps), zebra g1f3; the monkey,
    // lion and crocodile are boxed in.
    const auto moves = sorted_moves(position(start_fen));
    CHECK(moves.size() == 24);
    CHECK(join(moves) ==
          "a1a3 a1c3 a2a3 a2b3 b2a3 b2b3 b2c3 c1c3 c2b3 c2c3 c2d3 d2c3 d2d3 d2e3 e1e3 e2d3 e2e3 e2f3 f2e3 "
          "f2f3 f2g3 g1f3 g2f3 g2g3");
    CHECK(join(sorted_moves(position(start_fen, Rules::wits2021))) == join(moves));
}

TEST_CASE("congo movegen: no moves once the game is over") {
    SUBCASE("the black lion is gone") {
        for (const Rules rules : {Rules::standard, Rules::wits2021}) {
            const Position pos = position("7/6p/7/7/7/PPPPPPP/3L3 b 3", rules);
            CHECK(sorted_moves(pos).empty());
            CHECK(MoveGenerator{}.count(pos) == 0);
        }
    }
    SUBCASE("the white lion is gone") {
        const Position pos = position("3l3/7/7/7/7/P6/7 w 3");
        CHECK(sorted_moves(pos).empty());
        CHECK(MoveGenerator{}.count(pos) == 0);
    }
    SUBCASE("two bare lions: drawn under standard, the lions still move under wits2021") {
        const std::string_view fen = "3l3/7/7/7/7/7/3L3 w 0";
        const Position standard = position(fen, Rules::standard);
        CHECK(standard.outcome() == Outcome::draw);
        CHECK(sorted_moves(standard).empty());
        CHECK(MoveGenerator{}.count(standard) == 0);
        CHECK(join(sorted_moves(position(fen, Rules::wits2021))) == "d1c1 d1c2 d1d2 d1d7 d1e1 d1e2");
    }
}

TEST_CASE("congo movegen: moves of the side to move only") {
    // Same board, each side to move: only that side's pieces move.
    const std::string_view white_fen = "7/4l2/7/1pM4/1p1p3/7/3L3 w 0";
    const std::string_view black_fen = "7/4l2/7/1pM4/1p1p3/7/3L3 b 0";
    for (const std::string& m : sorted_moves(position(white_fen))) {
        const auto from = parse_square(std::string_view(m).substr(0, 2));
        REQUIRE(from.has_value());
        CHECK(color_of(position(white_fen).piece_at(*from)) == white);
    }
    // Black: lion e6 steps to d5 d6 d7 e5 e7 (f5-f7 are outside its castle; d1 is on no line).
    // Pawn b4 (on the river): a3 c3, b3 is its own. Pawn b3 (past the river): a2 b2 c2, its retreat
    // is blocked by its own b4. Pawn d3: c2 d2 e2, and retreats d4 d5.
    CHECK(join(sorted_moves(position(black_fen))) ==
          "b3a2 b3b2 b3c2 b4a3 b4c3 d3c2 d3d2 d3d4 d3d5 d3e2 e6d5 e6d6 e6d7 e6e5 e6e7");
}

TEST_CASE("congo movegen: the course's Part 2 samples (lion, zebra, elephant and pawn moves, wits2021)") {
    struct Sample {
        const char* file;
        PieceType type;
    };
    for (const Sample sample : {Sample{"part2_lion", PieceType::lion}, Sample{"part2_zebra", PieceType::zebra},
                                Sample{"part2_elephant", PieceType::elephant}, Sample{"part2_pawn", PieceType::pawn}}) {
        const std::string base = std::string(GAMETREE_TEST_DATA) + "/wits2021/" + sample.file;
        std::ifstream in(base + ".in");
        std::ifstream expected(base + ".expected");
        REQUIRE(in.good());
        REQUIRE(expected.good());
        std::string line;
        std::getline(in, line);
        const int n = std::stoi(line);
        CHECK(n == 2);
        for (int i = 0; i < n; ++i) {
            std::string fen;
            std::string want;
            REQUIRE(static_cast<bool>(std::getline(in, fen)));
            REQUIRE(static_cast<bool>(std::getline(expected, want)));
            CAPTURE(sample.file);
            CAPTURE(fen);
            const Position pos = position(fen, Rules::wits2021);
            auto buffer = gametree::moves_of(MoveGenerator{}, pos);
            std::vector<std::string> moves;
            for (const Move& m : buffer)
                if (type_of(pos.piece_at(m.from)) == sample.type) moves.push_back(to_string(m));
            std::sort(moves.begin(), moves.end());
            CHECK(join(moves) == want);
        }
    }
}

// A monkey among 13 enemy pieces placed on the squares between its landing squares has thousands of
// capture sequences: White monkey c3, black pieces a2 b2 c2 d2 e2 b1 d1 a4 b4 c4 d4 b3 d3, lions e1 and
// e7 in their castles, a legal army for Black. The monkey has no step (all eight neighbours are
// occupied) and 3115 capture sequences, counted with an independent implementation of the rules
// written for these tests. Far more than the inline capacity of a move list: the list must spill to
// the heap and still hold every move exactly once.
TEST_CASE("congo movegen: a position with more moves than max_moves is listed completely") {
    const Position pos = position("4l2/7/7/pgpc3/1pMe3/ppppz2/1e1mL2 w 0");
    CHECK(MoveGenerator{}.count(pos) == 3115);
    CHECK(MoveGenerator{}.count(pos) > MoveGenerator::max_moves);
    auto moves = gametree::moves_of(MoveGenerator{}, pos);
    CHECK(moves.spilled());
    REQUIRE(moves.size() == 3115);
    std::set<std::string> names;
    for (const Move& m : moves) names.insert(to_string(m));
    CHECK(names.size() == 3115);
    // Every sequence reads back through the notation parser.
    CHECK(parse_move(pos, *names.begin()));
    CHECK(parse_move(pos, *names.rbegin()));
    // The worst case found by a search for positions with many moves: 20200 moves. No game reaches it
    // (both lions stand outside their castles, which the FEN reader refuses; and Black's pawn on b1 is
    // one only wits2021 allows): built by hand.
    Position worst = position("7/7/7/ppgc3/1pMe3/pppez2/1p1m3 w 0", Rules::wits2021);
    worst.put(f7, make_piece(black, PieceType::lion));
    worst.put(g1, make_piece(white, PieceType::lion));
    CHECK(MoveGenerator{}.count(worst) == 20200);
}

namespace {
/// Counts how often each square is reached and by how many pieces of each type, per piece (targets).
struct PerPieceVisitor {
    const Position& pos;
    board::SquareCounter<> reached{};
    std::array<int, piece_type_count> pieces{};
    int jumps = 0;
    void targets(Square from, Bitboard to) {
        ++pieces[static_cast<int>(type_of(pos.piece_at(from)))];
        reached.add(to);
    }
    void jump(const Move&) { ++jumps; }
};
/// The same counts, taking the pawns' moves in bulk.
struct BulkVisitor : PerPieceVisitor {
    void bulk(PieceType t, Bitboard on, std::span<const Bitboard> sets) {
        for (Bitboard b = on; b;) CHECK(pos.piece_at(pop_first(b)) == make_piece(pos.side_to_move(), t));
        pieces[static_cast<int>(t)] += count(on);
        for (const Bitboard to : sets) reached.add(to);
    }
};
}  // namespace

TEST_CASE("congo movegen: a visitor taking the pawns' moves in bulk sees the same moves as one taking them per pawn") {
    static_assert(congo::detail::BulkSink<BulkVisitor> && !congo::detail::BulkSink<PerPieceVisitor>);
    int pawn_moves = 0;
    for (const Rules rules : {Rules::standard, Rules::wits2021})
        for (const Position& pos : testing::random_congo_positions(rules, 500, 17, 120)) {
            INFO(to_fen(pos));
            PerPieceVisitor per_piece{pos};
            BulkVisitor bulk{{pos}};
            visit_moves(pos, per_piece);
            visit_moves(pos, bulk);
            CHECK(per_piece.pieces == bulk.pieces);
            CHECK(per_piece.jumps == bulk.jumps);
            for (int s = 0; s < square_count; ++s) CHECK(per_piece.reached.at(static_cast<unsigned>(s)) == bulk.reached.at(static_cast<unsigned>(s)));
            CHECK(bulk.reached.total() + bulk.jumps == static_cast<int>(MoveGenerator{}.count(pos)));
            pawn_moves += per_piece.pieces[static_cast<int>(PieceType::pawn)];
        }
    CHECK(pawn_moves > 1000);  // the positions have pawns to compare
}
