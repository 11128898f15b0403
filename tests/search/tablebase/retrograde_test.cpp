#include <doctest/doctest.h>

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
    for (const int plies : {max_ply - 1, max_ply, max_ply + 5, 65535}) {
        CAPTURE(plies);
        const TablebaseValue win{TablebaseValue::Result::win, static_cast<std::uint16_t>(plies)};
        const TablebaseValue loss{TablebaseValue::Result::loss, static_cast<std::uint16_t>(plies)};
        for (const int ply : {0, 1, max_ply - 1}) {
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
