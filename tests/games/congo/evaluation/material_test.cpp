#include <doctest/doctest.h>

#include "gametree/games/congo/evaluation/material.hpp"
#include "gametree/games/congo/fen.hpp"
#include "support/congo_fen.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {
Score course_eval(const char* fen) { return MaterialEvaluator{}(testing::position(fen, Rules::wits2021)); }
}  // namespace

TEST_CASE("the course's Part 4 samples") {
    CHECK(course_eval("2ele1z/ppppppp/7/7/7/PPP1PPP/2ELE1Z w 4") == -100);
    CHECK(course_eval("1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 b 12") == 900);
    CHECK(course_eval("1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 w 12") == -900);
}

TEST_CASE("bare lions, missing lions, and the side to move") {
    CHECK(course_eval("3l3/7/7/7/7/7/3L3 w 0") == 0);
    CHECK(course_eval("3l3/7/7/7/7/7/3L3 b 0") == 0);
    CHECK(course_eval("7/7/7/7/7/7/3L3 w 0") == 10000);
    CHECK(course_eval("7/7/7/7/7/7/3L3 b 0") == -10000);
    CHECK(course_eval("3l3/ppp4/7/7/7/7/7 w 0") == -10000);
    CHECK(course_eval("3l3/ppp4/7/7/7/7/7 b 0") == 10000);
    // Rule 2 comes before rule 3: with both lions gone, White is counted as the winner.
    CHECK(course_eval("7/7/7/7/7/7/7 w 0") == 10000);
    // Rule 1 needs exactly the two lions: one more piece makes it material again.
    CHECK(course_eval("3l3/7/7/7/7/7/2PL3 b 0") == -100);
}

TEST_CASE("custom piece values weigh every type") {
    const MaterialEvaluator eval{standard_piece_values};
    const auto pos = parse_fen(start_fen);
    CHECK(eval(*pos) == 0);
    const auto up_a_monkey = parse_fen("g1elecz/ppppppp/7/7/7/PPPPPPP/GMELECZ b 0");
    CHECK(eval.material_balance(*up_a_monkey) == standard_piece_values[static_cast<int>(PieceType::monkey)]);
    CHECK(eval(*up_a_monkey) == -standard_piece_values[static_cast<int>(PieceType::monkey)]);
}
