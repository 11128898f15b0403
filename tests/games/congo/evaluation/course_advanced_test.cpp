#include <doctest/doctest.h>

#include "gametree/games/congo/evaluation/course_advanced.hpp"
#include "gametree/games/congo/fen.hpp"
#include "support/congo_fen.hpp"
#include "support/congo_playouts.hpp"

#include <vector>

using namespace gametree;
using namespace gametree::congo;

namespace {
Position course_position(const char* fen) { return testing::position(fen, Rules::wits2021); }
}  // namespace

TEST_CASE("the course's Part 5 samples") {
    const CourseAdvancedEvaluator eval;
    CHECK(eval(course_position("2ele1z/ppppppp/7/7/7/PPP1PPP/2ELE1Z w 4")) == -102);
    CHECK(eval(course_position("1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 b 12")) == 920);
    CHECK(eval(course_position("1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 w 12")) == -920);
}

TEST_CASE("mobility and attack are counted for either side, whoever is to move") {
    // White: lion d1, pawn d3 facing Black's pawn c4 and elephant e4; Black: lion d7.
    const Position pos = course_position("3l3/7/7/2p1e2/3P3/7/3L3 w 0");
    const MobilityAndAttack w = mobility_and_attack(pos, white);
    // Lion d1: c1 c2 d2 e1 e2 (d-file blocked by d3: no flight); pawn d3: c4x d4 e4x.
    CHECK(w.mobility == 8);
    CHECK(w.attack == 2);
    const MobilityAndAttack b = mobility_and_attack(pos, black);
    // Lion d7: c7 e7 c6 d6 e6 (its flight down the d-file is blocked by d3); pawn c4 (on the river, not
    // past it): b3 c3 d3x; elephant e4: e5 e6 e3 e2 f4 g4 d4 (c4 is its own).
    CHECK(b.mobility == 5 + 3 + 7);
    CHECK(b.attack == 1);
    // The same counts with Black to move.
    const Position black_to_move = course_position("3l3/7/7/2p1e2/3P3/7/3L3 b 0");
    CHECK(mobility_and_attack(black_to_move, white).mobility == 8);
    CHECK(mobility_and_attack(black_to_move, black).attack == 1);
}

TEST_CASE("an attack on the lion counts eleven") {
    // White lion d3 and Black lion d5 face each other across an empty d4: the flying capture.
    const Position pos = course_position("7/7/3l3/7/3L3/7/7 w 0");
    CHECK(mobility_and_attack(pos, white).attack == 11);
    CHECK(mobility_and_attack(pos, black).attack == 11);
    CHECK(CourseAdvancedEvaluator{}(pos) == 0);  // only the two lions: the course's rule 1
}

TEST_CASE("won positions score 10000 for the winner") {
    CHECK(CourseAdvancedEvaluator{}(course_position("7/7/7/7/7/7/3L3 w 0")) == 10000);
    CHECK(CourseAdvancedEvaluator{}(course_position("7/7/7/7/7/7/3L3 b 0")) == -10000);
}

TEST_CASE("counting in bit slices gives the course's counts and values") {
    // The hand-made positions above (a lion attacked, counts for either side), then random playouts under
    // both rule sets, finished games included.
    std::vector<Position> positions{course_position("3l3/7/7/2p1e2/3P3/7/3L3 w 0"),
                                    course_position("7/7/3l3/7/3L3/7/7 w 0"),
                                    course_position("1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 b 12")};
    for (const Rules rules : {Rules::wits2021, Rules::standard})
        for (const Position& p : testing::random_congo_positions(rules, 500, 77, 120)) positions.push_back(p);
    int monkey_jumps_seen = 0;
    for (const Position& pos : positions) {
        for (const Player side : {white, black}) {
            const MobilityAndAttack slow = mobility_and_attack(pos, side);
            const MobilityAndAttack fast = mobility_and_attack_bitsliced(pos, side);
            CHECK(fast.mobility == slow.mobility);
            CHECK(fast.attack == slow.attack);
        }
        CHECK(FastCourseAdvancedEvaluator{}(pos) == CourseAdvancedEvaluator{}(pos));
        MoveGenerator::Buffer moves;
        MoveGenerator{}.generate(pos, moves);
        for (const Move& m : moves) monkey_jumps_seen += m.jumps > 0;
    }
    CHECK(monkey_jumps_seen > 0);  // the positions exercise the monkey's capture sequences too
}
