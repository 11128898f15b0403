#include <doctest/doctest.h>

#include <bit>

#include "gametree/core/features.hpp"
#include "gametree/games/othello/movegen.hpp"

using namespace gametree;
using namespace gametree::othello;

static_assert(check_declared_features<Position<8>, MoveGenerator>());
static_assert(check_declared_features<Position<6>, MoveGenerator>());
static_assert(declared_features_v<MoveGenerator> ==
              (Feature::move_count | Feature::noisy_moves | Feature::quiet_moves | Feature::move_ranking | Feature::history));
// Every feature declared is one a search finds.
static_assert(available_features<Position<8>, MoveGenerator>() ==
              (declared_features_v<Position<8>> | declared_features_v<MoveGenerator>));

namespace {
template <int N>
Bitboard sq(int file, int rank) {
    return Geometry<N>::at(file, rank);
}
}  // namespace

TEST_CASE("othello movegen: the start's moves in square order, counted") {
    const MoveGenerator gen;
    MoveGenerator::Buffer moves;
    gen.generate(Position<8>{}, moves);
    REQUIRE(moves.size() == 4);
    CHECK(moves[0] == Move::at(3, 2));  // d3
    CHECK(moves[1] == Move::at(2, 3));  // c4
    CHECK(moves[2] == Move::at(5, 4));  // f5
    CHECK(moves[3] == Move::at(4, 5));  // e6
    CHECK(gen.count(Position<8>{}) == 4);
    MoveGenerator::Buffer small;
    gen.generate(Position<6>{}, small);
    REQUIRE(small.size() == 4);
    CHECK(small[0] == Move::at(2, 1));  // c2
    CHECK(small[3] == Move::at(3, 4));  // d5
}

TEST_CASE("othello movegen: nothing for a side that must pass or a finished game") {
    const MoveGenerator gen;
    MoveGenerator::Buffer moves;
    const auto pass = Position<8>::from_discs(sq<8>(1, 0), sq<8>(0, 0), Player::first);
    gen.generate(pass, moves);
    CHECK(moves.empty());
    CHECK(gen.count(pass) == 0);
    gen.generate(Position<8>::from_discs(sq<8>(0, 0), 0, Player::first), moves);
    CHECK(moves.empty());
}

TEST_CASE("othello movegen: corners are the noisy moves and ranked first, the others quiet, and history by square") {
    const MoveGenerator gen;
    // X on c1 and a3, O on b1, a2, b2 and b3: X may take the corner a1, and c3.
    const auto p = Position<8>::from_discs(sq<8>(2, 0) | sq<8>(0, 2),
                                           sq<8>(1, 0) | sq<8>(0, 1) | sq<8>(1, 1) | sq<8>(1, 2), Player::first);
    CHECK(p.legal_moves() == (sq<8>(0, 0) | sq<8>(2, 2)));
    REQUIRE((p.legal_moves() & sq<8>(0, 0)) != 0);
    MoveGenerator::Buffer all;
    gen.generate(p, all);
    MoveGenerator::Buffer noisy;
    gen.generate_noisy(p, noisy);
    REQUIRE(noisy.size() == 1);
    CHECK(noisy[0] == Move::at(0, 0));
    MoveGenerator::Buffer quiet;
    gen.generate_quiet(p, quiet);
    REQUIRE(quiet.size() == 1);
    CHECK(quiet[0] == Move::at(2, 2));
    CHECK(all.size() == static_cast<std::size_t>(std::popcount(p.legal_moves())));
    for (const Move m : all) {
        CHECK(gen.capture_order(p, m) == (m == Move::at(0, 0) ? 1 : 0));
        CHECK(gen.history_index(p, m) < MoveGenerator::history_size);
    }
    CHECK(gen.capture_order(Position<6>{}, Move::at(5, 5)) == 1);
    CHECK(gen.capture_order(Position<6>{}, Move::at(5, 4)) == 0);
    CHECK(gen.capture_order(Position<8>{}, Move::at(5, 5)) == 0);
    CHECK(gen.history_index(Position<8>{}, Move::at(7, 7)) == 63);
    CHECK(gen.history_index(Position<6>{}, Move::at(5, 5)) == 45);
}
