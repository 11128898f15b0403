#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>
#include <optional>
#include <random>
#include <thread>
#include <type_traits>
#include <vector>

#include "gametree/games/congo/evaluation/course_advanced.hpp"
#include "gametree/games/congo/evaluation/material.hpp"
#include "gametree/games/congo/evaluation/strong.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/notation.hpp"
#include "gametree/games/congo/tablebase.hpp"
#include "gametree/games/tictactoe/tictactoe.hpp"
#include "gametree/search/alphabeta.hpp"
#include "gametree/search/engine/engine.hpp"
#include "gametree/search/minimax.hpp"
#include "gametree/search/tablebase/retrograde.hpp"
#include "support/bonus_nim.hpp"
#include "support/congo_playouts.hpp"
#include "support/nim.hpp"
#include "support/policy_tree.hpp"
#include "support/tree_game.hpp"
#include "support/wide_game.hpp"

using namespace gametree;
using namespace gametree::congo;
using namespace gametree::testing;

namespace {

SearchLimits to_depth(int depth) {
    SearchLimits limits;
    limits.depth = depth;
    return limits;
}

/// A random tree of the given depth: 1-4 children per node, random movers (so a player sometimes moves
/// twice in a row), random values; the nodes are stored breadth first.
std::vector<TreeNode> random_tree(std::mt19937_64& rng, int depth) {
    std::vector<TreeNode> tree{TreeNode{Player::first, 0, 0, 0}};
    std::vector<int> level{0};
    for (int d = 0; d < depth; ++d) {
        std::vector<int> next;
        for (const int parent : level) {
            const int children = std::uniform_int_distribution<int>(d == 0 ? 1 : 0, 4)(rng);
            tree[static_cast<std::size_t>(parent)].first_child = static_cast<int>(tree.size());
            tree[static_cast<std::size_t>(parent)].child_count = children;
            for (int c = 0; c < children; ++c) {
                const Player mover = std::uniform_int_distribution<int>(0, 3)(rng) == 0
                                         ? tree[static_cast<std::size_t>(parent)].mover
                                         : opponent(tree[static_cast<std::size_t>(parent)].mover);
                next.push_back(static_cast<int>(tree.size()));
                tree.push_back(TreeNode{mover, std::uniform_int_distribution<Score>(-500, 500)(rng), 0, 0});
            }
        }
        level = std::move(next);
    }
    return tree;
}

}  // namespace

TEST_CASE("exact mode returns plain alpha-beta's value on hundreds of random Congo positions") {
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        const auto positions = random_congo_positions(rules, 150, rules == Rules::standard ? 11 : 12);
        Engine<Position, MoveGenerator, CourseAdvancedEvaluator> engine(EngineOptions::exact());
        int compared = 0;
        for (const Position& pos : positions) {
            if (is_over(pos.outcome())) continue;
            for (int depth = 1; depth <= 3; ++depth) {
                const auto expected = alphabeta(pos, depth, MoveGenerator{}, CourseAdvancedEvaluator{});
                const auto got = engine.search(pos, to_depth(depth));
                CHECK_MESSAGE(got.score == expected.value, to_fen(pos) << " depth " << depth);
                CHECK(got.depth == depth);
                ++compared;
            }
        }
        CHECK(compared > 300);
    }
}

TEST_CASE("exact mode equals minimax on random trees where a player may move twice") {
    std::mt19937_64 rng(77);
    for (int t = 0; t < 300; ++t) {
        const int depth = std::uniform_int_distribution<int>(1, 6)(rng);
        const auto tree = random_tree(rng, depth);
        const TreeGame root{tree, 0};
        Engine<TreeGame, TreeMoves, TreeEvaluator> engine(EngineOptions::exact());
        for (int d = 1; d <= depth; ++d) {
            const Score expected = minimax(root, d, TreeMoves{}, TreeEvaluator{}).value;
            CHECK_MESSAGE(engine.search(root, to_depth(d)).score == expected, "tree " << t << " depth " << d);
        }
    }
}

TEST_CASE("iterations a few plies apart step exactly onto the depth limit, with exact values") {
    std::mt19937_64 rng(78);
    for (int t = 0; t < 200; ++t) {
        const int depth = std::uniform_int_distribution<int>(1, 6)(rng);
        const auto tree = random_tree(rng, depth);
        const TreeGame root{tree, 0};
        for (const int step : {2, 3}) {
            EngineOptions options = EngineOptions::exact();
            options.iteration_step = step;
            Engine<TreeGame, TreeMoves, TreeEvaluator> engine(options);
            for (int d = 1; d <= depth; ++d) {
                const Score expected = minimax(root, d, TreeMoves{}, TreeEvaluator{}).value;
                const auto r = engine.search(root, to_depth(d));
                CHECK_MESSAGE(r.score == expected, "tree " << t << " step " << step << " depth " << d);
                REQUIRE_FALSE(r.iterations.empty());
                // The first iteration is within one step of the start, and each later one a step deeper;
                // the last at the limit unless every line ended sooner.
                CHECK(r.iterations.front().depth == 1 + (d - 1) % step);
                for (std::size_t i = 1; i < r.iterations.size(); ++i)
                    CHECK(r.iterations[i].depth == r.iterations[i - 1].depth + step);
                CHECK(r.iterations.back().depth <= d);
            }
        }
    }
    // A Congo search: depth 6 in steps of 2 iterates at 2, 4 and 6; depth 5 at 1, 3 and 5; the
    // branching factor stays per ply.
    const Position pos = *parse_fen(start_fen);
    EngineOptions options = EngineOptions::exact();
    options.iteration_step = 2;
    Engine<Position, MoveGenerator, CourseAdvancedEvaluator> engine(options);
    for (const int depth : {5, 6}) {
        const auto r = engine.search(pos, to_depth(depth));
        REQUIRE(r.iterations.size() == 3);
        CHECK(r.iterations[0].depth == depth - 4);
        CHECK(r.iterations[2].depth == depth);
        CHECK(r.score == alphabeta(pos, depth, MoveGenerator{}, CourseAdvancedEvaluator{}).value);
        const double per_two_plies = static_cast<double>(r.iterations[2].iteration_nodes) /
                                     static_cast<double>(r.iterations[1].iteration_nodes);
        CHECK(r.iterations[2].branching_factor == doctest::Approx(std::sqrt(per_two_plies)));
    }
    CHECK(to_string(engine.features()).find("iterations every 2 plies") != std::string::npos);
    CHECK(to_string(engine.features()).find("history,") != std::string::npos);
    CHECK(to_string(Engine<Position, MoveGenerator, CourseAdvancedEvaluator>().features()).find("iterations every") ==
          std::string::npos);
}

TEST_CASE("history maluses reorder the quiet moves and change no exact value") {
    EngineOptions options = EngineOptions::exact();
    options.history_malus = true;
    Engine<Position, MoveGenerator, CourseAdvancedEvaluator> with(options);
    Engine<Position, MoveGenerator, CourseAdvancedEvaluator> without(EngineOptions::exact());
    CHECK(to_string(with.features()).find("history with maluses") != std::string::npos);
    CHECK(to_string(without.features()).find("maluses") == std::string::npos);
    std::uint64_t nodes_with = 0;
    std::uint64_t nodes_without = 0;
    for (const Position& pos : random_congo_positions(Rules::wits2021, 60, 13)) {
        if (is_over(pos.outcome())) continue;
        const Score expected = alphabeta(pos, 4, MoveGenerator{}, CourseAdvancedEvaluator{}).value;
        const auto a = with.search(pos, to_depth(4));
        const auto b = without.search(pos, to_depth(4));
        CHECK_MESSAGE(a.score == expected, to_fen(pos));
        CHECK_MESSAGE(b.score == expected, to_fen(pos));
        nodes_with += a.nodes;
        nodes_without += b.nodes;
    }
    CHECK(nodes_with != nodes_without);  // the maluses took effect: the searches differ
    // Without the history there is nothing to take maluses from.
    options.history = false;
    with.set_options(options);
    CHECK_FALSE(with.features().history_malus);
    CHECK(to_string(with.features()).find("maluses") == std::string::npos);
}

TEST_CASE("the full engine proves Bonus Nim, where a bonus turn keeps the side to move") {
    Engine<BonusNim, BonusNimMoves, BonusNimEvaluator> engine;
    for (int stones = 1; stones <= 14; ++stones) {
        const auto r = engine.search(BonusNim{stones, Player::first}, to_depth(20));
        CAPTURE(stones);
        REQUIRE(is_decisive(r.score));
        CHECK((r.score > 0) == (stones % 2 == 0));  // even piles win
    }
}

TEST_CASE("mate scores prefer the faster win") {
    // White's lion on e1 can take Black's lion on e7 at once (the e-file is empty between them).
    const Position pos = *parse_fen("4l2/6P/7/7/7/7/4L2 w 18", Rules::wits2021);
    Engine<Position, MoveGenerator, StrongEvaluator> engine;
    const auto r = engine.search(pos, to_depth(5));
    REQUIRE(r.best_move);
    CHECK(to_string(*r.best_move) == "e1e7");
    CHECK(r.score == win_in(1));
    CHECK(plies_to_end(r.score) == 1);
    CHECK(r.depth == 1);  // a win in one is proven at depth 1: deeper iterations are skipped
}

TEST_CASE("the engine sees a lion capture two plies ahead and avoids losing its own") {
    // Black to move: its lion on d5 faces White's on d3 across the empty d4; taking wins at once.
    const Position take = *parse_fen("7/7/3l3/7/3L3/7/7 b 0", Rules::wits2021);
    Engine<Position, MoveGenerator, StrongEvaluator> engine;
    CHECK(to_string(*engine.search(take, to_depth(3)).best_move) == "d5d3");
    // With White to move instead, White takes first.
    const Position defend = *parse_fen("7/7/3l3/7/3L3/7/7 w 0", Rules::wits2021);
    const auto r = engine.search(defend, to_depth(4));
    CHECK(to_string(*r.best_move) == "d3d5");
}

TEST_CASE("forward pruning: null-move pruning only for a game that can pass, futility as the options say") {
    Engine<Position, MoveGenerator, StrongEvaluator> congo_engine;
    CHECK(congo_engine.features().null_move_pruning);
    CHECK(congo_engine.features().futility_pruning);
    CHECK(congo_engine.features().available.has(Feature::null_move));
    EngineOptions off;
    off.null_move = false;
    off.futility = false;
    congo_engine.set_options(off);
    CHECK_FALSE(congo_engine.features().null_move_pruning);
    CHECK_FALSE(congo_engine.features().futility_pruning);
    // Tic-tac-toe has no pass: the option is on, but there is nothing to prune with.
    Engine<tictactoe::Position, tictactoe::MoveGenerator, tictactoe::LineEvaluator> ttt_engine;
    CHECK(ttt_engine.options().null_move);
    CHECK_FALSE(ttt_engine.features().null_move_pruning);
}

TEST_CASE("forward pruning cuts the tree at equal depth and keeps the lion-capture lines") {
    // Node counts to depth 9 on six positions of both rule sets (search_bench's), added up: one
    // position alone can be a lucky order of moves (from the start, the pruning saves 17% at depths 6
    // to 8 but nothing at 9 and 10); with and without null-move and futility pruning.
    const std::pair<const char*, Rules> positions[] = {
        {"gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0", Rules::standard},
        {"2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 4", Rules::wits2021},
        {"1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 w 12", Rules::wits2021},
        {"7/3zl1E/PPPp3/3e1P1/1PpZ3/2LPP2/4e2 w 42", Rules::wits2021},
        {"7/1p4Z/4l1p/1z5/Ep2P2/Eep2p1/4L2 w 10", Rules::wits2021},
        {"1m1El2/P1P2P1/1S4C/4S2/1E3S1/1P3c1/2GL3 b 79", Rules::standard},
    };
    EngineOptions unpruned;
    unpruned.null_move = false;
    unpruned.futility = false;
    std::uint64_t pruned_nodes = 0;
    std::uint64_t full_nodes = 0;
    for (const auto& [fen, rules] : positions) {
        const Position pos = *parse_fen(fen, rules);
        Engine<Position, MoveGenerator, StrongEvaluator> pruned(EngineOptions{});
        Engine<Position, MoveGenerator, StrongEvaluator> full(unpruned);
        const auto r = pruned.search(pos, to_depth(9));
        CHECK(r.best_move);  // (three of the course's positions are won early: their searches stop there)
        pruned_nodes += r.nodes;
        full_nodes += full.search(pos, to_depth(9)).nodes;
    }
    CHECK(pruned_nodes < full_nodes * 3 / 4);  // 989,247 against 1,521,905
    Engine<Position, MoveGenerator, StrongEvaluator> with(EngineOptions{});
    // A capture of the lion two plies ahead is still seen with every pruning on (see the test above).
    const Position defend = *parse_fen("7/7/3l3/7/3L3/7/7 w 0", Rules::wits2021);
    CHECK(to_string(*with.search(defend, to_depth(6)).best_move) == "d3d5");
}

TEST_CASE("danger evasions: a lion that cannot escape is seen at the horizon") {
    // Black to move: the zebra's a4b2 attacks White's lion on d1, walled in by its own pieces, and
    // nothing White has reaches b2. White is far ahead in material, so standing pat at the horizon
    // after a4b2 may call the move bad; trying every White move there finds that all lose the lion.
    const Position trap = *parse_fen("3l3/7/7/z6/6C/2PPP2/2ELE1G b 10");
    CHECK(MoveGenerator{}.in_danger(trap.after(*parse_move(trap, "a4b2"))));
    Engine<Position, MoveGenerator, StrongEvaluator> with;
    CHECK(with.features().evasions);
    CHECK(to_string(with.features()).find("futility pruning, lazy evaluation, danger evasions, danger extension, PVS") != std::string::npos);
    for (int depth = 1; depth <= 4; ++depth) {
        CAPTURE(depth);
        const auto r = with.search(trap, to_depth(depth));
        CHECK(to_string(*r.best_move) == "a4b2");
        CHECK(r.score == win_in(3));
    }
    EngineOptions off;
    off.evasions = false;
    // Weights under which the position after a4b2 looks bad for Black when White stands pat (the
    // defaults before the Texel fit, whose larger mobility and castle terms like the zebra's attack).
    StrongWeights attack_shy;
    attack_shy.material = {100, 330, 280, 300, 300, 0, 400, 300};
    attack_shy.mobility = {1, 2, 2, 2, 2, 0, 2, 3};
    attack_shy.threat_share = 6;
    attack_shy.jump_threat = 20;
    attack_shy.castle_pressure = 6;
    attack_shy.castle_guard = 8;
    Engine<Position, MoveGenerator, StrongEvaluator> without(off, {}, StrongEvaluator{attack_shy});
    CHECK_FALSE(without.features().evasions);
    const auto r = without.search(trap, to_depth(1));
    CHECK_FALSE(is_decisive(r.score));
    CHECK(to_string(*r.best_move) != "a4b2");
    // A game whose generator cannot tell danger: the option is on, but nothing uses it.
    Engine<tictactoe::Position, tictactoe::MoveGenerator, tictactoe::LineEvaluator> ttt_engine;
    CHECK(ttt_engine.options().evasions);
    CHECK_FALSE(ttt_engine.features().evasions);
}

/// A tree in which the second player's node 1 is in danger. Through move 1 the first player's node 3
/// looks even, but its one move wins 500 (node 4 is worth -500 to the second player); move 2 is worth
/// 10 at any depth. Searched to depth 2, node 1 is extended a ply and node 4 is seen: move 1, 500.
/// Without the extension the search stops at node 3 and prefers move 2 for 10.
inline constexpr TreeNode danger_tree[] = {
    {Player::first, 0, 1, 2},
    {Player::second, 0, 3, 1}, {Player::second, -10, 5, 1},
    {Player::first, 0, 4, 1}, {Player::second, -500, 7, 1},
    {Player::first, 10, 8, 1}, {Player::second, -10, 9, 1},
    {Player::first, 500}, {Player::second, -10}, {Player::first, 10},
};

/// The tree's moves; node 1 is in danger.
struct DangerTreeMoves : TreeMoves {
    [[nodiscard]] bool in_danger(const TreeGame& s) const { return s.at == 1; }
};

TEST_CASE("danger extension: a node in danger is searched a ply deeper") {
    static_assert(DangerAwareMoveGen<DangerTreeMoves, TreeGame>);
    const auto search = [](bool extension) {
        EngineOptions options = EngineOptions::solve();
        options.danger_extension = extension;
        Engine<TreeGame, DangerTreeMoves, TreeEvaluator> engine(options);
        CHECK(engine.features().danger_extension == extension);
        return engine.search(TreeGame{danger_tree}, to_depth(2));
    };
    const auto with = search(true);
    CHECK(with.best_move == 1);
    CHECK(with.score == 500);
    const auto without = search(false);
    CHECK(without.best_move == 2);
    CHECK(without.score == 10);
    // A game whose generator cannot tell danger: the option is on, but nothing uses it.
    Engine<tictactoe::Position, tictactoe::MoveGenerator, tictactoe::LineEvaluator> ttt_engine;
    CHECK(ttt_engine.options().danger_extension);
    CHECK_FALSE(ttt_engine.features().danger_extension);
}

/// The tree's moves, with a quiescence search that finds no noisy move anywhere: it only evaluates.
struct QuietTreeMoves : TreeMoves {
    static constexpr Features gametree_features = Feature::noisy_moves;
    void generate_noisy(const TreeGame&, MoveBuffer<int, max_moves>&) const noexcept {}
};

TEST_CASE("a position at the horizon is one node, with quiescence search as without") {
    // The quiescence search at the horizon looks at the position the main search reached, not at a new
    // one: it counted it a second time, so that 29% of the nodes search_bench reported at depth 9 were
    // horizon positions counted twice, and `go nodes N` searched fewer positions than N.
    const TreeGame root{textbook_tree, 0};
    for (int depth = 1; depth <= 2; ++depth) {
        CAPTURE(depth);
        const auto nodes = [&](bool quiescence) {
            EngineOptions options = EngineOptions::exact();
            options.quiescence = quiescence;
            Engine<TreeGame, QuietTreeMoves, TreeEvaluator> engine(options);
            CHECK(engine.features().quiescence == quiescence);
            return engine.search(root, to_depth(depth)).nodes;
        };
        CHECK(nodes(true) == nodes(false));
    }
    // Depth 1: the root and its three children, each evaluated once.
    EngineOptions options = EngineOptions::exact();
    options.quiescence = true;
    Engine<TreeGame, QuietTreeMoves, TreeEvaluator> engine(options);
    CHECK(engine.search(root, to_depth(1)).nodes == 4);
}

/// How often a search asked for each kind of move list.
struct GenerationCalls {
    int all = 0;
    int noisy = 0;
    int quiet = 0;
};

/// Congo's generator, counting its calls (shared by the engine's copies of it).
struct CountedStages : MoveGenerator {
    GenerationCalls* calls = nullptr;
    void generate(const Position& pos, Buffer& out) const {
        ++calls->all;
        MoveGenerator::generate(pos, out);
    }
    void generate_noisy(const Position& pos, Buffer& out) const {
        ++calls->noisy;
        MoveGenerator::generate_noisy(pos, out);
    }
    void generate_quiet(const Position& pos, Buffer& out) const {
        ++calls->quiet;
        MoveGenerator::generate_quiet(pos, out);
    }
};

TEST_CASE("staged generation: quiet moves only where the search gets to them, and the same values") {
    static_assert(StagedMoveGen<CountedStages, Position>);
    for (const std::string_view fen : std::initializer_list<std::string_view>{start_fen, "1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 b 35", "2ele1z/ppppppp/7/7/7/PPP1PPP/2ELE1Z w 4"}) {
        CAPTURE(fen);
        const Position pos = *parse_fen(fen, Rules::wits2021);
        // The exact search (no quiescence: every noisy list is one of the main search's stages).
        const auto search = [&](bool staged, GenerationCalls& calls) {
            EngineOptions options = EngineOptions::exact();
            options.staged_generation = staged;
            Engine<Position, CountedStages, FastCourseAdvancedEvaluator> engine(options, CountedStages{{}, &calls});
            CHECK(engine.features().staged_generation == staged);
            return engine.search(pos, to_depth(4));
        };
        GenerationCalls staged_calls;
        GenerationCalls whole_calls;
        const auto staged = search(true, staged_calls);
        const auto whole = search(false, whole_calls);
        CHECK(staged.score == whole.score);
        CHECK(staged.score == alphabeta(pos, 4, MoveGenerator{}, FastCourseAdvancedEvaluator{}).value);
        CHECK(whole_calls.noisy == 0);
        CHECK(whole_calls.quiet == 0);
        CHECK(staged_calls.noisy > 100);
        // At many nodes a capture (or the table's capture) cut the search off before the quiet moves.
        CHECK(staged_calls.quiet < staged_calls.noisy * 9 / 10);
        CHECK(staged_calls.all < whole_calls.all / 10);  // the root, and the few nodes without a capture
    }
}

/// Congo's strong evaluation, counting its full evaluations (shared by the engine's copies), with an
/// estimate of itself that is exact or off by `error`.
struct CountedEstimate {
    StrongEvaluator eval{};
    int* full_evaluations = nullptr;
    Score error = 0;
    Score operator()(const Position& pos) const {
        ++*full_evaluations;
        return eval(pos);
    }
    [[nodiscard]] Score estimate(const Position& pos) const { return eval(pos) + error; }
};

TEST_CASE("lazy evaluation: fewer full evaluations, the same values while the estimate keeps within its margin") {
    static_assert(EstimatingEvaluator<CountedEstimate, Position>);
    static_assert(!EstimatingEvaluator<CourseAdvancedEvaluator, Position>);
    int undecided = 0;
    for (const std::string_view fen : std::initializer_list<std::string_view>{start_fen, "1z5/pPp1lP1/5ep/4P1e/4L1p/2p2pP/7 b 35", "1m1El2/P1P2P1/1S4C/4S2/1E3S1/1P3c1/2GL3 b 79"}) {
        CAPTURE(fen);
        const Position pos = *parse_fen(fen);
        // The exact search with quiescence: no table cut-offs and no forward pruning, so that the value
        // is the same whenever every bound the quiescence search returns is a true bound.
        const auto search = [&](Score margin, Score error, int& evaluations) {
            EngineOptions options = EngineOptions::exact();
            CHECK(options.lazy_margin == 0);
            options.quiescence = true;
            options.lazy_margin = margin;
            Engine<Position, MoveGenerator, CountedEstimate> engine(options, {}, CountedEstimate{{}, &evaluations, error});
            CHECK(engine.features().lazy_evaluation == (margin > 0));
            return engine.search(pos, to_depth(3));
        };
        int eager_evaluations = 0;
        int lazy_evaluations = 0;
        const auto eager = search(0, 0, eager_evaluations);
        const auto lazy = search(50, 0, lazy_evaluations);
        CHECK(lazy.score == eager.score);
        CHECK(lazy_evaluations < eager_evaluations * 3 / 4);
        // An estimate further off than its margin is believed: another value. A heuristic.
        if (eager.score > -material_win_score && eager.score < material_win_score) {  // not a lion taken
            int wrong_evaluations = 0;
            const auto wrong = search(50, 1000, wrong_evaluations);
            CHECK(wrong.score != eager.score);
            ++undecided;
        }
    }
    CHECK(undecided >= 2);
    // With forward pruning the estimate also spares the evaluations of nodes it cannot prune.
    int pruned_eager = 0;
    int pruned_lazy = 0;
    for (const Score margin : {0, 200}) {
        EngineOptions options;
        options.lazy_margin = margin;
        Engine<Position, MoveGenerator, CountedEstimate> engine(options, {}, CountedEstimate{{}, margin ? &pruned_lazy : &pruned_eager, 0});
        CHECK(engine.search(*parse_fen(start_fen), to_depth(6)).depth == 6);
    }
    CHECK(pruned_lazy < pruned_eager);
    // An evaluator without an estimate: the option is on, but nothing uses it.
    Engine<Position, MoveGenerator, CourseAdvancedEvaluator> course_engine;
    CHECK(course_engine.options().lazy_margin > 0);
    CHECK_FALSE(course_engine.features().lazy_evaluation);
    CHECK(to_string(Engine<Position, MoveGenerator, StrongEvaluator>{}.features()).find("futility pruning, lazy evaluation, danger evasions") != std::string::npos);
}

TEST_CASE("limits: nodes, time and the stop flag end the search after a completed iteration") {
    const Position pos = *parse_fen(start_fen);
    Engine<Position, MoveGenerator, StrongEvaluator> engine;
    SearchLimits by_nodes;
    by_nodes.nodes = 5000;
    const auto a = engine.search(pos, by_nodes);
    CHECK(a.best_move);
    CHECK(a.depth >= 1);
    CHECK(a.nodes < 5000 + 2000);  // the check is per node once depth 1 is done

    SearchLimits by_time;
    by_time.time = std::chrono::milliseconds(50);
    const auto b = engine.search(pos, by_time);
    CHECK(b.best_move);
    CHECK(b.milliseconds < 1000);

    std::atomic<bool> stop{true};
    SearchLimits stopped;
    stopped.stop = &stop;
    const auto c = engine.search(pos, stopped);
    CHECK(c.depth == 1);  // depth 1 always completes
    CHECK(c.best_move);

    std::atomic<bool> later{false};
    SearchLimits infinite;
    infinite.stop = &later;
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(30));
        later = true;
    });
    const auto d = engine.search(pos, infinite);
    stopper.join();
    CHECK(d.stopped);
    CHECK(d.best_move);
}

TEST_CASE("limits: a time limit at the ends of milliseconds' range neither overflows nor stops at once") {
    // Compared with the clock's nanoseconds, milliseconds::max() overflowed (undefined behaviour), wrapped
    // negative and stopped the search after its first iteration.
    const Position pos = *parse_fen(start_fen);
    Engine<Position, MoveGenerator, StrongEvaluator> engine;
    for (const TimeUse use : {TimeUse::save, TimeUse::whole}) {
        SearchLimits forever = to_depth(4);
        forever.time = std::chrono::milliseconds::max();
        forever.time_use = use;
        const auto a = engine.search(pos, forever);
        CHECK(a.depth == 4);
        CHECK_FALSE(a.stopped);

        SearchLimits overrun = to_depth(4);
        overrun.time = std::chrono::milliseconds::min();
        overrun.time_use = use;
        const auto b = engine.search(pos, overrun);
        CHECK(b.depth == 1);  // depth 1 always completes
        CHECK(b.stopped);
        CHECK(b.best_move);
    }
}

TEST_CASE("one report per completed iteration, with statistics") {
    const Position pos = *parse_fen(start_fen);
    Engine<Position, MoveGenerator, StrongEvaluator> engine;
    int calls = 0;
    const auto r = engine.search(pos, to_depth(6), [&](const auto& info) {
        ++calls;
        CHECK(info.depth == calls);
        CHECK(!info.pv.empty());
        CHECK(info.nodes >= info.iteration_nodes);
    });
    CHECK(calls == 6);
    REQUIRE(r.iterations.size() == 6);
    CHECK(r.iterations[0].branching_factor == 0);
    CHECK(r.iterations[5].branching_factor > 0);
    CHECK(r.iterations[5].tt_hit_rate > 0);
    CHECK(r.iterations[5].tt_hit_rate <= 1);
    CHECK(r.nodes == r.iterations.back().nodes);
    // The principal variation is made of legal moves.
    Position walk = pos;
    for (const Move& m : r.pv) {
        const auto legal = parse_move(walk, to_string(m));
        REQUIRE(legal);
        walk = walk.after(m);
    }
}

TEST_CASE("after earlier searches the reported line still reaches the search depth, all legal") {
    // Earlier searches fill the table; then cut-offs end the triangular line early, and the table must
    // continue it. A line may be shorter only where the game ends.
    Engine<Position, MoveGenerator, StrongEvaluator> engine;
    const Position start = *parse_fen(start_fen);
    const Position later = start.after(*parse_move(start, "c2c3")).after(*parse_move(start.after(*parse_move(start, "c2c3")), "c6c5"));
    (void)engine.search(start, to_depth(8));  // the same depth again below: mostly answered by the table
    (void)engine.search(later, to_depth(6));
    for (const Position& root : {start, later}) {
        int iterations = 0;
        engine.search(root, to_depth(8), [&](const auto& info) {
            ++iterations;
            Position walk = root;
            std::vector<std::uint64_t> seen{root.hash()};
            for (const Move& m : info.pv) {
                REQUIRE_MESSAGE(parse_move(walk, to_string(m)), to_fen(walk) << ' ' << to_string(m));
                walk = walk.after(m);
                seen.push_back(walk.hash());
            }
            const bool repeated = std::count(seen.begin(), seen.end(), walk.hash()) > 1;  // the line would cycle
            CAPTURE(info.depth);
            CAPTURE(info.pv.size());
            CHECK(info.pv.size() <= static_cast<std::size_t>(info.depth));
            CHECK((info.pv.size() == static_cast<std::size_t>(info.depth) || is_over(walk.outcome()) || repeated));
        });
        CHECK(iterations == 8);
    }
}

TEST_CASE("a line the table lost is continued from the last search's line") {
    // The same search twice: the second is answered by the table at the root's children, and a shallow
    // entry near the end of the line was overwritten in between; the first search's line fills the gap.
    EngineOptions small_table;
    small_table.tt_mib = 1;  // crowded: the shallow entries at the end of the line are soon replaced
    Engine<Position, MoveGenerator, StrongEvaluator> engine(small_table);
    const Position start = *parse_fen(start_fen);
    const auto first = engine.search(start, to_depth(8));
    const auto second = engine.search(start, to_depth(8));
    CHECK(second.nodes < first.nodes / 10);  // mostly the table's answers
    CHECK(second.pv.size() == 8);
    CHECK(second.pv == first.pv);
}

TEST_CASE("options whose table cannot be allocated leave the old table and options (strong guarantee)") {
    Engine<Position, MoveGenerator, StrongEvaluator> engine;
    const Position pos = *parse_fen(start_fen);
    (void)engine.search(pos, to_depth(5));
    EngineOptions impossible = EngineOptions::plain();
    impossible.tt_mib = std::numeric_limits<std::size_t>::max() / 2;  // its byte count overflows
    CHECK_THROWS_AS(engine.set_options(impossible), std::length_error);
    CHECK(engine.options().tt_mib == EngineOptions{}.tt_mib);
    CHECK(engine.options().pvs);
    CHECK(engine.options().late_move_reductions);
    // The table kept what the first search stored: the same search now finds most positions in it.
    const auto again = engine.search(pos, to_depth(5));
    CHECK(again.iterations.front().tt_hit_rate > 0);
}

TEST_CASE("a finished or moveless root gives no move") {
    Engine<Position, MoveGenerator, StrongEvaluator> engine;
    const auto r = engine.search(*parse_fen("7/7/7/7/7/7/3L3 b 3"), to_depth(3));
    CHECK_FALSE(r.best_move);
    CHECK(r.depth == 0);
}

TEST_CASE("switching techniques off keeps the engine legal and the TT optional") {
    const Position pos = *parse_fen(start_fen);
    for (const EngineOptions& options : {EngineOptions::plain(), EngineOptions::exact(), EngineOptions{}}) {
        Engine<Position, MoveGenerator, StrongEvaluator> engine(options);
        const auto r = engine.search(pos, to_depth(4));
        REQUIRE(r.best_move);
        CHECK(parse_move(pos, to_string(*r.best_move)));
    }
    EngineOptions no_table;
    no_table.tt_mib = 0;
    Engine<Position, MoveGenerator, StrongEvaluator> engine(no_table);
    CHECK(engine.search(pos, to_depth(4)).iterations.back().tt_hit_rate == 0);
}

TEST_CASE("the search stops by itself once every line reaches the end of the game") {
    // Nim with 10 stones lasts at most 10 plies: with no depth limit the engine must stop there.
    Engine<Nim, NimMoves, NimEvaluator> engine(EngineOptions::solve());
    const auto r = engine.search(Nim{10, Player::first}, SearchLimits{});
    CHECK(r.depth <= 11);
    CHECK(is_decisive(r.score));
    CHECK(r.score > 0);  // 10 is not a multiple of 4: the side to move wins
    CHECK_FALSE(r.stopped);
}

namespace {
/// The first player chooses among A, B and C. One ply deep A looks best (its static values, for the
/// second player to move there, are -10, -5 and -1); two plies deep B is (the second player's replies
/// leave the first 1 or 2 after A, 8 or 9 after B, 0 after C).
constexpr TreeNode deeper_changes_mind[] = {
    {Player::first, 0, 1, 3},
    {Player::second, -10, 4, 2}, {Player::second, -5, 6, 2}, {Player::second, -1, 8, 2},
    {Player::first, 1}, {Player::first, 2},
    {Player::first, 8}, {Player::first, 9},
    {Player::first, 0}, {Player::first, 0},
};
}  // namespace

TEST_CASE("a stopped iteration's better move is played when its search finished (unfinished_iteration)") {
    const TreeGame root{deeper_changes_mind, 0};
    EngineOptions options;
    options.mate_scores = false;  // the leaves are valued by the evaluator
    EngineOptions off = options;
    off.unfinished_iteration = false;
    bool taken = false;
    for (std::uint64_t nodes = 1; nodes <= 30; ++nodes) {
        Engine<TreeGame, TreeMoves, TreeEvaluator> with(options);
        Engine<TreeGame, TreeMoves, TreeEvaluator> without(off);
        const auto a = with.search(root, SearchLimits::for_nodes(nodes));
        const auto b = without.search(root, SearchLimits::for_nodes(nodes));
        CAPTURE(nodes);
        REQUIRE(b.best_move);
        CHECK(*b.best_move == b.iterations.back().pv.front());  // off: the last finished iteration, always
        CHECK_FALSE(b.from_unfinished_iteration);
        if (b.depth == 1 && b.stopped) CHECK(*b.best_move == 1);  // A, one ply deep
        if (a.from_unfinished_iteration) {
            // Only B can beat A in iteration 2; it did, and C's search was cut short.
            CHECK(a.depth == 1);
            CHECK(a.stopped);
            CHECK(*a.best_move == 2);
            CHECK(a.pv.front() == 2);
            CHECK(a.score == 8);
            taken = true;
        } else {
            CHECK(a.best_move == b.best_move);
        }
    }
    CHECK(taken);  // some node limit stops iteration 2 after B and before its end
    // Unstopped, two plies deep, B is the answer anyway.
    Engine<TreeGame, TreeMoves, TreeEvaluator> full(options);
    CHECK(*full.search(root, SearchLimits::to_depth(2)).best_move == 2);
}

TEST_CASE("limit presets") {
    CHECK(SearchLimits::to_depth(5).depth == 5);
    CHECK(SearchLimits::for_time(20).time == std::chrono::milliseconds(20));
    CHECK(SearchLimits::for_nodes(1000).nodes == 1000U);
    CHECK_FALSE(EngineOptions::solve().late_move_reductions);
    CHECK_FALSE(EngineOptions::solve().null_move);
    CHECK_FALSE(EngineOptions::solve().futility);
    CHECK(EngineOptions::solve().mate_scores);
}

TEST_CASE("margins: among wins the bigger margin first, then the faster win") {
    using Tree = gametree::testing::PolicyTree<NoMovePolicy::loss>;
    const Tree root{gametree::testing::margin_tree, 0};
    EngineOptions options = EngineOptions::solve();
    Engine<Tree, gametree::testing::PolicyMoves, gametree::testing::PolicyEvaluator> engine(options);
    const auto r = engine.search(root, SearchLimits::to_depth(8));
    CHECK(*r.best_move == 2);  // a win by 5 in 3 plies, over a win by 1 in 1 ply and a win by 5 in 5 plies
    CHECK(r.score == win_in(3, 5));
    CHECK(margin_of(r.score) == 5);
    CHECK(plies_to_end(r.score) == 3);
    CHECK(engine.features().margins);
}

namespace {
/// A win/loss/draw table for the margin tree that calls every position won for its side to move: what a
/// table without margins says, right or wrong about the margins.
struct WinEverywhereTable {
    [[nodiscard]] std::optional<TablebaseValue> probe(const gametree::testing::PolicyTree<NoMovePolicy::loss>&) const {
        return TablebaseValue{TablebaseValue::Result::win, 1};
    }
};
}  // namespace

TEST_CASE("margins: a tablebase is not probed in a game with margins, and features() says so") {
    // A table knows won, lost or drawn: probed, its wins read as wins by the full margin and outranked
    // the wins by 5 the search finds (this table turned the root's value into a loss at ply 2).
    using Tree = gametree::testing::PolicyTree<NoMovePolicy::loss>;
    const Tree root{gametree::testing::margin_tree, 0};
    Engine<Tree, gametree::testing::PolicyMoves, gametree::testing::PolicyEvaluator, WinEverywhereTable> engine(
        EngineOptions::solve());
    CHECK_FALSE(engine.features().tablebases);
    const auto r = engine.search(root, SearchLimits::to_depth(8));
    CHECK(*r.best_move == 2);
    CHECK(r.score == win_in(3, 5));
    // In a game without margins the same engine probes it.
    Engine<congo::Position, MoveGenerator, MaterialEvaluator, EndgameTablebases> congo_engine;
    CHECK(congo_engine.features().tablebases);
}

TEST_CASE("a finished or moveless root reports its value, as Mcts does") {
    // The score was 0 at such a root: a lost game read as level, whatever the game's NoMovePolicy.
    using gametree::testing::dead_end_tree;
    using gametree::testing::margin_tree;
    using gametree::testing::PolicyEvaluator;
    using gametree::testing::PolicyMoves;
    using gametree::testing::PolicyTree;
    using Loss = PolicyTree<NoMovePolicy::loss>;
    using Draw = PolicyTree<NoMovePolicy::draw>;
    Engine<Loss, PolicyMoves, PolicyEvaluator> engine(EngineOptions::solve());
    // Finished: the second player lost by 2 (node 4), by 1 (margin tree node 1); a drawn leaf (node 2).
    const auto lost = engine.search(Loss{dead_end_tree, 4}, to_depth(4));
    CHECK_FALSE(lost.best_move);
    CHECK(lost.depth == 0);
    CHECK(lost.score == loss_in(0, 2));
    CHECK(engine.search(Loss{margin_tree, 1}, to_depth(4)).score == loss_in(0, 1));
    CHECK(engine.search(Loss{dead_end_tree, 2}, to_depth(4)).score == 0);
    // No move, not over (node 1): a loss at once under NoMovePolicy::loss, a draw under draw.
    const auto stuck = engine.search(Loss{dead_end_tree, 1}, to_depth(4));
    CHECK_FALSE(stuck.best_move);
    CHECK(stuck.score == loss_in(0));
    Engine<Draw, PolicyMoves, PolicyEvaluator> drawing(EngineOptions::solve());
    CHECK(drawing.search(Draw{dead_end_tree, 1}, to_depth(4)).score == 0);
    // Without mate scores a finished root is the evaluator's value, a moveless one -infinity (as
    // alpha-beta gives them).
    EngineOptions plain = EngineOptions::plain();
    plain.mate_scores = false;
    Engine<Loss, PolicyMoves, PolicyEvaluator> evaluating(plain);
    CHECK(evaluating.search(Loss{dead_end_tree, 4}, to_depth(4)).score == -2);
    CHECK(evaluating.search(Loss{dead_end_tree, 1}, to_depth(4)).score == -score_infinity);
}

TEST_CASE("decisive scores: margin and distance are read back, a game without margins wins by the full one") {
    CHECK(win_in(7) == score_mate - 7);
    CHECK(margin_of(win_in(7)) == max_utility);
    CHECK(plies_to_end(win_in(7)) == 7);
    CHECK(plies_to_end(loss_in(4, 3)) == -4);
    CHECK(margin_of(loss_in(4, 3)) == -3);
    CHECK(is_decisive(win_in(max_ply - 1, 1)));
    CHECK(is_decisive(loss_in(max_ply - 1, 1)));
    CHECK(win_in(max_ply - 1, 2) > win_in(1, 1));  // a bigger margin beats a faster win
    CHECK_FALSE(is_decisive(decisive_bound - 1));
}

TEST_CASE("without mate scores a solved game is not deepened to the maximum depth") {
    // Tic-tac-toe is solved in nine plies; table cut-offs on finished lines must not count as reaching
    // the horizon, with or without mate scores.
    for (const bool mate_scores : {true, false}) {
        CAPTURE(mate_scores);
        EngineOptions options = EngineOptions::solve();
        options.mate_scores = mate_scores;
        Engine<tictactoe::Position, tictactoe::MoveGenerator, tictactoe::LineEvaluator> engine(options);
        const auto r = engine.search(tictactoe::Position{}, SearchLimits{});
        CHECK(r.depth <= 10);
        CHECK(r.score == 0);
    }
}

TEST_CASE("repetition draws: off by default, a repeated position is a draw when on, also from the game") {
    using Tree = gametree::testing::PolicyTree<NoMovePolicy::loss>;
    const Tree root{gametree::testing::cycle_tree, 0};
    using CycleEngine = Engine<Tree, gametree::testing::PolicyMoves, gametree::testing::PolicyEvaluator>;
    CycleEngine plain(EngineOptions::exact());
    CHECK(plain.search(root, SearchLimits::to_depth(6)).score == -30);
    CHECK_FALSE(plain.features().repetition_draws);

    EngineOptions options = EngineOptions::exact();
    options.repetition_draws = true;
    CycleEngine drawing(options);
    CHECK(drawing.search(root, SearchLimits::to_depth(6)).score == 0);
    CHECK(drawing.features().repetition_draws);
    // From node 2 (the first player to move back to the start), a game that already passed through the
    // start is a draw at once; without that history the line is searched to the horizon.
    const Tree node2 = root.after(2);
    CHECK(drawing.search(node2, SearchLimits::to_depth(2)).score == -30);
    const std::uint64_t history[] = {root.hash(), root.after(1).hash()};
    drawing.set_history(history);
    CHECK(drawing.search(node2, SearchLimits::to_depth(2)).score == 0);
    drawing.new_game();
    CHECK(drawing.search(node2, SearchLimits::to_depth(2)).score == -30);
}

TEST_CASE("contempt: a draw scores against the root's side, for its opponent as much in its favour") {
    using Tree = gametree::testing::PolicyTree<NoMovePolicy::loss>;
    const Tree root{gametree::testing::cycle_tree, 0};
    using CycleEngine = Engine<Tree, gametree::testing::PolicyMoves, gametree::testing::PolicyEvaluator>;
    EngineOptions options = EngineOptions::solve();  // the second player's loss is a loss, not the evaluator's 0
    options.repetition_draws = true;
    CHECK(options.contempt == 0);
    for (const Score contempt : {25, -25}) {
        CAPTURE(contempt);
        options.contempt = contempt;
        CycleEngine engine(options);
        // The second player still prefers the repetition to its loss: the root's side gets the draw, less
        // its contempt (or plus it, when it seeks draws).
        CHECK(engine.search(root, SearchLimits::to_depth(6)).score == -contempt);
        CHECK(engine.features().contempt == contempt);
        CHECK(to_string(engine.features()).find("contempt " + std::to_string(contempt)) != std::string::npos);
    }
    CHECK(to_string(CycleEngine(EngineOptions::exact()).features()).find("contempt") == std::string::npos);
}

TEST_CASE("contempt: a drawn game is scored for the side at the root, whichever side that is") {
    using TicTacToe = Engine<tictactoe::Position, tictactoe::MoveGenerator, tictactoe::LineEvaluator>;
    EngineOptions options = EngineOptions::solve();
    options.contempt = 40;
    const tictactoe::Position start{};
    const tictactoe::Position after_centre = start.after(tictactoe::Move{4});
    // Tic-tac-toe is a draw: with contempt the first player's search says -40, and the second player's,
    // searched next by the same engine, must not read the first one's draws from the table.
    TicTacToe engine(options);
    CHECK(engine.search(start, SearchLimits{}).score == -40);
    const auto second = engine.search(after_centre, SearchLimits{});
    CHECK(second.score == -40);

    // Changing the contempt clears the table too: its draws were scored with the old one.
    options.contempt = -40;
    engine.set_options(options);
    CHECK(engine.search(after_centre, SearchLimits{}).score == 40);

    // Without contempt the same engine keeps its table from one side's search to the other's.
    TicTacToe plain(EngineOptions::solve());
    const auto cold = plain.search(after_centre, SearchLimits{}).nodes;
    CHECK(plain.search(start, SearchLimits{}).score == 0);
    CHECK(plain.search(after_centre, SearchLimits{}).nodes < cold);
}

TEST_CASE("a position with more moves than a 16-bit index counts: the right move is found, stored and reported") {
    using WideEngine = Engine<WideGame, WideMoves, WideEvaluator>;
    const WideGame start{};
    const WideGame wide = start.after(0);
    WideEngine engine;
    // The wide position as the root: its one winning move, beyond index 65,535, is found and played.
    const auto at_wide = engine.search(wide, to_depth(3));
    REQUIRE(at_wide.best_move);
    CHECK(*at_wide.best_move == WideGame::winning_move);
    CHECK(at_wide.score == win_in(1));
    // The same engine from the start: the wide position, one ply down, is now a table hit, and the
    // reported line continues from it with the table's move. An index cut to 16 bits would name move
    // 4,463 (a loss for the side that plays it); a move beyond the table's range is not stored as its
    // move, and the line takes it from the last reported line instead.
    const auto at_start = engine.search(start, to_depth(4));
    CHECK(at_start.score == loss_in(2));
    REQUIRE(at_start.pv.size() == 2);
    CHECK(at_start.pv[0] == 0);
    CHECK(at_start.pv[1] == WideGame::winning_move);
    // Every move of the line is legal and wins: played out, it ends in the second player's win.
    WideGame end = start;
    for (const auto m : at_start.pv) end = end.after(m);
    CHECK(end.outcome() == win_for(Player::second));

    // A fresh engine, and one whose table knows nothing of the last line: the move beyond index 65,535
    // is still found at every depth.
    WideEngine fresh;
    const auto cold = fresh.search(start, to_depth(4));
    CHECK(cold.score == loss_in(2));
    REQUIRE(cold.pv.size() == 2);
    CHECK(cold.pv[1] == WideGame::winning_move);
    fresh.new_game();
    const auto again = fresh.search(wide, to_depth(2));
    REQUIRE(again.best_move);
    CHECK(*again.best_move == WideGame::winning_move);
}

namespace {
/// The first player moves twice, and then the second has no move: without mate scores a loss for want
/// of a move is -score_infinity, so the root is worth +score_infinity at depth 3 (the dead end searched
/// with a ply left), while depths 1 and 2 see only the evaluations (5, then -7).
constexpr gametree::testing::PolicyNode infinite_at_depth_three[] = {
    {Player::first, 0, 1, 1},
    {Player::first, 5, 2, 1},
    {Player::second, 7, 0, 0},
};
/// The same for the first player's loss: the second player moves, and then the first has no move
/// (depths 1 and 2: -5, then 7; depth 3: -score_infinity).
constexpr gametree::testing::PolicyNode lost_at_depth_three[] = {
    {Player::first, 0, 1, 1},
    {Player::second, 5, 2, 1},
    {Player::first, 7, 0, 0},
};
}  // namespace

TEST_CASE("aspiration windows end at a score of score_infinity (a loss for want of a move without mate scores)") {
    // The window widened to the full one and the score stood on its bound, failing high again and
    // again: the search never ended (ExactSearch hung at depth 3 on such a game). A node limit stops
    // the iteration that hung, so that the test fails instead of hanging.
    using Tree = gametree::testing::PolicyTree<NoMovePolicy::loss>;
    const Tree root{infinite_at_depth_three, 0};
    using gametree::testing::PolicyMoves, gametree::testing::PolicyEvaluator;
    CHECK(alphabeta(root, 3, PolicyMoves{}, PolicyEvaluator{}).value == score_infinity);
    for (const int step : {1, 2}) {
        EngineOptions options = EngineOptions::exact();
        options.iteration_step = step;
        options.aspiration_window = 3;
        Engine<Tree, PolicyMoves, PolicyEvaluator> engine(options);
        SearchLimits limits = to_depth(3);
        limits.nodes = 100'000;
        const auto r = engine.search(root, limits);
        CHECK_FALSE(r.stopped);
        CHECK(r.depth == 3);
        CHECK(r.score == score_infinity);
    }
    // Failing low.
    const Tree lost{lost_at_depth_three, 0};
    CHECK(alphabeta(lost, 3, PolicyMoves{}, PolicyEvaluator{}).value == -score_infinity);
    Engine<Tree, PolicyMoves, PolicyEvaluator> engine(EngineOptions::exact());
    SearchLimits limits = to_depth(3);
    limits.nodes = 100'000;
    const auto r = engine.search(lost, limits);
    CHECK_FALSE(r.stopped);
    CHECK(r.depth == 3);
    CHECK(r.score == -score_infinity);
}

namespace {
/// A game that never ends, thirty moves a turn: a position is the line that led to it.
struct EndlessGame {
    using move_type = int;
    std::uint64_t line = 1;
    int ply = 0;
    [[nodiscard]] Player side_to_move() const noexcept { return ply % 2 == 0 ? Player::first : Player::second; }
    [[nodiscard]] Outcome outcome() const noexcept { return Outcome::ongoing; }
    [[nodiscard]] EndlessGame after(int m) const noexcept { return {line * 31 + static_cast<std::uint64_t>(m), ply + 1}; }
    [[nodiscard]] std::uint64_t hash() const noexcept { return line * 0x9E3779B97F4A7C15ULL ^ (line >> 29); }
};
struct EndlessMoves {
    static constexpr std::size_t max_moves = 30;
    void generate(const EndlessGame&, MoveBuffer<int, max_moves>& out) const {
        for (int m = 0; m < 30; ++m) out.push_back(m);
    }
};
/// An evaluation that takes a millisecond (a large network, say), and counts the calls that begin more
/// than 5 ms after `deadline`.
struct SlowEvaluation {
    std::chrono::steady_clock::time_point* deadline = nullptr;
    std::atomic<int>* late = nullptr;
    int operator()(const EndlessGame& s) const {
        if (std::chrono::steady_clock::now() > *deadline + std::chrono::milliseconds(5)) ++*late;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
        return static_cast<int>(s.hash() % 201) - 100;
    }
};
}  // namespace

TEST_CASE("limits: a time limit holds when nodes are slow (the clock is read more often)") {
    // The time was read every 1024 nodes: with an evaluation of a millisecond, a 200 ms search went on
    // for about a second, evaluating hundreds of positions after its limit.
    std::chrono::steady_clock::time_point deadline;
    std::atomic<int> late{0};
    for (const TimeUse use : {TimeUse::whole, TimeUse::save}) {
        late = 0;
        Engine<EndlessGame, EndlessMoves, SlowEvaluation> engine(EngineOptions{}, {}, SlowEvaluation{&deadline, &late});
        deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(200);
        const auto r = engine.search(EndlessGame{}, SearchLimits::for_time(200, use));
        CHECK(r.best_move);
        CHECK(late.load() <= 2);  // the node being searched at the limit, no more
    }
}

namespace {
/// EndlessGame with a single move at the root (ply 0), 30 everywhere else.
struct OneRootMove {
    static constexpr std::size_t max_moves = 30;
    void generate(const EndlessGame& s, MoveBuffer<int, max_moves>& out) const {
        for (int m = 0; m < (s.ply == 0 ? 1 : 30); ++m) out.push_back(m);
    }
};
struct HashEvaluation {
    int operator()(const EndlessGame& s) const { return static_cast<int>(s.hash() % 201) - 100; }
};
}  // namespace

TEST_CASE("limits: with a clock a root with one move is played after the first iteration") {
    // It searched the only move for half the clock's time, which another move could have used.
    Engine<EndlessGame, OneRootMove, HashEvaluation> engine;
    const auto clocked = engine.search(EndlessGame{}, SearchLimits::for_time(60'000));
    CHECK(clocked.depth == 1);
    CHECK(clocked.stopped);
    CHECK(clocked.best_move == 0);
    CHECK(clocked.milliseconds < 30'000);  // it searched half of 60 s before

    // A fixed time a move, a node count or a depth is searched as asked: an analysis wants the score.
    SearchLimits whole = SearchLimits::for_time(100, TimeUse::whole);
    whole.depth = 3;
    CHECK(engine.search(EndlessGame{}, whole).depth == 3);
    CHECK(engine.search(EndlessGame{}, SearchLimits::to_depth(3)).depth == 3);
    SearchLimits nodes = SearchLimits::for_nodes(20'000);
    CHECK(engine.search(EndlessGame{}, nodes).depth > 1);

    // With more moves than one the clock is used as before.
    Engine<EndlessGame, EndlessMoves, HashEvaluation> choosing;
    SearchLimits clock = SearchLimits::for_time(60'000);
    clock.depth = 3;
    CHECK(choosing.search(EndlessGame{}, clock).depth == 3);
}

TEST_CASE("a finished or moveless root is valued as the search values such a node, by the no-move policy") {
    // The report said 0 for all of them: a lost or won game read as a draw, and exact() disagreed with
    // plain alpha-beta there. dead_end_tree: node 1 is the second player's dead end (under pass, the turn
    // goes to node 3, whose only move wins for the first player by 2 at node 4); node 2 a drawn game
    // (evaluated 10), node 4 a game the first player won by 2 (the second to move, evaluated -2).
    using gametree::testing::PolicyMoves, gametree::testing::PolicyEvaluator, gametree::testing::dead_end_tree;
    const auto check_root = [](const auto& root, Score full, bool searched) {
        using Tree = std::remove_cvref_t<decltype(root)>;
        Engine<Tree, PolicyMoves, PolicyEvaluator> engine;
        const auto r = engine.search(root, to_depth(3));
        CHECK(r.score == full);
        CHECK_FALSE(r.best_move);
        CHECK(r.pv.empty());
        CHECK((r.depth > 0) == searched);
        Engine<Tree, PolicyMoves, PolicyEvaluator> exact(EngineOptions::exact());
        CHECK(exact.search(root, to_depth(3)).score == alphabeta(root, 3, PolicyMoves{}, PolicyEvaluator{}).value);
    };
    using Loss = gametree::testing::PolicyTree<NoMovePolicy::loss>;
    using Draw = gametree::testing::PolicyTree<NoMovePolicy::draw>;
    using Pass = gametree::testing::PolicyTree<NoMovePolicy::pass>;
    check_root(Loss{dead_end_tree, 1}, loss_in(0), false);
    check_root(Draw{dead_end_tree, 1}, 0, false);
    check_root(Pass{dead_end_tree, 1}, loss_in(2, 2), true);  // the pass is searched
    check_root(Loss{dead_end_tree, 4}, loss_in(0, 2), false);
    check_root(Loss{dead_end_tree, 2}, 0, false);
    // Contempt scores a drawn root against its side.
    EngineOptions contempt;
    contempt.contempt = 7;
    Engine<Draw, PolicyMoves, PolicyEvaluator> engine(contempt);
    CHECK(engine.search(Draw{dead_end_tree, 1}, to_depth(3)).score == -7);
    CHECK(engine.search(Draw{dead_end_tree, 2}, to_depth(3)).score == -7);
}
