#include <doctest/doctest.h>

#include <set>
#include <unordered_set>
#include <vector>

#include "gametree/core/concepts.hpp"
#include "gametree/games/tictactoe/board_string.hpp"
#include "gametree/games/tictactoe/movegen.hpp"
#include "gametree/games/tictactoe/position.hpp"

using namespace gametree;
using namespace gametree::tictactoe;

namespace {

Position play(std::initializer_list<Cell> cells) {
    Position p;
    for (const Cell c : cells) p = p.after(Move::at(c));
    return p;
}

/// Every position reachable from the empty board, each once.
std::vector<Position> all_positions() {
    std::vector<Position> found{Position{}};
    std::set<std::pair<Mask, Mask>> seen{{0, 0}};
    for (std::size_t i = 0; i < found.size(); ++i) {
        auto moves = gametree::moves_of(MoveGenerator{}, found[i]);
        for (const Move m : moves) {
            const Position next = found[i].after(m);
            if (seen.insert({next.marks(crosses), next.marks(noughts)}).second) found.push_back(next);
        }
    }
    return found;
}

}  // namespace

static_assert(State<Position>);
static_assert(HashedState<Position>);
static_assert(sizeof(Position) <= 6);

TEST_CASE("the empty board: X to move, nothing marked, the game on") {
    const Position p;
    CHECK(p.side_to_move() == crosses);
    CHECK(p.marks(crosses) == 0);
    CHECK(p.marks(noughts) == 0);
    CHECK(p.empty() == all_cells);
    CHECK(p.outcome() == Outcome::ongoing);
}

TEST_CASE("after marks the cell for the side to move, passes the turn and leaves the original alone") {
    const Position start;
    const Position one = start.after(Move::at(4));
    CHECK(start == Position{});
    CHECK(one.marks(crosses) == bit(4));
    CHECK(one.side_to_move() == noughts);
    const Position two = one.after(Move::at(0));
    CHECK(two.marks(noughts) == bit(0));
    CHECK(two.side_to_move() == crosses);
    CHECK(two.empty() == (all_cells & ~(bit(0) | bit(4))));
}

TEST_CASE("three in a row wins in every direction, and a full board without one is a draw") {
    CHECK(play({0, 3, 1, 4, 2}).outcome() == Outcome::first_wins);   // bottom row
    CHECK(play({0, 1, 3, 4, 8, 7}).outcome() == Outcome::second_wins);  // middle column
    CHECK(play({0, 1, 4, 2, 8}).outcome() == Outcome::first_wins);   // diagonal a1-c3
    CHECK(play({0, 2, 1, 4, 5, 6}).outcome() == Outcome::second_wins);  // diagonal c1-a3
    CHECK(play({0, 3, 1, 4}).outcome() == Outcome::ongoing);
    // X a1 b1 c2 a3 c3, O c1 a2 b2 b3: no line, full board.
    const Position full = play({0, 2, 1, 3, 5, 4, 6, 7, 8});
    CHECK(full.empty() == 0);
    CHECK(full.outcome() == Outcome::draw);
    // A win on the last cell is a win, not a draw.
    CHECK(play({0, 1, 4, 2, 5, 3, 6, 7, 8}).outcome() == Outcome::first_wins);
}

TEST_CASE("from_marks takes the side to move from the counts") {
    CHECK(Position::from_marks(bit(4), 0).side_to_move() == noughts);
    CHECK(Position::from_marks(bit(4), bit(0)).side_to_move() == crosses);
    CHECK(Position::from_marks(bit(4), bit(0)) == play({4, 0}));
}

TEST_CASE("the 5478 reachable positions have 5478 different hashes, the same for the same position") {
    const auto positions = all_positions();
    CHECK(positions.size() == 5478);  // the well-known number of legal tic-tac-toe positions
    std::unordered_set<std::uint64_t> hashes;
    for (const Position& p : positions) hashes.insert(p.hash());
    CHECK(hashes.size() == positions.size());
    // The same position by two move orders.
    CHECK(play({4, 0, 8, 2}).hash() == play({8, 2, 4, 0}).hash());
    CHECK(play({4, 0, 8, 2}) == play({8, 2, 4, 0}));
    CHECK(play({4, 0, 8}).hash() != play({4, 8, 0}).hash());  // same cells, other owners
}
