#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "gametree/arena/match.hpp"
#include "gametree/agents/congo.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/notation.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {
const char* course_start = "2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 4";
}

TEST_CASE("the course agents play what the course searches return") {
    const Position pos = *parse_fen("1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 w 12", Rules::wits2021);
    const auto mm = course_minimax_agent().choose(pos);
    CHECK(mm.score == -1000);  // the course's Part 4 sample value
    REQUIRE(mm.move);
    CHECK(*mm.move == *minimax(pos, 2, MoveGenerator{}, MaterialEvaluator{}).best_move);
    const auto ab = course_alphabeta_agent().choose(pos);
    CHECK(ab.score == -914);  // the course's Part 5 sample value
    CHECK(course_minimax_agent().name() == "minimax2");
    CHECK(course_alphabeta_agent(3).name() == "alphabeta3");
}

TEST_CASE("every agent plays legal moves through a whole game") {
    SearchLimits limits;
    limits.depth = 2;
    const std::vector<CongoAgent> agents{random_agent(1), course_minimax_agent(1),
                                         engine_agent("engine", EngineOptions{}, limits),
                                         mcts_agent("mcts", *mcts_variant("mcts-cutoff"), MctsLimits::for_iterations(200))};
    const Position start = *parse_fen(course_start, Rules::wits2021);
    for (const auto& a : agents)
        for (const auto& b : agents) {
            const auto record = play_game(start, a, b, 30);
            Position pos = start;
            for (const auto& played : record.moves) {
                REQUIRE(parse_move(pos, to_string(played.move)));
                pos = pos.after(played.move);
            }
            CHECK(pos.outcome() == (record.end == GameEnd::rules ? record.outcome : pos.outcome()));
        }
}

TEST_CASE("the MCTS variants are named, and a proven lion capture is played at once") {
    CHECK(mcts_variant("mcts")->solver);
    CHECK(!mcts_variant("mcts-uct")->solver);
    CHECK(mcts_variant("mcts-cutoff")->cutoff_plies > 0);
    CHECK(!mcts_variant("mcts-fast"));
    const Position pos = *parse_fen("4l2/6P/7/7/7/7/4L2 w 18", Rules::wits2021);
    const auto d = mcts_agent("mcts", *mcts_variant("mcts"), MctsLimits::for_iterations(5000)).choose(pos);
    REQUIRE(d.move);
    CHECK(to_string(*d.move) == "e1e7");
    CHECK(d.score == win_in(1));
}

TEST_CASE("the random agent repeats with its seed") {
    const Position start = *parse_fen(course_start, Rules::wits2021);
    const auto a = play_game(start, random_agent(5), random_agent(6), 20);
    const auto b = play_game(start, random_agent(5), random_agent(6), 20);
    REQUIRE(a.moves.size() == b.moves.size());
    for (std::size_t i = 0; i < a.moves.size(); ++i) CHECK(a.moves[i].move == b.moves[i].move);
}

TEST_CASE("an engine agent given a stop flag ends its think when the flag is set") {
    std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.time = std::chrono::seconds(30);  // a backstop: without the flag each move would take this long
    limits.stop = &stop;
    const auto engine = engine_agent("engine", EngineOptions{}, limits);
    const Position start = *parse_fen(course_start, Rules::wits2021);
    const auto begin = std::chrono::steady_clock::now();
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        stop = true;
    });
    const auto record = play_game(start, engine, engine, 100, &stop);
    stopper.join();
    CHECK(record.end == GameEnd::abandoned);
    CHECK(record.outcome == Outcome::ongoing);
    CHECK(std::chrono::steady_clock::now() - begin < std::chrono::seconds(10));
    // With the flag already set, a search still completes depth 1 and gives a move.
    const auto decision = engine.choose(start);
    CHECK(decision.move.has_value());
}

TEST_CASE("the engine agent finds tablebase wins under either rule set without being told the rules") {
    // The trial's trap: an agent made for one rule set lost its tablebases in the other, and scored a
    // forced win as +346 instead of a win.
    SearchLimits limits;
    limits.depth = 3;
    const auto engine = engine_agent("engine", EngineOptions{}, limits);
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        CAPTURE(to_string(rules));
        const auto d = engine.choose(*parse_fen("4l2/7/7/7/7/7/Z1L4 w 0", rules));
        REQUIRE(d.move);
        CHECK(gametree::is_decisive(d.score));
        CHECK(d.score > 0);
    }
}

TEST_CASE("engine agents share one set of tablebases, one with a clock has them built before its first move") {
    // Each agent built its own tables, inside the first timed search that reached an endgame (0.2 s of a
    // 100 ms move). Depth-limited agents build on demand, into the shared tables.
    SearchLimits depth;
    depth.depth = 2;
    const auto first = engine_agent("first", EngineOptions{}, depth);
    const auto second = engine_agent("second", EngineOptions{}, depth);
    (void)first.choose(*parse_fen("4l2/7/7/7/7/7/E1L4 w 0"));  // lions and an elephant
    const std::size_t built = agent_tablebases().tables_built();
    CHECK(built >= 1);  // the elephant's table
    (void)second.choose(*parse_fen("4l2/7/7/7/7/7/E1L4 w 0"));
    CHECK(agent_tablebases().tables_built() == built);  // the second agent found them built

    SearchLimits clock;
    clock.time = std::chrono::milliseconds(50);
    const auto timed = engine_agent("timed", EngineOptions{}, clock);
    CHECK(agent_tablebases().tables_built() == 2 * EndgameTablebases::tables_per_rules);
    CHECK(timed.choose(*parse_fen("4l2/7/7/7/7/7/Z1L4 w 0", Rules::wits2021)).move.has_value());
}

TEST_CASE("with repetition draws the engine agent remembers the game's positions, and forgets them for a new game") {
    // White, far behind, to move: asked again about the same position, the position its first move led
    // to is now one of the game's, so that move scores as a draw instead of about -590.
    const Position pos = *parse_fen("ee2l1z/7/7/7/7/7/Z2L3 w 0");
    SearchLimits limits;
    limits.depth = 4;
    EngineOptions options;
    options.repetition_draws = true;
    const auto engine = engine_agent("engine", options, limits);
    const auto first = engine.choose(pos);
    CHECK(first.score < -300);
    CHECK(engine.choose(pos).score == 0);
    engine.new_game();
    CHECK(engine.choose(pos).score == first.score);
    // Without the option nothing is remembered.
    const auto plain = engine_agent("plain", EngineOptions{}, limits);
    CHECK(plain.choose(pos).score == first.score);
    CHECK(plain.choose(pos).score == first.score);
}
