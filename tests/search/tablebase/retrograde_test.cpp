#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <optional>

#include "gametree/search/engine/engine.hpp"
#include "gametree/search/tablebase/retrograde.hpp"
#include "support/bonus_nim.hpp"
#include "support/nim.hpp"

using namespace gametree;
using namespace gametree::testing;

namespace {

/// Every pile of up to `max_stones` stones, either player to move.
template <class Pile>
struct PileDomain {
    int max_stones = 0;
    [[nodiscard]] std::size_t size() const { return static_cast<std::size_t>(2 * (max_stones + 1)); }
    [[nodiscard]] std::optional<Pile> state(std::size_t i) const {
        return Pile{static_cast<int>(i / 2), i % 2 ? Player::second : Player::first};
    }
    [[nodiscard]] std::optional<std::size_t> index(const Pile& s) const {
        if (s.stones < 0 || s.stones > max_stones) return std::nullopt;
        return static_cast<std::size_t>(2 * s.stones + index_of(s.side));
    }
};
static_assert(TablebaseDomain<PileDomain<Nim>, Nim>);

const auto nothing_outside = [](const auto&) { return std::optional<TablebaseValue>{}; };

/// Nim piles of `lo` to `hi` stones, either player to move: the top of a game whose smaller piles are
/// left to the table's outside.
struct PileSlice {
    int lo = 0;
    int hi = 0;
    [[nodiscard]] std::size_t size() const { return static_cast<std::size_t>(2 * (hi - lo + 1)); }
    [[nodiscard]] std::optional<Nim> state(std::size_t i) const {
        return Nim{lo + static_cast<int>(i / 2), i % 2 ? Player::second : Player::first};
    }
    [[nodiscard]] std::optional<std::size_t> index(const Nim& s) const {
        if (s.stones < lo || s.stones > hi) return std::nullopt;
        return static_cast<std::size_t>(2 * (s.stones - lo) + index_of(s.side));
    }
};

/// A Nim pile's value by the rule of four: a multiple of 4 is lost in stones / 2 plies, the rest won in
/// 1 + (stones / 4) * 2.
TablebaseValue nim_value(int stones) {
    if (stones % 4 == 0) return {TablebaseValue::Result::loss, static_cast<std::uint32_t>(stones / 2)};
    return {TablebaseValue::Result::win, static_cast<std::uint32_t>(1 + (stones / 4) * 2)};
}

/// Lopsided Nim: one pile, whoever takes the last stone wins; the first player may only take 2, the
/// second 1 or 2. So the first player is stuck at 1 stone, a position that is not over and has no move:
/// what it is worth is the game's NoMovePolicy, `Policy`.
template <NoMovePolicy Policy>
struct LopsidedNim {
    int stones = 0;
    Player side = Player::first;

    using move_type = Take;
    static constexpr NoMovePolicy no_move_policy = Policy;
    [[nodiscard]] Player side_to_move() const noexcept { return side; }
    [[nodiscard]] Outcome outcome() const noexcept { return stones == 0 ? win_for(opponent(side)) : Outcome::ongoing; }
    [[nodiscard]] LopsidedNim after(Take m) const noexcept { return {stones - m.stones, opponent(side)}; }
    [[nodiscard]] LopsidedNim after_pass() const noexcept { return {stones, opponent(side)}; }
};

struct LopsidedNimMoves {
    static constexpr std::size_t max_moves = 2;
    template <NoMovePolicy Policy>
    void generate(const LopsidedNim<Policy>& s, MoveBuffer<Take, max_moves>& out) const {
        for (int k = s.side == Player::first ? 2 : 1; k <= std::min(2, s.stones); ++k) out.push_back(Take{k});
    }
};

template <NoMovePolicy Policy>
RetrogradeTable<LopsidedNim<Policy>, PileDomain<LopsidedNim<Policy>>> lopsided_table(int max_stones) {
    return {PileDomain<LopsidedNim<Policy>>{max_stones}, LopsidedNimMoves{}, nothing_outside};
}

/// Every position of the table that has a move, solved again by the engine: the same result and distance.
template <NoMovePolicy Policy>
void check_against_engine(int max_stones) {
    const auto table = lopsided_table<Policy>(max_stones);
    Engine<LopsidedNim<Policy>, LopsidedNimMoves, decltype([](const LopsidedNim<Policy>&) { return 0; })> engine(
        EngineOptions::solve());
    for (int stones = 1; stones <= max_stones; ++stones) {
        for (const Player side : {Player::first, Player::second}) {
            CAPTURE(stones);
            CAPTURE(index_of(side));
            const LopsidedNim<Policy> s{stones, side};
            if (moves_of(LopsidedNimMoves{}, s).empty()) continue;  // the engine reports nothing there
            engine.new_game();
            const auto v = table.probe(s);
            REQUIRE(v);
            CHECK(v->score(0) == engine.search(s, SearchLimits::to_depth(30)).score);
        }
    }
}

}  // namespace

TEST_CASE("Nim solved by retrograde analysis: multiples of 4 lose, the rest win, with distances") {
    const RetrogradeTable<Nim, PileDomain<Nim>> table(PileDomain<Nim>{20}, NimMoves{}, nothing_outside);
    CHECK(table.positions() == 42);
    for (int stones = 0; stones <= 20; ++stones) {
        const auto v = table.probe(Nim{stones, Player::first});
        REQUIRE(v);
        CAPTURE(stones);
        if (stones % 4 == 0) {
            CHECK(v->result == TablebaseValue::Result::loss);
            CHECK(v->plies == stones / 2);  // each round of the winner's reply removes 4 stones in 2 plies
        } else {
            CHECK(v->result == TablebaseValue::Result::win);
            CHECK(v->plies == 1 + (stones / 4) * 2);  // take stones % 4, then answer every move
        }
    }
    CHECK_FALSE(table.probe(Nim{21, Player::first}));
    CHECK(table.count(TablebaseValue::Result::draw) == 0);
}

// A table keeps 9 bytes per index: this value and a byte saying whether the index is a position.
static_assert(sizeof(TablebaseValue) == 8);

TEST_CASE("a distance past 65,535 plies is kept: a far win does not wrap to a win at once") {
    // From 131,072 stones on the end is more than 65,535 plies away (16 bits read 131,072 as a loss at
    // once and 131,073 as a win in 1); the smaller piles, out of the table, are valued by the rule of four.
    const int lo = 131'068;
    const int hi = 131'090;
    const RetrogradeTable<Nim, PileSlice> table(PileSlice{lo, hi}, NimMoves{}, [](const Nim& s) {
        return std::optional<TablebaseValue>(nim_value(s.stones));
    });
    for (int stones = lo; stones <= hi; ++stones) {
        CAPTURE(stones);
        CHECK(table.probe(Nim{stones, Player::first}) == nim_value(stones));
        CHECK(table.probe(Nim{stones, Player::second}) == nim_value(stones));
    }
    const auto far_loss = table.probe(Nim{131'072, Player::first});
    REQUIRE(far_loss);
    CHECK(far_loss->result == TablebaseValue::Result::loss);
    CHECK(far_loss->plies == 65'536U);
    const auto far_win = table.probe(Nim{131'073, Player::second});
    REQUIRE(far_win);
    CHECK(far_win->result == TablebaseValue::Result::win);
    CHECK(far_win->plies == 65'537U);
}

TEST_CASE("a bonus turn keeps the side to move in the retrograde analysis too") {
    const RetrogradeTable<BonusNim, PileDomain<BonusNim>> table(PileDomain<BonusNim>{15}, BonusNimMoves{}, nothing_outside);
    for (int stones = 1; stones <= 15; ++stones) {
        CAPTURE(stones);
        const auto v = table.probe(BonusNim{stones, Player::first});
        REQUIRE(v);
        CHECK((v->result == TablebaseValue::Result::win) == (stones % 2 == 0));  // even piles win
    }
}

TEST_CASE("values become engine scores by distance from the root") {
    const TablebaseValue win{TablebaseValue::Result::win, 3};
    const TablebaseValue loss{TablebaseValue::Result::loss, 4};
    CHECK(win.score(2) == win_in(5));
    CHECK(loss.score(1) == loss_in(5));
    CHECK(TablebaseValue{}.score(7) == 0);
}

TEST_CASE("a tablebase end beyond max_ply plies stays a full-margin win or loss at max_ply - 1") {
    // win_in(max_ply + 5) read as a win by a smaller margin in 5 plies: the engine stopped on a
    // "proven" short win and ranked the move below every true win.
    // The distance and the ply are summed in 64 bits: in an int, 4,294,967,295 plies plus one would wrap.
    for (const std::uint32_t plies : {std::uint32_t{max_ply - 1}, std::uint32_t{max_ply}, std::uint32_t{max_ply + 5},
                                      std::uint32_t{65535}, std::uint32_t{65536}, std::uint32_t{2'147'483'647},
                                      std::uint32_t{2'147'483'648}, std::numeric_limits<std::uint32_t>::max()}) {
        CAPTURE(plies);
        const TablebaseValue win{TablebaseValue::Result::win, plies};
        const TablebaseValue loss{TablebaseValue::Result::loss, plies};
        for (const int ply : {0, 1, max_ply - 1, std::numeric_limits<int>::max()}) {
            CAPTURE(ply);
            CHECK(win.score(ply) == win_in(max_ply - 1));
            CHECK(loss.score(ply) == loss_in(max_ply - 1));
            CHECK(margin_of(win.score(ply)) == max_utility);
            CHECK(plies_to_end(loss.score(ply)) == -(max_ply - 1));
        }
    }
    const TablebaseValue near{TablebaseValue::Result::win, 10};
    CHECK(near.score(max_ply - 20) == win_in(max_ply - 10));
    CHECK(near.score(max_ply - 5) == win_in(max_ply - 1));
}

TEST_CASE("a position without a move is valued by the game's NoMovePolicy, and a move into it counts") {
    using R = TablebaseValue::Result;
    // 1 stone, the first player to move: stuck. 3 stones, the second to move: taking 2 leaves it stuck.
    SUBCASE("loss: lost at once, so taking 2 from 3 wins in one ply") {
        const auto table = lopsided_table<NoMovePolicy::loss>(8);
        CHECK(table.probe({1, Player::first}) == TablebaseValue{R::loss, 0});
        CHECK(table.probe({3, Player::second}) == TablebaseValue{R::win, 1});
        check_against_engine<NoMovePolicy::loss>(8);
    }
    SUBCASE("draw: drawn, not lost") {
        const auto table = lopsided_table<NoMovePolicy::draw>(8);
        CHECK(table.probe({1, Player::first}) == TablebaseValue{R::draw, 0});
        CHECK(table.probe({3, Player::second}) == TablebaseValue{R::draw, 0});
        check_against_engine<NoMovePolicy::draw>(8);
    }
    SUBCASE("pass: the pass is played, and the second player takes the last stone") {
        const auto table = lopsided_table<NoMovePolicy::pass>(8);
        CHECK(table.probe({1, Player::first}) == TablebaseValue{R::loss, 2});
        CHECK(table.probe({3, Player::second}) == TablebaseValue{R::win, 3});
        check_against_engine<NoMovePolicy::pass>(8);
    }
}
