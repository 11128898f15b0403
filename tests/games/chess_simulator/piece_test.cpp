// Tests of piece.hpp: the 32 names, their kinds and colours.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <string_view>

#include "gametree/games/chess_simulator/piece.hpp"

using namespace gametree;
using namespace gametree::chess_simulator;

TEST_CASE("every piece has its own two-character name that reads back") {
    std::set<std::string_view> names;
    for (int i = 0; i < piece_count; ++i) {
        const auto p = static_cast<Piece>(i);
        CHECK(name(p).size() == 2);
        names.insert(name(p));
        const auto back = parse_piece(name(p));
        REQUIRE(back);
        CHECK(*back == p);
    }
    CHECK(names.size() == piece_count);
}

TEST_CASE("White's names are lower case, Black's upper case") {
    CHECK(name(Piece::ki) == "ki");
    CHECK(name(Piece::r2) == "r2");
    CHECK(name(Piece::p8) == "p8");
    CHECK(name(Piece::KI) == "KI");
    CHECK(name(Piece::N1) == "N1");
    CHECK(color_of(Piece::p1) == white);
    CHECK(color_of(Piece::P1) == black);
    CHECK(color_of(Piece::p8) == white);
    CHECK(color_of(Piece::KI) == black);
}

TEST_CASE("kinds and slots") {
    CHECK(kind_of(Piece::ki) == PieceKind::king);
    CHECK(kind_of(Piece::QU) == PieceKind::queen);
    CHECK(kind_of(Piece::r2) == PieceKind::rook);
    CHECK(kind_of(Piece::B1) == PieceKind::bishop);
    CHECK(kind_of(Piece::n2) == PieceKind::knight);
    CHECK(kind_of(Piece::P5) == PieceKind::pawn);
    CHECK(make_piece(black, 3) == Piece::R2);
    CHECK(slot_of(Piece::P8) == 15);
    CHECK(king_of(white) == Piece::ki);
    CHECK(king_of(black) == Piece::KI);
    int total = 0;
    for (int k = 0; k < piece_kind_count; ++k) {
        const auto kind = static_cast<PieceKind>(k);
        total += pieces_of_kind(kind);
        for (int i = 0; i < pieces_of_kind(kind); ++i) CHECK(kind_of(make_piece(white, first_slot(kind) + i)) == kind);
    }
    CHECK(total == pieces_per_side);
}

TEST_CASE("names that are no piece") {
    for (const char* text : {"p9", "p0", "Ki", "kI", "k", "", "ki ", "q1", "r3", "xx", "PP", "n"})
        CHECK_MESSAGE(!parse_piece(text), text);
}
