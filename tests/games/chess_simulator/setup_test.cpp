// Tests of setup.hpp: the standard board and the 960 Chess960 boards with their piece names.
#include <doctest/doctest.h>

#include <array>
#include <string>

#include "gametree/games/chess_simulator/chess_simulator.hpp"

using namespace gametree;
using namespace gametree::chess_simulator;

static_assert(standard_board().piece_at(e1) == Piece::ki, "the standard board is built at compile time");

TEST_CASE("the standard board holds every piece on its named square") {
    const Board b = standard_board();
    // ki qu r1 r2 b1 b2 n1 n2 p1..p8
    const std::array<Square, pieces_per_side> white_home{e1, d1, a1, h1, c1, f1, b1, g1,
                                                         a2, b2, c2, d2, e2, f2, g2, h2};
    for (int slot = 0; slot < pieces_per_side; ++slot) {
        const Square w = white_home[static_cast<std::size_t>(slot)];
        CHECK(b.square_of(make_piece(white, slot)) == w);
        CHECK(b.square_of(make_piece(black, slot)) == make_square(file_of(w), 7 - rank_of(w)));
    }
    CHECK(count(b.occupied()) == 32);
}

TEST_CASE("Chess960 number 518 is the standard board") {
    const auto b = chess960_board(chess960::standard_number);
    REQUIRE(b);
    CHECK(*b == standard_board());
}

TEST_CASE("Chess960 boards: Black mirrors White, names are numbered from the a-file") {
    const Board zero = *chess960_board(0);  // BBQNNRKR
    CHECK(render_rank(zero, 0) == "b1 b2 qu n1 n2 r1 ki r2");
    CHECK(render_rank(zero, 1) == "p1 p2 p3 p4 p5 p6 p7 p8");
    CHECK(render_rank(zero, 6) == "P1 P2 P3 P4 P5 P6 P7 P8");
    CHECK(render_rank(zero, 7) == "B1 B2 QU N1 N2 R1 KI R2");
    CHECK(render_rank(*chess960_board(105), 0) == "qu n1 r1 b1 b2 n2 ki r2");  // QNRBBNKR

    for (int n = 0; n < chess960::position_count; ++n) {
        INFO("position " << n);
        const Board b = *chess960_board(n);
        const auto arrangement = *chess960::arrangement_of(n);
        CHECK(count(b.occupied()) == 32);
        for (int file = 0; file < board_size; ++file) {
            const Piece w = b.piece_at(make_square(file, 0));
            const Piece k = b.piece_at(make_square(file, 7));
            REQUIRE(w != Piece::none);
            REQUIRE(k != Piece::none);
            CHECK(slot_of(k) == slot_of(w));
            CHECK(color_of(w) == white);
            CHECK(color_of(k) == black);
            constexpr std::string_view letters = "KQRBNP";
            CHECK(letters[static_cast<std::size_t>(kind_of(w))] == arrangement[static_cast<std::size_t>(file)]);
            CHECK(b.piece_at(make_square(file, 1)) == make_piece(white, 8 + file));
            CHECK(b.piece_at(make_square(file, 6)) == make_piece(black, 8 + file));
        }
        // The first of each pair stands nearer the a-file.
        for (const auto& [first, second] : {std::pair{Piece::r1, Piece::r2}, std::pair{Piece::b1, Piece::b2},
                                            std::pair{Piece::n1, Piece::n2}})
            CHECK(file_of(b.square_of(first)) < file_of(b.square_of(second)));
    }
}

TEST_CASE("numbers outside 0-959 have no board") {
    CHECK(!chess960_board(960));
    CHECK(!chess960_board(-1));
    CHECK(chess960_board(960).error().message == "number 960 is outside 0-959");
}

TEST_CASE("a number wider than int has no board, even when it is 518 once cut to 32 bits") {
    for (const long long n : {(1LL << 32) + 518, -(1LL << 32)}) {
        CAPTURE(n);
        const auto b = chess960_board(n);
        REQUIRE(!b);
        CHECK(b.error().message == "number " + std::to_string(n) + " is outside 0-959");
    }
}
