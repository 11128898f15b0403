#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <utility>

#include <gametree/games/congo/congo.hpp>
#include <gametree/search/alphabeta.hpp>
#include <gametree/search/minimax.hpp>

#include "support/bonus_nim.hpp"
#include "support/congo_playouts.hpp"
#include "support/nim.hpp"
#include "support/reference_search.hpp"
#include "support/test_generators.hpp"
#include "support/tree_game.hpp"

using namespace gametree;
using namespace gametree::testing;

// Congo plugs into every concept, the optional ones included.
static_assert(State<congo::Position> && HashedState<congo::Position>);
static_assert(MoveGen<congo::MoveGenerator, congo::Position>);
static_assert(CountingMoveGen<congo::MoveGenerator, congo::Position>);
static_assert(Evaluator<congo::MaterialEvaluator, congo::Position>);
static_assert(Evaluator<NoiseEvaluator, congo::Position>);
// And so do the toy games.
static_assert(State<Nim> && MoveGen<NimMoves, Nim> && Evaluator<NimEvaluator, Nim>);
static_assert(State<BonusNim> && MoveGen<BonusNimMoves, BonusNim> && Evaluator<BonusNimEvaluator, BonusNim>);
static_assert(State<TreeGame> && MoveGen<TreeMoves, TreeGame> && Evaluator<TreeEvaluator, TreeGame>);

namespace {

/// Windows for the fail-hard checks: full, wide, narrow, empty (alpha == beta), on either side of 0.
constexpr std::array<std::pair<Score, Score>, 9> windows{{{-score_infinity, score_infinity},
                                                          {-50, 50},
                                                          {0, 1},
                                                          {-10, -5},
                                                          {20, 90},
                                                          {-100, -99},
                                                          {99, 100},
                                                          {7, 7},
                                                          {-1000, 1000}}};

/// Checks alpha-beta against minimax on one root at one depth: equal value and best move with the
/// full window, no more nodes, and the fail-hard clamp for every window of `windows` (scaled by
/// `scale`, so that the windows cut into the evaluator's range).
template <class S, class G, class E>
void check_against_minimax(const S& root, int depth, const G& gen, const E& eval, Score scale = 1) {
    const auto mm = minimax(root, depth, gen, eval);
    const auto ab = alphabeta(root, depth, gen, eval);
    CHECK(ab.value == mm.value);
    CHECK(ab.nodes <= mm.nodes);
    if (mm.value > -score_infinity && mm.value < score_infinity) CHECK(ab.best_move == mm.best_move);

    const bool leaf = is_over(root.outcome()) || depth <= 0;
    for (const auto& [a, b] : windows) {
        const Score alpha = a == -score_infinity ? a : a * scale;
        const Score beta = b == score_infinity ? b : b * scale;
        CAPTURE(alpha);
        CAPTURE(beta);
        const auto w = alphabeta(root, depth, gen, eval, alpha, beta);
        // A root that is a leaf returns its evaluation as it is (the pseudocode's first line); any
        // other root returns the true value clamped to the window.
        CHECK(w.value == (leaf ? mm.value : std::clamp(mm.value, alpha, beta)));
        CHECK(w.nodes <= ab.nodes);  // a narrower window never searches more
    }
}

}  // namespace

TEST_CASE("alpha-beta on the textbook tree: same value as minimax, two leaves pruned") {
    const TreeGame root{textbook_tree};
    const auto ab = alphabeta(root, 2, TreeMoves{}, TreeEvaluator{});
    CHECK(ab.value == 3);
    CHECK(ab.best_move == 1);
    CHECK(ab.nodes == 11);
    CHECK(minimax(root, 2, TreeMoves{}, TreeEvaluator{}).nodes == 13);
}

TEST_CASE("alpha-beta when a player moves twice: the window is kept, not negated") {
    const TreeGame root{bonus_tree};
    const auto ab = alphabeta(root, 2, TreeMoves{}, TreeEvaluator{});
    CHECK(ab.value == 5);
    CHECK(ab.best_move == 1);
    CHECK(ab.nodes == 6);
    // Inside the window (4, 6) the value is exact; above it, (6, 10), it fails low to 6: node 1 gets
    // the window (6, 10) itself, its leaves (5 and 2) cannot raise alpha, and node 2 is cut at once.
    CHECK(alphabeta(root, 2, TreeMoves{}, TreeEvaluator{}, 4, 6).value == 5);
    const auto low = alphabeta(root, 2, TreeMoves{}, TreeEvaluator{}, 6, 10);
    CHECK(low.value == 6);
    CHECK(low.nodes == 6);
    // Below it, (0, 3): node 1's first leaf (5) reaches beta, so the root fails high at once.
    const auto high = alphabeta(root, 2, TreeMoves{}, TreeEvaluator{}, 0, 3);
    CHECK(high.value == 3);
    CHECK(high.best_move == 1);
    CHECK(high.nodes == 3);
}

TEST_CASE("alpha-beta solves Nim and Bonus Nim like minimax") {
    for (int stones = 1; stones <= 14; ++stones) {
        CAPTURE(stones);
        const auto nim = alphabeta(Nim{stones}, stones, NimMoves{}, NimEvaluator{});
        CHECK(nim.value == (stones % 4 != 0 ? 100 : -100));
        if (stones % 4 != 0) CHECK(nim.best_move == Take{stones % 4});
        const auto bonus = alphabeta(BonusNim{stones}, stones, BonusNimMoves{}, BonusNimEvaluator{});
        CHECK(bonus.value == (stones % 2 == 0 ? 100 : -100));
    }
    // Three stones lose in Bonus Nim only if taking 2 keeps the turn (see bonus_nim.hpp).
    CHECK(alphabeta(BonusNim{3}, 3, BonusNimMoves{}, BonusNimEvaluator{}).value == -100);
    // The stones-left evaluator at 1 ply: the bonus move's +1 is kept as it is.
    const auto r = alphabeta(BonusNim{3}, 1, BonusNimMoves{}, [](const BonusNim& s) { return s.stones; });
    CHECK(r.value == 1);
    CHECK(r.best_move == Take{2});
}

TEST_CASE("alpha-beta equals minimax on the toy games, with fail-hard windows") {
    for (int stones = 0; stones <= 11; ++stones)
        for (int depth = 0; depth <= 7; ++depth) {
            CAPTURE(stones);
            CAPTURE(depth);
            check_against_minimax(Nim{stones}, depth, NimMoves{}, NimEvaluator{});
            check_against_minimax(BonusNim{stones}, depth, BonusNimMoves{}, BonusNimEvaluator{});
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                CAPTURE(seed);
                const NoiseEvaluator noise{seed};
                check_against_minimax(Nim{stones}, depth, NimMoves{}, noise);
                check_against_minimax(BonusNim{stones}, depth, BonusNimMoves{}, noise);
                check_against_minimax(BonusNim{stones, Player::second}, depth, BonusNimMoves{}, noise);
            }
        }
    check_against_minimax(TreeGame{textbook_tree}, 2, TreeMoves{}, TreeEvaluator{});
    check_against_minimax(TreeGame{bonus_tree}, 2, TreeMoves{}, TreeEvaluator{});
}

TEST_CASE("alpha-beta equals minimax on random Congo positions of both rule sets, depths 1-3") {
    const congo::MaterialEvaluator course;  // the course's values: pawn 100, elephant 200, zebra 300
    const congo::MaterialEvaluator standard{congo::standard_piece_values};
    const NoiseEvaluator noise{2021};
    int positions = 0;
    int decided = 0;  // positions whose depth-3 value is not 0: the searches had something to find
    for (const auto rules : {congo::Rules::standard, congo::Rules::wits2021}) {
        // Depths 1 and 2 on many positions, depth 3 on some; scale 100 puts windows in pawn units.
        const auto many = random_congo_positions(rules, 120, 0xAB00 + static_cast<unsigned>(rules));
        for (std::size_t i = 0; i < many.size(); ++i) {
            const auto& pos = many[i];
            CAPTURE(congo::to_fen(pos));
            CAPTURE(congo::to_string(rules));
            ++positions;
            for (int depth = 1; depth <= 2; ++depth) {
                CAPTURE(depth);
                check_against_minimax(pos, depth, congo::MoveGenerator{}, course, 100);
                check_against_minimax(pos, depth, congo::MoveGenerator{}, standard, 100);
                check_against_minimax(pos, depth, congo::MoveGenerator{}, noise, 1);
            }
            if (i % 4 == 0) {
                check_against_minimax(pos, 3, congo::MoveGenerator{}, course, 100);
                check_against_minimax(pos, 3, congo::MoveGenerator{}, standard, 100);
                if (minimax(pos, 3, congo::MoveGenerator{}, standard).value != 0) ++decided;
            }
        }
    }
    CHECK(positions == 240);
    CHECK(decided > 10);  // the random positions are not all quiet
}

TEST_CASE("alpha-beta's value on Congo is the max/min reference value") {
    const congo::MaterialEvaluator standard{congo::standard_piece_values};
    for (const auto rules : {congo::Rules::standard, congo::Rules::wits2021})
        for (const auto& pos : random_congo_positions(rules, 20, 0xAB10 + static_cast<unsigned>(rules))) {
            CAPTURE(congo::to_fen(pos));
            for (int depth = 1; depth <= 2; ++depth)
                CHECK(alphabeta(pos, depth, congo::MoveGenerator{}, standard).value ==
                      reference_value(pos, depth, congo::MoveGenerator{}, standard));
        }
}

TEST_CASE("alpha-beta's best move achieves the value") {
    const congo::MaterialEvaluator standard{congo::standard_piece_values};
    for (const auto& pos : random_congo_positions(congo::Rules::standard, 40, 0xAB20)) {
        if (is_over(pos.outcome())) continue;
        CAPTURE(congo::to_fen(pos));
        const auto r = alphabeta(pos, 2, congo::MoveGenerator{}, standard);
        REQUIRE(r.best_move.has_value());
        const auto next = pos.after(*r.best_move);
        const Score child = minimax(next, 1, congo::MoveGenerator{}, standard).value;
        CHECK((next.side_to_move() == pos.side_to_move() ? child : -child) == r.value);
    }
}

TEST_CASE("a root that is a leaf: evaluated, one node, no best move") {
    const auto over = alphabeta(Nim{0}, 4, NimMoves{}, NimEvaluator{});
    CHECK(over.value == -100);
    CHECK(over.nodes == 1);
    CHECK_FALSE(over.best_move.has_value());
    const auto depth0 = alphabeta(Nim{6}, 0, NimMoves{}, NoiseEvaluator{3});
    CHECK(depth0.value == NoiseEvaluator{3}(Nim{6}));
    CHECK(depth0.nodes == 1);
    CHECK_FALSE(depth0.best_move.has_value());
}

TEST_CASE("a window of the whole int range is the full window: no overflow negating it") {
    // Negating std::numeric_limits<Score>::min() for the children's window was undefined behaviour,
    // and the search returned INT_MIN on Congo's start.
    constexpr Score lowest = std::numeric_limits<Score>::min();
    constexpr Score highest = std::numeric_limits<Score>::max();
    const auto pos = congo::start_position(congo::Rules::standard);
    const congo::MaterialEvaluator standard{congo::standard_piece_values};
    for (int depth = 1; depth <= 2; ++depth) {
        const auto full = alphabeta(pos, depth, congo::MoveGenerator{}, standard);
        const auto whole = alphabeta(pos, depth, congo::MoveGenerator{}, standard, lowest, highest);
        CHECK(whole.value == full.value);
        CHECK(whole.best_move == full.best_move);
        CHECK(whole.nodes == full.nodes);
    }
    for (int stones = 0; stones <= 6; ++stones) {
        CHECK(alphabeta(Nim{stones}, 8, NimMoves{}, NimEvaluator{}, lowest, highest).value ==
              minimax(Nim{stones}, 8, NimMoves{}, NimEvaluator{}).value);
    }
}
