// Tests of movegen.hpp: the moves of the side to move, in the documented order, listed and counted.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <string>

#include "games/chess_simulator/test_boards.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/games/chess_simulator/chess_simulator.hpp"

using namespace gametree;
using namespace gametree::chess_simulator;
using namespace gametree::chess_simulator::testing;

static_assert(MoveGen<MoveGenerator, Position>);
static_assert(CountingMoveGen<MoveGenerator, Position>);
static_assert(MoveGen<GeometricMoveGenerator, Position>);
static_assert(!CountingMoveGen<GeometricMoveGenerator, Position>);

namespace {

/// The moves in generation order as the simulator writes them: "n1 a3, n1 c3, ...".
std::string listed(const Position& pos) {
    auto moves = gametree::moves_of(MoveGenerator{}, pos);
    CHECK(MoveGenerator{}.count(pos) == moves.size());
    std::string text;
    for (const Move& m : moves) {
        if (!text.empty()) text += ", ";
        text += piece_move_text(pos.board(), m);
    }
    return text;
}

}  // namespace

TEST_CASE("the starting moves of both sides, in name order then square order") {
    const Position start(standard_board());
    CHECK(listed(start) ==
          "n1 a3, n1 c3, n2 f3, n2 h3, p1 a3, p2 b3, p3 c3, p4 d3, p5 e3, p6 f3, p7 g3, p8 h3");
    CHECK(listed(start.with_side_to_move(black)) ==
          "N1 a6, N1 c6, N2 f6, N2 h6, P1 a6, P2 b6, P3 c6, P4 d6, P5 e6, P6 f6, P7 g6, P8 h6");
}

TEST_CASE("only the side to move's pieces move") {
    const Board b = placed("ki e1 KI e8 qu d4");
    const Position white_to_move(b, white);
    const Position black_to_move(b, black);
    auto moves = gametree::moves_of(MoveGenerator{}, black_to_move);
    CHECK(moves.size() == 5);  // the black king: d7 d8 e7 f7 f8
    for (const Move& m : moves) CHECK(m.from == e8);
    CHECK(MoveGenerator{}.count(white_to_move) == 5 + 27);  // the white king (d1 d2 e2 f1 f2) and queen
}

TEST_CASE("a finished game has no moves") {
    const Position boxed(placed("ki a1 KI a2 p1 b1 p2 b2 p3 b3 p4 b4 p5 b5 p6 b6 p7 b7 p8 b8"), white);
    REQUIRE(boxed.outcome() == Outcome::draw);
    auto moves = gametree::moves_of(MoveGenerator{}, boxed);
    CHECK(moves.empty());
    CHECK(MoveGenerator{}.count(boxed) == 0);
}

TEST_CASE("max_moves bounds a side with every piece free to roam") {
    // A crowded board where White's pieces have many moves each: the count stays within the bound.
    const Position busy(placed("ki b7 qu d4 r1 a1 r2 h2 b1 c1 b2 f1 n1 e6 n2 c5 p1 a3 p2 b3 p3 c3 p4 d3 "
                               "p5 e3 p6 f3 p7 g3 p8 h3 KI h8"));
    const auto n = MoveGenerator{}.count(busy);
    auto geometric = gametree::moves_of(GeometricMoveGenerator{}, busy);
    CHECK(n == geometric.size());
    CHECK(n == 60);
    CHECK(n <= MoveGenerator::max_moves);
}

TEST_CASE("max_moves is the sum of each piece's most moves on an empty board") {
    // Other pieces never add targets (a capture replaces an empty square a slide or leap would reach),
    // so each piece's most targets on an empty board bounds it on any board.
    int bound = 0;
    for (int k = 0; k < piece_kind_count; ++k) {
        const auto kind = static_cast<PieceKind>(k);
        int most = 0;
        for (int s = 0; s < square_count; ++s)
            most = std::max(most, count(targets_of(Board{}, kind, white, static_cast<Square>(s))));
        const std::array<int, piece_kind_count> expected{8, 27, 14, 7, 12, 1};
        CHECK(most == expected[static_cast<std::size_t>(k)]);
        bound += most * pieces_of_kind(kind);
    }
    CHECK(bound == 109);
    CHECK(static_cast<std::size_t>(bound) <= MoveGenerator::max_moves);
}
