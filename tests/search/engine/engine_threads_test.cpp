// The engine on several threads (Lazy SMP): exact values where the options promise them, solved games'
// values, legal moves, limits and the stop flag that end every thread, and one thread as before.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <stdexcept>
#include <thread>

#include "gametree/games/congo/evaluation/course_advanced.hpp"
#include "gametree/games/congo/evaluation/strong.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/tablebase.hpp"
#include "gametree/games/connect_four/connect_four.hpp"
#include "gametree/games/tictactoe/tictactoe.hpp"
#include "gametree/search/alphabeta.hpp"
#include "gametree/search/engine/engine.hpp"
#include "support/congo_playouts.hpp"

using namespace gametree;
using namespace gametree::testing;

namespace {

EngineOptions with_threads(EngineOptions options, std::size_t threads) {
    options.threads = threads;
    return options;
}

template <class Engine, class S>
bool is_legal(const Engine& engine, const S& state, const typename S::move_type& m) {
    const auto moves = moves_of(engine.generator(), state);
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

using CongoEngine = Engine<congo::Position, congo::MoveGenerator, congo::CourseAdvancedEvaluator>;
using TicTacToeEngine = Engine<tictactoe::Position, tictactoe::MoveGenerator, tictactoe::LineEvaluator>;
template <int W, int H>
using ConnectFourEngine = Engine<connect_four::Position<W, H>, connect_four::MoveGenerator, connect_four::ThreatEvaluator>;

}  // namespace

TEST_CASE("threads: 1 to 256, anything else refused with the options kept") {
    CongoEngine engine;
    CHECK(engine.options().threads == 1);
    CHECK_THROWS_AS(engine.set_options(with_threads({}, 0)), std::invalid_argument);
    CHECK_THROWS_AS(engine.set_options(with_threads({}, EngineOptions::max_threads + 1)), std::invalid_argument);
    CHECK(engine.options().threads == 1);
    engine.set_options(with_threads({}, 3));
    CHECK(engine.options().threads == 3);
    CHECK(engine.features().threads == 3);
    CHECK(to_string(engine.features()).find("3 threads (Lazy SMP)") != std::string::npos);
    engine.set_options(with_threads({}, 1));
    CHECK(to_string(engine.features()).find("threads") == std::string::npos);
}

TEST_CASE("threads: a negative count converted to the unsigned field is named as the negative number") {
    // EngineOptions::threads is a std::size_t: a user's -1 arrives as 18446744073709551615, a number
    // nobody typed; the refusal shows both.
    CongoEngine engine;
    CHECK_THROWS_WITH_AS(engine.set_options(with_threads({}, static_cast<std::size_t>(-1))),
                         "engine: threads must be 1 to 256, not -1 (18446744073709551615 as std::size_t)",
                         std::invalid_argument);
    CHECK_THROWS_WITH_AS(engine.set_options(with_threads({}, 257)), "engine: threads must be 1 to 256, not 257",
                         std::invalid_argument);
    CHECK(engine.options().threads == 1);
}

TEST_CASE("threads without a table: one thread searches, as features() says, the same search as one thread") {
    // The threads share nothing but the table: without one, helpers searched the same tree apart and
    // spent the node budget (a 3-thread search counted three times the nodes for the same result).
    const auto pos = *congo::parse_fen(congo::start_fen);
    EngineOptions no_table;
    no_table.tt_mib = 0;
    CongoEngine alone(no_table);
    CongoEngine asked_for_three(with_threads(no_table, 3));
    CHECK(asked_for_three.options().threads == 3);  // the options are kept as given
    CHECK(asked_for_three.features().threads == 1);
    CHECK(to_string(asked_for_three.features()).find("threads") == std::string::npos);
    const auto one = alone.search(pos, SearchLimits::to_depth(4));
    const auto three = asked_for_three.search(pos, SearchLimits::to_depth(4));
    CHECK(three.nodes == one.nodes);
    CHECK(three.best_move == one.best_move);
    CHECK(three.score == one.score);

    // A table given later brings the threads back.
    EngineOptions with_table = with_threads({}, 3);
    with_table.tt_kib = 64;
    asked_for_three.set_options(with_table);
    CHECK(asked_for_three.features().threads == 3);
}

TEST_CASE("one thread is deterministic: after threads came and went, the same search as a fresh engine") {
    const auto pos = *congo::parse_fen(congo::start_fen);
    CongoEngine fresh;
    const auto expected = fresh.search(pos, SearchLimits::to_depth(6));
    CongoEngine engine(with_threads({}, 2));
    (void)engine.search(pos, SearchLimits::to_depth(4));
    engine.set_options(with_threads({}, 1));
    engine.new_game();
    const auto got = engine.search(pos, SearchLimits::to_depth(6));
    CHECK(got.nodes == expected.nodes);
    CHECK(got.score == expected.score);
    CHECK(got.pv == expected.pv);
}

TEST_CASE("exact mode on 2 and 3 threads, iterations 2 and 3 plies apart, still returns plain alpha-beta's value (random Congo positions)") {
    // The table only orders moves in exact mode: what the helpers store there cannot change the value.
    const auto positions = random_congo_positions(congo::Rules::standard, 20, 21);
    for (const std::size_t threads : {2, 3}) {
        EngineOptions options = with_threads(EngineOptions::exact(), threads);
        options.iteration_step = threads;  // helpers one iteration ahead: two and three plies
        CongoEngine engine(options);
        int compared = 0;
        for (const auto& pos : positions) {
            if (is_over(pos.outcome())) continue;
            for (int depth = 1; depth <= 4; ++depth) {
                const auto expected = alphabeta(pos, depth, congo::MoveGenerator{}, congo::CourseAdvancedEvaluator{});
                const auto got = engine.search(pos, SearchLimits::to_depth(depth));
                CHECK_MESSAGE(got.score == expected.value, congo::to_fen(pos) << " depth " << depth);
                REQUIRE(got.best_move);
                CHECK(is_legal(engine, pos, *got.best_move));
                ++compared;
            }
        }
        CHECK(compared > 50);
    }
}

TEST_CASE("multi_pv on 2 threads in exact mode: each line still holds its root move's plain alpha-beta value") {
    // The helpers search the whole root; only the main thread leaves the earlier lines' moves out.
    const auto positions = random_congo_positions(congo::Rules::standard, 12, 23);
    EngineOptions options = with_threads(EngineOptions::exact(), 2);
    options.multi_pv = 3;
    CongoEngine engine(options);
    int compared = 0;
    for (const auto& pos : positions) {
        if (is_over(pos.outcome())) continue;
        const auto got = engine.search(pos, SearchLimits::to_depth(3));
        REQUIRE(!got.lines.empty());
        for (const auto& line : got.lines) {
            REQUIRE(!line.pv.empty());
            REQUIRE(is_legal(engine, pos, line.pv.front()));
            const congo::Position child = pos.after(line.pv.front());
            CHECK(line.score == -alphabeta(child, 2, congo::MoveGenerator{}, congo::CourseAdvancedEvaluator{}).value);
            ++compared;
        }
    }
    CHECK(compared > 20);
}

TEST_CASE("tic-tac-toe on 2 to 4 threads: a draw, and a fork found as a win in three plies") {
    for (const std::size_t threads : {2, 3, 4}) {
        TicTacToeEngine engine(with_threads({}, threads));
        const auto draw = engine.search(tictactoe::Position{}, SearchLimits::to_depth(9));
        CHECK(draw.score == 0);
        REQUIRE(draw.best_move);
        CHECK(is_legal(engine, tictactoe::Position{}, *draw.best_move));
        const auto fork = *tictactoe::parse_board("..O/.../XOX");
        engine.new_game();
        const auto win = engine.search(fork, SearchLimits::to_depth(9));
        CHECK(win.score == win_in(3));
        REQUIRE(win.best_move);
        CHECK(tictactoe::to_string(*win.best_move) == "a3");
        TicTacToeEngine exact(with_threads(EngineOptions::exact(), threads));
        CHECK(exact.search(tictactoe::Position{}, SearchLimits::to_depth(9)).score == 0);
    }
}

TEST_CASE("Connect Four small boards solved on 2 and 4 threads: the values and win lengths of one thread") {
    for (const std::size_t threads : {2, 4}) {
        ConnectFourEngine<4, 4> square(with_threads(EngineOptions::solve(), threads));
        CHECK(square.search(connect_four::Position<4, 4>{}, SearchLimits::to_depth(16)).score == 0);
        ConnectFourEngine<5, 4> wide(with_threads(EngineOptions::solve(), threads));
        CHECK(wide.search(connect_four::Position<5, 4>{}, SearchLimits::to_depth(20)).score == 0);
    }
    // Positions with forced wins and losses: every thread count gives one thread's exact value.
    ConnectFourEngine<5, 4> one(EngineOptions::solve());
    ConnectFourEngine<5, 4> four(with_threads(EngineOptions::solve(), 4));
    int decisive = 0;
    for (const char* moves : {"ccb", "ccbd", "aab", "cccdd", "bcdbc", "eeeab"}) {
        const auto p = connect_four::play_moves<5, 4>(moves);
        REQUIRE(p);
        CAPTURE(moves);
        const int depth = 20 - p->plies();
        const auto expected = one.search(*p, SearchLimits::to_depth(depth));
        const auto got = four.search(*p, SearchLimits::to_depth(depth));
        CHECK(got.score == expected.score);
        REQUIRE(got.best_move);
        CHECK(is_legal(four, *p, *got.best_move));
        decisive += is_decisive(expected.score);
    }
    CHECK(decisive > 0);
}

TEST_CASE("2 threads in a Congo endgame: tablebases built by whichever thread reaches them, probed by both") {
    // Captures lead into lion + one piece: the threads build those tables on demand (one builds, the other
    // waits for it) and probe the built ones without a lock, race free (the tsan preset runs this).
    using TablebaseEngine = Engine<congo::Position, congo::MoveGenerator, congo::StrongEvaluator, congo::EndgameTablebases>;
    for (const char* fen : {"4l2/7/7/3e3/3Z3/7/2L4 w 0", "4l2/7/7/3e3/3Z3/1p5/2L4 w 0"}) {
        CAPTURE(fen);
        const auto pos = *congo::parse_fen(fen);
        TablebaseEngine engine(with_threads({}, 2));
        const auto r = engine.search(pos, SearchLimits::to_depth(8));
        REQUIRE(r.best_move);
        CHECK(is_legal(engine, pos, *r.best_move));
        REQUIRE_FALSE(r.iterations.empty());
        CHECK(r.iterations.back().tablebase_hits > 0);
        CHECK(engine.tablebase().tables_built() > 0);
    }
}

TEST_CASE("4 threads: the stop flag ends an infinite search, and every thread with it") {
    const auto pos = *congo::parse_fen(congo::start_fen);
    Engine<congo::Position, congo::MoveGenerator, congo::StrongEvaluator, congo::EndgameTablebases> engine(
        with_threads({}, 4));
    std::atomic<bool> stop{false};
    SearchLimits infinite;
    infinite.stop = &stop;
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        stop = true;
    });
    const auto r = engine.search(pos, infinite);  // returns only once every helper has been joined
    stopper.join();
    CHECK(r.stopped);
    REQUIRE(r.best_move);
    CHECK(is_legal(engine, pos, *r.best_move));
    // The engine searches again afterwards, and the stop flag set before a search still allows depth 1.
    const auto again = engine.search(pos, infinite);
    CHECK(again.depth == 1);
    CHECK(again.best_move);
}

TEST_CASE("3 threads: node and time limits end the search, nodes are summed over the threads") {
    const auto pos = *congo::parse_fen(congo::start_fen);
    CongoEngine engine(with_threads({}, 3));
    const auto by_nodes = engine.search(pos, SearchLimits::for_nodes(20000));
    REQUIRE(by_nodes.best_move);
    CHECK(by_nodes.nodes >= 20000);
    CHECK(by_nodes.nodes < 20000 + 3 * 2048 + 2000);  // threads check the sum every 1024 of their own nodes
    REQUIRE_FALSE(by_nodes.iterations.empty());
    CHECK(by_nodes.iterations.back().nodes <= by_nodes.nodes);

    const auto by_time = engine.search(pos, SearchLimits::for_time(30, TimeUse::whole));
    REQUIRE(by_time.best_move);
    CHECK(is_legal(engine, pos, *by_time.best_move));

}

TEST_CASE("an engine with threads moves, searches again, and is destroyed without a hang") {
    const auto pos = *congo::parse_fen(congo::start_fen);
    CongoEngine first(with_threads({}, 2));
    (void)first.search(pos, SearchLimits::to_depth(3));
    CongoEngine moved = std::move(first);
    const auto r = moved.search(pos, SearchLimits::to_depth(4));
    REQUIRE(r.best_move);
    CHECK(is_legal(moved, pos, *r.best_move));
}

namespace {

/// Connect Four's evaluation, except on threads other than `main`, where it throws (as a game's code may,
/// or an allocation that fails).
struct ThrowsOffMainThread {
    std::thread::id main;
    Score operator()(const connect_four::Position<7, 6>& p) const {
        if (std::this_thread::get_id() != main) throw std::runtime_error("a helper's evaluation failed");
        return connect_four::ThreatEvaluator{}(p);
    }
};

}  // namespace

TEST_CASE("a helper thread whose search throws stops the search, and its exception leaves it") {
    Engine<connect_four::Position<7, 6>, connect_four::MoveGenerator, ThrowsOffMainThread> engine(
        with_threads({}, 3), {}, ThrowsOffMainThread{std::this_thread::get_id()});
    // It ended the program from the helper's thread (std::terminate); now the caller gets it, and soon:
    // the main thread stops after its first iteration instead of searching on to depth 40 (for hours).
    CHECK_THROWS_WITH_AS(engine.search(connect_four::Position<7, 6>{}, SearchLimits::to_depth(40)),
                         "a helper's evaluation failed", std::runtime_error);
    // The engine searches again.
    engine.set_options(with_threads({}, 1));
    const auto r = engine.search(connect_four::Position<7, 6>{}, SearchLimits::to_depth(4));
    CHECK(r.best_move);
}
