#include <doctest/doctest.h>

#include <vector>

#include "gametree/core/concepts.hpp"
#include "gametree/games/tictactoe/board_string.hpp"
#include "gametree/games/tictactoe/movegen.hpp"

using namespace gametree;
using namespace gametree::tictactoe;

static_assert(MoveGen<MoveGenerator, Position>);
static_assert(CountingMoveGen<MoveGenerator, Position>);
static_assert(HistoryIndexedMoveGen<MoveGenerator, Position>);

namespace {
std::vector<Move> moves_of(const Position& p) {
    auto buffer = gametree::moves_of(MoveGenerator{}, p);
    return {buffer.begin(), buffer.end()};
}
}  // namespace

TEST_CASE("every empty cell is a move, in cell order") {
    const auto empty_board = moves_of(Position{});
    REQUIRE(empty_board.size() == 9);
    for (Cell c = 0; c < cell_count; ++c) CHECK(empty_board[static_cast<std::size_t>(c)] == Move::at(c));

    const Position p = *parse_board("X.O/.X./O..");
    const auto moves = moves_of(p);
    CHECK(moves == std::vector<Move>{Move::at(1), Move::at(2), Move::at(3), Move::at(5), Move::at(7)});
    CHECK(MoveGenerator{}.count(p) == 5);
}

TEST_CASE("a finished game has no moves, even with empty cells") {
    const Position won = *parse_board("XXX/OO./...");
    CHECK(won.outcome() == Outcome::first_wins);
    CHECK(moves_of(won).empty());
    CHECK(MoveGenerator{}.count(won) == 0);
    const Position drawn = *parse_board("XOX/XOO/OXX");
    CHECK(drawn.outcome() == Outcome::draw);
    CHECK(moves_of(drawn).empty());
}

TEST_CASE("the history index is the cell") {
    const MoveGenerator gen;
    for (Cell c = 0; c < cell_count; ++c)
        CHECK(gen.history_index(Position{}, Move::at(c)) == static_cast<std::size_t>(c));
    CHECK(MoveGenerator::history_size == 9);
}
