// "No legal move" is one policy of the game, and every search and the arena follow it alike.
#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include <gametree/arena/match.hpp>
#include <gametree/core/no_move_policy.hpp>
#include <gametree/search/alphabeta.hpp>
#include <gametree/search/engine/engine.hpp>
#include <gametree/search/minimax.hpp>
#include <gametree/search/perft.hpp>

#include "support/bonus_nim.hpp"
#include "support/policy_tree.hpp"

using namespace gametree;
using namespace gametree::testing;

namespace {

template <NoMovePolicy P>
PolicyTree<P> root_of(std::span<const PolicyNode> tree) {
    return PolicyTree<P>{tree, 0};
}

template <NoMovePolicy P>
EngineOptions exact_mate_options() {
    EngineOptions o = EngineOptions::exact();
    o.mate_scores = true;
    return o;
}

/// An agent that always plays the first generated move (none when there is none).
template <NoMovePolicy P>
Agent<PolicyTree<P>> first_move_agent(std::chrono::microseconds think = std::chrono::microseconds{0}) {
    return Agent<PolicyTree<P>>("first", [think](const PolicyTree<P>& s) {
        if (think.count() > 0) std::this_thread::sleep_for(think);
        auto moves = gametree::moves_of(PolicyMoves{}, s);
        Decision<int> d;
        if (!moves.empty()) d.move = moves[0];
        return d;
    });
}

}  // namespace

TEST_CASE("the policy: declared, implied by after_pass, or loss by default") {
    static_assert(no_move_policy_v<PolicyTree<NoMovePolicy::loss>> == NoMovePolicy::loss);  // declared, though it can pass
    static_assert(no_move_policy_v<PolicyTree<NoMovePolicy::draw>> == NoMovePolicy::draw);
    static_assert(no_move_policy_v<PolicyTree<NoMovePolicy::pass>> == NoMovePolicy::pass);
    static_assert(no_move_policy_v<BonusNim> == NoMovePolicy::loss);
    struct Passer {
        using move_type = int;
        [[nodiscard]] Player side_to_move() const { return Player::first; }
        [[nodiscard]] Outcome outcome() const { return Outcome::ongoing; }
        [[nodiscard]] Passer after(int) const { return *this; }
        [[nodiscard]] Passer after_pass() const { return *this; }
    };
    static_assert(no_move_policy_v<Passer> == NoMovePolicy::pass);
    CHECK(true);
}

TEST_CASE("value_for_parent negates only when the side to move changes") {
    const PolicyTree<NoMovePolicy::loss> root{dead_end_tree, 0};
    CHECK(value_for_parent(root, root.after(1), 7) == -7);  // the second player moves at node 1
    CHECK(value_for_parent(root.after(3), root.after(3), 7) == 7);
    // The search gets the parent's window, mirrored when the side changes: 2a + b tells them apart.
    const auto search = [](Score a, Score b) { return 2 * a + b; };
    CHECK(value_for_parent(root.after(3), root.after(3), Score{-5}, Score{9}, search) == -1);
    CHECK(value_for_parent(root, root.after(1), Score{-5}, Score{9}, search) == 13);
}

TEST_CASE("minimax and alpha-beta follow the policy") {
    SUBCASE("loss: -infinity for the player without a move, as the course's pseudocode") {
        const auto root = root_of<NoMovePolicy::loss>(dead_end_tree);
        const auto m = minimax(root, 4, PolicyMoves{}, PolicyEvaluator{});
        CHECK(m.value == score_infinity);
        CHECK(*m.best_move == 1);
        const auto a = alphabeta(root, 4, PolicyMoves{}, PolicyEvaluator{});
        CHECK(a.value == m.value);
        CHECK(*a.best_move == 1);
        CHECK(minimax(root.after(1), 3, PolicyMoves{}, PolicyEvaluator{}).value == -score_infinity);
    }
    SUBCASE("draw: 0") {
        const auto root = root_of<NoMovePolicy::draw>(dead_end_tree);
        CHECK(minimax(root.after(1), 3, PolicyMoves{}, PolicyEvaluator{}).value == 0);
        const auto m = minimax(root, 4, PolicyMoves{}, PolicyEvaluator{});
        CHECK(m.value == 10);
        CHECK(*m.best_move == 2);
        CHECK(alphabeta(root, 4, PolicyMoves{}, PolicyEvaluator{}).value == 10);
    }
    SUBCASE("pass: the search goes on after the pass, which is a ply") {
        const auto root = root_of<NoMovePolicy::pass>(dead_end_tree);
        CHECK(minimax(root.after(1), 3, PolicyMoves{}, PolicyEvaluator{}).value == -2);
        CHECK(alphabeta(root.after(1), 3, PolicyMoves{}, PolicyEvaluator{}).value == -2);
        // With one ply left the pass reaches the horizon at node 3, worth 1 to the first player.
        CHECK(minimax(root.after(1), 1, PolicyMoves{}, PolicyEvaluator{}).value == -1);
        const auto m = minimax(root, 4, PolicyMoves{}, PolicyEvaluator{});
        CHECK(m.value == 10);
        CHECK(alphabeta(root, 4, PolicyMoves{}, PolicyEvaluator{}).value == 10);
    }
}

TEST_CASE("the engine follows the policy") {
    SUBCASE("loss: a win at ply 1") {
        Engine<PolicyTree<NoMovePolicy::loss>, PolicyMoves, PolicyEvaluator> engine(exact_mate_options<NoMovePolicy::loss>());
        const auto r = engine.search(root_of<NoMovePolicy::loss>(dead_end_tree), SearchLimits::to_depth(4));
        CHECK(r.score == win_in(1));
        CHECK(*r.best_move == 1);
    }
    SUBCASE("draw: 0") {
        Engine<PolicyTree<NoMovePolicy::draw>, PolicyMoves, PolicyEvaluator> engine(exact_mate_options<NoMovePolicy::draw>());
        const auto r = engine.search(root_of<NoMovePolicy::draw>(dead_end_tree), SearchLimits::to_depth(4));
        CHECK(r.score == 0);
    }
    SUBCASE("pass: a win by 2 at ply 3") {
        Engine<PolicyTree<NoMovePolicy::pass>, PolicyMoves, PolicyEvaluator> engine(exact_mate_options<NoMovePolicy::pass>());
        const auto r = engine.search(root_of<NoMovePolicy::pass>(dead_end_tree), SearchLimits::to_depth(4));
        CHECK(r.score == win_in(3, 2));
        CHECK(*r.best_move == 1);
        CHECK(engine.features().no_move == NoMovePolicy::pass);
    }
    SUBCASE("without mate scores the loss is -infinity, as in minimax") {
        Engine<PolicyTree<NoMovePolicy::loss>, PolicyMoves, PolicyEvaluator> engine(EngineOptions::exact());
        const auto r = engine.search(root_of<NoMovePolicy::loss>(dead_end_tree), SearchLimits::to_depth(4));
        CHECK(r.score == minimax(root_of<NoMovePolicy::loss>(dead_end_tree), r.depth, PolicyMoves{}, PolicyEvaluator{}).value);
    }
}

TEST_CASE("perft counts a pass as one move, also when it bulk-counts") {
    const auto passing = root_of<NoMovePolicy::pass>(dead_end_tree);
    CHECK(perft(passing.after(1), 1, PolicyMoves{}) == 1);  // the pass
    CHECK(perft(passing.after(1), 2, PolicyMoves{}) == 1);  // the pass, then node 3's one move
    CHECK(perft(passing, 2, PolicyMoves{}) == 1);           // node 1 passes; node 2 is a finished game
    CHECK(perft(passing, 3, PolicyMoves{}) == 1);
    const auto losing = root_of<NoMovePolicy::loss>(dead_end_tree);
    CHECK(perft(losing.after(1), 1, PolicyMoves{}) == 0);
    CHECK(perft(losing, 2, PolicyMoves{}) == 0);
}

TEST_CASE("a match follows the policy: loss, draw, or a recorded pass") {
    SUBCASE("loss") {
        const auto a = first_move_agent<NoMovePolicy::loss>();
        const auto record = play_game(root_of<NoMovePolicy::loss>(dead_end_tree), a, a, 10);
        CHECK(record.outcome == Outcome::first_wins);
        CHECK(record.end == GameEnd::no_move);
    }
    SUBCASE("draw") {
        const auto a = first_move_agent<NoMovePolicy::draw>();
        const auto record = play_game(root_of<NoMovePolicy::draw>(dead_end_tree), a, a, 10);
        CHECK(record.outcome == Outcome::draw);
        CHECK(record.end == GameEnd::no_move);
    }
    SUBCASE("pass") {
        const auto a = first_move_agent<NoMovePolicy::pass>(std::chrono::milliseconds{2});
        const auto start = root_of<NoMovePolicy::pass>(dead_end_tree);
        const auto record = play_game(start, a, a, 10);
        CHECK(record.outcome == Outcome::first_wins);
        CHECK(record.end == GameEnd::rules);
        REQUIRE(record.moves.size() == 3);
        CHECK(record.moves[1].passed);
        // The time spent finding that there was no move counts like a move's (the standings' time per turn).
        for (const auto& turn : record.moves) CHECK(turn.microseconds >= 2000);
        auto replay = start;
        for (const auto& turn : record.moves) replay = after_turn(replay, turn);
        CHECK(replay.at == 4);
    }
}
