// Expectiminimax against an independent brute force on Dice Nim, Star1 against plain expectiminimax,
// and the games without chance against minimax.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <vector>

#include <gametree/games/dice_nim/dice_nim.hpp>
#include <gametree/search/chance/expectiminimax.hpp>
#include <gametree/search/minimax.hpp>

#include "support/bonus_nim.hpp"

using namespace gametree;

namespace {

/// The chance that the player about to roll with `n` stones left wins Dice Nim with best play, computed
/// from the rules alone: the average over the four faces of the best take, where taking the last stone
/// wins and otherwise the opponent rolls next.
double brute_force_win_chance(int n, std::vector<double>& memo) {
    if (memo[static_cast<std::size_t>(n)] >= 0) return memo[static_cast<std::size_t>(n)];
    double total = 0;
    for (int face = 1; face <= 4; ++face) {
        double best = 0;
        for (int take = 1; take <= std::min(face, n); ++take)
            best = std::max(best, take == n ? 1.0 : 1.0 - brute_force_win_chance(n - take, memo));
        total += best / 4;
    }
    return memo[static_cast<std::size_t>(n)] = total;
}

/// Pig to 5 on a three-sided die: a player rolls or (with points this turn) holds; a roll of 1 loses the
/// turn's points and gives the turn away, 2 or 3 adds to them, and whoever reaches 5 wins at once. A
/// chance state whose outcomes keep the side to move (2, 3) or change it (1): Star1's windows must be
/// turned at some outcomes and not at others. Its turns can repeat, so it is searched to a depth.
struct Pig {
    using move_type = int;  // 0 roll, 1 hold; at a chance state the face
    static constexpr Features gametree_features = Feature::chance;
    static constexpr std::size_t max_outcomes = 3;
    int score[2] = {0, 0};
    int turn = 0;
    bool rolling = false;
    Player side = Player::first;

    [[nodiscard]] Player side_to_move() const { return side; }
    [[nodiscard]] Outcome outcome() const {
        if (score[0] >= 5) return Outcome::first_wins;
        return score[1] >= 5 ? Outcome::second_wins : Outcome::ongoing;
    }
    [[nodiscard]] bool is_chance() const { return rolling; }
    void chance_outcomes(ChanceBufferFor<Pig>& out) const {
        out.push_back({1, 0.5});  // uneven, so that an outcome's weight matters
        out.push_back({2, 0.25});
        out.push_back({3, 0.25});
    }
    [[nodiscard]] Pig after(int m) const {
        Pig next = *this;
        int& mine = next.score[index_of(side)];
        next.rolling = false;
        if (rolling && m == 1) {
            next.turn = 0;
            next.side = opponent(side);
        } else if (rolling) {
            next.turn += m;
            if (mine + next.turn >= 5) mine += next.turn;
        } else if (m == 0) {
            next.rolling = true;
        } else {
            mine += turn;
            next.turn = 0;
            next.side = opponent(side);
        }
        return next;
    }
};

struct PigMoves {
    static constexpr std::size_t max_moves = 3;
    void generate(const Pig& s, MoveBuffer<int, max_moves>& out) const {
        if (is_over(s.outcome())) return;
        if (s.rolling) {
            for (int face = 1; face <= 3; ++face) out.push_back(face);
            return;
        }
        out.push_back(0);
        if (s.turn > 0) out.push_back(1);
    }
};

/// The points the side to move is ahead by, its turn's points counted, times 100.
struct PigLead {
    [[nodiscard]] int operator()(const Pig& s) const {
        const auto me = static_cast<std::size_t>(index_of(s.side));
        return 100 * (s.score[me] + s.turn - s.score[1 - me]);
    }
};

/// Expectiminimax as defined, from the rules alone: the value of `s` for its side to move, `depth`
/// players' moves deep, on the ±1000 scale.
double brute_force_pig(const Pig& s, int depth) {
    if (is_over(s.outcome())) return is_win_for(s.outcome(), s.side) ? 1000 : -1000;
    const auto seen_by = [&s](const Pig& child, double v) { return child.side == s.side ? v : -v; };
    if (s.rolling) {
        double total = 0;
        ChanceBufferFor<Pig> outcomes;
        s.chance_outcomes(outcomes);
        for (const auto& o : outcomes) total += o.probability * seen_by(s.after(o.outcome), brute_force_pig(s.after(o.outcome), depth));
        return total;
    }
    if (depth == 0) return std::clamp<double>(PigLead{}(s), -1000, 1000);
    MoveBuffer<int, 3> moves;
    PigMoves{}.generate(s, moves);
    double best = -2000;
    for (const int m : moves) best = std::max(best, seen_by(s.after(m), brute_force_pig(s.after(m), depth - 1)));
    return best;
}

ExpectiminimaxOptions options(bool pruning) {
    ExpectiminimaxOptions o;
    o.pruning = pruning;
    return o;
}

}  // namespace

TEST_CASE("dice nim: expectiminimax equals the brute-force expected value, with and without Star1") {
    std::vector<double> memo(16, -1);
    for (int stones = 1; stones <= 9; ++stones) {
        CAPTURE(stones);
        const double expected = 1000 * (2 * brute_force_win_chance(stones, memo) - 1);
        const dice_nim::Position start(stones);
        const auto plain = expectiminimax(start, dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, options(false));
        const auto star1 = expectiminimax(start, dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, options(true));
        CHECK(plain.value == doctest::Approx(expected).epsilon(1e-9));
        CHECK(star1.value == doctest::Approx(expected).epsilon(1e-9));
        CHECK(!star1.best_move);  // the root is a roll: no player's move
        CHECK(star1.nodes <= plain.nodes);
    }
}

TEST_CASE("dice nim: Star1 searches fewer nodes, and the best take is the brute force's") {
    std::vector<double> memo(16, -1);
    const dice_nim::Position start(9);
    const auto plain = expectiminimax(start, dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, options(false));
    const auto star1 = expectiminimax(start, dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, options(true));
    CHECK(star1.nodes * 4 < plain.nodes);  // 6.6 times fewer here
    for (int stones = 2; stones <= 11; ++stones)
        for (int face = 1; face <= 4; ++face) {
            CAPTURE(stones);
            CAPTURE(face);
            const dice_nim::Position rolled = dice_nim::Position(stones).after(dice_nim::Move{face});
            const auto r = expectiminimax(rolled, dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{});
            REQUIRE(r.best_move);
            const int take = r.best_move->value;
            const double chance = take == stones ? 1.0 : 1.0 - brute_force_win_chance(stones - take, memo);
            double best = 0;
            for (int k = 1; k <= std::min(face, stones); ++k)
                best = std::max(best, k == stones ? 1.0 : 1.0 - brute_force_win_chance(stones - k, memo));
            CHECK(chance == doctest::Approx(best).epsilon(1e-12));
            CHECK(r.value == doctest::Approx(1000 * (2 * best - 1)).epsilon(1e-9));
        }
}

TEST_CASE("a depth limit uses the evaluator, clamped to the win score") {
    ExpectiminimaxOptions shallow;
    shallow.depth = 1;
    const auto r = expectiminimax(dice_nim::Position(30), dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, shallow);
    CHECK(std::abs(r.value) <= 1000);
    CHECK(r.nodes > 1);
    ExpectiminimaxOptions none;
    none.depth = 0;
    CHECK(!expectiminimax(dice_nim::Position(30).after(dice_nim::Move{2}), dice_nim::MoveGenerator{},
                          dice_nim::ReachEvaluator{}, none)
               .best_move);
}

TEST_CASE("a win score that makes no bounds is refused") {
    // 0 or less would cross Star1's bounds and the clamp's (std::clamp with low above high).
    for (const double win : {0.0, -1.0, std::nan(""), std::numeric_limits<double>::infinity()}) {
        CAPTURE(win);
        ExpectiminimaxOptions bad;
        bad.win_score = win;
        CHECK_THROWS_WITH_AS((void)expectiminimax(dice_nim::Position(5), dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, bad),
                             doctest::Contains("win_score must be above 0"), std::invalid_argument);
    }
    ExpectiminimaxOptions tiny;
    tiny.win_score = 1e-6;
    CHECK(std::abs(expectiminimax(dice_nim::Position(5), dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, tiny).value) <= 1e-6);
}

TEST_CASE("chance outcomes that keep or change the side to move: Star1 equals the brute force") {
    int positions = 0;
    for (int mine = 0; mine < 5; ++mine) {
        for (int theirs = 0; theirs < 5; ++theirs) {
            for (int turn = 0; mine + turn < 5; ++turn) {
                for (const bool rolling : {false, true}) {
                    if (!rolling && turn == 0) continue;  // holding nothing is no move: the state has one
                    Pig s;
                    s.score[0] = mine;
                    s.score[1] = theirs;
                    s.turn = turn;
                    s.rolling = rolling;
                    for (int depth = 1; depth <= 5; ++depth) {
                        CAPTURE(mine);
                        CAPTURE(theirs);
                        CAPTURE(turn);
                        CAPTURE(rolling);
                        CAPTURE(depth);
                        ExpectiminimaxOptions o = options(true);
                        o.depth = depth;
                        const double exact = brute_force_pig(s, depth);
                        CHECK(expectiminimax(s, PigMoves{}, PigLead{}, o).value == doctest::Approx(exact).epsilon(1e-12));
                        o.pruning = false;
                        CHECK(expectiminimax(s, PigMoves{}, PigLead{}, o).value == doctest::Approx(exact).epsilon(1e-12));
                        ++positions;
                    }
                }
            }
        }
    }
    CHECK(positions > 300);
}

TEST_CASE("without chance it is minimax on the win scale, bonus turns included") {
    using namespace gametree::testing;
    for (int stones = 1; stones <= 12; ++stones) {
        CAPTURE(stones);
        const BonusNim s{stones, Player::first};
        const auto r = expectiminimax(s, BonusNimMoves{}, BonusNimEvaluator{});
        const Score exact = minimax(s, stones + 1, BonusNimMoves{}, BonusNimEvaluator{}).value;
        CHECK((r.value > 0) == (exact > 0));
        CHECK(std::abs(r.value) == 1000);
        const auto plain = expectiminimax(s, BonusNimMoves{}, BonusNimEvaluator{}, options(false));
        CHECK(plain.value == r.value);
        CHECK(r.nodes <= plain.nodes);
    }
}

TEST_CASE("limits: each depth finished is the search to that depth, and without limits the search goes to the options' depth") {
    Pig start;
    ExpectiminimaxOptions o = options(true);
    o.depth = 4;
    const auto deepened = expectiminimax(start, PigMoves{}, PigLead{}, o, ExpectiminimaxLimits{});
    const auto plain = expectiminimax(start, PigMoves{}, PigLead{}, o);
    CHECK(plain.depth == 4);
    CHECK(deepened.depth == 4);
    CHECK(deepened.value == plain.value);
    CHECK(deepened.best_move == plain.best_move);
    CHECK(deepened.nodes > plain.nodes);  // depths 1 to 3 as well

    // Pig's turns repeat: the default depth (64) alone would search for hours. A node limit ends it at
    // the deepest depth finished, whose value and move are those of a search to that depth.
    o.depth = 64;
    for (const std::uint64_t limit : std::array<std::uint64_t, 5>{1, 100, 1'000, 10'000, 100'000}) {
        CAPTURE(limit);
        const auto r = expectiminimax(start, PigMoves{}, PigLead{}, o, ExpectiminimaxLimits::for_nodes(limit));
        REQUIRE(r.depth >= 1);
        CHECK((r.nodes <= limit || r.depth == 1));  // depth 1 always completes
        ExpectiminimaxOptions to_depth = o;
        to_depth.depth = r.depth;
        const auto reference = expectiminimax(start, PigMoves{}, PigLead{}, to_depth);
        CHECK(r.value == reference.value);
        CHECK(r.best_move == reference.best_move);
        CHECK(r.best_move.has_value());
    }
    CHECK(expectiminimax(start, PigMoves{}, PigLead{}, o, ExpectiminimaxLimits::for_nodes(100'000)).depth > 3);
}

TEST_CASE("limits: deepening ends at the depth whose every line reaches the end of the game") {
    // Dice Nim from 7 stones ends within 7 takes: a deeper depth searches the same tree again. Deepening
    // went on to options.depth all the same (the default 64: 60 times the work), and with a depth of
    // INT_MAX until a limit ended it, or for ever (then past INT_MAX: an overflow) without one.
    const dice_nim::Position start(7);
    const dice_nim::Position rolled = start.after(dice_nim::Move{3});  // a players' root: a best move too
    for (const dice_nim::Position& root : {start, rolled}) {
        const auto whole = expectiminimax(root, dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, options(true));
        REQUIRE(whole.depth == 64);
        const auto deepened = expectiminimax(root, dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, options(true),
                                             ExpectiminimaxLimits{});
        CHECK(deepened.depth >= 1);
        CHECK(deepened.depth <= 8);
        CHECK(deepened.value == whole.value);
        CHECK(deepened.best_move == whole.best_move);
        CHECK(deepened.nodes < 8 * whole.nodes);  // depths 1..8 at most, each no bigger than the whole tree

        ExpectiminimaxOptions endless = options(true);
        endless.depth = std::numeric_limits<int>::max();
        const std::uint64_t limit = 20'000'000;
        const auto unbounded = expectiminimax(root, dice_nim::MoveGenerator{}, dice_nim::ReachEvaluator{}, endless,
                                              ExpectiminimaxLimits::for_nodes(limit));
        CHECK(unbounded.depth == deepened.depth);
        CHECK(unbounded.value == whole.value);
        CHECK(unbounded.nodes == deepened.nodes);  // stopped by the game's end, not by the node limit
    }
}

TEST_CASE("limits: a stop flag set before the search leaves depth 1, which always completes") {
    const std::atomic<bool> stop{true};
    ExpectiminimaxLimits limits;
    limits.stop = &stop;
    Pig s;
    s.turn = 2;  // roll or hold
    const auto r = expectiminimax(s, PigMoves{}, PigLead{}, options(true), limits);
    CHECK(r.depth == 1);
    ExpectiminimaxOptions one = options(true);
    one.depth = 1;
    CHECK(r.value == expectiminimax(s, PigMoves{}, PigLead{}, one).value);
    CHECK(r.best_move == expectiminimax(s, PigMoves{}, PigLead{}, one).best_move);
}

TEST_CASE("limits: a time limit ends a search that its depth alone would not end") {
    Pig s;
    s.turn = 1;
    for (const TimeUse use : {TimeUse::save, TimeUse::whole}) {
        const auto started = std::chrono::steady_clock::now();
        const auto r = expectiminimax(s, PigMoves{}, PigLead{}, options(true), ExpectiminimaxLimits::for_time(50, use));
        const auto took = std::chrono::steady_clock::now() - started;
        CHECK(r.depth >= 1);
        CHECK(r.best_move.has_value());
        CHECK(took < std::chrono::seconds(10));  // the limit is 50 ms; the depth alone would take hours
    }
}

TEST_CASE("limits: a root with a single move returns after depth 1 under TimeUse::save, and is searched on with whole") {
    Pig s;  // nothing to hold yet: the only move is to roll
    MoveBuffer<int, 3> moves;
    PigMoves{}.generate(s, moves);
    REQUIRE(moves.size() == 1);
    const auto saved = expectiminimax(s, PigMoves{}, PigLead{}, options(true), ExpectiminimaxLimits::for_time(60'000));
    CHECK(saved.depth == 1);
    CHECK(saved.best_move == 0);
    ExpectiminimaxOptions o = options(true);
    o.depth = 3;
    const auto whole = expectiminimax(s, PigMoves{}, PigLead{}, o, ExpectiminimaxLimits::for_time(60'000, TimeUse::whole));
    CHECK(whole.depth == 3);
}

TEST_CASE("limits: a chance root gets a value and no move, a finished root is searched as without limits") {
    Pig s;
    s.rolling = true;
    const auto r = expectiminimax(s, PigMoves{}, PigLead{}, options(true), ExpectiminimaxLimits::for_nodes(1'000));
    CHECK(r.depth >= 1);
    CHECK(!r.best_move);
    Pig won;
    won.score[0] = 5;
    const auto done = expectiminimax(won, PigMoves{}, PigLead{}, options(true), ExpectiminimaxLimits::for_nodes(1'000));
    CHECK(done.value == 1000);
    CHECK(done.nodes == 1);
    CHECK(!done.best_move);
}
