// Every game in the library through the conformance kit (gametree/testing/conformance.hpp), with its
// notation and a way to show its states, so that a failure names the moves and shows the position.
// The games' own rules are checked in their random_playout tests.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "gametree/games/chess_simulator/chess_simulator.hpp"
#include "gametree/games/congo/congo.hpp"
#include "gametree/games/connect_four/connect_four.hpp"
#include "gametree/games/dice_nim/dice_nim.hpp"
#include "gametree/games/othello/othello.hpp"
#include "gametree/games/tictactoe/tictactoe.hpp"
#include "gametree/testing/conformance.hpp"
#include "support/game_conformance.hpp"

using namespace gametree;
using namespace gametree::testing;

namespace {

/// Runs the kit and fails the test case with its message.
template <class S, class G>
ConformanceResult conformant(const S& start, const G& gen, const ConformanceOptions<S>& options) {
    const ConformanceResult r = check_conformance(start, gen, options);
    CHECK_MESSAGE(r.ok(), r.failure);
    MESSAGE(r.summary() << ", " << r.finished_games << " finished, " << r.transpositions << " transpositions");
    return r;
}

template <class S>
ConformanceOptions<S> plan(ConformanceOptions<S> options, int games, int max_plies, std::uint64_t seed,
                           bool must_end = false) {
    options.games = games;
    options.max_plies = max_plies;
    options.seed = seed;
    options.games_must_end = must_end;
    return options;
}

}  // namespace

TEST_CASE("Congo, standard rules") {
    const auto start = congo::start_position(congo::Rules::standard);
    const auto r = conformant(start, congo::MoveGenerator{}, plan(congo_conformance_options(), 400, 200, 1));
    CHECK(r.plies > 400 * 20);
    CHECK(r.finished_games > 0);
    CHECK(r.transpositions > 0);
}

TEST_CASE("Congo, the course's rules") {
    const auto start = congo::start_position(congo::Rules::wits2021);
    const auto r = conformant(start, congo::MoveGenerator{}, plan(congo_conformance_options(), 400, 200, 2));
    CHECK(r.plies > 400 * 20);
    CHECK(r.finished_games > 0);
    CHECK(r.transpositions > 0);
}

TEST_CASE("Dice Nim: rolls and takes, every game ends within 40 plies from 20 stones") {
    const auto r = conformant(dice_nim::Position(20), dice_nim::MoveGenerator{},
                              plan(ConformanceOptions<dice_nim::Position>{}, 1000, 40, 6, true));
    CHECK(r.finished_games == 1000);
    CHECK(r.transpositions > 100);
}

TEST_CASE("tic-tac-toe: every game ends within nine plies") {
    const auto r = conformant(tictactoe::Position{}, tictactoe::MoveGenerator{},
                              plan(tictactoe_conformance_options(), 2000, 9, 3, true));
    CHECK(r.finished_games == 2000);
    CHECK(r.transpositions > 100);
}

TEST_CASE("Connect Four 7 x 6: every game ends within 42 plies") {
    const auto r = conformant(connect_four::Position<7, 6>{}, connect_four::MoveGenerator{},
                              plan(connect_four_conformance_options<7, 6>(), 1000, 42, 4, true));
    CHECK(r.finished_games == 1000);
    CHECK(r.transpositions > 100);
}

TEST_CASE("Connect Four 5 x 4: every game ends within 20 plies") {
    const auto r = conformant(connect_four::Position<5, 4>{}, connect_four::MoveGenerator{},
                              plan(connect_four_conformance_options<5, 4>(), 1000, 20, 5, true));
    CHECK(r.finished_games == 1000);
    CHECK(r.transpositions > 100);
}

TEST_CASE("Othello 8 x 8: passes, margins, and every game ends within 120 plies") {
    // 60 discs placed at most, and a pass only between two placements: a game never needs more than 120.
    const auto r = conformant(othello::Position<8>{}, othello::MoveGenerator{},
                              plan(othello_conformance_options<8>(), 300, 120, 7, true));
    CHECK(r.finished_games == 300);
    CHECK(r.transpositions > 0);
}

TEST_CASE("Othello 6 x 6: every game ends within 64 plies") {
    const auto r = conformant(othello::Position<6>{}, othello::MoveGenerator{},
                              plan(othello_conformance_options<6>(), 1000, 64, 8, true));
    CHECK(r.finished_games == 1000);
    CHECK(r.transpositions > 100);
}

TEST_CASE("the chess simulator: no hash, and games need not end") {
    const chess_simulator::Position start(chess_simulator::standard_board());
    const auto r = conformant(start, chess_simulator::MoveGenerator{}, plan(chess_simulator_conformance_options(), 200, 200, 6));
    CHECK(r.plies > 200 * 100);
    CHECK(r.transpositions > 0);
    CHECK(r.stuck_games == 0);  // a side without a move has drawn: the game is over, not stuck
}
