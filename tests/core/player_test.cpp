#include <doctest/doctest.h>

#include <gametree/core/player.hpp>
#include <gametree/core/score.hpp>

using namespace gametree;

static_assert(opponent(Player::first) == Player::second);
static_assert(opponent(Player::second) == Player::first);
static_assert(opponent(opponent(Player::first)) == Player::first);
static_assert(index_of(Player::first) == 0 && index_of(Player::second) == 1);
static_assert(win_for(Player::first) == Outcome::first_wins && win_for(Player::second) == Outcome::second_wins);
static_assert(!is_over(Outcome::ongoing) && is_over(Outcome::draw));
static_assert(score_infinity > 0 && -score_infinity < 0, "negating the bound is safe");

TEST_CASE("opponent swaps the two players and index_of numbers them 0 and 1") {
    CHECK(opponent(Player::first) == Player::second);
    CHECK(opponent(Player::second) == Player::first);
    CHECK(index_of(Player::first) == 0);
    CHECK(index_of(Player::second) == 1);
}

TEST_CASE("win_for and is_win_for agree") {
    for (const Player p : {Player::first, Player::second}) {
        CHECK(is_win_for(win_for(p), p));
        CHECK_FALSE(is_win_for(win_for(p), opponent(p)));
        CHECK_FALSE(is_win_for(Outcome::draw, p));
        CHECK_FALSE(is_win_for(Outcome::ongoing, p));
    }
}

TEST_CASE("only ongoing is not over") {
    CHECK_FALSE(is_over(Outcome::ongoing));
    CHECK(is_over(Outcome::first_wins));
    CHECK(is_over(Outcome::second_wins));
    CHECK(is_over(Outcome::draw));
}

TEST_CASE("outcomes have short English names") {
    CHECK(to_string(Outcome::ongoing) == "ongoing");
    CHECK(to_string(Outcome::first_wins) == "first wins");
    CHECK(to_string(Outcome::second_wins) == "second wins");
    CHECK(to_string(Outcome::draw) == "draw");
}
