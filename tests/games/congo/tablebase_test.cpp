#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <thread>

#include "gametree/games/congo/evaluation/strong.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/tablebase.hpp"
#include "gametree/search/engine/engine.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {

using Result = TablebaseValue::Result;

/// Every position of every table agrees with its children (the Bellman condition): a win in n has a
/// child lost in n - 1 and none faster; a loss in n has only children won for the opponent, the
/// slowest in n - 1; a draw has no child lost for the opponent and at least one drawn child.
void check_consistency(const EndgameTablebases& tb, std::optional<Piece> piece) {
    const auto& table = tb.table(piece);
    const auto& domain = table.domain();
    for (std::size_t i = 0; i < domain.size(); ++i) {
        const auto pos = domain.state(i);
        if (!pos) continue;
        const TablebaseValue v = *table.probe(*pos);
        if (is_over(pos->outcome())) {
            CHECK(v.plies == 0);
            continue;
        }
        auto moves = gametree::moves_of(MoveGenerator{}, *pos);
        std::int64_t fastest_win = 1 << 20;
        std::int64_t slowest_loss = -1;
        bool any_draw = false;
        bool all_lose = true;
        for (const Move& m : moves) {
            const Position child = pos->after(m);
            std::optional<TablebaseValue> c;
            if (const Outcome o = child.outcome(); is_over(o))
                c = o == Outcome::draw ? TablebaseValue{}
                                       : TablebaseValue{is_win_for(o, child.side_to_move()) ? Result::win : Result::loss, 0};
            else
                c = tb.probe(child);
            REQUIRE_MESSAGE(c, to_fen(child));
            if (c->result == Result::loss) {
                fastest_win = std::min(fastest_win, std::int64_t{c->plies} + 1);
                all_lose = false;
            } else if (c->result == Result::win) {
                slowest_loss = std::max(slowest_loss, std::int64_t{c->plies} + 1);
            } else {
                any_draw = true;
                all_lose = false;
            }
        }
        CAPTURE(to_fen(*pos));
        if (v.result == Result::win) CHECK(v.plies == fastest_win);
        if (v.result == Result::loss) {
            CHECK(all_lose);
            CHECK(v.plies == slowest_loss);
        }
        if (v.result == Result::draw) {
            CHECK(fastest_win == 1 << 20);
            CHECK(any_draw);
        }
    }
}

}  // namespace

TEST_CASE("every table is consistent with the rules, under both rule sets") {
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        CAPTURE(to_string(rules));
        const EndgameTablebases tb(rules);
        check_consistency(tb, std::nullopt);
        for (const Player side : {white, black})
            for (const PieceType t : all_piece_types)
                if (t != PieceType::lion) check_consistency(tb, make_piece(side, t));
        CHECK(tb.tables_built() == 15);
    }
}

TEST_CASE("tables are built on demand and cover only lion + at most one piece") {
    const EndgameTablebases tb(Rules::standard);
    CHECK(tb.tables_built() == 0);
    CHECK_FALSE(tb.probe(*parse_fen(start_fen)));
    CHECK(tb.tables_built() == 0);
    // White's zebra on a1 with the lions on c1 and e7 (not on one file or diagonal).
    const auto v = tb.probe(*parse_fen("4l2/7/7/7/7/7/Z1L4 w 0"));
    REQUIRE(v);
    CHECK(v->result == Result::win);
    CHECK(tb.tables_built() >= 1);
    // A position of the other rule set is probed in that rule set's own tables (one object serves both).
    const std::size_t built = tb.tables_built();
    REQUIRE(tb.probe(*parse_fen("4l2/7/7/7/7/7/Z1L4 w 0", Rules::wits2021)));
    CHECK(tb.tables_built() > built);  // that rule set's zebra table, and the bare lions it leads to
    // Bare lions: a draw by the standard rules; under the course's rules whoever can fly first wins.
    CHECK(tb.probe(*parse_fen("3l3/7/7/7/7/7/2L4 w 0"))->result == Result::draw);
    const EndgameTablebases course(Rules::wits2021);
    CHECK(course.probe(*parse_fen("3l3/7/7/7/7/7/3L3 b 0", Rules::wits2021))->result == Result::win);
}

TEST_CASE("build() builds every table of a rule set up front, once: a probe then builds nothing") {
    const EndgameTablebases tb(Rules::standard);
    CHECK(tb.build() == EndgameTablebases::tables_per_rules);
    CHECK(tb.tables_built() == EndgameTablebases::tables_per_rules);
    CHECK(tb.build() == 0);
    CHECK(tb.build(Rules::standard) == 0);
    // Any covered position of the rule set is then answered without building.
    REQUIRE(tb.probe(*parse_fen("4l2/7/7/7/7/7/Z1L4 w 0")));
    REQUIRE(tb.probe(*parse_fen("4l2/7/7/7/7/3p3/2L4 w 0")));
    CHECK(tb.tables_built() == EndgameTablebases::tables_per_rules);
    // The other rule set's tables are built for its positions, on demand or by build(Rules).
    const EndgameTablebases both(Rules::standard);
    REQUIRE(both.probe(*parse_fen("3l3/7/7/7/7/7/3L3 b 0", Rules::wits2021)));
    const std::size_t course_built = both.tables_built();
    CHECK(course_built >= 1);
    CHECK(both.build(Rules::wits2021) == EndgameTablebases::tables_per_rules - course_built);
    CHECK(both.build() == EndgameTablebases::tables_per_rules);
    CHECK(both.tables_built() == 2 * EndgameTablebases::tables_per_rules);
}

TEST_CASE("copies share their tables: what one builds, the others have") {
    const EndgameTablebases original;
    const EndgameTablebases copy = original;
    CHECK(original.build(Rules::wits2021) == EndgameTablebases::tables_per_rules);
    CHECK(copy.tables_built() == EndgameTablebases::tables_per_rules);
    CHECK(copy.build(Rules::wits2021) == 0);  // nothing left to build
    // A probe through the copy reads the table the original built: the same value.
    const auto pos = *parse_fen("4l2/7/7/7/7/7/Z1L4 w 0", Rules::wits2021);
    REQUIRE(copy.probe(pos));
    CHECK(copy.probe(pos)->score(0) == original.probe(pos)->score(0));
    CHECK(copy.tables_built() == EndgameTablebases::tables_per_rules);
}

TEST_CASE("probes of built tables take no lock: they go on while another thread builds tables") {
    // One thread builds the course rules' tables (tenths of a second, one table after the other, all
    // under the building lock); the standard ones are built. Probes of those, and tables_built(), must
    // not wait for that build: the probing thread sees the build half done (some of the course's tables
    // built, not all) and probes then. With a lock per probe it could not: every probe and count waited
    // for the whole build, and saw the course's tables either all missing or all built.
    const EndgameTablebases tb(Rules::standard);
    tb.build();
    constexpr std::size_t per_rules = EndgameTablebases::tables_per_rules;
    const Position zebra = *parse_fen("4l2/7/7/7/7/7/Z1L4 w 0");
    const Position bare = *parse_fen("3l3/7/7/7/7/7/2L4 w 0");
    std::atomic<bool> done{false};
    std::thread builder([&] {
        (void)tb.build(Rules::wits2021);
        done.store(true);
    });
    std::uint64_t during_build = 0;  // probes made while the build was half done
    bool all_answered = true;
    while (!done.load()) {
        const std::size_t before = tb.tables_built();
        all_answered = all_answered && tb.probe(zebra) && tb.probe(bare);
        const std::size_t after = tb.tables_built();
        if (before > per_rules && after < 2 * per_rules) ++during_build;
    }
    builder.join();
    CHECK(during_build > 0);
    CHECK(all_answered);
    CHECK(tb.tables_built() == 2 * per_rules);
}

TEST_CASE("a position with a third lion is in no table, even one made by hand") {
    // The FEN reader refuses a second lion of a side; Position::put does not, and index() must not alias
    // such a board with the bare-lions position of its first two lions.
    const LionsEndgame bare{Rules::standard, std::nullopt};
    Position pos = *parse_fen("3l3/7/7/7/7/7/2L4 w 0");
    REQUIRE(bare.index(pos));
    pos.put(e1, make_piece(white, PieceType::lion));
    CHECK_FALSE(bare.index(pos));
    CHECK_FALSE(EndgameTablebases(Rules::standard).probe(pos));
}

TEST_CASE("table() of Piece::none is the bare lions' table, and a third lion's table holds no position") {
    // Piece::none once indexed past the end of the tables (17 slots: bare lions, then the 16 pieces), and a
    // lion's table was solved over boards with three lions.
    const EndgameTablebases tb(Rules::standard);
    CHECK(&tb.table(Piece::none) == &tb.table(std::nullopt));
    CHECK(tb.table(Piece::none).positions() == 2 * 9 * 9);
    // Its table landed in the next rule set's first slot: the course's bare lions were then in no table.
    CHECK(tb.probe(*parse_fen("3l3/7/7/7/7/7/3L3 b 0", Rules::wits2021)));
    const auto& third_lion = tb.table(make_piece(black, PieceType::lion));
    CHECK(third_lion.positions() == 0);
    CHECK_FALSE(third_lion.probe(*parse_fen("3l3/7/7/7/7/7/2L4 w 0")));
}

TEST_CASE("the engine with tablebases plays the endgame by its exact value") {
    const Position pos = *parse_fen("4l2/7/7/7/7/7/Z1L4 w 0");
    const auto value = EndgameTablebases(Rules::standard).probe(pos);
    REQUIRE(value);
    CHECK(value->result == Result::win);
    CHECK(value->plies > 3);  // deeper than the search below: only the tables can know it
    Engine<Position, MoveGenerator, StrongEvaluator, EndgameTablebases> engine;
    SearchLimits limits;
    limits.depth = 3;
    const auto r = engine.search(pos, limits);
    CHECK(r.score == value->score(0));
    CHECK(r.iterations.back().tablebase_hits > 0);
    // The best move keeps the win at the promised distance.
    const auto after = EndgameTablebases(Rules::standard).probe(pos.after(*r.best_move));
    REQUIRE(after);
    CHECK(after->result == Result::loss);
    CHECK(after->plies + 1 == value->plies);
}
