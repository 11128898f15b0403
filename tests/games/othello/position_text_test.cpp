// The one-line position format: written, read back, and every error named with its offset.
#include <doctest/doctest.h>

#include <random>
#include <string>

#include "gametree/games/othello/movegen.hpp"
#include "gametree/games/othello/position_text.hpp"

using namespace gametree;
using namespace gametree::othello;

namespace {
constexpr const char* start8 = "---------------------------XO------OX--------------------------- X";
constexpr const char* start6 = "--------------XO----OX-------------- X";

template <int N>
std::string error_of(const std::string& text) {
    const auto p = parse_position<N>(text);
    REQUIRE(!p);
    return p.error().describe();
}

/// Positions of random games, written and read back.
template <int N>
void round_trip_random_games(int games) {
    std::mt19937_64 rng(N);
    const MoveGenerator gen;
    for (int g = 0; g < games; ++g) {
        Position<N> p;
        while (!is_over(p.outcome())) {
            const auto back = parse_position<N>(to_text(p));
            REQUIRE(back);
            REQUIRE(*back == p);
            MoveGenerator::Buffer moves;
            gen.generate(p, moves);
            p = moves.empty() ? p.after_pass() : p.after(moves[rng() % moves.size()]);
        }
        REQUIRE(parse_position<N>(to_text(p)).value() == p);
    }
}
}  // namespace

TEST_CASE("othello text: the start positions") {
    CHECK(to_text(Position<8>{}) == start8);
    CHECK(to_text(Position<6>{}) == start6);
    CHECK(parse_position<8>(start8).value() == Position<8>{});
    CHECK(parse_position<6>(start6).value() == Position<6>{});
    const auto o_to_move = parse_position<6>("--------------XO----OX-------------- O");
    REQUIRE(o_to_move);
    CHECK(o_to_move->side_to_move() == Player::second);
}

TEST_CASE("othello text: every position of random games round-trips") {
    round_trip_random_games<8>(20);
    round_trip_random_games<6>(20);
}

TEST_CASE("othello text: errors name the problem and the character") {
    CHECK(error_of<6>("--------------XO----OX-------------- x") ==
          "bad position '--------------XO----OX-------------- x': the side to move is X or O, not 'x' (at byte 38)");
    CHECK(error_of<6>("--------------XO----OX-------------") ==
          "bad position '--------------XO----OX-------------': the board has 35 squares; a 6x6 board has 36 (at byte 36)");
    CHECK(error_of<6>(std::string(start8)).find(": the board has 64 squares; a 6x6 board has 36 (at byte 37)") !=
          std::string::npos);
    CHECK(error_of<8>(start6).find(": the board has 36 squares; an 8x8 board has 64 (at byte 37)") != std::string::npos);
    CHECK(error_of<8>("X").find(": the board has 1 square; an 8x8 board has 64 (at byte 2)") != std::string::npos);
    CHECK(error_of<6>("--------------XO----OX--------------") ==
          "bad position '--------------XO----OX--------------': missing the side to move after the board (X or O, after "
          "one space) (at byte 37)");
    CHECK(error_of<6>("--------------XO----OX-------------- ") ==
          "bad position '--------------XO----OX-------------- ': missing the side to move after the board (X or O, after "
          "one space) (at byte 38)");
    CHECK(error_of<6>("--------------XO----OX-------------- XO") ==
          "bad position '--------------XO----OX-------------- XO': unexpected text after the side to move (at byte 39)");
    CHECK(error_of<6>("--------------Xo----OX-------------- X") ==
          "bad position '--------------Xo----OX-------------- X': unexpected 'o' on d4; a square is X, O or - (at byte 16)");
    CHECK(error_of<6>("--------------X-----OX-------------- X") ==
          "bad position '--------------X-----OX-------------- X': the centre square d4 is empty; the four centre squares "
          "hold discs from the start (at byte 16)");
    // A tab as the separator was read as a 37th square ("unexpected U+0009 on e4" on 8x8, a board of 38
    // squares on 6x6): it is named as the separator it is.
    CHECK(error_of<6>("--------------XO----OX--------------\tX") ==
          "bad position '--------------XO----OX--------------\\tX': the board and the side to move are separated by a "
          "space, not U+0009 (at byte 37)");
    CHECK(error_of<8>("---------------------------XO------OX---------------------------\nX").find(
              "separated by a space, not U+000A (at byte 65)") != std::string::npos);
    CHECK(error_of<8>("--------------XO----OX--------------\tX").find("the board has 36 squares; an 8x8 board has 64") !=
          std::string::npos);
    CHECK(error_of<6>("").find("the board has 0 squares") != std::string::npos);
    CHECK(error_of<8>("\xff").find("unexpected byte 0xFF on a8") != std::string::npos);
}

TEST_CASE("othello text: a long bad text is quoted in a short excerpt") {
    const std::string long_text = std::string(start8) + std::string(1000, 'X');
    const std::string message = error_of<8>(long_text);
    CHECK(message.find("unexpected text after the side to move (at byte 67)") != std::string::npos);
    CHECK(message.find("(1066 characters)") != std::string::npos);
    CHECK(message.size() < 250);
}
