// The page's engine search, natively: the same C++ the page's worker runs as WebAssembly.
#include "web/engine_search.hpp"

#include <doctest/doctest.h>

#include <chrono>
#include <climits>
#include <memory>
#include <stdexcept>
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

TEST_CASE("the worker refuses a search without end: neither a depth nor a time, or a negative one") {
    // congo_search (exported, so callable from the browser's console) searched with no limit at all: the
    // worker never answered, and the page's engine was stuck for good.
    const std::string start(gametree::congo::start_fen);
    web::WorkerEngine worker;
    // Refused before searching: a search would end its first iteration here (rather than run on unchecked).
    const auto count = [](const auto&) { throw std::runtime_error("the search ran"); };
    CHECK(worker.answer(start, "", "standard", 0, 0, count) ==
          "error: neither a depth nor a time: the search would not end");
    CHECK(worker.answer(start, "", "standard", -1, 0, count) == "error: the depth cannot be negative (-1)");
    CHECK(worker.answer(start, "", "standard", 0, -1, count) == "error: the time cannot be negative (-1 ms)");
    CHECK(worker.answer(start, "", "wits2021", 4, -1000, count) == "error: the time cannot be negative (-1000 ms)");
    CHECK(worker.answer(start, "", "wits2021", INT_MIN, 1000, count) ==
          "error: the depth cannot be negative (" + std::to_string(INT_MIN) + ")");
    CHECK(worker.answer(start, "", "chess", 4, 0, count) == "error: unknown rules");
    CHECK(std::holds_alternative<std::string>(web::search_limits(0, 0)));
    CHECK(std::holds_alternative<std::string>(web::search_limits(-7, -7)));
}

TEST_CASE("every search of the worker ends within longest_search: a longer time is cut to it, a depth alone stops") {
    using std::chrono::milliseconds;
    const auto limits_of = [](int depth, int ms, milliseconds longest = web::longest_search) {
        auto limits = web::search_limits(depth, ms, longest);
        REQUIRE(std::holds_alternative<gametree::SearchLimits>(limits));
        return std::get<gametree::SearchLimits>(limits);
    };
    const auto huge_time = limits_of(0, INT_MAX);
    CHECK(huge_time.depth == gametree::max_ply - 1);
    CHECK(huge_time.time == web::longest_search);
    CHECK(huge_time.time_use == gametree::TimeUse::save);
    const auto huge_depth = limits_of(INT_MAX, 0);
    CHECK(huge_depth.depth == gametree::max_ply - 1);
    CHECK(huge_depth.time == web::longest_search);
    CHECK(huge_depth.time_use == gametree::TimeUse::whole);
    const auto both = limits_of(INT_MAX, INT_MAX);
    CHECK(both.depth == gametree::max_ply - 1);
    CHECK(both.time == web::longest_search);
    CHECK_FALSE(both.nodes);

    // A depth the engine cannot reach within the longest search: it stops there with the deepest iteration it
    // finished (a 20 ms ceiling in the test, for the minute of the page's). Depth 20 takes minutes: a search
    // that gets there has run on past the ceiling (and is ended here rather than left to run for good).
    const std::string start(gametree::congo::start_fen);
    web::WorkerEngine worker;
    const auto bounded = [](const auto& i) {
        if (i.depth >= 20) throw std::runtime_error("the search ran on to depth " + std::to_string(i.depth));
    };
    const auto result = worker.search(start, "", Rules::standard, limits_of(INT_MAX, 0, milliseconds(20)), bounded);
    REQUIRE(std::holds_alternative<cli::CongoEngine::Report>(result));
    const auto& report = std::get<cli::CongoEngine::Report>(result);
    CHECK(report.stopped);
    CHECK(report.best_move);
    CHECK(report.depth >= 1);
    CHECK(report.depth < gametree::max_ply - 1);
}

TEST_CASE("the page's own searches are as they were: a depth alone, or a time up to its analysis's minute") {
    const auto fields = [](const std::string& text) {  // all but the milliseconds, which the clock decides
        return text.substr(0, text.rfind('\t'));
    };
    const std::string start(gametree::congo::start_fen);
    const std::string moves = "b2b3 f6f5";
    const auto none = [](const auto&) {};
    for (const int depth : {2, 4, 6}) {  // the page's strengths "depth 2" to "depth 6"
        CAPTURE(depth);
        web::WorkerEngine before;  // the limits congo_search made of a depth alone before: to_depth
        const auto result = before.search(start, moves, Rules::standard, gametree::SearchLimits::to_depth(depth), none);
        REQUIRE(std::holds_alternative<cli::CongoEngine::Report>(result));
        const auto& report = std::get<cli::CongoEngine::Report>(result);
        REQUIRE(report.best_move);
        const std::string expected = gametree::congo::to_string(*report.best_move) + '\t' +
                                     cli::score_text(report.score) + '\t' + std::to_string(report.depth) + '\t' +
                                     std::to_string(report.nodes);
        web::WorkerEngine now;
        int iterations = 0;
        const auto count = [&iterations](const auto&) { ++iterations; };
        CHECK(fields(now.answer(start, moves, "standard", depth, 0, count)) == expected);
        CHECK(iterations == depth);
    }
    for (const int ms : {500, 1000, 3000, 10000, 60000}) {  // its strengths "0.5 s" to "10 s", and its analysis
        CAPTURE(ms);
        auto limits = web::search_limits(0, ms);
        REQUIRE(std::holds_alternative<gametree::SearchLimits>(limits));
        const auto& made = std::get<gametree::SearchLimits>(limits);
        const auto before = gametree::SearchLimits::for_time(ms);
        CHECK(made.depth == before.depth);
        CHECK(made.time == before.time);
        CHECK(made.time_use == before.time_use);
        CHECK(made.nodes == before.nodes);
    }
}
