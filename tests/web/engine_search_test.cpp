// The page's engine search, natively: the same C++ the page's worker runs as WebAssembly.
#include "web/engine_search.hpp"

#include <doctest/doctest.h>

#include <memory>
#include <string>

using gametree::congo::Rules;

TEST_CASE("replay plays the page's moves from its start FEN, and refuses a bad FEN or move") {
    web::GameSession game;
    CHECK_FALSE(web::replay(game, "3l3/7/7/7/7/P6/3L3 w 0", "d1d2 d7d6  d2d1", Rules::wits2021));
    CHECK(game.start_fen() == "3l3/7/7/7/7/P6/3L3 w 0");
    CHECK(game.moves_text() == "d1d2 d7d6 d2d1");
    CHECK(game.earlier().size() == 3);
    CHECK_FALSE(web::replay(game, game.start_fen(), "", Rules::wits2021));
    CHECK(game.moves().empty());
    CHECK(game.earlier().empty());

    const auto bad_move = web::replay(game, "3l3/7/7/7/7/P6/3L3 w 0", "d1d2 d1d2", Rules::standard);
    REQUIRE(bad_move);
    CHECK(bad_move->find("d1d2") != std::string::npos);
    const auto bad_fen = web::replay(game, "3l3/7/7 w 0", "", Rules::standard);
    REQUIRE(bad_fen);
    CHECK(*bad_fen == gametree::congo::parse_fen("3l3/7/7 w 0").error().describe());
}

TEST_CASE("the page's engine knows the game: a position that comes back scores as a draw") {
    // White, far behind, can only hope to shuffle (as in `congo uci`'s test): with the game's moves, its zebra's
    // a1b3 brings back a position of the game, a draw; from the position alone it is lost by a lot.
    const std::string start = "ee2l1z/7/7/7/7/7/Z2L3 w 0";
    const auto score_after = [&start](const char* moves) {
        std::string error;
        const std::unique_ptr<cli::CongoEngine> engine = cli::try_make_engine(Rules::standard, 16, error);
        REQUIRE(engine);
        web::GameSession game;
        REQUIRE_FALSE(web::replay(game, start, moves, Rules::standard));
        return web::search(*engine, game, gametree::SearchLimits::to_depth(4), [](const auto&) {}).score;
    };
    CHECK(score_after("") < -100);
    CHECK(score_after("a1b3 g7f5 b3a1 f5g7") == 0);
}
