// Depth-first proof-number search against proof-number search (proof_number_test.cpp checks pns_solve
// against exact values): every reachable tic-tac-toe position, Connect Four 4 x 4 from the empty board
// and random positions, Bonus Nim (a player moves twice), random trees and dead ends under each
// no-move policy, a cycle, the Congo lion capture in three plies, root moves; then its limits and a
// tiny table.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <unordered_set>
#include <vector>

#include <gametree/games/congo/congo.hpp>
#include <gametree/games/congo/evaluation/strong.hpp>
#include <gametree/games/connect_four/connect_four.hpp>
#include <gametree/games/tictactoe/tictactoe.hpp>
#include <gametree/search/engine/engine.hpp>
#include <gametree/search/pns/dfpn.hpp>
#include <gametree/search/pns/proof_number.hpp>
#include <gametree/search/tablebase/retrograde.hpp>

#include "support/bonus_nim.hpp"
#include "support/connect_four_positions.hpp"
#include "support/graph_game.hpp"
#include "support/policy_tree.hpp"
#include "support/replay_line.hpp"

using namespace gametree;

namespace {

namespace ttt = gametree::tictactoe;
namespace c4 = gametree::connect_four;

/// The value for `root`'s side to move of a position reached from it.
PnsValue for_root(PnsValue v, bool same_side) {
    if (same_side) return v;
    return v == PnsValue::win ? PnsValue::loss : v == PnsValue::loss ? PnsValue::win : v;
}

/// dfpn_solve against pns_solve, and for a win: the move is a winning one (pns_solve of the position
/// after it) and the line replays legally to a position its winner wins (by pns_solve). The same for a
/// loss's line. Returns the solution.
template <class S, class G>
PnsSolution<typename S::move_type> check_against_pns(const S& root, const G& gen, const DfpnLimits& limits = {},
                                                     std::span<const typename S::move_type> root_moves = {}) {
    const auto expected = pns_solve(root, gen, PnsLimits{}, root_moves);
    REQUIRE_FALSE(expected.stopped);
    const auto solution = dfpn_solve(root, gen, limits, root_moves);
    REQUIRE_FALSE(solution.stopped);
    CHECK(solution.value == expected.value);
    const Player side = root.side_to_move();
    if (solution.value == PnsValue::win && !is_over(root.outcome())) {
        REQUIRE(solution.move);
        if (!root_moves.empty() && !allowed_root_moves(std::span<const typename S::move_type>(moves_of(gen, root).moves()),
                                                       root_moves).empty())
            CHECK(std::find(root_moves.begin(), root_moves.end(), *solution.move) != root_moves.end());
        const S next = root.after(*solution.move);
        CHECK(for_root(pns_solve(next, gen).value, next.side_to_move() == side) == PnsValue::win);
        REQUIRE_FALSE(solution.line.empty());
        CHECK(solution.line.front() == *solution.move);
    } else {
        CHECK_FALSE(solution.move);
    }
    if (solution.value == PnsValue::win || solution.value == PnsValue::loss) {
        const Player winner = solution.value == PnsValue::win ? side : opponent(side);
        const S end = testing::replay_line(root, gen, solution.line);
        CHECK(for_root(pns_solve(end, gen).value, end.side_to_move() == winner) == PnsValue::win);
    }
    return solution;
}

/// Every tic-tac-toe position, finished or not, each once.
std::vector<ttt::Position> tictactoe_positions() {
    std::vector<ttt::Position> out;
    std::vector<ttt::Position> pending{ttt::Position{}};
    std::unordered_set<std::uint64_t> seen{ttt::Position{}.hash()};
    while (!pending.empty()) {
        const ttt::Position p = pending.back();
        pending.pop_back();
        out.push_back(p);
        for (const auto& m : moves_of(ttt::MoveGenerator{}, p))
            if (seen.insert(p.after(m).hash()).second) pending.push_back(p.after(m));
    }
    return out;
}

}  // namespace

TEST_CASE("dfpn tic-tac-toe: every reachable position has the value pns_solve gives it") {
    int kinds[3] = {0, 0, 0};
    const auto positions = tictactoe_positions();
    CHECK(positions.size() == 5478);
    for (const ttt::Position& p : positions) ++kinds[static_cast<int>(check_against_pns(p, ttt::MoveGenerator{}).value)];
    CHECK(kinds[0] > 0);
    CHECK(kinds[1] > 0);
    CHECK(kinds[2] > 0);
    CHECK(dfpn_solve(ttt::Position{}, ttt::MoveGenerator{}).value == PnsValue::draw);
}

TEST_CASE("dfpn connect four 4 x 4: the empty board is a draw, by two disproofs") {
    const c4::Position<4, 4> empty;
    const auto first = dfpn_prove_win(empty, c4::MoveGenerator{});
    CHECK(first.proof == Proof::disproven);
    CHECK(dfpn_prove_win(empty, c4::MoveGenerator{}, Player::second).proof == Proof::disproven);
    const auto solution = check_against_pns(empty, c4::MoveGenerator{});
    CHECK(solution.value == PnsValue::draw);
    MESSAGE("connect four 4x4: " << solution.expansions << " expansions, " << solution.tree_nodes << " table entries");
}

TEST_CASE("dfpn connect four 4 x 4 and 5 x 4: random positions have the values pns_solve gives them") {
    int kinds[3] = {0, 0, 0};
    for (const auto& p : testing::random_connect_four_positions<4, 4>(16, 7, 7))
        ++kinds[static_cast<int>(check_against_pns(p, c4::MoveGenerator{}).value)];
    for (const auto& p : testing::random_connect_four_positions<5, 4>(8, 10, 11))
        ++kinds[static_cast<int>(check_against_pns(p, c4::MoveGenerator{}).value)];
    MESSAGE("wins " << kinds[0] << ", draws " << kinds[1] << ", losses " << kinds[2]);
    CHECK(kinds[0] > 0);
    CHECK(kinds[2] > 0);
}

TEST_CASE("dfpn bonus nim: a player who moves twice keeps its node's side, and even piles win") {
    using gametree::testing::BonusNim;
    using gametree::testing::BonusNimMoves;
    for (int stones = 0; stones <= 24; ++stones) {
        CAPTURE(stones);
        const BonusNim pile{stones, Player::second};
        const PnsValue expected = stones % 2 == 0 ? PnsValue::win : PnsValue::loss;
        CHECK(check_against_pns(pile, BonusNimMoves{}).value == expected);
        const auto other = dfpn_prove_win(pile, BonusNimMoves{}, Player::first);
        CHECK(other.proof == (expected == PnsValue::win ? Proof::disproven : Proof::proven));
    }
    CHECK(dfpn_prove_win(BonusNim{3, Player::first}, BonusNimMoves{}).proof == Proof::disproven);
    const auto done = dfpn_solve(BonusNim{0, Player::first}, BonusNimMoves{});
    CHECK(done.value == PnsValue::win);
    CHECK(done.expansions == 0);
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
        CAPTURE(i);
        ++kinds[static_cast<int>(check_against_pns(PolicyTree<Policy>{tree, 0}, PolicyMoves{}).value)];
    }
    CHECK(kinds[0] > 30);
    CHECK(kinds[1] > 30);
    CHECK(kinds[2] > 30);
}

}  // namespace

TEST_CASE("dfpn random game trees: the values of pns_solve, with dead ends lost or drawn by the game's policy") {
    check_random_trees<NoMovePolicy::loss>(1);
    check_random_trees<NoMovePolicy::draw>(2);
}

TEST_CASE("dfpn a dead end follows the no-move policy: lost, drawn or passed") {
    using gametree::testing::dead_end_tree;
    const auto loss = dfpn_solve(PolicyTree<NoMovePolicy::loss>{dead_end_tree, 0}, PolicyMoves{});
    CHECK(loss.value == PnsValue::win);
    CHECK(loss.move == 1);
    CHECK(dfpn_solve(PolicyTree<NoMovePolicy::draw>{dead_end_tree, 0}, PolicyMoves{}).value == PnsValue::draw);
    // Under pass the turn comes back to the first player, whose only move wins; the line stops at the pass.
    const auto pass = dfpn_solve(PolicyTree<NoMovePolicy::pass>{dead_end_tree, 0}, PolicyMoves{});
    CHECK(pass.value == PnsValue::win);
    CHECK(pass.move == 1);
    CHECK(pass.line == std::vector<int>{1});
    CHECK(dfpn_solve(PolicyTree<NoMovePolicy::loss>{dead_end_tree, 1}, PolicyMoves{}).value == PnsValue::loss);
    CHECK(dfpn_solve(PolicyTree<NoMovePolicy::draw>{dead_end_tree, 1}, PolicyMoves{}).value == PnsValue::draw);
    const auto passed_root = dfpn_solve(PolicyTree<NoMovePolicy::pass>{dead_end_tree, 1}, PolicyMoves{});
    CHECK(passed_root.value == PnsValue::loss);
    CHECK(passed_root.line.empty());  // its first step is the pass
}

TEST_CASE("dfpn a cycle ends without a limit: going round is no win, so the cycle tree is a draw") {
    // cycle_tree: the first player's only move leads to the second player, who can lose or go back to
    // the start through node 2. Proof-number search's tree would grow along the cycle until its bound.
    using gametree::testing::cycle_tree;
    const PolicyTree<NoMovePolicy::loss> root{cycle_tree, 0};
    const auto solution = dfpn_solve(root, PolicyMoves{});
    CHECK(solution.value == PnsValue::draw);
    CHECK_FALSE(solution.stopped);
    CHECK(solution.expansions < 20);
    // From node 1 the second player escapes the same way.
    CHECK(dfpn_prove_win(root.after(1), PolicyMoves{}, Player::first).proof == Proof::disproven);
}

namespace {

const char* const congo_win_in_3 = "2e1c2/mgpz1e1/2l2pp/7/P4PG/PE1LP2/1ME1C1Z w 21";  // proof_number_test's

}  // namespace

using gametree::testing::GraphGame;
using gametree::testing::GraphMoves;
using gametree::testing::GraphNode;
using gametree::testing::random_graph;
using gametree::testing::wins_by_every_line;

TEST_CASE("dfpn a position that leads back to itself is no win, and the search ends at once without a limit") {
    // The attacker (first) can go to 6, 4 or 5; the defender at 4 and 5 can stay where it is, and 6
    // leads to 4 or to a draw. Read from the table, node 4's own numbers came back into its sums
    // through its loop and grew without end: the search turned until a limit stopped it.
    const Player a = Player::first;
    const Player d = Player::second;
    const std::vector<GraphNode> graph{{a, {6, 4, 5}}, {a, {}, Outcome::draw}, {d, {5, 2}}, {d, {3}},
                                       {d, {6, 4}},    {d, {5}},               {a, {4, 1}}};
    const auto result = dfpn_prove_win(GraphGame{graph, 0}, GraphMoves{}, a);
    CHECK(result.proof == Proof::disproven);
    CHECK_FALSE(result.stopped);
    CHECK_FALSE(result.saturated);
    CHECK(result.expansions < 20);
}

TEST_CASE("dfpn a disproof through a repetition is not taken for the position's: another line still wins") {
    // The second player wins from the start: at 3 (and at 5, through 3) it plays 2, then 7, where it
    // has won. Searched from some line, node 3 or 5 is disproven only because the line it needs was
    // already on the path; stored, that disproof was read where the line was free, and the win was
    // missed ("disproven").
    const Player f = Player::first;
    const Player s = Player::second;
    const std::vector<GraphNode> graph{{f, {3, 1}}, {f, {3, 5}}, {s, {6, 7}}, {s, {5, 2, 3}},
                                       {f, {5, 2}}, {s, {3, 6, 4}}, {f, {3}}, {f, {}, Outcome::second_wins}};
    std::vector<int> path;
    REQUIRE(wins_by_every_line(graph, 0, path, s));
    const auto result = dfpn_prove_win(GraphGame{graph, 0}, GraphMoves{}, s);
    CHECK(result.proof == Proof::proven);
    CHECK(dfpn_solve(GraphGame{graph, 0}, GraphMoves{}).value == PnsValue::loss);
}

TEST_CASE("dfpn random graphs with cycles: never a wrong answer, rarely none, and always an end") {
    // Without any limit. Where the numbers go round cycles and grow to their bound the search stops
    // with no answer (stopped): 168 to 215 of 400,000 such searches with seeds 1 to 6.
    std::mt19937_64 rng(5);
    int proven = 0;
    int disproven = 0;
    int unknown = 0;
    for (int i = 0; i < 4000; ++i) {
        const auto graph = random_graph(rng);
        for (const Player attacker : {Player::first, Player::second}) {
            std::vector<int> path;
            const bool truth = wins_by_every_line(graph, 0, path, attacker);
            const auto result = dfpn_prove_win(GraphGame{graph, 0}, GraphMoves{}, attacker);
            CAPTURE(i);
            if (result.proof == Proof::unknown) {
                CHECK(result.stopped);
                CHECK(result.saturated);  // no limit was set: only the numbers' bound stops it
                ++unknown;
                continue;
            }
            CHECK((result.proof == Proof::proven) == truth);
            ++(result.proof == Proof::proven ? proven : disproven);
        }
    }
    CHECK(proven > 1000);
    CHECK(disproven > 1000);
    CHECK(unknown <= 8);  // 0.1%
}

TEST_CASE("dfpn with a tablebase of the whole graph: one expansion, the value of every line, never unknown") {
    // Where the search alone saturates round cycles (the test above: about 1 in 1,000), the tablebase's
    // exact values of the children answer at once.
    std::mt19937_64 rng(5);
    for (int i = 0; i < 4000; ++i) {
        const auto graph = random_graph(rng);
        const RetrogradeTable<GraphGame, gametree::testing::GraphDomain> table(
            gametree::testing::GraphDomain{graph}, GraphMoves{}, [](const GraphGame&) { return std::optional<TablebaseValue>{}; });
        const GraphGame root{graph, 0};
        for (const Player attacker : {Player::first, Player::second}) {
            std::vector<int> path;
            const bool truth = wins_by_every_line(graph, 0, path, attacker);
            const auto result = dfpn_prove_win(root, GraphMoves{}, table, attacker);
            CAPTURE(i);
            REQUIRE_FALSE(result.stopped);
            CHECK((result.proof == Proof::proven) == truth);
            CHECK(result.expansions == (is_over(root.outcome()) ? 0U : 1U));
            // A proof's line goes on by the tablebase's best play to a finished game the attacker won.
            if (result.proof == Proof::proven && !is_over(root.outcome())) {
                REQUIRE_FALSE(result.line.empty());
                const GraphGame end = gametree::testing::replay_line(root, GraphMoves{}, result.line);
                const bool won = is_over(end.outcome()) ? is_win_for(end.outcome(), attacker)
                                                        : end.node().end == Outcome::ongoing && end.side_to_move() != attacker;
                CHECK(won);  // the game's end, or a dead end of the defender (who loses there)
            }
        }
        const auto solution = dfpn_solve(root, GraphMoves{}, table);
        const TablebaseValue v = *table.probe(root);
        CHECK(solution.value == (v.result == TablebaseValue::Result::win    ? PnsValue::win
                                 : v.result == TablebaseValue::Result::loss ? PnsValue::loss
                                                                            : PnsValue::draw));
    }
}

TEST_CASE("dfpn congo: the forced lion capture in three plies is proven, and its move and line check out") {
    const congo::Position pos = *congo::parse_fen(congo_win_in_3);
    const auto r = dfpn_prove_win(pos, congo::MoveGenerator{}, DfpnLimits::for_expansions(200'000));
    REQUIRE(r.proof == Proof::proven);
    REQUIRE(r.move);
    Engine<congo::Position, congo::MoveGenerator, congo::StrongEvaluator> engine(EngineOptions::solve());
    // Its move need not be the fastest win (the capture in three): the engine, searching to the end of
    // the proof's line, finds Black lost after it.
    const Score after = engine.search(pos.after(*r.move), SearchLimits::to_depth(static_cast<int>(r.line.size()))).score;
    CHECK(is_decisive(after));
    CHECK(after < 0);
    REQUIRE(r.line.size() >= 3);
    CHECK(r.line.front() == *r.move);
    CHECK(testing::replay_line(pos, congo::MoveGenerator{}, r.line).outcome() == Outcome::first_wins);
    const auto pns = prove_win(pos, congo::MoveGenerator{}, PnsLimits::for_expansions(200'000));
    CHECK(pns.proof == Proof::proven);
    MESSAGE("congo win in 3: df-pn " << r.expansions << " expansions, pns " << pns.expansions);
    CHECK(dfpn_prove_win(pos, congo::MoveGenerator{}, Player::second, DfpnLimits::for_expansions(200'000)).proof ==
          Proof::disproven);
    CHECK(dfpn_solve(pos, congo::MoveGenerator{}, DfpnLimits::for_expansions(200'000)).value == PnsValue::win);
}

TEST_CASE("dfpn root_moves: tic-tac-toe positions among each single move, and illegal or full lists") {
    int changed = 0;
    int checked = 0;
    const auto positions = tictactoe_positions();
    for (std::size_t k = 0; k < positions.size(); k += 7) {  // every 7th position: several hundred
        const ttt::Position& p = positions[k];
        if (is_over(p.outcome())) continue;
        const auto generated = moves_of(ttt::MoveGenerator{}, p);
        const PnsValue all = dfpn_solve(p, ttt::MoveGenerator{}).value;
        for (const auto& m : generated) {
            const std::vector<ttt::Move> one{m};
            changed += check_against_pns(p, ttt::MoveGenerator{}, DfpnLimits{}, std::span<const ttt::Move>(one)).value != all;
            ++checked;
        }
        // Every move listed is the unrestricted search.
        const std::vector<ttt::Move> every(generated.begin(), generated.end());
        CHECK(dfpn_solve(p, ttt::MoveGenerator{}, DfpnLimits{}, every).value == all);
    }
    MESSAGE(checked << " restricted searches, " << changed << " changed the value");
    CHECK(changed > 100);
}

TEST_CASE("dfpn root_moves: connect four 4 x 4 positions among each single move") {
    for (const auto& p : testing::random_connect_four_positions<4, 4>(6, 6, 21)) {
        for (const auto& m : moves_of(c4::MoveGenerator{}, p)) {
            const std::vector<c4::Move> one{m};
            const auto r = check_against_pns(p, c4::MoveGenerator{}, DfpnLimits{}, std::span<const c4::Move>(one));
            if (r.value == PnsValue::win) CHECK(r.move == m);
            // The opponent's proof among the same move: proven just when the move loses.
            CHECK((dfpn_prove_win(p, c4::MoveGenerator{}, opponent(p.side_to_move()), DfpnLimits{}, one).proof ==
                   Proof::proven) == (r.value == PnsValue::loss));
        }
    }
}

TEST_CASE("dfpn limits: an expansion limit stops the search with the answer unknown, shared by both proofs") {
    const auto r = dfpn_solve(ttt::Position{}, ttt::MoveGenerator{}, DfpnLimits::for_expansions(10));
    CHECK(r.value == PnsValue::unknown);
    CHECK(r.stopped);
    CHECK(r.expansions == 10);
    CHECK_FALSE(r.move);
    const auto first = dfpn_prove_win(ttt::Position{}, ttt::MoveGenerator{});
    REQUIRE(first.proof == Proof::disproven);
    const auto both = dfpn_solve(ttt::Position{}, ttt::MoveGenerator{}, DfpnLimits::for_expansions(first.expansions + 5));
    CHECK(both.value == PnsValue::unknown);
    CHECK(both.stopped);
    CHECK(both.expansions == first.expansions + 5);
}

TEST_CASE("dfpn limits: the stop flag, the time and the depth") {
    std::atomic<bool> stop{true};
    DfpnLimits flagged;
    flagged.stop = &stop;
    const auto stopped = dfpn_solve(ttt::Position{}, ttt::MoveGenerator{}, flagged);
    CHECK(stopped.value == PnsValue::unknown);
    CHECK(stopped.stopped);
    CHECK(stopped.expansions == 0);
    stop = false;
    CHECK(dfpn_solve(ttt::Position{}, ttt::MoveGenerator{}, flagged).value == PnsValue::draw);

    // The start of Congo cannot be solved: only the clock ends it, and the table stays within its bound.
    DfpnLimits timed = DfpnLimits::for_time(50);
    timed.table_entries = 4096;
    const auto congo_start = dfpn_solve(congo::start_position(congo::Rules::standard), congo::MoveGenerator{}, timed);
    CHECK(congo_start.value == PnsValue::unknown);
    CHECK(congo_start.stopped);
    CHECK(congo_start.expansions > 0);
    CHECK(congo_start.tree_nodes <= 4096);

    // Tic-tac-toe is 9 plies deep: a path of 5 cannot finish it.
    DfpnLimits shallow;
    shallow.max_depth = 5;
    const auto cut = dfpn_solve(ttt::Position{}, ttt::MoveGenerator{}, shallow);
    CHECK(cut.value == PnsValue::unknown);
    CHECK(cut.stopped);
    shallow.max_depth = 10;
    CHECK(dfpn_solve(ttt::Position{}, ttt::MoveGenerator{}, shallow).value == PnsValue::draw);
}

TEST_CASE("dfpn a tiny table gives the same answers with more work") {
    DfpnLimits tiny;
    tiny.table_entries = 4;  // one bucket
    const auto big = dfpn_solve(ttt::Position{}, ttt::MoveGenerator{});
    const auto small = check_against_pns(ttt::Position{}, ttt::MoveGenerator{}, tiny);
    CHECK(small.value == PnsValue::draw);
    CHECK(small.tree_nodes <= 4);
    CHECK(small.expansions > big.expansions);
    MESSAGE("tic-tac-toe: " << big.expansions << " expansions with the default table, " << small.expansions << " with 4 entries");
    const auto positions = tictactoe_positions();
    for (std::size_t k = 0; k < positions.size(); k += 11) check_against_pns(positions[k], ttt::MoveGenerator{}, tiny);
    DfpnLimits few;
    few.table_entries = 256;
    const auto c4 = check_against_pns(c4::Position<4, 4>{}, c4::MoveGenerator{}, few);
    CHECK(c4.value == PnsValue::draw);
    CHECK(c4.tree_nodes <= 256);
}
