#include <doctest/doctest.h>

#include <cstdint>

#include <gametree/games/congo/congo.hpp>
#include <gametree/search/minimax.hpp>
#include <gametree/search/perft.hpp>

#include "support/bonus_nim.hpp"
#include "support/congo_playouts.hpp"
#include "support/nim.hpp"
#include "support/reference_search.hpp"
#include "support/test_generators.hpp"
#include "support/tree_game.hpp"

using namespace gametree;
using namespace gametree::testing;

static_assert(Evaluator<NimEvaluator, Nim> && Evaluator<NoiseEvaluator, Nim>);
static_assert(Evaluator<BonusNimEvaluator, BonusNim> && Evaluator<NoiseEvaluator, BonusNim>);
static_assert(Evaluator<TreeEvaluator, TreeGame> && !Evaluator<NoiseEvaluator, TreeGame>);  // no hash, no noise

namespace {

/// Evaluates a Bonus Nim position as the number of stones left, for the side to move: a crude
/// evaluator whose values differ from move to move. A lambda is an Evaluator too.
constexpr auto stones_left = [](const BonusNim& s) { return s.stones; };
static_assert(Evaluator<decltype(stones_left), BonusNim>);

/// A broken generator that never finds a move, for the pseudocode's corner case.
struct NoMoves {
    static constexpr std::size_t max_moves = 1;
    void generate(const Nim&, MoveBuffer<Take, max_moves>&) const {}
};
static_assert(MoveGen<NoMoves, Nim>);

/// Sum of perft from depth 0 to `depth`: the number of nodes plain minimax visits.
template <class S, class G>
std::uint64_t tree_size(const S& s, int depth, const G& gen) {
    std::uint64_t total = 0;
    for (int d = 0; d <= depth; ++d) total += perft(s, d, gen);
    return total;
}

}  // namespace

TEST_CASE("minimax solves Nim: a multiple of 4 loses, anything else wins by taking stones % 4") {
    for (int stones = 1; stones <= 14; ++stones) {
        CAPTURE(stones);
        // Every ply takes a stone, so `stones` plies reach the end of every line.
        const auto r = minimax(Nim{stones}, stones, NimMoves{}, NimEvaluator{});
        const bool wins = stones % 4 != 0;
        CHECK(r.value == (wins ? 100 : -100));
        REQUIRE(r.best_move.has_value());
        // The winning take is unique; when all lose, the first move is kept.
        CHECK(r.best_move->stones == (wins ? stones % 4 : 1));
    }
}

TEST_CASE("minimax on Nim at limited depths: hand-checked values and best moves") {
    const NimMoves gen;
    const NimEvaluator eval;
    // 3 stones, 1 ply: taking all three wins.
    auto r = minimax(Nim{3}, 1, gen, eval);
    CHECK(r.value == 100);
    CHECK(r.best_move == Take{3});
    // 4 stones: nothing ends in one ply (value 0); in two plies every take lets the opponent take the rest.
    CHECK(minimax(Nim{4}, 1, gen, eval).value == 0);
    CHECK(minimax(Nim{4}, 2, gen, eval).value == -100);
    // 5 stones, 2 plies: taking 1 leaves 4, which the opponent cannot finish in one ply (0); taking 2 or
    // 3 lets it take the rest (-100). Three plies: after taking 1, the opponent loses within two.
    r = minimax(Nim{5}, 2, gen, eval);
    CHECK(r.value == 0);
    CHECK(r.best_move == Take{1});
    r = minimax(Nim{5}, 3, gen, eval);
    CHECK(r.value == 100);
    CHECK(r.best_move == Take{1});
    // 8 stones: no one can finish within three plies; in four, the opponent answers k with 4 - k twice.
    for (int depth = 1; depth <= 3; ++depth) CHECK(minimax(Nim{8}, depth, gen, eval).value == 0);
    CHECK(minimax(Nim{8}, 4, gen, eval).value == -100);
}

TEST_CASE("minimax solves Bonus Nim, where taking 2 moves again: an odd pile loses, an even one wins") {
    for (int stones = 0; stones <= 14; ++stones) {
        CAPTURE(stones);
        const auto r = minimax(BonusNim{stones}, stones, BonusNimMoves{}, BonusNimEvaluator{});
        CHECK(r.value == (stones % 2 == 0 ? 100 : -100));
        if (stones % 2 == 0 && stones > 0) CHECK(r.best_move == Take{1});  // leave the opponent an odd pile
    }
    // The case that needs the bonus rule right: 3 stones lose (taking 2 leaves this player the last
    // stone); a search that negated the bonus turn's value would call them a win.
    const auto three = minimax(BonusNim{3}, 3, BonusNimMoves{}, BonusNimEvaluator{});
    CHECK(three.value == -100);
    CHECK(three.best_move == Take{1});
}

TEST_CASE("minimax on Bonus Nim at limited depths: hand-checked values") {
    const BonusNimMoves gen;
    // 3 stones, 1 ply, valued by the stones left: taking 1 gives the opponent 2 (-2 for us), taking 2
    // keeps the turn with 1 stone (+1, NOT negated), taking 3 gives the opponent 0 (0). Best: 1, by taking 2.
    auto r = minimax(BonusNim{3}, 1, gen, stones_left);
    CHECK(r.value == 1);
    CHECK(r.best_move == Take{2});
    // 6 stones, 1 ply: -5, +4 (bonus), -3: taking 2 is best.
    r = minimax(BonusNim{6}, 1, gen, stones_left);
    CHECK(r.value == 4);
    CHECK(r.best_move == Take{2});
    // 6 stones, 2 plies: taking 2 keeps the turn at 4 stones, then 1 more ply: -3, +2, -1 -> 2. Taking 1
    // gives the opponent 5: its best is +3 (take 2, bonus) so -3 for us; taking 3 gives it 3: +1 -> -1.
    r = minimax(BonusNim{6}, 2, gen, stones_left);
    CHECK(r.value == 2);
    CHECK(r.best_move == Take{2});
    // With the win/loss evaluator: 3 stones, 2 plies. Taking 2 keeps the turn with the last stone, which
    // we must take (-100); taking 3 loses at once (-100); taking 1 leaves the opponent 2 stones, which it
    // cannot lose in one ply (0).
    r = minimax(BonusNim{3}, 2, gen, BonusNimEvaluator{});
    CHECK(r.value == 0);
    CHECK(r.best_move == Take{1});
    // Two bonus turns in a row: 5 -> 3 -> 1 stays with the first player, who must then take the last one.
    const BonusNim five{5};
    const BonusNim after_two_bonuses = five.after(Take{2}).after(Take{2});
    CHECK(after_two_bonuses == BonusNim{1, Player::first});
    CHECK(minimax(after_two_bonuses, 1, gen, BonusNimEvaluator{}).value == -100);
}

TEST_CASE("minimax on explicit trees") {
    SUBCASE("the textbook tree") {
        const auto r = minimax(TreeGame{textbook_tree}, 2, TreeMoves{}, TreeEvaluator{});
        CHECK(r.value == 3);
        CHECK(r.best_move == 1);
        CHECK(r.nodes == 13);
    }
    SUBCASE("a player moving twice keeps its own point of view") {
        const auto r = minimax(TreeGame{bonus_tree}, 2, TreeMoves{}, TreeEvaluator{});
        CHECK(r.value == 5);
        CHECK(r.best_move == 1);
        CHECK(r.nodes == 7);
        // From the bonus node itself (the first player to move): 5, by its first leaf.
        const auto inner = minimax(TreeGame{bonus_tree, 1}, 1, TreeMoves{}, TreeEvaluator{});
        CHECK(inner.value == 5);
        CHECK(inner.best_move == 3);
    }
}

TEST_CASE("minimax agrees with a max/min reference search that never negates") {
    for (int stones = 0; stones <= 10; ++stones)
        for (int depth = 0; depth <= 7; ++depth)
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                CAPTURE(stones);
                CAPTURE(depth);
                CAPTURE(seed);
                const NoiseEvaluator noise{seed};
                CHECK(minimax(Nim{stones}, depth, NimMoves{}, noise).value ==
                      reference_value(Nim{stones}, depth, NimMoves{}, noise));
                CHECK(minimax(BonusNim{stones}, depth, BonusNimMoves{}, noise).value ==
                      reference_value(BonusNim{stones}, depth, BonusNimMoves{}, noise));
                const BonusNim second_to_move{stones, Player::second};
                CHECK(minimax(second_to_move, depth, BonusNimMoves{}, noise).value ==
                      reference_value(second_to_move, depth, BonusNimMoves{}, noise));
            }
    CHECK(minimax(TreeGame{bonus_tree}, 2, TreeMoves{}, TreeEvaluator{}).value ==
          reference_value(TreeGame{bonus_tree}, 2, TreeMoves{}, TreeEvaluator{}));
}

TEST_CASE("minimax visits every node of the tree to its depth: the sum of perft over the depths") {
    // 5 stones, 2 plies: the root, 3 children and 8 grandchildren.
    CHECK(minimax(Nim{5}, 2, NimMoves{}, NimEvaluator{}).nodes == 12);
    CHECK(minimax(Nim{5}, 3, NimMoves{}, NimEvaluator{}).nodes == 1 + 3 + 8 + 10);
    for (int stones = 0; stones <= 10; ++stones)
        for (int depth = 0; depth <= 7; ++depth) {
            CHECK(minimax(Nim{stones}, depth, NimMoves{}, NimEvaluator{}).nodes ==
                  tree_size(Nim{stones}, depth, NimMoves{}));
            CHECK(minimax(BonusNim{stones}, depth, BonusNimMoves{}, BonusNimEvaluator{}).nodes ==
                  tree_size(BonusNim{stones}, depth, BonusNimMoves{}));
        }
    const auto start = congo::parse_fen(congo::start_fen).value();
    for (int depth = 0; depth <= 2; ++depth)
        CHECK(minimax(start, depth, congo::MoveGenerator{}, congo::MaterialEvaluator{}).nodes ==
              tree_size(start, depth, congo::MoveGenerator{}));
}

TEST_CASE("a root that is a leaf is evaluated, with no best move") {
    SUBCASE("depth 0") {
        const auto r = minimax(Nim{5}, 0, NimMoves{}, NoiseEvaluator{7});
        CHECK(r.value == NoiseEvaluator{7}(Nim{5}));
        CHECK_FALSE(r.best_move.has_value());
        CHECK(r.nodes == 1);
    }
    SUBCASE("a finished game, at any depth") {
        const auto r = minimax(Nim{0}, 5, NimMoves{}, NimEvaluator{});
        CHECK(r.value == -100);
        CHECK_FALSE(r.best_move.has_value());
        CHECK(r.nodes == 1);
        const auto won = minimax(BonusNim{0, Player::second}, 3, BonusNimMoves{}, BonusNimEvaluator{});
        CHECK(won.value == 100);
    }
    SUBCASE("a Congo position without Black's lion") {
        const auto pos = congo::parse_fen("7/7/7/7/7/7/3L3 b 0").value();
        const auto r = minimax(pos, 3, congo::MoveGenerator{}, congo::MaterialEvaluator{});
        CHECK(r.value == -congo::material_win_score);
        CHECK(r.nodes == 1);
    }
}

TEST_CASE("a state that is not over but has no moves keeps the pseudocode's -infinity") {
    const auto r = minimax(Nim{5}, 3, NoMoves{}, NimEvaluator{});
    CHECK(r.value == -score_infinity);
    CHECK_FALSE(r.best_move.has_value());
    CHECK(r.nodes == 1);
}

TEST_CASE("minimax's best move is the first root move that reaches the value") {
    for (int stones = 1; stones <= 10; ++stones)
        for (int depth = 1; depth <= 6; ++depth)
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                const NoiseEvaluator noise{seed};
                const BonusNim root{stones};
                const auto r = minimax(root, depth, BonusNimMoves{}, noise);
                REQUIRE(r.best_move.has_value());
                auto moves = gametree::moves_of(BonusNimMoves{}, root);
                bool found = false;
                for (const Take m : moves) {
                    const Score v = reference_value(root.after(m), depth - 1, BonusNimMoves{}, noise);
                    const Score for_root = root.bonus(m) ? v : -v;
                    CHECK(for_root <= r.value);
                    if (!found && for_root == r.value) {
                        CHECK(*r.best_move == m);
                        found = true;
                    }
                }
                CHECK(found);
            }
}

TEST_CASE("minimax on Congo agrees with the reference on random positions of both rule sets") {
    for (const auto rules : {congo::Rules::standard, congo::Rules::wits2021})
        for (const auto& pos : random_congo_positions(rules, 30, 0xC0460 + static_cast<unsigned>(rules))) {
            CAPTURE(congo::to_fen(pos));
            for (int depth = 0; depth <= 2; ++depth)
                CHECK(minimax(pos, depth, congo::MoveGenerator{}, congo::MaterialEvaluator{}).value ==
                      reference_value(pos, depth, congo::MoveGenerator{}, congo::MaterialEvaluator{}));
        }
}
