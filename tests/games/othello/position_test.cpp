// Positions: the start, moves and flips, passes, the end of the game, its margin, the hash.
#include <doctest/doctest.h>

#include <bit>
#include <unordered_set>

#include "gametree/core/features.hpp"
#include "gametree/core/no_move_policy.hpp"
#include "gametree/games/othello/movegen.hpp"
#include "gametree/games/othello/position.hpp"

using namespace gametree;
using namespace gametree::othello;

static_assert(State<Position<8>> && HashedState<Position<6>> && UtilityState<Position<8>> && PassingState<Position<6>>);
static_assert(no_move_policy_v<Position<8>> == NoMovePolicy::pass);
static_assert(declared_features_v<Position<8>> == (Feature::hash | Feature::terminal_utility | Feature::pass));

namespace {
template <int N>
Bitboard sq(int file, int rank) {
    return Geometry<N>::at(file, rank);
}
}  // namespace

TEST_CASE("othello position: the start") {
    const Position<8> p;
    CHECK(p.side_to_move() == Player::first);
    CHECK(p.outcome() == Outcome::ongoing);
    CHECK(p.discs(Player::first) == Geometry<8>::start_first);
    CHECK(p.discs(Player::second) == Geometry<8>::start_second);
    // X's four moves: d3, c4, f5, e6.
    CHECK(p.legal_moves() == (sq<8>(3, 2) | sq<8>(2, 3) | sq<8>(5, 4) | sq<8>(4, 5)));
    CHECK(std::popcount(p.empty()) == 60);
    const Position<6> q;
    CHECK(q.legal_moves() == (sq<6>(3, 4) | sq<6>(4, 3) | sq<6>(1, 2) | sq<6>(2, 1)));
}

TEST_CASE("othello position: a move places a disc, flips, and hands over the turn") {
    const Position<8> p = Position<8>{}.after(Move::at(3, 2));  // d3 flips d4
    CHECK(p.side_to_move() == Player::second);
    CHECK(p.discs(Player::first) == (sq<8>(3, 2) | sq<8>(3, 3) | sq<8>(3, 4) | sq<8>(4, 3)));
    CHECK(p.discs(Player::second) == sq<8>(4, 4));
    // O's replies: c3, e3, c5.
    CHECK(p.legal_moves() == (sq<8>(2, 2) | sq<8>(4, 2) | sq<8>(2, 4)));
    CHECK(Position<8>{} == Position<8>{});
    CHECK(p != Position<8>{});
}

TEST_CASE("othello position: a player without a move passes, the game goes on") {
    // X on b1, O on a1: X has no move, O has c1.
    const auto p = Position<8>::from_discs(sq<8>(1, 0), sq<8>(0, 0), Player::first);
    CHECK(p.outcome() == Outcome::ongoing);
    CHECK(p.legal_moves() == 0);
    CHECK(p.must_pass());
    const auto passed = p.after_pass();
    CHECK(passed.side_to_move() == Player::second);
    CHECK(passed.discs(Player::first) == p.discs(Player::first));
    CHECK(passed.legal_moves() == sq<8>(2, 0));
    CHECK(!passed.must_pass());
    // O plays c1 and flips b1: X has no disc left, and the game is over.
    const auto end = passed.after(Move::at(2, 0));
    CHECK(end.outcome() == Outcome::second_wins);
    CHECK(end.discs(Player::second) == (sq<8>(0, 0) | sq<8>(1, 0) | sq<8>(2, 0)));
}

TEST_CASE("othello position: the game ends when neither player can move") {
    // X on a1 alone: nobody can move, X wins 1-0 and takes the 63 empty squares.
    const auto won = Position<8>::from_discs(sq<8>(0, 0), 0, Player::first);
    CHECK(won.outcome() == Outcome::first_wins);
    CHECK(won.utility() == 64);
    CHECK(won.legal_moves() == 0);
    CHECK(!won.must_pass());
    const auto lost = Position<8>::from_discs(sq<8>(0, 0), 0, Player::second);
    CHECK(lost.outcome() == Outcome::first_wins);
    CHECK(lost.utility() == -64);
    // One disc each, far apart: a draw, margin 0 (the empty squares go to nobody).
    const auto drawn = Position<6>::from_discs(sq<6>(0, 0), sq<6>(5, 5), Player::second);
    CHECK(drawn.outcome() == Outcome::draw);
    CHECK(drawn.utility() == 0);
    // A full 6×6 board, 20 O against 16 X: O wins by 4.
    Bitboard x = 0;
    for (int i = 0; i < 16; ++i) x |= 1ULL << i;
    const auto full = Position<6>::from_discs(x, Geometry<6>::all & ~x, Player::first);
    CHECK(full.outcome() == Outcome::second_wins);
    CHECK(full.utility() == -4);
    CHECK(full.after_pass().utility() == 4);
}

TEST_CASE("othello position: the hash tells the side to move and the discs apart") {
    const Position<8> p;
    const auto same_discs_o = Position<8>::from_discs(p.discs(Player::first), p.discs(Player::second), Player::second);
    CHECK(p.hash() == Position<8>{}.hash());
    CHECK(p.hash() != same_discs_o.hash());
    const auto swapped = Position<8>::from_discs(p.discs(Player::second), p.discs(Player::first), Player::first);
    CHECK(p.hash() != swapped.hash());
    // Every position two plies deep (all distinct) has its own hash.
    std::unordered_set<std::uint64_t> hashes;
    int positions = 0;
    MoveGenerator gen;
    MoveGenerator::Buffer first;
    gen.generate(p, first);
    for (const Move a : first) {
        MoveGenerator::Buffer second;
        gen.generate(p.after(a), second);
        for (const Move b : second) {
            hashes.insert(p.after(a).after(b).hash());
            ++positions;
        }
    }
    CHECK(positions == 12);
    CHECK(hashes.size() == 12);  // the 12 positions are distinct
}
