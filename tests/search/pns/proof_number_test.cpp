// Proof-number search against exact values: every reachable tic-tac-toe position, small Connect Four
// boards, Bonus Nim (a player moves twice), random game trees under each no-move policy and a Congo
// lion capture in three plies, each compared with alpha-beta or the engine searching to the end; then
// its limits.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <unordered_set>
#include <vector>

#include <gametree/games/congo/congo.hpp>
#include <gametree/games/congo/evaluation/strong.hpp>
#include <gametree/games/connect_four/connect_four.hpp>
#include <gametree/games/tictactoe/tictactoe.hpp>
#include <gametree/search/alphabeta.hpp>
#include <gametree/search/engine/engine.hpp>
#include <gametree/search/pns/proof_number.hpp>
#include <gametree/search/tablebase/retrograde.hpp>

#include "support/connect_four_positions.hpp"
#include "support/graph_game.hpp"
#include "support/outcome_evaluator.hpp"
#include "support/replay_line.hpp"
#include "support/bonus_nim.hpp"
#include "support/policy_tree.hpp"

using namespace gametree;

namespace {

namespace ttt = gametree::tictactoe;
namespace c4 = gametree::connect_four;

/// The exact value by alpha-beta to the end of the game (deep enough for every game here).
template <class S, class G>
PnsValue exact_value(const S& s, const G& gen) {
    const Score v = alphabeta(s, 200, gen, testing::OutcomeEvaluator{}).value;
    return v > 0 ? PnsValue::win : v < 0 ? PnsValue::loss : PnsValue::draw;
}

/// Checks one solution against the exact value, and its move and line when won.
template <class S, class G>
void check_solution(const S& s, const G& gen) {
    const PnsValue exact = exact_value(s, gen);
    const auto solution = pns_solve(s, gen);
    CAPTURE(static_cast<int>(exact));
    REQUIRE_FALSE(solution.stopped);
    CHECK(solution.value == exact);
    if (solution.value == PnsValue::win && !is_over(s.outcome())) {
        REQUIRE(solution.move);
        REQUIRE_FALSE(solution.line.empty());
        CHECK(solution.line.front() == *solution.move);
        CHECK(exact_value(s.after(*solution.move), gen) == (s.after(*solution.move).side_to_move() == s.side_to_move()
                                                                ? PnsValue::win : PnsValue::loss));
        // Unpruned, the line of a proof ends at a game the winner has won.
        CHECK(is_win_for(testing::replay_line(s, gen, solution.line).outcome(), s.side_to_move()));
    }
    if (solution.value == PnsValue::loss && !solution.line.empty())
        CHECK(is_win_for(testing::replay_line(s, gen, solution.line).outcome(), opponent(s.side_to_move())));
}

}  // namespace

TEST_CASE("tic-tac-toe: every reachable position is solved as alpha-beta solves it") {
    std::vector<ttt::Position> pending{ttt::Position{}};
    std::unordered_set<std::uint64_t> seen{ttt::Position{}.hash()};
    int solved = 0;
    int wins = 0, draws = 0, losses = 0;
    while (!pending.empty()) {
        const ttt::Position p = pending.back();
        pending.pop_back();
        check_solution(p, ttt::MoveGenerator{});
        const auto v = pns_solve(p, ttt::MoveGenerator{}).value;
        wins += v == PnsValue::win;
        draws += v == PnsValue::draw;
        losses += v == PnsValue::loss;
        ++solved;
        for (const auto& m : moves_of(ttt::MoveGenerator{}, p))
            if (seen.insert(p.after(m).hash()).second) pending.push_back(p.after(m));
    }
    CHECK(solved == 5478);  // the number of legal tic-tac-toe positions
    CHECK(wins > 0);
    CHECK(draws > 0);
    CHECK(losses > 0);
    CHECK(pns_solve(ttt::Position{}, ttt::MoveGenerator{}).value == PnsValue::draw);
}

namespace {

/// The engine's exact value (its solved values are tested in connect_four/solve_test.cpp).
template <int W, int H>
PnsValue c4_exact(const c4::Position<W, H>& p) {
    Engine<c4::Position<W, H>, c4::MoveGenerator, c4::ThreatEvaluator> engine(EngineOptions::solve());
    const Score s = engine.search(p, SearchLimits::to_depth(W * H)).score;
    return s > 0 ? PnsValue::win : s < 0 ? PnsValue::loss : PnsValue::draw;
}

template <int W, int H>
void check_c4(int count, int stones, std::uint64_t seed) {
    int kinds[3] = {0, 0, 0};
    for (const auto& p : gametree::testing::random_connect_four_positions<W, H>(count, stones, seed)) {
        const auto solution = pns_solve(p, c4::MoveGenerator{});
        REQUIRE_FALSE(solution.stopped);
        CHECK(solution.value == c4_exact(p));
        ++kinds[static_cast<int>(solution.value)];
        if (solution.value == PnsValue::win) {
            REQUIRE(solution.move);
            CHECK(c4_exact(p.after(*solution.move)) == PnsValue::loss);
        }
    }
    MESSAGE("wins " << kinds[0] << ", draws " << kinds[1] << ", losses " << kinds[2]);
}

}  // namespace

TEST_CASE("connect four 4 x 4 and 5 x 4: random positions are solved as the engine solves them") {
    check_c4<4, 4>(16, 7, 7);
    check_c4<5, 4>(10, 9, 11);
}

TEST_CASE("connect four 4 x 4: the empty board is a draw (connect_four/solve_test.cpp), by two disproofs") {
    const c4::Position<4, 4> empty;
    CHECK(prove_win(empty, c4::MoveGenerator{}).proof == Proof::disproven);
    CHECK(prove_win(empty, c4::MoveGenerator{}, Player::second).proof == Proof::disproven);
    const auto solution = pns_solve(empty, c4::MoveGenerator{});
    CHECK(solution.value == PnsValue::draw);
    CHECK_FALSE(solution.move);
}

TEST_CASE("bonus nim: a player who moves twice keeps its node's side, and even piles win") {
    using gametree::testing::BonusNim;
    using gametree::testing::BonusNimMoves;
    for (int stones = 0; stones <= 24; ++stones) {
        CAPTURE(stones);
        const BonusNim pile{stones, Player::second};
        const PnsValue expected = stones % 2 == 0 ? PnsValue::win : PnsValue::loss;
        CHECK(exact_value(pile, BonusNimMoves{}) == expected);
        const auto solution = pns_solve(pile, BonusNimMoves{});
        CHECK(solution.value == expected);
        // The proof for the first player (not to move) is the opposite one.
        const auto other = prove_win(pile, BonusNimMoves{}, Player::first);
        CHECK(other.proof == (expected == PnsValue::win ? Proof::disproven : Proof::proven));
    }
    // 3 stones lose only because taking 2 gives a bonus turn that must take the last stone.
    const auto three = prove_win(BonusNim{3, Player::first}, BonusNimMoves{});
    CHECK(three.proof == Proof::disproven);
}

namespace {

using gametree::testing::PolicyMoves;
using gametree::testing::PolicyNode;
using gametree::testing::PolicyTree;

template <NoMovePolicy Policy>
void check_random_trees(std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    int kinds[3] = {0, 0, 0};
    for (int i = 0; i < 300; ++i) {
        const auto tree = gametree::testing::random_policy_tree(rng, 2 + i % 6);
        const PolicyTree<Policy> root{tree, 0};
        CAPTURE(i);
        const PnsValue exact = exact_value(root, PolicyMoves{});
        const auto solution = pns_solve(root, PolicyMoves{});
        CHECK(solution.value == exact);
        ++kinds[static_cast<int>(solution.value)];
        if (solution.value == PnsValue::win && solution.move) {
            const auto next = root.after(*solution.move);
            CHECK(exact_value(next, PolicyMoves{}) ==
                  (next.side_to_move() == root.side_to_move() ? PnsValue::win : PnsValue::loss));
        }
    }
    CHECK(kinds[0] > 30);  // every value is well represented
    CHECK(kinds[1] > 30);
    CHECK(kinds[2] > 30);
}

}  // namespace

TEST_CASE("random game trees: the values of alpha-beta, with dead ends lost or drawn by the game's policy") {
    check_random_trees<NoMovePolicy::loss>(1);
    check_random_trees<NoMovePolicy::draw>(2);
}

TEST_CASE("a dead end follows the no-move policy: lost, drawn or passed") {
    using gametree::testing::dead_end_tree;
    // Move 1 leaves the second player without a move; move 2 is a drawn leaf.
    const auto loss = pns_solve(PolicyTree<NoMovePolicy::loss>{dead_end_tree, 0}, PolicyMoves{});
    CHECK(loss.value == PnsValue::win);
    CHECK(loss.move == 1);
    CHECK(pns_solve(PolicyTree<NoMovePolicy::draw>{dead_end_tree, 0}, PolicyMoves{}).value == PnsValue::draw);
    // Under pass the turn comes back to the first player, whose only move wins; the line stops at the pass.
    const auto pass = pns_solve(PolicyTree<NoMovePolicy::pass>{dead_end_tree, 0}, PolicyMoves{});
    CHECK(pass.value == PnsValue::win);
    CHECK(pass.move == 1);
    CHECK(pass.line == std::vector<int>{1});
    // The stuck player at the root itself.
    CHECK(pns_solve(PolicyTree<NoMovePolicy::loss>{dead_end_tree, 1}, PolicyMoves{}).value == PnsValue::loss);
    CHECK(pns_solve(PolicyTree<NoMovePolicy::draw>{dead_end_tree, 1}, PolicyMoves{}).value == PnsValue::draw);
    CHECK(pns_solve(PolicyTree<NoMovePolicy::pass>{dead_end_tree, 1}, PolicyMoves{}).value == PnsValue::loss);
}

TEST_CASE("a cycle is no win: the cycle tree is a draw, proven without a limit") {
    // cycle_tree: the first player's only move leads to the second player, who can lose or go back to
    // the start. A move back to a position of its path wins nothing; before, the tree followed the cycle
    // as an endless line, and only a limit (by default the tree's 2^22 nodes) ended the search.
    using gametree::testing::cycle_tree;
    const PolicyTree<NoMovePolicy::loss> root{cycle_tree, 0};
    const auto solution = pns_solve(root, PolicyMoves{});
    CHECK(solution.value == PnsValue::draw);
    CHECK_FALSE(solution.stopped);
    CHECK(solution.expansions < 20);
}

TEST_CASE("random graphs with cycles: the value of every line, always answered") {
    // Without limits: 1.2 million such searches (seeds 1 to 3) were all answered and none wrong; before,
    // 4,894 of 10,000 were still unknown after 2,000 expansions (no disproof through a cycle).
    using gametree::testing::GraphGame;
    using gametree::testing::GraphMoves;
    std::mt19937_64 rng(5);
    int proven = 0;
    int disproven = 0;
    for (int i = 0; i < 4000; ++i) {
        const auto graph = gametree::testing::random_graph(rng);
        for (const Player attacker : {Player::first, Player::second}) {
            std::vector<int> path;
            const bool truth = gametree::testing::wins_by_every_line(graph, 0, path, attacker);
            const auto result = prove_win(GraphGame{graph, 0}, GraphMoves{}, attacker);
            CAPTURE(i);
            REQUIRE_FALSE(result.stopped);
            CHECK((result.proof == Proof::proven) == truth);
            ++(result.proof == Proof::proven ? proven : disproven);
        }
    }
    CHECK(proven > 1000);
    CHECK(disproven > 1000);
}

TEST_CASE("with a tablebase of the whole graph every child is solved at once: one expansion, the value of every line") {
    // The tablebase (a RetrogradeTable of every node) values each child exactly: the root is the only
    // node expanded, and the answer is that of every line (the truth of the test above), cycles or not.
    using gametree::testing::GraphGame;
    using gametree::testing::GraphMoves;
    std::mt19937_64 rng(7);
    int hits = 0;
    for (int i = 0; i < 4000; ++i) {
        const auto graph = gametree::testing::random_graph(rng);
        const RetrogradeTable<GraphGame, gametree::testing::GraphDomain> table(
            gametree::testing::GraphDomain{graph}, GraphMoves{}, [](const GraphGame&) { return std::optional<TablebaseValue>{}; });
        const GraphGame root{graph, 0};
        std::uint64_t unfinished_children = 0;
        for (const int c : root.node().children) unfinished_children += !is_over(root.after(c).outcome());
        for (const Player attacker : {Player::first, Player::second}) {
            std::vector<int> path;
            const bool truth = gametree::testing::wins_by_every_line(graph, 0, path, attacker);
            const auto result = prove_win(root, GraphMoves{}, table, attacker);
            CAPTURE(i);
            REQUIRE_FALSE(result.stopped);
            CHECK((result.proof == Proof::proven) == truth);
            CHECK(result.expansions == (is_over(root.outcome()) ? 0U : 1U));
            CHECK(result.tablebase_hits == unfinished_children);
            hits += static_cast<int>(result.tablebase_hits);
        }
        // pns_solve with the table: the root's own value in it.
        const auto solution = pns_solve(root, GraphMoves{}, table);
        const TablebaseValue v = *table.probe(root);
        CHECK(solution.value == (v.result == TablebaseValue::Result::win    ? PnsValue::win
                                 : v.result == TablebaseValue::Result::loss ? PnsValue::loss
                                                                            : PnsValue::draw));
    }
    CHECK(hits > 4000);
}

TEST_CASE("a finished root is solved without an expansion") {
    using gametree::testing::BonusNim;
    using gametree::testing::BonusNimMoves;
    const auto done = pns_solve(BonusNim{0, Player::first}, BonusNimMoves{});
    CHECK(done.value == PnsValue::win);
    CHECK(done.expansions == 0);
    CHECK_FALSE(done.move);
}

namespace {

const char* const congo_win_in_3 = "2e1c2/mgpz1e1/2l2pp/7/P4PG/PE1LP2/1ME1C1Z w 21";  // mcts_solver_test's

}  // namespace

TEST_CASE("congo: a forced lion capture in three plies is proven, and its move and line check out") {
    const congo::Position pos = *congo::parse_fen(congo_win_in_3);
    Engine<congo::Position, congo::MoveGenerator, congo::StrongEvaluator> engine(EngineOptions::solve());
    REQUIRE(engine.search(pos, SearchLimits::to_depth(4)).score == win_in(3));
    const auto r = prove_win(pos, congo::MoveGenerator{}, PnsLimits::for_expansions(200'000));
    REQUIRE(r.proof == Proof::proven);
    REQUIRE(r.move);
    engine.new_game();
    CHECK(engine.search(pos.after(*r.move), SearchLimits::to_depth(3)).score == loss_in(2));
    REQUIRE(r.line.size() >= 3);
    CHECK(r.line.front() == *r.move);
    CHECK(testing::replay_line(pos, congo::MoveGenerator{}, r.line).outcome() == Outcome::first_wins);
    MESSAGE("congo win in 3: " << r.expansions << " expansions, " << r.tree_nodes << " nodes");
    // The same proof from Black's side: Black does not win.
    CHECK(prove_win(pos, congo::MoveGenerator{}, Player::second, PnsLimits::for_expansions(200'000)).proof ==
          Proof::disproven);
}

TEST_CASE("limits: an expansion limit stops the search with the answer unknown") {
    const auto r = pns_solve(ttt::Position{}, ttt::MoveGenerator{}, PnsLimits::for_expansions(10));
    CHECK(r.value == PnsValue::unknown);
    CHECK(r.stopped);
    CHECK(r.expansions == 10);
    const auto unbounded = pns_solve(ttt::Position{}, ttt::MoveGenerator{});
    CHECK(unbounded.value == PnsValue::draw);
    CHECK_FALSE(unbounded.stopped);
    // The limit is shared by both proofs: just enough for the first stops in the second.
    const auto first = prove_win(ttt::Position{}, ttt::MoveGenerator{});
    REQUIRE(first.proof == Proof::disproven);
    const auto both = pns_solve(ttt::Position{}, ttt::MoveGenerator{}, PnsLimits::for_expansions(first.expansions + 5));
    CHECK(both.value == PnsValue::unknown);
    CHECK(both.expansions == first.expansions + 5);
}

TEST_CASE("limits: the stop flag stops the search before its next expansion") {
    std::atomic<bool> stop{true};
    PnsLimits limits;
    limits.stop = &stop;
    const auto r = pns_solve(ttt::Position{}, ttt::MoveGenerator{}, limits);
    CHECK(r.value == PnsValue::unknown);
    CHECK(r.stopped);
    CHECK(r.expansions == 0);
    stop = false;
    CHECK(pns_solve(ttt::Position{}, ttt::MoveGenerator{}, limits).value == PnsValue::draw);
}

TEST_CASE("limits: a time limit stops a proof that cannot finish") {
    const congo::Position start = congo::start_position(congo::Rules::standard);
    const auto r = pns_solve(start, congo::MoveGenerator{}, PnsLimits::for_time(50));
    CHECK(r.value == PnsValue::unknown);
    CHECK(r.stopped);
    CHECK(r.expansions > 0);
}

TEST_CASE("limits: a time limit near milliseconds::max() leaves the proof all the time it needs") {
    // Compared in the clock's nanoseconds the limit overflowed: the search stopped before its first
    // expansion with the answer unknown.
    for (const std::int64_t ms : {std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::max() / 1000}) {
        CAPTURE(ms);
        const auto r = pns_solve(ttt::Position{}, ttt::MoveGenerator{}, PnsLimits::for_time(ms));
        CHECK(r.value == PnsValue::draw);
        CHECK_FALSE(r.stopped);
        CHECK(prove_win(ttt::Position{}, ttt::MoveGenerator{}, PnsLimits::for_time(ms)).proof == Proof::disproven);
    }
    // The other end: a limit already past stops before the first expansion, as 0 does.
    for (const std::int64_t ms : {std::int64_t{0}, std::int64_t{-1}, std::numeric_limits<std::int64_t>::min()}) {
        CAPTURE(ms);
        const auto r = pns_solve(ttt::Position{}, ttt::MoveGenerator{}, PnsLimits::for_time(ms));
        CHECK(r.value == PnsValue::unknown);
        CHECK(r.stopped);
        CHECK(r.expansions == 0);
    }
}

TEST_CASE("limits: the tree never holds more nodes than its bound") {
    // The start of Congo cannot be solved: without the bound the tree would grow until memory runs out.
    PnsLimits limits;
    limits.max_tree_nodes = 20'000;
    const auto r = pns_solve(congo::start_position(congo::Rules::standard), congo::MoveGenerator{}, limits);
    CHECK(r.value == PnsValue::unknown);
    CHECK(r.stopped);
    CHECK(r.tree_nodes <= 20'000);
    CHECK(r.tree_nodes > 19'000);  // it was filled, not stopped early
}

TEST_CASE("limits: freeing solved subtrees lets a proof finish in a tree far smaller than it grows unbounded") {
    // The tree's bound alone, without the table of solved positions (table_test.cpp bounds it with the
    // table): the table changes which nodes are expanded, and so how small a tree still finishes.
    PnsLimits no_table;
    no_table.table_entries = 0;
    const auto free_run = pns_solve(ttt::Position{}, ttt::MoveGenerator{}, no_table);
    REQUIRE(free_run.value == PnsValue::draw);
    PnsLimits limits = no_table;
    limits.max_tree_nodes = free_run.tree_nodes / 4;
    const auto bounded = pns_solve(ttt::Position{}, ttt::MoveGenerator{}, limits);
    CHECK(bounded.value == PnsValue::draw);
    CHECK(bounded.tree_nodes <= limits.max_tree_nodes);
    MESSAGE("tic-tac-toe: " << free_run.tree_nodes << " nodes unbounded, solved within " << limits.max_tree_nodes);
}
