#include "gametree/search/tablebase/probe.hpp"

#include <doctest/doctest.h>

#include <cstddef>
#include <optional>
#include <vector>

#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/notation.hpp"
#include "gametree/games/congo/tablebase.hpp"
#include "support/graph_game.hpp"

using namespace gametree;

namespace {

/// A probe of the wrong shape: an int where a TablebaseValue belongs.
struct IntProbe {
    [[nodiscard]] std::optional<int> probe(const congo::Position&) const { return 1; }
};

using GraphTable = RetrogradeTable<testing::GraphGame, testing::GraphDomain>;

}  // namespace

TEST_CASE("a tablebase probe: Congo's tablebases and a retrograde table are, a wrong return type is not") {
    static_assert(TablebaseProbe<congo::EndgameTablebases, congo::Position>);
    static_assert(TablebaseProbe<GraphTable, testing::GraphGame>);
    static_assert(!TablebaseProbe<IntProbe, congo::Position>);
    static_assert(!TablebaseProbe<NoTablebase, congo::Position>);
    // A search's Tablebase parameter: none, or a probe of the game's states (not another game's).
    static_assert(TablebaseFor<NoTablebase, congo::Position>);
    static_assert(TablebaseFor<congo::EndgameTablebases, congo::Position>);
    static_assert(!TablebaseFor<IntProbe, congo::Position>);
    static_assert(!TablebaseFor<congo::EndgameTablebases, testing::GraphGame>);
}

TEST_CASE("wins_for: a win for the side to move is the attacker's when it moves, a loss when it does not, a draw never") {
    using R = TablebaseValue::Result;
    constexpr Player a = Player::first;
    constexpr Player b = Player::second;
    static_assert(wins_for(TablebaseValue{R::win, 3}, a, a));
    static_assert(!wins_for(TablebaseValue{R::win, 3}, b, a));
    static_assert(!wins_for(TablebaseValue{R::loss, 2}, a, a));
    static_assert(wins_for(TablebaseValue{R::loss, 2}, b, a));
    CHECK_FALSE(wins_for(TablebaseValue{R::draw, 0}, a, a));
    CHECK_FALSE(wins_for(TablebaseValue{R::draw, 0}, b, a));
    CHECK(wins_for(TablebaseValue{R::loss, 0}, b, a));  // a finished game the side to move lost
}

TEST_CASE("value_of_move and extend_by_tablebase: the tablebase's best play to the end of the game") {
    using R = TablebaseValue::Result;
    const congo::EndgameTablebases tb(congo::Rules::standard, congo::TablebasePieces::four);
    // Two pawns, White to move: a win in 11 plies; c1d1 keeps it at 11, c1c2 only at 17.
    const congo::Position pawns = *congo::parse_fen("4l2/7/7/7/2P4/7/2L1P2 w 0");
    const auto fastest = value_of_move(pawns, *congo::parse_move(pawns, "c1d1"), tb);
    REQUIRE(fastest);
    CHECK(*fastest == TablebaseValue{R::win, 11});
    CHECK(*value_of_move(pawns, *congo::parse_move(pawns, "c1c2"), tb) == TablebaseValue{R::win, 17});
    std::vector<congo::Move> line;
    extend_by_tablebase(pawns, congo::MoveGenerator{}, tb, line, 1000);
    REQUIRE(line.size() == 11);
    congo::Position end = pawns;
    for (const auto& m : line) end = end.after(m);
    CHECK(end.outcome() == Outcome::first_wins);
    // Each position on the way is one ply nearer the end.
    congo::Position at = pawns;
    for (std::size_t k = 0; k < line.size(); ++k) {
        const auto v = value_of_move(at, line[k], tb);
        REQUIRE(v);
        CHECK(v->plies == 11 - k);
        at = at.after(line[k]);
    }
    // A bound stops it; a draw, or a position the tables do not hold, adds nothing.
    std::vector<congo::Move> short_line;
    extend_by_tablebase(pawns, congo::MoveGenerator{}, tb, short_line, 3);
    CHECK(short_line.size() == 3);
    std::vector<congo::Move> drawn;
    extend_by_tablebase(*congo::parse_fen("4l2/2e4/7/7/7/2G4/2L4 w 1"), congo::MoveGenerator{}, tb, drawn, 1000);
    CHECK(drawn.empty());
    std::vector<congo::Move> outside;
    extend_by_tablebase(*congo::parse_fen(congo::start_fen), congo::MoveGenerator{}, tb, outside, 1000);
    CHECK(outside.empty());
}
