// Mcts::search with root_moves (UCI's `go searchmoves`): only the given root moves are searched, the
// report and the solver's proofs come from them alone, and a reused tree does not mislead later searches.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include <gametree/games/congo/congo.hpp>
#include <gametree/games/congo/evaluation/strong.hpp>
#include <gametree/games/congo/fen.hpp>
#include <gametree/games/tictactoe/tictactoe.hpp>
#include <gametree/search/engine/engine.hpp>
#include <gametree/search/mcts.hpp>

#include "support/congo_playouts.hpp"
#include "support/congo_root_values.hpp"
#include "support/mcts_fingerprint.hpp"
#include "support/nim.hpp"

using namespace gametree;
using namespace gametree::testing;

namespace {

namespace ttt = gametree::tictactoe;

using CongoMcts = Mcts<congo::Position, congo::MoveGenerator, congo::StrongEvaluator>;
using TicTacToeMcts = Mcts<ttt::Position, ttt::MoveGenerator>;

MctsOptions with(int threads, bool solver = true, std::size_t lines = 1) {
    MctsOptions o;
    o.threads = threads;
    o.solver = solver;
    o.multi_pv = lines;
    return o;
}

template <class Move>
bool contains(const std::vector<Move>& moves, const Move& m) {
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

/// Every other root move from the second on: a subset that leaves out the generator's first move.
std::vector<congo::Move> odd_moves(const congo::Position& pos) {
    std::vector<congo::Move> picked;
    const auto moves = moves_of(congo::MoveGenerator{}, pos);
    for (std::size_t i = 1; i < moves.size(); i += 2) picked.push_back(moves[i]);
    return picked;
}

/// The moves of the root's children, in their order.
template <class Searcher>
auto child_moves(const Searcher& mcts) {
    std::vector<decltype(mcts.root_children().front().move)> out;
    for (const auto& c : mcts.root_children()) out.push_back(c.move);
    return out;
}

/// The best move, the pv and every line come from `allowed`, each line a different move.
template <class Report, class Move>
void check_only(const Report& r, const std::vector<Move>& allowed) {
    REQUIRE(r.best_move);
    CHECK(contains(allowed, *r.best_move));
    REQUIRE(!r.pv.empty());
    CHECK(r.pv.front() == *r.best_move);
    CHECK(r.lines.size() <= allowed.size());
    for (std::size_t k = 0; k < r.lines.size(); ++k) {
        REQUIRE(!r.lines[k].pv.empty());
        CHECK(contains(allowed, r.lines[k].pv.front()));
        for (std::size_t j = 0; j < k; ++j) CHECK(!(r.lines[j].pv.front() == r.lines[k].pv.front()));
    }
}

/// X to move wins at once on c3; elsewhere but c2 it loses at once to O's c2: "XX./OO./...".
ttt::Position x_wins_at_c3() { return ttt::parse_board("XX./OO./...").value(); }
constexpr ttt::Move c3{8};
constexpr ttt::Move c2{5};

/// The exact value among `allowed` (all when empty), by the engine's own search among root moves.
Score ttt_exact(const ttt::Position& root, const std::vector<ttt::Move>& allowed) {
    Engine<ttt::Position, ttt::MoveGenerator, ttt::LineEvaluator> engine(EngineOptions::solve());
    return engine.search(root, SearchLimits::to_depth(9), allowed).score;
}

}  // namespace

TEST_CASE("root_moves: the best move, the pv and the lines are allowed moves on random Congo positions") {
    const auto positions = random_congo_positions(congo::Rules::standard, 30, 81);
    for (const int threads : {1, 2}) {
        CAPTURE(threads);
        CongoMcts mcts(with(threads, true, 3));
        int searched = 0;
        for (const congo::Position& pos : positions) {
            const auto allowed = odd_moves(pos);
            if (is_over(pos.outcome()) || allowed.empty()) continue;
            CAPTURE(congo::to_fen(pos));
            const auto r = mcts.search(pos, MctsLimits::for_iterations(300), allowed);
            check_only(r, allowed);
            CHECK(r.lines.size() == std::min<std::size_t>(3, allowed.size()));
            CHECK(legal_line(pos, r.pv));
            const auto children = child_moves(mcts);
            CHECK(children == allowed);  // the merged root too, with threads
            ++searched;
        }
        CHECK(searched > 20);
    }
}

TEST_CASE("root_moves: a lion capture that is not allowed is not played, nor reported as the win it is") {
    const congo::Position pos = congo::parse_fen("4l2/6P/7/7/7/7/4L2 w 18").value();
    const congo::Move capture = congo::parse_move(pos, "e1e7").value();
    std::vector<congo::Move> others;
    for (const congo::Move& m : moves_of(congo::MoveGenerator{}, pos))
        if (!(m == capture)) others.push_back(m);
    REQUIRE(others.size() >= 3);
    for (const int threads : {1, 2}) {
        CAPTURE(threads);
        CongoMcts mcts(with(threads, true, 3));
        // Without the list it takes the lion, proven: a win in one ply.
        const auto all = mcts.search(pos, MctsLimits::for_iterations(3000));
        REQUIRE(all.best_move);
        CHECK(*all.best_move == capture);
        CHECK(all.proven);
        CHECK(all.score == win_in(1));
        // Without the capture, on the same searcher (its tree proven won at the root): another move, and
        // no win in one ply (nothing else takes the lion at once).
        const auto r = mcts.search(pos, MctsLimits::for_iterations(3000), others);
        check_only(r, others);
        CHECK(r.lines.size() == 3);
        CHECK(r.score < win_in(1));
        for (const auto& line : r.lines) CHECK(line.score < win_in(1));
        CHECK(!contains(child_moves(mcts), capture));
    }
}

TEST_CASE("root_moves: a win only through a move left out is no win, and all allowed moves lost is a proven loss") {
    const ttt::Position root = x_wins_at_c3();
    const std::vector<ttt::Move> block{c2};
    std::vector<ttt::Move> losing;
    for (const ttt::Move m : moves_of(ttt::MoveGenerator{}, root))
        if (!(m == c3) && !(m == c2)) losing.push_back(m);
    REQUIRE(losing.size() == 3);
    REQUIRE(ttt_exact(root, {}) > 0);      // the test can fail: the root is won (by c3),
    REQUIRE(ttt_exact(root, block) <= 0);  // but not by c2,
    REQUIRE(ttt_exact(root, losing) < 0);  // and the other moves lose
    for (const int threads : {1, 2}) {
        CAPTURE(threads);
        // A fresh searcher, and one whose tree an unrestricted search proved won at the root first.
        for (const bool reused : {false, true}) {
            CAPTURE(reused);
            TicTacToeMcts m(with(threads));
            if (reused) REQUIRE(m.search(root, MctsLimits::for_iterations(1000)).proven);
            const auto r = m.search(root, MctsLimits::for_iterations(200'000), block);
            check_only(r, block);
            CHECK(!(r.proven && r.score > 0));
            CHECK(r.proven);  // the whole tree below c2 is small: proven, as what it is
            CHECK(r.score == ttt_exact(root, block));
            const auto lost = m.search(root, MctsLimits::for_iterations(200'000), losing);
            check_only(lost, losing);
            CHECK(lost.proven);
            CHECK(!lost.stopped);  // the proof ended it
            CHECK(lost.score == ttt_exact(root, losing));
            // Unrestricted again on the same searcher: the root's win, by c3.
            const auto again = m.search(root, MctsLimits::for_iterations(200'000));
            REQUIRE(again.best_move);
            CHECK(*again.best_move == c3);
            CHECK(again.proven);
            CHECK(again.score > 0);
        }
    }
}

TEST_CASE("root_moves: entries not legal at the root are ignored, as are repeats, and none legal, none at all or every move is every move") {
    const congo::Position pos = congo::parse_fen(congo::start_fen).value();
    const auto moves = moves_of(congo::MoveGenerator{}, pos);
    const std::vector<congo::Move> every(moves.begin(), moves.end());
    // Black's replies are none of White's moves.
    std::vector<congo::Move> foreign;
    for (const congo::Move& m : moves_of(congo::MoveGenerator{}, pos.after(moves[0])))
        if (!contains(every, m)) foreign.push_back(m);
    REQUIRE(!foreign.empty());
    const congo::Move last = every.back();
    std::vector<congo::Move> mixed = foreign;
    mixed.push_back(last);
    mixed.push_back(last);  // a repeat too
    for (const int threads : {1, 2}) {
        CAPTURE(threads);
        const auto limits = MctsLimits::for_iterations(1500);
        CongoMcts plain(with(threads));
        const auto p = plain.search(pos, limits);
        for (const bool all : {false, true}) {
            CAPTURE(all);
            CongoMcts other(with(threads));
            const auto r = all ? other.search(pos, limits, every) : other.search(pos, limits, foreign, [](const auto&) {});
            CHECK(r.iterations == p.iterations);
            CHECK(r.best_move == p.best_move);
            CHECK(r.score == p.score);
            CHECK(r.pv == p.pv);
            CHECK(mcts_fingerprint(other) == mcts_fingerprint(plain));
            // Nothing was left out, so the next search of the root goes on with the tree.
            other.search(pos, limits);
            CHECK(other.root_visits() == 2 * p.iterations);
        }
        CongoMcts empty(with(threads));
        empty.search(pos, limits, std::vector<congo::Move>{});
        CHECK(mcts_fingerprint(empty) == mcts_fingerprint(plain));

        CongoMcts one(with(threads));
        const auto r1 = one.search(pos, limits, std::vector<congo::Move>{last});
        CongoMcts with_foreign(with(threads));
        const auto r2 = with_foreign.search(pos, limits, mixed);
        REQUIRE(r2.best_move);
        CHECK(*r2.best_move == last);
        CHECK(child_moves(with_foreign) == std::vector<congo::Move>{last});
        CHECK(r2.iterations == r1.iterations);
        CHECK(r2.score == r1.score);
        CHECK(mcts_fingerprint(with_foreign) == mcts_fingerprint(one));
    }
}

TEST_CASE("root_moves: with multi_pv, one line per allowed move at most, each the move's own statistics") {
    const congo::Position pos = congo::parse_fen(congo::start_fen).value();
    const auto moves = moves_of(congo::MoveGenerator{}, pos);
    const std::vector<congo::Move> two{moves[3], moves[7]};
    for (const int threads : {1, 2}) {
        CAPTURE(threads);
        CongoMcts mcts(with(threads, true, 5));
        std::size_t progress = 0;
        const auto r = mcts.search(pos, MctsLimits::for_iterations(2000), two, [&](const CongoMcts::Info& info) {
            ++progress;
            check_only(info, two);
            CHECK(info.lines.size() == 2);
        });
        CHECK(progress > 0);
        check_only(r, two);
        REQUIRE(r.lines.size() == 2);
        // The two lines' visits are every visit of the root: no other move took any.
        CHECK(r.lines[0].visits + r.lines[1].visits == mcts.root_visits());
        CHECK(mcts.root_visits() == 2000);
    }
}

TEST_CASE("root_moves: a single allowed move under a clock is played after one iteration, as a root with one move") {
    const congo::Position pos = congo::parse_fen(congo::start_fen).value();
    const congo::Move only = moves_of(congo::MoveGenerator{}, pos)[5];
    CongoMcts mcts(with(1));
    MctsLimits clock = MctsLimits::for_time(3'600'000);
    clock.iterations = 2000;  // the cap stands in for a long clock: the counts tell, not the wall time
    const auto r = mcts.search(pos, clock, std::vector<congo::Move>{only});
    CHECK(r.iterations == 1);
    REQUIRE(r.best_move);
    CHECK(*r.best_move == only);
    // A fixed time a move is used whole, as for a root with one move.
    MctsLimits whole = MctsLimits::for_time(3'600'000, TimeUse::whole);
    whole.iterations = 2000;
    CHECK(CongoMcts(with(1)).search(pos, whole, std::vector<congo::Move>{only}).iterations == 2000);
}

TEST_CASE("root_moves and tree reuse: a restricted search goes on with the kept subtrees of its moves") {
    const Nim root{40, Player::first};
    for (const int threads : {1, 2}) {
        CAPTURE(threads);
        Mcts<Nim, NimMoves> mcts(with(threads, false));
        mcts.search(root, MctsLimits::for_iterations(4000));
        std::uint64_t take_two = 0;
        for (const auto& c : mcts.root_children())
            if (c.move == Take{2}) take_two = c.visits;
        REQUIRE(take_two > 0);
        // Among {take 2} the root keeps that move's subtree (and visits), and only that move.
        mcts.search(root, MctsLimits::for_iterations(100), std::vector<Take>{Take{2}});
        CHECK(child_moves(mcts) == std::vector<Take>{Take{2}});
        CHECK(mcts.root_visits() == take_two + 100);
        // The same list again goes on with it.
        mcts.search(root, MctsLimits::for_iterations(100), std::vector<Take>{Take{2}, Take{2}});
        CHECK(mcts.root_visits() == take_two + 200);
        // A move the partial root does not hold: afresh.
        mcts.search(root, MctsLimits::for_iterations(100), std::vector<Take>{Take{3}});
        CHECK(child_moves(mcts) == std::vector<Take>{Take{3}});
        CHECK(mcts.root_visits() == 100);
        // The allowed move's subtree carries on once it is played; a move left out is not in the tree.
        const std::uint64_t take_three = mcts.root_children().front().visits;
        REQUIRE(mcts.advance(Take{3}));
        CHECK(mcts.root_visits() == take_three);
        mcts.search(root, MctsLimits::for_iterations(100), std::vector<Take>{Take{3}});
        CHECK(!mcts.advance(Take{1}));
        CHECK(mcts.tree_size() == 0);
    }
}

TEST_CASE("root_moves and tree reuse: an unrestricted search after a restricted one gives the unrestricted answer") {
    // 13 stones: taking 1 is the only win (it leaves a multiple of 4). Plain UCT (no solver: visits
    // decide) finds it in 3000 iterations; 20,000 iterations spent on taking 2 alone must not outweigh
    // that: carried over, their visits would make taking 2 the most visited move.
    const Nim root{13, Player::first};
    for (const int threads : {1, 2}) {
        CAPTURE(threads);
        Mcts<Nim, NimMoves> fresh(with(threads, false));
        const auto expected = fresh.search(root, MctsLimits::for_iterations(3000));
        REQUIRE(expected.best_move);
        REQUIRE(expected.best_move->stones == 1);  // the test can fail: the fresh search finds the win
        Mcts<Nim, NimMoves> mcts(with(threads, false));
        const auto restricted = mcts.search(root, MctsLimits::for_iterations(20'000), std::vector<Take>{Take{2}});
        REQUIRE(restricted.best_move);
        CHECK(restricted.best_move->stones == 2);
        const auto r = mcts.search(root, MctsLimits::for_iterations(3000));
        REQUIRE(r.best_move);
        CHECK(r.best_move->stones == 1);
        CHECK(child_moves(mcts) == std::vector<Take>{Take{1}, Take{2}, Take{3}});
        CHECK(mcts.root_visits() == 3000);  // the root afresh: none of the restricted search's visits
    }
}
