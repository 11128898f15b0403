#include <doctest/doctest.h>

#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/game_end.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {
Position at(const char* fen, Rules rules = Rules::standard) { return parse_fen(fen, rules).value(); }
}  // namespace

TEST_CASE("result_text uses the course's words") {
    CHECK(result_text(Outcome::ongoing) == "Continue");
    CHECK(result_text(Outcome::first_wins) == "White wins");
    CHECK(result_text(Outcome::second_wins) == "Black wins");
    CHECK(result_text(Outcome::draw) == "Draw");
}

TEST_CASE("end_reason names the rule that ended the game") {
    CHECK(end_reason(at("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0")).empty());
    CHECK(end_reason(at("4L2/6P/7/7/7/7/7 b 18", Rules::wits2021)) == "the black lion was captured");
    CHECK(end_reason(at("7/7/7/7/7/7/3L3 b 3")) == "the black lion was captured");
    CHECK(end_reason(at("4e1z/7/7/7/7/3l3/4Z2 w 10")) == "the white lion was captured");
    CHECK(end_reason(at("3l3/7/7/7/7/7/3L3 b 0")) == "only the two lions remain");
    CHECK(end_reason(at("3l3/7/7/7/7/7/3L3 b 0", Rules::wits2021)).empty());  // the course's game goes on
    CHECK(end_reason(at("7/7/7/7/7/7/7 w 0")) == "neither lion is on the board");
}

TEST_CASE("result_with_reason joins the result and its reason") {
    CHECK(result_with_reason(at("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0")) == "Continue");
    CHECK(result_with_reason(at("7/7/7/7/7/7/3L3 b 3")) == "White wins (the black lion was captured)");
    CHECK(result_with_reason(at("3l3/7/7/7/7/7/3L3 b 0")) == "Draw (only the two lions remain)");
}
