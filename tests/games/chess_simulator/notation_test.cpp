// Tests of notation.hpp: reading "piece square" against a board, and writing moves and square lists.
#include <doctest/doctest.h>

#include <string>

#include "games/chess_simulator/test_boards.hpp"
#include "gametree/games/chess_simulator/chess_simulator.hpp"

using namespace gametree;
using namespace gametree::chess_simulator;
using namespace gametree::chess_simulator::testing;

TEST_CASE("a move the rules allow") {
    const auto m = parse_move(standard_board(), "p7", "g3");
    REQUIRE(m);
    CHECK(*m == Move{g2, g3});
    const auto black_knight = parse_move(standard_board(), "N2", "h6");
    REQUIRE(black_knight);
    CHECK(*black_knight == Move{g8, h6});
}

TEST_CASE("why a move is refused") {
    const Board b = placed("ki e1 KI h3 r2 h1 p6 g1");
    const auto message = [&](std::string_view piece, std::string_view square) {
        const auto m = parse_move(b, piece, square);
        REQUIRE(!m);
        CHECK(m.error().offset == 0);
        return m.error().message;
    };
    CHECK(message("p9", "a3") == "unknown piece 'p9': expected ki qu r1 r2 b1 b2 n1 n2 p1..p8 (White) or the "
                                 "same in upper case (Black)");
    CHECK(message("Ki", "a3").starts_with("unknown piece 'Ki'"));
    CHECK(message("r2", "i9") == "'i9' is not a square a1..h8");
    CHECK(message("r2", "a0") == "'a0' is not a square a1..h8");
    CHECK(message("r2", "e") == "'e' is not a square a1..h8");
    CHECK(message("r1", "a3") == "r1 is not on the board");
    CHECK(message("r2", "g2") == "r2 on h1 cannot move to g2");  // a rook does not move diagonally
    CHECK(message("r2", "f1") == "r2 on h1 cannot move to f1");  // nor through its own pawn on g1
    CHECK(message("r2", "g1") == "r2 on h1 cannot move to g1");  // nor onto it
    CHECK(message("r2", "h3") == "r2 on h1 cannot move to h3");  // nor onto the black king
    CHECK(parse_move(b, "r2", "h2"));
}

TEST_CASE("read_piece and read_square") {
    CHECK(*read_piece("QU") == Piece::QU);
    CHECK(!read_piece("qq"));
    CHECK(*read_square("h8") == h8);
    CHECK(!read_square("h9"));
}

TEST_CASE("a move written as the simulator writes it") {
    const Board b = standard_board();
    CHECK(piece_move_text(b, Move{g2, g3}) == "p7 g3");
    CHECK(piece_move_text(b, Move{b8, c6}) == "N1 c6");
}

TEST_CASE("square lists are sorted as the names sort") {
    CHECK(square_list(0) == "");
    CHECK(square_list(bit(b2) | bit(a7) | bit(a3) | bit(a5)) == "a3 a5 a7 b2");
    CHECK(square_list(bit(h1) | bit(a8)) == "a8 h1");
}

TEST_CASE("names that are no piece or square are quoted short and escaped") {
    const std::string huge_piece = read_piece(std::string(100'000, 'p')).error().message;
    CHECK(huge_piece.starts_with("unknown piece 'pppp"));
    CHECK(huge_piece.find("...' (100000 characters): expected ki") != std::string::npos);
    CHECK(huge_piece.size() < 300);
    const std::string huge_square = read_square(std::string(100'000, 'a')).error().message;
    CHECK(huge_square.ends_with("...' (100000 characters) is not a square a1..h8"));
    CHECK(huge_square.size() < 300);
    CHECK(read_piece("\x1b[2J").error().message.starts_with("unknown piece '\\x1b[2J': expected"));
    CHECK(read_square("\x1b[").error().message == "'\\x1b[' is not a square a1..h8");
}
