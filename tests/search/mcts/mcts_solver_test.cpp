// MCTS-Solver against exact values: tic-tac-toe, small Connect Four boards and Congo positions, each
// compared with the engine (or an alpha-beta) searching to the end of the game.
#include <doctest/doctest.h>

#include <cstdint>
#include <random>

#include <gametree/games/congo/congo.hpp>
#include <gametree/games/congo/evaluation/strong.hpp>
#include <gametree/games/connect_four/connect_four.hpp>
#include <gametree/games/othello/othello.hpp>
#include <gametree/games/tictactoe/tictactoe.hpp>
#include <gametree/search/engine/engine.hpp>
#include <gametree/search/mcts.hpp>

#include "support/connect_four_positions.hpp"
#include "support/congo_playouts.hpp"

using namespace gametree;

namespace {

namespace ttt = gametree::tictactoe;
namespace c4 = gametree::connect_four;

using TicTacToeMcts = Mcts<ttt::Position, ttt::MoveGenerator>;

/// The exact value of a tic-tac-toe position for the side to move, by the engine searching to the end.
Score ttt_exact(const ttt::Position& p) {
    static Engine<ttt::Position, ttt::MoveGenerator, ttt::LineEvaluator> engine(EngineOptions::solve());
    if (is_over(p.outcome())) return p.outcome() == Outcome::draw ? 0 : loss_in(0);
    return engine.search(p, SearchLimits::to_depth(9)).score;
}

}  // namespace

TEST_CASE("tic-tac-toe: the solver proves the start a draw, so it is lost for neither side") {
    MctsOptions options;
    options.expand_after = 0;
    TicTacToeMcts mcts(options);
    const auto r = mcts.search(ttt::Position{}, MctsLimits::for_iterations(2'000'000));
    REQUIRE(r.proven);
    CHECK(r.score == 0);
    CHECK(r.iterations < 2'000'000);
    for (const auto& c : mcts.root_children()) {
        CHECK(c.proven);
        CHECK(c.proven_score == 0);  // every first move draws
    }
}

TEST_CASE("tic-tac-toe: the solver still proves the draw in a tree pruned to a thousand nodes") {
    // Unbounded, the search grows a tree of about 150,000 nodes to prove it; proven nodes keep their
    // proofs when pruned, so the proof is built in a pool of under 1% of that.
    MctsOptions options;
    options.expand_after = 0;
    options.max_nodes = 1024;
    TicTacToeMcts mcts(options);
    const auto r = mcts.search(ttt::Position{}, MctsLimits::for_iterations(2'000'000), [&](const auto& info) {
        CHECK(info.nodes <= 1024);
    });
    CHECK(mcts.tree_size() <= 1024);
    CHECK(r.prunes > 0);
    REQUIRE(r.proven);
    CHECK(r.score == 0);
    for (const auto& c : mcts.root_children()) {
        CHECK(c.proven);
        CHECK(c.proven_score == 0);
    }
}

TEST_CASE("tic-tac-toe: plain UCT converges to a drawing reply where some replies lose") {
    // X took the corner a1: of O's eight replies only the centre holds the draw.
    const ttt::Position root = ttt::Position{}.after(ttt::Move{0});
    int losing = 0;
    for (const auto m : moves_of(ttt::MoveGenerator{}, root)) losing += ttt_exact(root.after(m)) > 0;
    REQUIRE(losing > 0);  // the test can fail: most replies lose
    MctsOptions options;
    options.solver = false;
    TicTacToeMcts mcts(options);
    const auto r = mcts.search(root, MctsLimits::for_iterations(60'000));
    REQUIRE(r.best_move);
    CHECK(ttt_exact(root.after(*r.best_move)) == 0);
}

TEST_CASE("tic-tac-toe: the solver never loses to perfect play in 100 games") {
    Engine<ttt::Position, ttt::MoveGenerator, ttt::LineEvaluator> perfect(EngineOptions::solve());
    int losses = 0;
    for (int game = 0; game < 100; ++game) {
        MctsOptions options;
        options.seed = static_cast<std::uint64_t>(game);
        TicTacToeMcts mcts(options);
        const Player mcts_side = game % 2 == 0 ? Player::first : Player::second;
        ttt::Position p;
        std::mt19937_64 rng(static_cast<std::uint64_t>(game));
        while (!is_over(p.outcome())) {
            if (p.side_to_move() == mcts_side) {
                const auto r = mcts.search(p, MctsLimits::for_iterations(3000));
                REQUIRE(r.best_move);
                p = p.after(*r.best_move);
            } else {
                // Perfect play, choosing at random among the moves that keep the best value.
                const Score best = perfect.search(p, SearchLimits::to_depth(9)).score;
                std::vector<ttt::Move> keep;
                for (const auto m : moves_of(ttt::MoveGenerator{}, p)) {
                    const ttt::Position next = p.after(m);
                    if (value_for_parent(p, next, ttt_exact(next)) >= (best > 0 ? 1 : best)) keep.push_back(m);
                }
                REQUIRE(!keep.empty());
                p = p.after(keep[rng() % keep.size()]);
            }
        }
        losses += is_win_for(p.outcome(), opponent(mcts_side));
    }
    CHECK(losses == 0);
}

namespace {

template <int W, int H>
void check_c4_solver(int count, int stones, std::uint64_t iterations) {
    Engine<c4::Position<W, H>, c4::MoveGenerator, c4::ThreatEvaluator> engine(EngineOptions::solve());
    int proven = 0;
    for (const auto& p : gametree::testing::random_connect_four_positions<W, H>(count, stones, 99)) {
        Mcts<c4::Position<W, H>, c4::MoveGenerator> mcts;
        const auto r = mcts.search(p, MctsLimits::for_iterations(iterations));
        const Score exact = engine.search(p, SearchLimits::to_depth(W * H)).score;
        CAPTURE(exact);
        CAPTURE(r.score);
        REQUIRE(r.proven);
        ++proven;
        CHECK((r.score > 0) == (exact > 0));
        CHECK((r.score < 0) == (exact < 0));
        // The solver proves a win, not always the fastest one; a loss it proves is the slowest.
        if (exact > 0) CHECK(plies_to_end(r.score) >= plies_to_end(exact));
        if (exact < 0) CHECK(r.score == exact);
    }
    CHECK(proven == count);
}

}  // namespace

TEST_CASE("connect four 4 x 4: the solver reproduces the engine's exact values") {
    check_c4_solver<4, 4>(12, 4, 400'000);
}

TEST_CASE("connect four 5 x 4: the solver reproduces the engine's exact values") {
    check_c4_solver<5, 4>(8, 8, 400'000);
}

TEST_CASE("othello: a pass is a move of the tree, and margins are proven exactly, as the engine solves them") {
    // With margins a win is proven only when no bigger one can exist, so every proof here is the full
    // minimax value: the same margin and the same length as the engine's.
    Engine<othello::Position<6>, othello::MoveGenerator, othello::HeuristicEvaluator> engine(EngineOptions::solve());
    const auto prove = [](const othello::Position<6>& p) {
        Mcts<othello::Position<6>, othello::MoveGenerator> mcts;
        const auto r = mcts.search(p, MctsLimits::for_iterations(2'000'000));
        CHECK(r.proven);
        return r.score;
    };
    const auto ending = othello::parse_position<6>("--X--OXX-XO-OXXOXOOOOXOOOOOOXO--OX-- X");
    REQUIRE(ending);
    const Score exact = engine.search(*ending, SearchLimits::to_depth(40)).score;
    CHECK(exact == win_in(11, 2));  // X wins by 2 (the othello tool's test)
    CHECK(prove(*ending) == exact);
    // O has no move and must pass at the root (the engine starts from a move, so the value is the
    // othello tool's: O loses by 18, the game ending 10 plies later, the pass included).
    const auto pass_first = othello::parse_position<6>("OXXXOOOOXXOX-OOXXXOOOOXXOOO-OX-----O O");
    REQUIRE(pass_first);
    REQUIRE(moves_of(othello::MoveGenerator{}, *pass_first).empty());
    CHECK(prove(*pass_first) == loss_in(10, 18));
    const Score after_pass = engine.search(pass_first->after_pass(), SearchLimits::to_depth(40)).score;
    CHECK(after_pass == win_in(9, 18));  // the same line seen by X after the pass
}

namespace {

using CongoMcts = Mcts<congo::Position, congo::MoveGenerator, congo::StrongEvaluator>;

}  // namespace

TEST_CASE("congo: a lion capture in one ply is proven at once") {
    const congo::Position pos = *congo::parse_fen("4l2/6P/7/7/7/7/4L2 w 18", congo::Rules::wits2021);
    CongoMcts mcts;
    const auto r = mcts.search(pos, MctsLimits::for_iterations(100'000));
    REQUIRE(r.proven);
    CHECK(r.score == win_in(1));
    CHECK(congo::to_string(*r.best_move) == "e1e7");
    CHECK(r.iterations < 1000);
}

TEST_CASE("congo: a forced lion capture in three plies is proven, and the engine agrees on the move") {
    // Found by the engine (win_in(3)) among random playout positions; no capture in one exists.
    const congo::Position pos = *congo::parse_fen("2e1c2/mgpz1e1/2l2pp/7/P4PG/PE1LP2/1ME1C1Z w 21");
    Engine<congo::Position, congo::MoveGenerator, congo::StrongEvaluator> engine(EngineOptions::solve());
    REQUIRE(engine.search(pos, SearchLimits::to_depth(4)).score == win_in(3));
    CongoMcts mcts;
    const auto r = mcts.search(pos, MctsLimits::for_iterations(300'000));
    REQUIRE(r.proven);
    CHECK(r.score == win_in(3));
    REQUIRE(r.best_move);
    // The move it proves wins: after it the opponent is lost within two plies.
    const congo::Position next = pos.after(*r.best_move);
    engine.new_game();
    CHECK(engine.search(next, SearchLimits::to_depth(3)).score == loss_in(2));
}

TEST_CASE("congo: the forced lion capture in three plies is still proven within a small, pruned node bound") {
    const congo::Position pos = *congo::parse_fen("2e1c2/mgpz1e1/2l2pp/7/P4PG/PE1LP2/1ME1C1Z w 21");
    MctsOptions options;
    options.max_nodes = 1024;
    CongoMcts mcts(options);
    const auto r = mcts.search(pos, MctsLimits::for_iterations(300'000));
    CHECK(mcts.tree_size() <= 1024);
    CHECK(r.prunes > 0);  // the bound mattered
    REQUIRE(r.proven);
    CHECK(r.score == win_in(3));
    REQUIRE(r.best_move);
    Engine<congo::Position, congo::MoveGenerator, congo::StrongEvaluator> engine(EngineOptions::solve());
    CHECK(engine.search(pos.after(*r.best_move), SearchLimits::to_depth(3)).score == loss_in(2));
}

TEST_CASE("congo: MCTS plays only legal moves over many random positions, within a tiny node bound") {
    int checked = 0;
    for (const auto& pos : gametree::testing::random_congo_positions(congo::Rules::standard, 60, 2024)) {
        if (is_over(pos.outcome())) continue;
        MctsOptions options;
        options.max_nodes = 64;
        options.cutoff_plies = checked % 2 == 0 ? 0 : 6;
        options.prior_weight = checked % 3 == 0 ? 1.0 : 0.0;
        options.seed = static_cast<std::uint64_t>(checked);
        CongoMcts mcts(options);
        const auto r = mcts.search(pos, MctsLimits::for_iterations(300));
        const auto legal = moves_of(congo::MoveGenerator{}, pos);
        CHECK(mcts.tree_size() <= std::max<std::size_t>(64, legal.size() + 1));
        if (legal.empty()) {
            CHECK(!r.best_move);
            continue;
        }
        REQUIRE(r.best_move);
        CHECK(std::find(legal.begin(), legal.end(), *r.best_move) != legal.end());
        for (const auto& m : r.pv) (void)m;
        ++checked;
    }
    CHECK(checked > 40);
}
