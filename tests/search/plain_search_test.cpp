#include "gametree/search/plain_search.hpp"

#include <doctest/doctest.h>

#include "gametree/games/connect_four/evaluation.hpp"
#include "gametree/games/connect_four/movegen.hpp"
#include "gametree/games/connect_four/position.hpp"
#include "gametree/games/tictactoe/board_string.hpp"
#include "gametree/games/tictactoe/evaluation.hpp"
#include "gametree/games/tictactoe/movegen.hpp"

using namespace gametree;

TEST_CASE("check_plain_search: a valid game passes the checks of minimax and alpha-beta") {
    using namespace gametree::tictactoe;
    static_assert(detail::check_plain_search<detail::PlainSearch::minimax, Position, MoveGenerator, LineEvaluator>());
    static_assert(detail::check_plain_search<detail::PlainSearch::alphabeta, Position, MoveGenerator, LineEvaluator>());
    using Board = connect_four::Position<>;
    static_assert(detail::check_plain_search<detail::PlainSearch::minimax, Board, connect_four::MoveGenerator,
                                             connect_four::ThreatEvaluator>());
    static_assert(detail::check_plain_search<detail::PlainSearch::alphabeta, Board, connect_four::MoveGenerator,
                                             connect_four::ThreatEvaluator>());
}

TEST_CASE("single_move: true only where the game gives exactly one move") {
    using namespace gametree::tictactoe;
    const MoveGenerator gen;
    CHECK_FALSE(detail::single_move(Position{}, gen));  // nine moves
    const auto last_cell = parse_board("XOX/XOO/OX.");
    REQUIRE(last_cell);
    REQUIRE(last_cell->outcome() == Outcome::ongoing);
    CHECK(detail::single_move(*last_cell, gen));
    const auto two_cells = parse_board("XOX/XO./OX.");
    REQUIRE(two_cells);
    REQUIRE(two_cells->outcome() == Outcome::ongoing);
    CHECK_FALSE(detail::single_move(*two_cells, gen));
    const auto won = parse_board("XXX/OO./...");  // over: no move at all
    REQUIRE(won);
    CHECK_FALSE(detail::single_move(*won, gen));
    CHECK_FALSE(detail::single_move(connect_four::Position<>{}, connect_four::MoveGenerator{}));
}
