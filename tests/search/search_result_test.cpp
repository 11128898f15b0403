#include "gametree/search/search_result.hpp"

#include <doctest/doctest.h>

#include <string>

#include "gametree/games/tictactoe/move.hpp"

using namespace gametree;

TEST_CASE("SearchResult: a default result is worth 0, with no move, no node and depth 0") {
    const SearchResult<int> result;
    CHECK(result.value == 0);
    CHECK_FALSE(result.best_move.has_value());
    CHECK(result.nodes == 0);
    CHECK(result.depth == 0);
}

TEST_CASE("SearchResult: holds any move type, one without a default constructor too") {
    SearchResult<std::string> named;
    named.best_move = "e2e4";
    CHECK(named.best_move == "e2e4");

    SearchResult<tictactoe::Move> cell{5, tictactoe::Move::at(4), 550, 9};
    CHECK(cell.value == 5);
    CHECK(cell.best_move == tictactoe::Move::at(4));
    CHECK(cell.nodes == 550);
    CHECK(cell.depth == 9);

    struct Drop {
        explicit Drop(int c) : column(c) {}
        int column;
    };
    SearchResult<Drop> drop;
    CHECK_FALSE(drop.best_move.has_value());
    drop.best_move.emplace(3);
    REQUIRE(drop.best_move.has_value());
    CHECK(drop.best_move->column == 3);
}
