// Tests of lion_in_danger (movegen.hpp): the Congo "check", on hand-made positions for every way a
// piece can take a lion, and against the definition (some move of the opponent takes the lion) on many
// positions of random games.
#include <doctest/doctest.h>

#include <initializer_list>
#include <utility>

#include <gametree/games/congo/fen.hpp>
#include <gametree/games/congo/movegen.hpp>

#include "support/congo_playouts.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

/// The definition: some move of the opponent of the side to move takes the side to move's lion.
bool lion_capturable(const Position& pos) {
    if (is_over(pos.outcome())) return false;
    Position as_opponent = pos;
    as_opponent.set_side_to_move(opponent(pos.side_to_move()));
    for (const Move& m : gametree::moves_of(MoveGenerator{}, as_opponent))
        if (!as_opponent.after(m).pieces(pos.side_to_move(), PieceType::lion)) return true;
    return false;
}

/// White's lion on `lion`, Black's on c6 (off the lion's files and diagonals unless a test says so),
/// a White pawn on a2 (so that the lions are never alone: a draw), and `pieces`; White to move. Checks lion_in_danger against the definition and the generator's
/// in_danger, and returns it.
bool white_in_danger(Square lion, std::initializer_list<std::pair<Square, Piece>> pieces, Square black_lion = c6) {
    Position pos(Rules::standard);
    pos.put(lion, make_piece(white, PieceType::lion));
    pos.put(black_lion, make_piece(black, PieceType::lion));
    pos.put(a2, make_piece(white, PieceType::pawn));
    for (const auto& [square, piece] : pieces) pos.put(square, piece);
    INFO(to_fen(pos));
    CHECK(lion_in_danger(pos) == lion_capturable(pos));
    CHECK(MoveGenerator{}.in_danger(pos) == lion_in_danger(pos));
    return lion_in_danger(pos);
}

constexpr Piece black_piece(PieceType t) { return make_piece(black, t); }
constexpr Piece white_piece(PieceType t) { return make_piece(white, t); }

}  // namespace

TEST_CASE("congo danger: the lions alone are safe") {
    CHECK_FALSE(white_in_danger(d2, {}));
}

TEST_CASE("congo danger: a zebra, an elephant and a giraffe take by their leaps, over pieces") {
    CHECK(white_in_danger(d2, {{e4, black_piece(PieceType::zebra)}}));
    CHECK_FALSE(white_in_danger(d2, {{e3, black_piece(PieceType::zebra)}}));
    CHECK(white_in_danger(d2, {{d4, black_piece(PieceType::elephant)}, {d3, white_piece(PieceType::pawn)}}));
    CHECK_FALSE(white_in_danger(d2, {{c3, black_piece(PieceType::elephant)}}));
    CHECK(white_in_danger(d2, {{f4, black_piece(PieceType::giraffe)}, {e3, white_piece(PieceType::pawn)}}));
    // A giraffe's step never captures.
    CHECK_FALSE(white_in_danger(d2, {{e3, black_piece(PieceType::giraffe)}}));
}

TEST_CASE("congo danger: pawns and superpawns take forward, superpawns sideways too, never by retreating") {
    CHECK(white_in_danger(d2, {{c3, black_piece(PieceType::pawn)}}));
    CHECK_FALSE(white_in_danger(d2, {{d1, black_piece(PieceType::pawn)}}));  // Black's pawn past the river retreats upwards, without capturing
    CHECK(white_in_danger(d2, {{e2, black_piece(PieceType::superpawn)}}));
    CHECK_FALSE(white_in_danger(d2, {{e1, black_piece(PieceType::superpawn)}}));  // its diagonal retreat does not capture
    CHECK_FALSE(white_in_danger(d2, {{e2, black_piece(PieceType::pawn)}}));       // a pawn does not move sideways
}

TEST_CASE("congo danger: a crocodile by its step and its slide towards the river, the lion by its flight") {
    CHECK(white_in_danger(d2, {{e3, black_piece(PieceType::crocodile)}}));
    CHECK(white_in_danger(d3, {{d1, black_piece(PieceType::crocodile)}}));
    CHECK_FALSE(white_in_danger(d3, {{d1, black_piece(PieceType::crocodile)}, {d2, white_piece(PieceType::pawn)}}));
    CHECK(white_in_danger(d2, {}, d6));
    CHECK_FALSE(white_in_danger(d2, {{d4, white_piece(PieceType::pawn)}}, d6));
    CHECK(white_in_danger(c3, {}, e5));  // along the diagonal, over d4
    CHECK_FALSE(white_in_danger(c3, {{d4, white_piece(PieceType::pawn)}}, e5));
}

TEST_CASE("congo danger: a monkey by a jump, or at the end of a sequence of jumps") {
    CHECK(white_in_danger(d2, {{c3, black_piece(PieceType::monkey)}}));
    CHECK_FALSE(white_in_danger(d2, {{c3, black_piece(PieceType::monkey)}, {e1, white_piece(PieceType::pawn)}}));
    // b5 jumps the pawn on c4 to d3, then the lion on d2 to d1.
    CHECK(white_in_danger(d2, {{b5, black_piece(PieceType::monkey)}, {c4, white_piece(PieceType::pawn)}}));
    CHECK_FALSE(white_in_danger(d2, {{b5, black_piece(PieceType::monkey)}, {c4, white_piece(PieceType::pawn)}, {d1, white_piece(PieceType::pawn)}}));
}

TEST_CASE("congo danger: Black's lion too, and nothing once the game is over") {
    CHECK(lion_in_danger(parse_fen("3l3/7/4Z2/7/7/7/2L4 b 5").value()));  // the zebra on e5 reaches d7
    CHECK_FALSE(lion_in_danger(parse_fen("3l3/7/7/4Z2/7/7/2L4 b 5").value()));
    // White to move without its lion, or Black's lion gone: the game is over.
    CHECK_FALSE(lion_in_danger(parse_fen("3l3/7/4Z2/7/7/7/7 w 5").value()));
    CHECK_FALSE(lion_in_danger(parse_fen("7/7/4Z2/7/7/7/2L4 b 5").value()));
}

TEST_CASE("congo danger: the same answer as the opponent's moves on many positions of random games") {
    int in_danger = 0;
    int positions = 0;
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        for (Position pos : testing::random_congo_positions(rules, 3000, 23, 150)) {
            for (const Player side : {white, black}) {
                pos.set_side_to_move(side);
                const bool danger = lion_in_danger(pos);
                if (danger != lion_capturable(pos)) FAIL_CHECK("differs on " << to_fen(pos));
                in_danger += danger ? 1 : 0;
                ++positions;
            }
        }
    }
    // Both answers occur often enough for the comparison to mean something.
    CHECK(in_danger > positions / 20);
    CHECK(in_danger < positions / 2);
}
