#include <doctest/doctest.h>

#include "gametree/games/congo/piece.hpp"

using namespace gametree;
using namespace gametree::congo;

TEST_CASE("pieces pack a colour and a type") {
    for (const Player side : {white, black})
        for (const PieceType t : all_piece_types) {
            const Piece p = make_piece(side, t);
            CHECK(type_of(p) == t);
            CHECK(color_of(p) == side);
            CHECK(piece_from_letter(letter(p)) == p);
        }
}

TEST_CASE("FEN letters") {
    CHECK(letter(make_piece(white, PieceType::superpawn)) == 'S');
    CHECK(letter(make_piece(black, PieceType::crocodile)) == 'c');
    CHECK(piece_from_letter('Z') == make_piece(white, PieceType::zebra));
    CHECK(piece_from_letter('m') == make_piece(black, PieceType::monkey));
    for (const char c : {'K', 'k', 'x', '1', ' ', '/', 'Q', 'n'}) CHECK_FALSE(piece_from_letter(c));
}

TEST_CASE("names as the course prints them") {
    CHECK(name(PieceType::superpawn) == "superpawn");
    CHECK(name(PieceType::crocodile) == "crocodile");
    CHECK(color_name(white) == "white");
    CHECK(color_name(black) == "black");
}
