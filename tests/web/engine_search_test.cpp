// The page's engine search, natively: the same C++ the page's worker runs as WebAssembly.
#include "web/engine_search.hpp"

#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <variant>

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

TEST_CASE("a game goes on from the last one searched only with the same start and the same moves first") {
    const std::string start = "3l3/7/7/7/7/P6/3L3 w 0";
    CHECK(web::continues(start, "", start, ""));
    CHECK(web::continues(start, "", start, "d1d2"));
    CHECK(web::continues(start, "d1d2", start, "d1d2 d7d6"));
    CHECK(web::continues(start, "d1d2 d7d6", start, "d1d2 d7d6"));
    CHECK_FALSE(web::continues(start, "d1d2 d7d6", start, "d1d2"));  // a move taken back
    CHECK_FALSE(web::continues(start, "d1d2 d7d6", start, ""));      // a new game from the same start
    CHECK_FALSE(web::continues(start, "d1d2 d7d", start, "d1d2 d7d6"));  // not a whole move
    CHECK_FALSE(web::continues(start, "", "3l3/7/7/7/7/7/3L3 w 0", ""));
}

TEST_CASE("the worker's engine clears its table for another game, and keeps it while the game goes on") {
    // It kept the table for the rest of the page's life: a new game searched with what the last one had
    // stored, and played otherwise than in a fresh page.
    const std::string start(gametree::congo::start_fen);
    const auto nodes_of = [](const std::variant<cli::CongoEngine::Report, std::string>& result) {
        REQUIRE(std::holds_alternative<cli::CongoEngine::Report>(result));
        return std::get<cli::CongoEngine::Report>(result).nodes;
    };
    const auto none = [](const auto&) {};
    const auto limits = gametree::SearchLimits::to_depth(6);
    web::WorkerEngine fresh;
    const auto fresh_nodes = nodes_of(fresh.search(start, "", Rules::standard, limits, none));

    web::WorkerEngine worker;
    nodes_of(worker.search(start, "", Rules::standard, limits, none));
    const auto again = nodes_of(worker.search(start, "", Rules::standard, limits, none));
    CHECK(again < fresh_nodes);  // the same game: the table's entries spare a search
    nodes_of(worker.search(start, "b2b3 f6f5", Rules::standard, limits, none));
    CHECK(nodes_of(worker.search(start, "", Rules::standard, limits, none)) == fresh_nodes);  // a new game

    const auto bad = worker.search(start, "b2b5", Rules::standard, limits, none);
    REQUIRE(std::holds_alternative<std::string>(bad));
    CHECK(std::get<std::string>(bad).find("b2b5") != std::string::npos);
}
