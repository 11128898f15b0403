#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <stdexcept>
#include <thread>
#include <vector>

#include "gametree/games/congo/evaluation/strong.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/tablebase.hpp"
#include "gametree/search/engine/engine.hpp"
#include "gametree/search/pns/dfpn.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {

using Result = TablebaseValue::Result;

/// The value of `child` for its side to move: the rules' when the game is over, else `tb`'s.
std::optional<TablebaseValue> child_value(const EndgameTablebases& tb, const Position& child) {
    if (const Outcome o = child.outcome(); is_over(o))
        return o == Outcome::draw ? TablebaseValue{}
                                  : TablebaseValue{is_win_for(o, child.side_to_move()) ? Result::win : Result::loss, 0};
    return tb.probe(child);
}

/// Whether `v`, the value of `pos`, agrees with its children, valued by `tb` (the Bellman condition): a
/// win in n has a child lost in n - 1 and none faster; a loss in n has only children won for the
/// opponent, the slowest in n - 1; a draw has no child lost for the opponent and at least one drawn
/// child. Nothing when it does, else what is wrong.
std::optional<std::string> inconsistency(const EndgameTablebases& tb, const Position& pos, TablebaseValue v) {
    if (is_over(pos.outcome())) return v.plies == 0 ? std::nullopt : std::optional<std::string>("a finished game at a distance");
    std::int64_t fastest_win = 1 << 20;
    std::int64_t slowest_loss = -1;
    bool any_draw = false;
    bool all_lose = true;
    for (const Move& m : gametree::moves_of(MoveGenerator{}, pos)) {
        const Position child = pos.after(m);
        const auto c = child_value(tb, child);
        if (!c) return "a child in no table: " + to_fen(child);
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
    const bool agrees = v.result == Result::win    ? v.plies == fastest_win
                        : v.result == Result::loss ? all_lose && v.plies == slowest_loss
                                                   : fastest_win == 1 << 20 && any_draw;
    if (agrees) return std::nullopt;
    return "value " + std::to_string(static_cast<int>(v.result)) + " in " + std::to_string(v.plies) + ": fastest win " +
           std::to_string(fastest_win) + ", slowest loss " + std::to_string(slowest_loss) + (any_draw ? ", a drawn child" : "");
}

/// Every position of `table` agrees with its children (inconsistency()); the first that does not is
/// named with its FEN. One assertion per table, not per position: the tables of four hold 350,000.
template <class Table>
void check_consistency(const EndgameTablebases& tb, const Table& table) {
    const auto& domain = table.domain();
    std::size_t checked = 0;
    std::size_t wrong = 0;
    std::string first_wrong;
    for (std::size_t i = 0; i < domain.size(); ++i) {
        const auto pos = domain.state(i);
        if (!pos) continue;
        ++checked;
        const auto value = table.probe(*pos);
        const auto problem = value ? inconsistency(tb, *pos, *value) : std::optional<std::string>("not in its own table");
        if (problem && wrong++ == 0) first_wrong = to_fen(*pos) + ": " + *problem;
    }
    CHECK(checked == table.positions());
    CHECK_MESSAGE(wrong == 0, first_wrong);
}

}  // namespace

TEST_CASE("every table is consistent with the rules, under both rule sets") {
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        CAPTURE(to_string(rules));
        const EndgameTablebases tb(rules);
        check_consistency(tb, tb.table(std::nullopt));
        for (const Player side : {white, black})
            for (const PieceType t : all_piece_types)
                if (t != PieceType::lion) check_consistency(tb, tb.table(make_piece(side, t)));
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

TEST_CASE("tables of four pieces are consistent with the rules") {
    // Pairs that exercise what a table of four adds: a piece on each side (the README's giraffe against
    // elephant), two pawns (promotions lead to the pawn and superpawn's table, then the superpawns'), a
    // crocodile against a monkey (the river, drowning, the monkey's jumps over two pieces), and a pair
    // under the course's rules.
    const auto piece = [](Player side, PieceType t) { return make_piece(side, t); };
    const EndgameTablebases tb(Rules::standard, TablebasePieces::four);
    for (const auto& pair : {std::pair{piece(white, PieceType::giraffe), piece(black, PieceType::elephant)},
                             std::pair{piece(white, PieceType::pawn), piece(white, PieceType::pawn)},
                             std::pair{piece(white, PieceType::crocodile), piece(black, PieceType::monkey)}}) {
        CAPTURE(static_cast<int>(pair.first));
        CAPTURE(static_cast<int>(pair.second));
        check_consistency(tb, tb.table(pair.first, pair.second));
    }
    const EndgameTablebases course(Rules::wits2021, TablebasePieces::four);
    check_consistency(course, course.table(piece(black, PieceType::zebra), piece(white, PieceType::superpawn)));
}

TEST_CASE("four pieces are covered only when asked for, and build(position) builds what a position needs") {
    // Lion and giraffe against lion and elephant: proof-number search cannot settle it (its draw rests
    // on going round); the table of four says a draw.
    const Position pos = *parse_fen("4l2/2e4/7/7/7/2G4/2L4 w 1");
    const EndgameTablebases three(Rules::standard);
    CHECK(three.pieces() == TablebasePieces::three);
    CHECK_FALSE(three.probe(pos));
    CHECK(three.build(pos) == 0);
    CHECK(three.tables_built() == 0);

    const EndgameTablebases four(Rules::standard, TablebasePieces::four);
    CHECK(four.pieces() == TablebasePieces::four);
    const std::size_t built = four.build(pos);
    CHECK(built >= 3);  // the pair's table, and the giraffe's and the elephant's that its captures reach
    CHECK(four.tables_built() == built);
    CHECK(four.build(pos) == 0);
    const auto value = four.probe(pos);
    REQUIRE(value);
    CHECK(value->result == Result::draw);
    CHECK(four.tables_built() == built);  // a probe of a built table builds nothing
    // A copy covers what the original does; with_pieces() changes that alone, the tables still shared.
    const EndgameTablebases copy = four;
    CHECK(copy.pieces() == TablebasePieces::four);
    CHECK(copy.probe(pos));
    const EndgameTablebases fewer = four.with_pieces(TablebasePieces::three);
    CHECK(fewer.pieces() == TablebasePieces::three);
    CHECK_FALSE(fewer.probe(pos));
    CHECK(fewer.tables_built() == built);
    const EndgameTablebases more = three.with_pieces(TablebasePieces::four);
    REQUIRE(more.probe(pos));
    CHECK(three.tables_built() == more.tables_built());  // built through the copy, there for the original
    CHECK(more.probe(pos)->result == Result::draw);
    // Five pieces are in no table, and their probe builds nothing.
    CHECK_FALSE(four.probe(*parse_fen("4l2/2e4/7/7/7/2G4/1PL4 w 1")));
    CHECK(four.build(*parse_fen("4l2/2e4/7/7/7/2G4/1PL4 w 1")) == 0);
    CHECK(four.tables_built() == built);
    // Lions and one piece, and bare lions, are answered as by the tables of three.
    const Position zebra = *parse_fen("4l2/7/7/7/7/7/Z1L4 w 0");
    REQUIRE(four.probe(zebra));
    CHECK(*four.probe(zebra) == *three.probe(zebra));
}

TEST_CASE("the table of a pair is one table in either order, and Piece::none is refused") {
    const EndgameTablebases tb(Rules::standard);
    const Piece giraffe = make_piece(white, PieceType::giraffe);
    const Piece elephant = make_piece(black, PieceType::elephant);
    CHECK(&tb.table(giraffe, elephant) == &tb.table(elephant, giraffe));
    CHECK(tb.table(giraffe, elephant).positions() == 2 * 9 * 9 * 47 * 46);
    CHECK_THROWS_AS((void)tb.table(giraffe, Piece::none), std::invalid_argument);
    CHECK_THROWS_AS((void)tb.table(Piece::none, Piece::none), std::invalid_argument);
    // A third lion makes no position, as in the tables of three.
    CHECK(tb.table(make_piece(white, PieceType::lion), elephant).positions() == 0);
}

TEST_CASE("two of the same piece: each position has one index") {
    const Piece pawn = make_piece(white, PieceType::pawn);
    const LionsPairEndgame pawns{.rules = Rules::standard, .first = pawn, .second = pawn};
    // Two white pawns on b3 and e2, put in either order: one position, one index.
    Position one = *parse_fen("4l2/7/7/7/1P5/4P2/2L4 w 0");
    const auto i = pawns.index(one);
    REQUIRE(i);
    REQUIRE(pawns.state(*i));
    CHECK(to_fen(*pawns.state(*i)) == to_fen(one));
    std::size_t positions = 0;
    for (std::size_t k = 0; k < LionsPairEndgame::size(); ++k)
        if (const auto s = pawns.state(k)) {
            ++positions;
            if (pawns.index(*s) != k) FAIL_CHECK("index(state(k)) != k for k = " << k);
        }
    CHECK(positions == 2 * 9 * 9 * 47 * 46 / 2);
    // Other material, or the pieces' colours swapped, is not in the set.
    CHECK_FALSE(pawns.index(*parse_fen("4l2/7/7/7/1p5/4P2/2L4 w 0")));
    CHECK_FALSE(pawns.index(*parse_fen("4l2/7/7/7/1P5/7/2L4 w 0")));
    CHECK_FALSE(pawns.index(*parse_fen("4l2/7/7/7/1P5/4P2/2L4 w 0", Rules::wits2021)));
}

TEST_CASE("df-pn, another solver, proves the wins and losses of a table of four") {
    // Positions of two white pawns against the lion, taken every 997th index: those the table says are
    // won or lost within 9 plies are proven the same by df-pn, which knows no table.
    const EndgameTablebases tb(Rules::standard, TablebasePieces::four);
    const Piece pawn = make_piece(white, PieceType::pawn);
    const auto& table = tb.table(pawn, pawn);
    std::size_t tried = 0;
    std::size_t proven = 0;
    std::size_t wins = 0;
    std::size_t losses = 0;
    for (std::size_t i = 0; i < table.domain().size(); i += 997) {
        const auto pos = table.domain().state(i);
        if (!pos || is_over(pos->outcome())) continue;
        const TablebaseValue v = *table.probe(*pos);
        if (v.result == Result::draw || v.plies > 9) continue;
        const auto solution = dfpn_solve(*pos, MoveGenerator{}, DfpnLimits::for_expansions(200'000));
        ++tried;
        if (solution.stopped) continue;  // out of expansions: no answer either way
        CAPTURE(to_fen(*pos));
        CHECK(solution.value == (v.result == Result::win ? PnsValue::win : PnsValue::loss));
        ++proven;
        (v.result == Result::win ? wins : losses) += 1;
    }
    MESSAGE(proven << " of " << tried << " proven (" << wins << " wins, " << losses << " losses)");
    CHECK(proven >= 50);
    CHECK(wins > 0);
    CHECK(losses > 0);
}

TEST_CASE("the engine with tablebases of four plays a four-piece endgame by its exact value") {
    // Two white pawns: a win in 11 plies that a depth-3 search knows only through the tables.
    const Position pos = *parse_fen("4l2/7/7/7/2P4/7/2L1P2 w 0");
    const EndgameTablebases tb(Rules::standard, TablebasePieces::four);
    const auto value = tb.probe(pos);
    REQUIRE(value);
    CHECK(value->result == Result::win);
    CHECK(value->plies > 3);
    Engine<Position, MoveGenerator, StrongEvaluator, EndgameTablebases> engine({}, {}, {}, tb);
    SearchLimits limits;
    limits.depth = 3;
    const auto r = engine.search(pos, limits);
    CHECK(r.score == value->score(0));
    const auto after = tb.probe(pos.after(*r.best_move));
    REQUIRE(after);
    CHECK(after->result == Result::loss);
    CHECK(after->plies + 1 == value->plies);
}

TEST_CASE("proof-number searches with the tablebases of four prove the draw that rests on going round") {
    // Lion and giraffe against lion and elephant: alone, df-pn and PNS find no end to it (the draw
    // rests on going round: README); with the tables, each child is valued at once.
    const Position pos = *parse_fen("4l2/2e4/7/7/7/2G4/2L4 w 1");
    const auto alone = dfpn_solve(pos, MoveGenerator{}, DfpnLimits::for_expansions(20'000));
    CHECK(alone.value == PnsValue::unknown);
    const EndgameTablebases tb(Rules::standard, TablebasePieces::four);
    const auto dfpn = dfpn_solve(pos, MoveGenerator{}, tb, DfpnLimits::for_expansions(20'000));
    CHECK(dfpn.value == PnsValue::draw);
    CHECK(dfpn.expansions == 2);  // the root, once for each proof
    CHECK(dfpn.tablebase_hits > 0);
    const auto pns = pns_solve(pos, MoveGenerator{}, tb, PnsLimits::for_expansions(20'000));
    CHECK(pns.value == PnsValue::draw);
    // Two pawns: a win, its move one that keeps the win, its line that move and then the tables' best
    // play, to the black lion's capture at the distance the tables promise.
    const Position pawns = *parse_fen("4l2/7/7/7/2P4/7/2L1P2 w 0");
    for (const auto& win : {dfpn_solve(pawns, MoveGenerator{}, tb), pns_solve(pawns, MoveGenerator{}, tb)}) {
        REQUIRE(win.value == PnsValue::win);
        REQUIRE(win.move);
        const auto after = tb.probe(pawns.after(*win.move));
        REQUIRE(after);
        CHECK(after->result == Result::loss);
        REQUIRE_FALSE(win.line.empty());
        CHECK(win.line.front() == *win.move);
        CHECK(win.line.size() == after->plies + 1);
        Position end = pawns;
        for (const Move& m : win.line) end = end.after(m);
        CHECK(end.outcome() == Outcome::first_wins);
    }
}
