// Perft of the simulator's move generator, each count computed two independent ways: the generator
// with bulk counting of the last ply (MoveGenerator::count) and a generator that tries every square
// against the geometric statement of the rules (test_boards.hpp), listing every ply.
#include <doctest/doctest.h>

#include <cstdint>

#include "games/chess_simulator/test_boards.hpp"
#include "gametree/games/chess_simulator/chess_simulator.hpp"
#include "gametree/search/perft.hpp"

using namespace gametree;
using namespace gametree::chess_simulator;
using namespace gametree::chess_simulator::testing;

namespace {

std::uint64_t checked_perft(const Position& pos, int depth) {
    const std::uint64_t fast = perft(pos, depth, MoveGenerator{});
    const std::uint64_t geometric = perft(pos, depth, GeometricMoveGenerator{});
    CHECK(fast == geometric);
    // And split by root move, the parts add up.
    std::uint64_t parts = 0;
    for (const auto& [move, n] : perft_divide(pos, depth, MoveGenerator{})) parts += n;
    if (depth > 0) CHECK(parts == fast);
    return fast;
}

}  // namespace

TEST_CASE("perft from the starting board") {
    const Position start(standard_board());
    CHECK(checked_perft(start, 0) == 1);
    CHECK(checked_perft(start, 1) == 12);   // two moves per knight, one per pawn
    CHECK(checked_perft(start, 2) == 144);  // the armies cannot touch yet: 12 x 12
    // Worked out by hand as well: White's third-ply moves depend only on White's first move (13, 14,
    // 15, 20, 23, 13, 14, 13 after the pawn moves a..h, 14, 17, 17, 14 after the knight moves), and
    // each of the 12 black replies leaves them unchanged: 12 x 187.
    CHECK(checked_perft(start, 3) == 2'244);
    CHECK(checked_perft(start, 4) == 34'941);
    // Black to move first: the same numbers by symmetry.
    CHECK(checked_perft(start.with_side_to_move(black), 3) == 2'244);
    CHECK(checked_perft(start.with_side_to_move(black), 4) == 34'941);
}

TEST_CASE("perft from the sample's middle game, both sides to move") {
    const Position sample(played(standard_board(), {{"p7", "g3"}, {"P5", "e6"}, {"N2", "h6"}, {"KI", "e7"},
                                                     {"p7", "g4"}, {"N2", "g4"}, {"p4", "d3"}, {"P6", "f6"},
                                                     {"p2", "b3"}, {"p1", "a3"}}));
    CHECK(checked_perft(sample, 1) == 23);
    CHECK(checked_perft(sample, 3) == 12'813);
    CHECK(checked_perft(sample.with_side_to_move(black), 1) == 24);
    CHECK(checked_perft(sample.with_side_to_move(black), 3) == 13'450);
}

TEST_CASE("perft from Chess960 boards") {
    // 0 (BBQNNRKR) and 959 (RKRNNQBB) are mirror images, and the rules are symmetric left to right.
    CHECK(checked_perft(Position(*chess960_board(0)), 3) == 2'326);
    CHECK(checked_perft(Position(*chess960_board(959)), 3) == 2'326);
    CHECK(checked_perft(Position(*chess960_board(105)), 4) == 36'440);
}

TEST_CASE("perft on a sparse board with every kind of piece") {
    const Position open(placed("ki e1 qu d1 r1 a1 b1 c1 n1 b1 p5 e4 KI e8 QU d8 R2 h8 B2 f8 N2 g8 P4 d5"));
    CHECK(checked_perft(open, 1) == MoveGenerator{}.count(open));
    CHECK(checked_perft(open, 3) == 45'049);
}
