#include <doctest/doctest.h>

#include <random>
#include <unordered_set>

#include "gametree/core/concepts.hpp"
#include "gametree/games/connect_four/movegen.hpp"
#include "gametree/games/connect_four/notation.hpp"
#include "gametree/games/connect_four/position.hpp"

using namespace gametree;
using namespace gametree::connect_four;

static_assert(State<Position<>>);
static_assert(HashedState<Position<>>);
static_assert(HashedState<Position<4, 4>>);
static_assert(sizeof(Position<>) <= 24);

namespace {
Position<> game(const char* moves) { return play_moves(moves).value(); }
}  // namespace

TEST_CASE("the empty board: first player to move, nothing played") {
    const Position<> p;
    CHECK(p.side_to_move() == Player::first);
    CHECK(p.plies() == 0);
    CHECK(p.occupied() == 0);
    CHECK(p.outcome() == Outcome::ongoing);
    CHECK(p.landing_cells() == Geometry<7, 6>::bottom_row);
    for (int c = 0; c < 7; ++c) CHECK(p.has_room(c));
}

TEST_CASE("stones fall to the lowest free cell and the turn passes") {
    using G = Geometry<7, 6>;
    const Position<> start;
    const Position<> one = start.after(Move::drop(3));
    CHECK(start == Position<>{});
    CHECK(one.stones(Player::first) == G::cell(3, 0));
    CHECK(one.side_to_move() == Player::second);
    const Position<> two = one.after(Move::drop(3));
    CHECK(two.stones(Player::second) == G::cell(3, 1));
    CHECK(two.stones(Player::first) == G::cell(3, 0));
    CHECK(two.stones_in(3) == 2);
    CHECK(two.plies() == 2);
    CHECK(two.landing_cells() == ((G::bottom_row & ~G::cell(3, 0)) | G::cell(3, 2)));
    const Position<> full_column = game("dddddd");
    CHECK_FALSE(full_column.has_room(3));
    CHECK(full_column.has_room(2));
    CHECK(count(full_column.landing_cells()) == 6);
}

TEST_CASE("four in a row wins in every direction") {
    CHECK(game("dedede").outcome() == Outcome::ongoing);
    CHECK(game("dededed").outcome() == Outcome::first_wins);      // vertical
    CHECK(game("aabbccd").outcome() == Outcome::first_wins);      // horizontal
    CHECK(game("gaabbccd").outcome() == Outcome::second_wins);    // horizontal, second player
    CHECK(game("abbccdccddd").outcome() == Outcome::first_wins);  // diagonal up-right: a1 b2 c3 d4
    CHECK(game("gffeedeeddd").outcome() == Outcome::first_wins);  // diagonal up-left: g1 f2 e3 d4
}

TEST_CASE("a full board without four in a row is a draw") {
    // On 3 x 3 no line of four fits: every game fills the board.
    Position<3, 3> p;
    for (const char column : std::string_view("abcabcabc")) p = p.after(Move::drop(column - 'a'));
    CHECK(p.outcome() == Outcome::draw);
    // A 4 x 4 game found by random play that fills the board without a line of four.
    const auto drawn = play_moves<4, 4>("bbdcdbccadbdacaa");
    REQUIRE(drawn);
    CHECK(drawn->outcome() == Outcome::draw);
    CHECK(drawn->plies() == 16);
}

TEST_CASE("keys and hashes tell positions apart and agree for transpositions") {
    CHECK(game("cde").key() == game("edc").key());
    CHECK(game("cde").hash() == game("edc").hash());
    CHECK(game("cde") == game("edc"));
    CHECK(game("cde").hash() != game("dce").hash());  // same cells, other owners
    CHECK(Position<>{}.hash() != game("d").hash());

    // Every position of the first six plies (and more) has its own key and hash.
    std::unordered_set<std::uint64_t> keys;
    std::unordered_set<std::uint64_t> hashes;
    std::vector<Position<>> layer{Position<>{}};
    for (int ply = 0; ply < 6; ++ply) {
        std::vector<Position<>> next;
        for (const auto& p : layer) {
            auto moves = gametree::moves_of(MoveGenerator{}, p);
            for (const Move m : moves) {
                const auto child = p.after(m);
                if (keys.insert(child.key()).second) next.push_back(child);
                hashes.insert(child.hash());
            }
        }
        layer = std::move(next);
    }
    CHECK(keys.size() == 7 + 49 + 238 + 1120 + 4263 + 16422);
    CHECK(hashes.size() == keys.size());
}

TEST_CASE("stones are shared between the players consistently") {
    std::mt19937_64 rng(5);
    for (int game_number = 0; game_number < 200; ++game_number) {
        Position<6, 5> p;
        while (!is_over(p.outcome())) {
            CHECK((p.stones(Player::first) & p.stones(Player::second)) == 0);
            CHECK((p.stones(Player::first) | p.stones(Player::second)) == p.occupied());
            CHECK(count(p.stones(Player::first)) - count(p.stones(Player::second)) == p.plies() % 2);
            auto moves = gametree::moves_of(MoveGenerator{}, p);
            p = p.after(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
        }
        CHECK(p.plies() <= 30);
    }
}
