#include <doctest/doctest.h>

#include <limits>

#include "gametree/arena/openings.hpp"
#include "gametree/games/congo/evaluation/course_advanced.hpp"
#include "gametree/games/congo/evaluation/material.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/notation.hpp"
#include "gametree/search/alphabeta.hpp"
#include "gametree/search/engine/exact_search.hpp"
#include "gametree/search/minimax.hpp"
#include "support/congo_playouts.hpp"
#include "support/nim.hpp"

using namespace gametree;
using namespace gametree::congo;
using namespace gametree::testing;

namespace {

/// 200 positions of the course's game: 20 each after 4, 12, 20, ..., 76 random plies from its start.
std::vector<Position> course_positions(std::uint64_t seed) {
    std::vector<Position> positions;
    for (int plies = 4; plies <= 76; plies += 8) {
        const auto some = random_openings(start_position(Rules::wits2021), 20, plies, seed + static_cast<unsigned>(plies),
                                          MoveGenerator{}, false);
        positions.insert(positions.end(), some.begin(), some.end());
    }
    return positions;
}

}  // namespace

// The course's Part 4 (minimax, depth 2, material) and Part 5 (alpha-beta, depth 4, the advanced
// evaluation) on 200 random positions of the course's game: the fast search must give the very same
// value.
TEST_CASE("the exact search gives the course's minimax value at depth 2 on 200 random positions") {
    ExactSearch<Position, MoveGenerator, MaterialEvaluator> fast;
    ExactSearch<Position, MoveGenerator, MaterialEvaluator> lean({}, {}, 0, 0);  // no table, no cache
    int searched = 0;
    for (const Position& pos : course_positions(0xFA57'0004)) {
        const auto plain = minimax(pos, 2, MoveGenerator{}, MaterialEvaluator{});
        const auto got = fast(pos, 2);
        CHECK_MESSAGE(got.value == plain.value, to_fen(pos));
        CHECK_MESSAGE(lean(pos, 2).value == plain.value, to_fen(pos));
        if (plain.best_move) {
            REQUIRE(got.best_move);
            CHECK(parse_move(pos, to_string(*got.best_move)));
            ++searched;
        }
    }
    CHECK(searched == 200);
}

TEST_CASE("the exact search gives the course's alpha-beta value at depth 4 on 200 random positions") {
    ExactSearch<Position, MoveGenerator, CourseAdvancedEvaluator> fast;
    // As the course's programs search: a 64 KiB table and no evaluation cache (FastCourseAdvancedEvaluator
    // gives the same values in bit slices).
    ExactSearch<Position, MoveGenerator, FastCourseAdvancedEvaluator> small({}, {}, ExactSearchMemory{64, 0});
    int compared = 0;
    std::uint64_t plain_nodes = 0;
    std::uint64_t fast_nodes = 0;
    for (const Position& pos : course_positions(0xFA57'0005)) {
        const auto plain = alphabeta(pos, 4, MoveGenerator{}, CourseAdvancedEvaluator{});
        const auto got = fast(pos, 4);
        CHECK_MESSAGE(got.value == plain.value, to_fen(pos));
        CHECK_MESSAGE(small(pos, 4).value == plain.value, to_fen(pos));
        plain_nodes += plain.nodes;
        fast_nodes += got.nodes;
        ++compared;
    }
    CHECK(compared == 200);
    // Not a timing: the orderings must save work, or the technique is not working at all.
    CHECK(fast_nodes < plain_nodes);
}

// Random playouts of the full game, some of them finished.
TEST_CASE("the exact search at other depths, on finished games and at depth 0") {
    ExactSearch<Position, MoveGenerator, CourseAdvancedEvaluator> fast;
    for (const Position& pos : random_congo_positions(Rules::standard, 40, 0xFA57'0001)) {
        for (int depth = 0; depth <= 3; ++depth)
            CHECK_MESSAGE(fast(pos, depth).value == alphabeta(pos, depth, MoveGenerator{}, CourseAdvancedEvaluator{}).value,
                          to_fen(pos) << " depth " << depth);
    }
    const Position over = *parse_fen("7/7/7/7/7/7/3L3 b 3", Rules::wits2021);  // Black's lion is gone
    CHECK(fast(over, 4).value == CourseAdvancedEvaluator{}(over));
    CHECK_FALSE(fast(over, 4).best_move);
    const Position start = start_position(Rules::wits2021);
    CHECK(fast(start, 0).value == CourseAdvancedEvaluator{}(start));
    const auto searched = fast(start, 3);
    REQUIRE(searched.best_move);
    REQUIRE_FALSE(fast.principal_variation().empty());
    CHECK(fast.principal_variation().front() == *searched.best_move);
}

TEST_CASE("the exact search past the engine's deepest ply is still alpha-beta's value") {
    // A pile of 140 from which only one stone may be taken until 2 are left, which the side to move
    // then takes: alpha-beta at depth 150 sees the end of the 139-ply line (a win). The engine takes a
    // depth as at most max_ply - 1 (127): the exact search stopped there and gave the evaluator's 0.
    using gametree::testing::Nim;
    using gametree::testing::ForcedNimMoves;
    using gametree::testing::NimEvaluator;
    const ForcedNimMoves line{3};
    const Nim pile{140, gametree::Player::first};
    ExactSearch<Nim, ForcedNimMoves, NimEvaluator> fast(line, NimEvaluator{});
    for (const int depth : {gametree::max_ply - 1, gametree::max_ply, 150, std::numeric_limits<int>::max()}) {
        CAPTURE(depth);
        const auto plain = alphabeta(pile, depth, line, NimEvaluator{});
        CHECK(fast(pile, depth).value == plain.value);
    }
    CHECK(fast(pile, 150).value == NimEvaluator{}.win);
}

TEST_CASE("the default table, 1 MiB, holds 65,536 entries: more than a depth-4 course search visits") {
    CHECK(TranspositionTable::entry_count(1) == 65'536);
    ExactSearch<Position, MoveGenerator, CourseAdvancedEvaluator> fast;
    CHECK(fast(start_position(Rules::wits2021), 4).nodes < 65'536);
}
