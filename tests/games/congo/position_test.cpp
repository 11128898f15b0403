// Tests of position.hpp: playing moves with Position::after — captures, turn and move number,
// drowning, promotion, monkey multi-captures, the outcome, and the incrementally kept hash — and the
// 53 execute-move vectors of the course's Part 3.
//
// Expected positions were worked out by hand from the rules and are written as FEN.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <initializer_list>
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

/// Plays the legal move `text` and checks that the incrementally updated hash is right.
Position play(const Position& pos, std::string_view text) {
    const auto move = parse_move(pos, text);
    if (!move) FAIL("cannot play " << text << ": " << move.error().describe());
    const Position next = pos.after(*move);
    CHECK(next.hash() == next.compute_hash());
    return next;
}

/// The FEN after playing `moves` in turn from `fen` under `rules`.
std::string fen_after(std::string_view fen, std::initializer_list<std::string_view> moves,
                      Rules rules = Rules::standard) {
    Position pos = position(fen, rules);
    for (const std::string_view m : moves) pos = play(pos, m);
    return to_fen(pos);
}

/// The same under both rule sets, which must agree (no promotion involved).
std::string fen_after_both(std::string_view fen, std::initializer_list<std::string_view> moves) {
    const std::string standard = fen_after(fen, moves, Rules::standard);
    CHECK(fen_after(fen, moves, Rules::wits2021) == standard);
    return standard;
}

std::string status(Outcome o) {
    switch (o) {
    case Outcome::ongoing: return "Continue";
    case Outcome::first_wins: return "White wins";
    case Outcome::second_wins: return "Black wins";
    case Outcome::draw: return "Draw";
    }
    return "?";
}

std::vector<std::string> read_lines(const std::string& path) {
    std::ifstream in(path);
    if (!in) FAIL("cannot open " << path);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

}  // namespace

// ------------------------------------------------------------------------------------------------
// Basic execution
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo position: a move carries the piece to its destination and a capture removes the enemy piece") {
    const Position before = position("4l2/p6/7/7/4p2/7/2L1E2 w 7");
    const Position after = play(before, "e1e3");
    CHECK(to_fen(after) == "4l2/p6/7/7/4E2/7/2L4 b 7");
    CHECK(after.piece_at(e1) == Piece::none);
    CHECK(after.piece_at(e3) == make_piece(white, PieceType::elephant));
    CHECK(after.pieces(black, PieceType::pawn) == bit(a6));
    CHECK(count(after.pieces(black)) == 2);
    CHECK(count(after.occupied()) == 4);
}

TEST_CASE("congo position: after() leaves the original position unchanged") {
    const Position before = position(start_fen);
    const Position copy = before;
    const Position after = play(before, "g1f3");
    CHECK(before == copy);
    CHECK(before.hash() == copy.hash());
    CHECK_FALSE(after == before);
    CHECK(to_fen(before) == start_fen);
}

TEST_CASE("congo position: the side to move switches and the move number grows only after Black moves") {
    const Position start = position("4l2/p6/7/7/7/7/2L1E2 w 5");
    const Position one = play(start, "e1e2");
    CHECK(one.side_to_move() == black);
    CHECK(one.move_number() == 5);
    const Position two = play(one, "a6a5");
    CHECK(two.side_to_move() == white);
    CHECK(two.move_number() == 6);
    CHECK(to_fen(two) == "4l2/7/p6/7/7/4E2/2L4 w 6");
    const Position three = play(two, "e2e3");
    CHECK(three.side_to_move() == black);
    CHECK(three.move_number() == 6);
}

// ------------------------------------------------------------------------------------------------
// Drowning
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo position: a piece that stood on the river and did not move drowns") {
    SUBCASE("white pawn a4 drowns when the lion moves") {
        CHECK(fen_after_both("4l2/6p/7/P6/7/7/3L3 w 3", {"d1d2"}) == "4l2/6p/7/7/7/3L3/7 b 3");
    }
    SUBCASE("two white pieces on the river (pawn a4, elephant f4) drown together") {
        CHECK(fen_after_both("4l2/6p/7/P4E1/7/7/3L3 w 3", {"d1d2"}) == "4l2/6p/7/7/7/3L3/7 b 3");
    }
    SUBCASE("a black pawn that entered the river drowns at the end of Black's next move") {
        // White moves first: the black pawn on g4 is not White's and stays; then Black moves its lion
        // and the pawn, still on the river, drowns.
        const Position start = position("4l2/7/7/6p/7/P6/3L3 w 3");
        const Position white_moved = play(start, "a2a3");
        CHECK(to_fen(white_moved) == "4l2/7/7/6p/P6/7/3L3 b 3");
        CHECK(white_moved.piece_at(g4) == make_piece(black, PieceType::pawn));
        const Position black_moved = play(white_moved, "e7e6");
        CHECK(to_fen(black_moved) == "7/4l2/7/7/P6/7/3L3 w 4");
        CHECK(black_moved.piece_at(g4) == Piece::none);
    }
}

TEST_CASE("congo position: a piece that moves within the river drowns") {
    SUBCASE("white elephant c4-e4 along the river") {
        CHECK(fen_after_both("4l2/6p/7/2E4/7/7/3L3 w 3", {"c4e4"}) == "4l2/6p/7/7/7/7/3L3 b 3");
    }
    SUBCASE("white superpawn d4-e4 sideways") {
        CHECK(fen_after_both("4l2/6p/7/3S3/7/7/3L3 w 3", {"d4e4"}) == "4l2/6p/7/7/7/7/3L3 b 3");
    }
    SUBCASE("black elephant e4 captures on c4 and drowns too (the course's Figure 3 situation)") {
        CHECK(fen_after_both("4l2/7/7/2P1e2/7/P6/3L3 b 3", {"e4c4"}) == "4l2/7/7/7/7/P6/3L3 w 4");
    }
    SUBCASE("white monkey c4 jumps b4 to a4: started and ended on the river") {
        CHECK(fen_after_both("7/4l1p/7/1pM4/1p1p3/6P/3L3 w 0", {"c4a4"}) == "7/4l1p/7/7/1p1p3/6P/3L3 b 0");
    }
}

TEST_CASE("congo position: a monkey that leaves the river and comes back in the same capture drowns") {
    // The overview's figure: White monkey c4 jumps to a4, c2 and e4, over b4, b3 and d3. The three
    // black pieces leave the board, and so does the monkey, which is back in the river.
    const Position before = position("7/4l1p/7/1pM4/1p1p3/6P/3L3 w 0");
    const Position after = play(before, "c4a4c2e4");
    CHECK(to_fen(after) == "7/4l1p/7/7/7/6P/3L3 b 0");
    CHECK(after.pieces(white, PieceType::monkey) == 0);
    for (const Square s : {b4, b3, d3, c4, a4, c2, e4}) CHECK(after.piece_at(s) == Piece::none);
    SUBCASE("stopping on c2, off the river, the monkey survives; d3 stays") {
        CHECK(fen_after_both("7/4l1p/7/1pM4/1p1p3/6P/3L3 w 0", {"c4a4c2"}) == "7/4l1p/7/7/3p3/2M3P/3L3 b 0");
    }
}

TEST_CASE("congo position: a piece that has just entered the river does not drown") {
    SUBCASE("white pawn c3-c4") {
        CHECK(fen_after_both("4l2/6p/7/7/2P4/7/3L3 w 3", {"c3c4"}) == "4l2/6p/7/2P4/7/7/3L3 b 3");
    }
    SUBCASE("white monkey e2 jumps d3 and lands in the river on c4") {
        CHECK(fen_after_both("4l2/6p/7/7/3p3/4M2/3L3 w 3", {"e2c4"}) == "4l2/6p/7/2M4/7/7/3L3 b 3");
    }
}

TEST_CASE("congo position: a piece that leaves the river does not drown") {
    CHECK(fen_after_both("4l2/6p/7/P6/7/7/3L3 w 3", {"a4a5"}) == "4l2/6p/P6/7/7/7/3L3 b 3");
}

TEST_CASE("congo position: the opponent's pieces on the river do not drown on your move") {
    // Black pawn g4 and black elephant a4 on the river; White moves.
    CHECK(fen_after_both("4l2/7/7/e5p/7/P6/3L3 w 3", {"a2a3"}) == "4l2/7/7/e5p/P6/7/3L3 b 3");
}

TEST_CASE("congo position: crocodiles never drown") {
    // White crocodile b4 slides along the river to f4, then stays there while the lion moves.
    const std::string fen = fen_after_both("4l2/6p/7/1C5/7/7/3L3 w 3", {"b4f4", "e7e6", "d1d2"});
    CHECK(fen == "7/4l1p/7/5C1/7/3L3/7 b 4");
    SUBCASE("black crocodile on the river stays while a black pawn drowns beside it") {
        CHECK(fen_after_both("4l2/6p/7/c5p/7/P6/3L3 b 3", {"e7e6"}) == "7/4l1p/7/c6/7/P6/3L3 w 4");
    }
}

TEST_CASE("congo position: a null move passes the turn, and the passer's river pieces drown as after any move") {
    // White: crocodile b4 and pawn g4 on the river; Black: pawn a4 on the river.
    const Position start = position("4l2/7/7/pC4P/7/7/3L3 w 3");
    const Position white_passed = start.after_null_move();
    CHECK(to_fen(white_passed) == "4l2/7/7/pC5/7/7/3L3 b 3");  // g4 drowned, the crocodile stays
    CHECK(white_passed.hash() == white_passed.compute_hash());
    CHECK(to_fen(start) == "4l2/7/7/pC4P/7/7/3L3 w 3");  // unchanged
    const Position black_passed = white_passed.after_null_move();
    CHECK(to_fen(black_passed) == "4l2/7/7/1C5/7/7/3L3 w 4");  // a4 drowned, the move number advanced
    CHECK(black_passed.hash() == black_passed.compute_hash());
    // With nothing on the river a pass changes only the side to move (and its hash).
    const Position quiet = position("4l2/7/7/7/7/7/3L3 w 3").after_null_move();
    CHECK(to_fen(quiet) == "4l2/7/7/7/7/7/3L3 b 3");
    CHECK(quiet.hash() == quiet.compute_hash());
}

// ------------------------------------------------------------------------------------------------
// Promotion
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo position: a pawn reaching the last rank becomes a superpawn under standard rules") {
    SUBCASE("white pawn b6-b7") {
        const Position after = play(position("2p4/1P2l2/7/7/7/7/3L3 w 3"), "b6b7");
        CHECK(to_fen(after) == "1Sp4/4l2/7/7/7/7/3L3 b 3");
        CHECK(after.piece_at(b7) == make_piece(white, PieceType::superpawn));
        CHECK(after.pieces(white, PieceType::pawn) == 0);
    }
    SUBCASE("white pawn b6 captures c7") {
        CHECK(fen_after("2p4/1P2l2/7/7/7/7/3L3 w 3", {"b6c7"}) == "2S4/4l2/7/7/7/7/3L3 b 3");
    }
    SUBCASE("black pawn c2-c1") {
        const Position after = play(position("3l3/6p/7/7/7/2p4/1P2L2 b 3"), "c2c1");
        CHECK(to_fen(after) == "3l3/6p/7/7/7/7/1Ps1L2 w 4");
        CHECK(after.piece_at(c1) == make_piece(black, PieceType::superpawn));
    }
    SUBCASE("black pawn c2 captures b1") {
        CHECK(fen_after("3l3/6p/7/7/7/2p4/1P2L2 b 3", {"c2b1"}) == "3l3/6p/7/7/7/7/1s2L2 w 4");
    }
    SUBCASE("the new superpawn moves as one: sideways, and straight or diagonally back") {
        const Position after = play(play(position("2p4/1P2l2/7/7/7/7/3L3 w 3"), "b6b7"), "e6e5");
        auto moves = gametree::moves_of(MoveGenerator{}, after);
        std::vector<std::string> from_b7;
        for (const Move& m : moves)
            if (m.from == b7) from_b7.push_back(to_string(m));
        std::sort(from_b7.begin(), from_b7.end());
        CHECK(from_b7 == std::vector<std::string>{"b7a6", "b7a7", "b7b5", "b7b6", "b7c6", "b7c7", "b7d5"});
        CHECK(to_fen(play(after, "b7a7")) == "S1p4/7/4l2/7/7/7/3L3 b 4");
    }
    SUBCASE("a pawn that is not on the last rank does not promote") {
        CHECK(fen_after("4l2/7/1P5/7/7/7/3L3 w 3", {"b5b6"}) == "4l2/1P5/7/7/7/7/3L3 b 3");
    }
}

TEST_CASE("congo position: no promotion under wits2021") {
    SUBCASE("white pawn b6-b7 stays a pawn") {
        const Position after = play(position("2p4/1P2l2/7/7/7/7/3L3 w 3", Rules::wits2021), "b6b7");
        CHECK(to_fen(after) == "1Pp4/4l2/7/7/7/7/3L3 b 3");
        CHECK(after.piece_at(b7) == make_piece(white, PieceType::pawn));
    }
    SUBCASE("white pawn b6 captures c7 and stays a pawn") {
        CHECK(fen_after("2p4/1P2l2/7/7/7/7/3L3 w 3", {"b6c7"}, Rules::wits2021) == "2P4/4l2/7/7/7/7/3L3 b 3");
    }
    SUBCASE("black pawn c2-c1 stays a pawn") {
        CHECK(fen_after("3l3/6p/7/7/7/2p4/1P2L2 b 3", {"c2c1"}, Rules::wits2021) == "3l3/6p/7/7/7/7/1Pp1L2 w 4");
    }
    SUBCASE("black pawn c2 captures b1 and stays a pawn") {
        CHECK(fen_after("3l3/6p/7/7/7/2p4/1P2L2 b 3", {"c2b1"}, Rules::wits2021) == "3l3/6p/7/7/7/7/1p2L2 w 4");
    }
}

// ------------------------------------------------------------------------------------------------
// Monkey multi-captures
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo position: a monkey multi-capture removes every jumped piece and only those") {
    SUBCASE("black monkey d5 over d4, e3, e4 and back to d5; c3 was not jumped and stays") {
        const Position after = play(position("4l2/7/3m3/3PP2/2P1P2/7/2L4 b 0"), "d5d3f3d5");
        CHECK(to_fen(after) == "4l2/7/3m3/7/2P4/7/2L4 w 1");
        CHECK(after.pieces(white) == (bit(c3) | bit(c1)));
    }
    SUBCASE("the same pieces jumped in another order give the same position") {
        CHECK(fen_after_both("4l2/7/3m3/3PP2/2P1P2/7/2L4 b 0", {"d5f3d3d5"}) == "4l2/7/3m3/7/2P4/7/2L4 w 1");
    }
    SUBCASE("a prefix removes only the pieces jumped so far") {
        CHECK(fen_after_both("4l2/7/3m3/3PP2/2P1P2/7/2L4 b 0", {"d5f3"}) == "4l2/7/7/3P3/2P1Pm1/7/2L4 w 1");
    }
    SUBCASE("round the square a1-c1-c3-a3-a1: four pieces gone, the monkey back home") {
        CHECK(fen_after_both("4l2/7/7/7/1p5/p1p1L2/Mz5 w 0", {"a1c1c3a3a1"}) == "4l2/7/7/7/7/4L2/M6 b 0");
    }
}

// ------------------------------------------------------------------------------------------------
// Outcome
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo position: capturing the lion wins for the capturer") {
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        CAPTURE(to_string(rules));
        {  // White's lion flies to d7
            const Position after = play(position("3l3/6p/7/7/7/P6/3L3 w 3", rules), "d1d7");
            CHECK(to_fen(after) == "3L3/6p/7/7/7/P6/7 b 3");
            CHECK(after.outcome() == Outcome::first_wins);
        }
        {  // Black's lion flies to d1
            const Position after = play(position("3l3/6p/7/7/7/P6/3L3 b 3", rules), "d7d1");
            CHECK(to_fen(after) == "7/6p/7/7/7/P6/3l3 w 4");
            CHECK(after.outcome() == Outcome::second_wins);
        }
        {  // White's monkey jumps the black lion
            const Position after = play(position("p6/7/3lp2/2M4/7/7/3L3 w 3", rules), "c4e6");
            CHECK(to_fen(after) == "p6/4M2/4p2/7/7/7/3L3 b 3");
            CHECK(after.outcome() == Outcome::first_wins);
        }
        {  // White wins even though its pawn on a4 drowns in the same move
            const Position after = play(position("3l3/6p/7/P6/7/7/3L3 w 3", rules), "d1d7");
            CHECK(to_fen(after) == "3L3/6p/7/7/7/7/7 b 3");
            CHECK(after.outcome() == Outcome::first_wins);
        }
        {  // Black's crocodile captures the white lion with a step
            const Position after = play(position("7/3l3/7/7/7/P6/3Lc2 b 0", rules), "e1d1");
            CHECK(after.outcome() == Outcome::second_wins);
        }
    }
}

TEST_CASE("congo position: only the two lions left is a draw under standard rules only") {
    SUBCASE("the lion takes the last other piece") {
        const std::string_view fen = "4l2/7/7/7/3p3/3L3/7 w 3";
        const Position standard = play(position(fen, Rules::standard), "d2d3");
        const Position wits = play(position(fen, Rules::wits2021), "d2d3");
        CHECK(to_fen(standard) == "4l2/7/7/7/3L3/7/7 b 3");
        CHECK(to_fen(wits) == "4l2/7/7/7/3L3/7/7 b 3");
        CHECK(standard.outcome() == Outcome::draw);
        CHECK(wits.outcome() == Outcome::ongoing);
    }
    SUBCASE("the last other piece drowns") {
        const std::string_view fen = "4l2/7/7/P6/7/7/3L3 w 3";
        const Position standard = play(position(fen, Rules::standard), "d1d2");
        const Position wits = play(position(fen, Rules::wits2021), "d1d2");
        CHECK(to_fen(standard) == "4l2/7/7/7/7/3L3/7 b 3");
        CHECK(standard.outcome() == Outcome::draw);
        CHECK(wits.outcome() == Outcome::ongoing);
    }
    SUBCASE("a lion and any piece against a lion is not a draw") {
        CHECK(position("4l2/7/7/7/7/P6/3L3 w 0").outcome() == Outcome::ongoing);
        CHECK(position("4l2/p6/7/7/7/7/3L3 w 0").outcome() == Outcome::ongoing);
    }
}

TEST_CASE("congo position: the game goes on while both lions and another piece remain") {
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        CHECK(position(start_fen, rules).outcome() == Outcome::ongoing);
        const Position after = play(play(position(start_fen, rules), "c2c3"), "c6c5");
        CHECK(after.outcome() == Outcome::ongoing);
    }
}

// ------------------------------------------------------------------------------------------------
// Hash
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo position: hash() equals compute_hash() after every move of a long game") {
    // A deterministic walk through legal moves (captures, drowning, promotion and monkey jumps
    // included as they come) from both start positions.
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        for (const std::string_view fen : {start_fen, std::string_view("2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 0")}) {
            Position pos = position(fen, rules);
            CHECK(pos.hash() == pos.compute_hash());
            for (int ply = 0; ply < 300 && !is_over(pos.outcome()); ++ply) {
                auto moves = gametree::moves_of(MoveGenerator{}, pos);
                REQUIRE_FALSE(moves.empty());
                const Position next = pos.after(moves[static_cast<std::size_t>(ply * 7 + 3) % moves.size()]);
                REQUIRE(next.hash() == next.compute_hash());
                CHECK(next.side_to_move() == opponent(pos.side_to_move()));
                pos = next;
            }
        }
    }
}

TEST_CASE("congo position: piece_count equals the pieces' bit count on random positions and after null moves") {
    // Random playouts take pieces by captures, monkey jumps, drowning and promotion.
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        for (Position pos : gametree::testing::random_congo_positions(rules, 2000, 0xC0047, 160)) {
            for (int pass = 0; pass < 2; ++pass) {
                CAPTURE(to_fen(pos));
                for (const Player side : {white, black})
                    for (const PieceType t : all_piece_types) CHECK(pos.piece_count(side, t) == count(pos.pieces(side, t)));
                if (is_over(pos.outcome())) break;
                pos = pos.after_null_move();
            }
        }
    }
    // Set up piece by piece, and emptied again.
    Position pos(Rules::standard);
    pos.put(make_square(0, 0), make_piece(white, PieceType::pawn));
    pos.put(make_square(1, 0), make_piece(white, PieceType::pawn));
    pos.put(make_square(2, 2), make_piece(black, PieceType::monkey));
    CHECK(pos.piece_count(white, PieceType::pawn) == 2);
    CHECK(pos.piece_count(black, PieceType::monkey) == 1);
    CHECK(pos.piece_count(black, PieceType::pawn) == 0);
    pos.remove(make_square(0, 0));
    pos.remove(make_square(2, 2));
    CHECK(pos.piece_count(white, PieceType::pawn) == 1);
    CHECK(pos.piece_count(black, PieceType::monkey) == 0);
}

TEST_CASE("congo position: equal positions reached by different move orders have equal hashes") {
    const Position a = play(play(play(play(position(start_fen), "g1f3"), "g7f5"), "a1a3"), "a7a5");
    const Position b = play(play(play(play(position(start_fen), "a1a3"), "a7a5"), "g1f3"), "g7f5");
    CHECK(a == b);
    CHECK(a.hash() == b.hash());
    CHECK(a.hash() != position(start_fen).hash());
}

// ------------------------------------------------------------------------------------------------
// The course's Part 3 vectors
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo position: the 53 execute-move vectors of the course's Part 3 (wits2021)") {
    const auto input = read_lines(std::string(GAMETREE_TEST_DATA) + "/wits2021/part3_generated53.in");
    const auto expected = read_lines(std::string(GAMETREE_TEST_DATA) + "/wits2021/part3_generated53.expected");
    REQUIRE(!input.empty());
    const int n = std::stoi(input[0]);
    REQUIRE(n == 53);
    REQUIRE(input.size() >= static_cast<std::size_t>(1 + 2 * n));
    REQUIRE(expected.size() >= static_cast<std::size_t>(2 * n));
    int wins = 0;
    for (int i = 0; i < n; ++i) {
        const std::string& fen = input[static_cast<std::size_t>(1 + 2 * i)];
        const std::string& text = input[static_cast<std::size_t>(2 + 2 * i)];
        CAPTURE(i);
        CAPTURE(fen);
        CAPTURE(text);
        const Position pos = position(fen, Rules::wits2021);
        const auto move = parse_move(pos, text);
        REQUIRE_MESSAGE(move.has_value(), "the vector's move is not legal here");
        const Position after = pos.after(*move);
        CHECK(after.hash() == after.compute_hash());
        CHECK(to_fen(after) == expected[static_cast<std::size_t>(2 * i)]);
        CHECK(status(after.outcome()) == expected[static_cast<std::size_t>(2 * i + 1)]);
        if (is_over(after.outcome())) ++wins;
    }
    CHECK(wins == 30);  // 15 "White wins" and 15 "Black wins" in the expected file
}

TEST_CASE("congo position: the move number stops at its limit, so the FEN stays readable") {
    const Position pos = position("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ b 999999999");
    const Position next = pos.after(Move::plain(a6, a5));
    CHECK(next.move_number() == max_move_number);
    const auto reread = parse_fen(to_fen(next));
    REQUIRE(reread);
    CHECK(*reread == next);
}
