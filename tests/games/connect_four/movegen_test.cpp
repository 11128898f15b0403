#include <doctest/doctest.h>

#include <vector>

#include "gametree/core/concepts.hpp"
#include "gametree/games/connect_four/movegen.hpp"
#include "gametree/games/connect_four/notation.hpp"

using namespace gametree;
using namespace gametree::connect_four;

static_assert(MoveGen<MoveGenerator, Position<>>);
static_assert(CountingMoveGen<MoveGenerator, Position<>>);
static_assert(CaptureOrderedMoveGen<MoveGenerator, Position<>>);
static_assert(HistoryIndexedMoveGen<MoveGenerator, Position<>>);
static_assert(CountingMoveGen<MoveGenerator, Position<4, 4>>);
static_assert(CountingMoveGen<MoveGenerator, Position<8, 7>>);

namespace {
template <int W, int H>
std::string moves_of(const Position<W, H>& p) {
    auto buffer = gametree::moves_of(MoveGenerator{}, p);
    std::string text;
    for (const Move m : buffer) text += to_string(m);
    return text;
}
}  // namespace

TEST_CASE("one move per column with room, from the centre out") {
    CHECK(moves_of(Position<>{}) == "dcebfag");
    CHECK(moves_of(Position<4, 4>{}) == "bcad");
    CHECK(moves_of(Position<5, 4>{}) == "cbdae");
    const auto p = play_moves("dddddd");
    REQUIRE(p);
    CHECK(moves_of(*p) == "cebfag");
    CHECK(MoveGenerator{}.count(*p) == 6);
    CHECK(MoveGenerator{}.count(Position<>{}) == 7);
}

TEST_CASE("a finished game has no moves") {
    const auto won = play_moves("dededed");
    REQUIRE(won);
    CHECK(moves_of(*won).empty());
    CHECK(MoveGenerator{}.count(*won) == 0);
}

TEST_CASE("capture order ranks winning moves, then blocking moves, above the rest") {
    const MoveGenerator gen;
    // First player to move with three on the bottom row (a1 b1 c1); the second has three in column e.
    const auto p = play_moves("aebece");
    REQUIRE(p);
    CHECK(gen.capture_order(*p, Move::drop(3)) == 2);  // d1 wins
    CHECK(gen.capture_order(*p, Move::drop(4)) == 1);  // e4 blocks
    CHECK(gen.capture_order(*p, Move::drop(6)) == 0);
    CHECK(gen.history_index(*p, Move::drop(6)) == 6);
    CHECK(MoveGenerator::history_size >= 7);
}
