// Tests of notation.hpp: check_move_syntax and parse_move (reading "e3e4" and monkey captures such as
// "c4a4c2e4" against a position), with the errors they give, and the round trip with to_string(Move).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <string_view>

#include "gametree/gametree.hpp"
#include "support/congo_fen.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

using gametree::testing::position;

bool contains_text(const std::string& haystack, std::string_view needle) {
    return haystack.find(needle) != std::string::npos;
}

/// The error parse_move gives for `text` in `pos`; fails the test if it accepts the text.
ParseError rejection(const Position& pos, std::string_view text) {
    const auto parsed = parse_move(pos, text);
    if (parsed) FAIL("parse_move accepted '" << text << "' as " << to_string(*parsed));
    return parsed.error();
}

// The overview's drowning figure: White monkey c4 with black pieces on b4, b3 and d3.
constexpr std::string_view monkey_fen = "7/4l1p/7/1pM4/1p1p3/6P/3L3 w 0";

}  // namespace

// ------------------------------------------------------------------------------------------------
// check_move_syntax
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo notation: check_move_syntax accepts an origin and one or more landing squares") {
    CHECK_FALSE(check_move_syntax("e3e4").has_value());
    CHECK_FALSE(check_move_syntax("a1g7").has_value());
    CHECK_FALSE(check_move_syntax("g7a1").has_value());
    CHECK_FALSE(check_move_syntax("c4a4c2e4").has_value());
    CHECK_FALSE(check_move_syntax("a1a1").has_value());  // syntax only: legality is parse_move's business
    // 15 squares (an origin and 14 jumps, the most a monkey can make) is still well-formed.
    CHECK_FALSE(check_move_syntax("a1c1e1g1g3e3c3a3a5c5e5g5g7e7c7").has_value());
}

TEST_CASE("congo notation: check_move_syntax rejects text that is too short, of odd length or too long") {
    for (const std::string_view text : {"", "e", "e2", "e2e", "e2e3e", "e2-e3", "e2 e3", "e2e3e4e"}) {
        CAPTURE(text);
        const auto error = check_move_syntax(text);
        REQUIRE(error.has_value());
        CHECK(error->message == "malformed move '" + std::string(text) +
                                    "': expected an origin and one or more landing squares such as e3e4 or c4a4c2e4");
        CHECK(error->offset == 0);
    }
    // 16 squares: more than a monkey can ever land on.
    const auto too_long = check_move_syntax("a1c1e1g1g3e3c3a3a5c5e5g5g7e7c7a7");
    REQUIRE(too_long.has_value());
    CHECK(contains_text(too_long->message, "malformed move"));
}

TEST_CASE("congo notation: check_move_syntax names the first thing that is not a square and where it is") {
    struct Case {
        std::string_view text;
        std::string_view bad;
        std::size_t offset;
    };
    for (const Case c : {Case{"h1a1", "h1", 0}, Case{"a1h1", "h1", 2}, Case{"a8a7", "a8", 0},
                         Case{"a7a8", "a8", 2}, Case{"E2E3", "E2", 0}, Case{"e2E3", "E3", 2},
                         Case{"a0a1", "a0", 0}, Case{"e2e3h4", "h4", 4}, Case{"c4a4c2e9", "e9", 6},
                         Case{"e2 e3 ", " e", 2}, Case{"1a2b", "1a", 0}}) {
        CAPTURE(c.text);
        const auto error = check_move_syntax(c.text);
        REQUIRE(error.has_value());
        CHECK(error->message == "malformed move '" + std::string(c.text) + "': '" + std::string(c.bad) +
                                    "' is not a square a1..g7");
        CHECK(error->offset == c.offset);
    }
}

// ------------------------------------------------------------------------------------------------
// parse_move
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo notation: parse_move reads a legal plain move") {
    const Position start = position(start_fen);
    const auto move = parse_move(start, "g1f3");
    REQUIRE(move.has_value());
    CHECK(move->from == g1);
    CHECK(move->to == f3);
    CHECK(move->jumps == 0);
    CHECK(*move == Move::plain(g1, f3));

    const auto jump = parse_move(start, "c1c3");  // the elephant's two-square jump is a plain move
    REQUIRE(jump.has_value());
    CHECK(*jump == Move::plain(c1, c3));

    const auto black_move = parse_move(position("gmelecz/ppppppp/7/7/2P4/PP1PPPP/GMELECZ b 0"), "g7f5");
    REQUIRE(black_move.has_value());
    CHECK(*black_move == Move::plain(g7, f5));
}

TEST_CASE("congo notation: parse_move reads a monkey's multi-capture and each of its prefixes") {
    const Position pos = position(monkey_fen);
    // Jumps c4-a4 (west, direction 6), a4-c2 (south-east, 3), c2-e4 (north-east, 1).
    const auto full = parse_move(pos, "c4a4c2e4");
    REQUIRE(full.has_value());
    CHECK(*full == Move{6U | (3U << 3) | (1U << 6), c4, e4, 3});
    CHECK(full->jump_direction(0) == 6);
    CHECK(full->jump_direction(1) == 3);
    CHECK(full->jump_direction(2) == 1);

    const auto two = parse_move(pos, "c4a4c2");
    REQUIRE(two.has_value());
    CHECK(*two == Move{6U | (3U << 3), c4, c2, 2});

    const auto one = parse_move(pos, "c4a4");
    REQUIRE(one.has_value());
    CHECK(*one == Move{6U, c4, a4, 1});

    const auto step = parse_move(pos, "c4c5");  // a step, not a capture
    REQUIRE(step.has_value());
    CHECK(*step == Move::plain(c4, c5));
}

TEST_CASE("congo notation: parse_move rejects malformed text with a message that says what is wrong") {
    const Position start = position(start_fen);
    SUBCASE("empty") {
        const ParseError e = rejection(start, "");
        CHECK(contains_text(e.message, "malformed move ''"));
        CHECK(contains_text(e.message, "expected an origin and one or more landing squares"));
    }
    SUBCASE("too short") {
        CHECK(contains_text(rejection(start, "a2").message, "malformed move 'a2'"));
        CHECK(contains_text(rejection(start, "a2a").message, "malformed move 'a2a'"));
    }
    SUBCASE("odd length") {
        CHECK(contains_text(rejection(start, "a2a3a").message, "malformed move 'a2a3a'"));
    }
    SUBCASE("bad squares") {
        const ParseError h = rejection(start, "h1g1");
        CHECK(h.message == "malformed move 'h1g1': 'h1' is not a square a1..g7");
        CHECK(h.offset == 0);
        const ParseError rank8 = rejection(start, "a7a8");
        CHECK(rank8.message == "malformed move 'a7a8': 'a8' is not a square a1..g7");
        CHECK(rank8.offset == 2);
        const ParseError upper = rejection(start, "A2A3");
        CHECK(upper.message == "malformed move 'A2A3': 'A2' is not a square a1..g7");
        const ParseError upper_e = rejection(start, "E2E3");
        CHECK(contains_text(upper_e.message, "'E2' is not a square"));
    }
    SUBCASE("surrounding spaces are not allowed") {
        CHECK(contains_text(rejection(start, " a2a3").message, "malformed move ' a2a3'"));
        CHECK(contains_text(rejection(start, "a2a3 ").message, "malformed move 'a2a3 '"));
    }
}

TEST_CASE("congo notation: parse_move rejects a well-formed illegal move, naming the move and the FEN") {
    const Position start = position(start_fen);
    SUBCASE("a pawn cannot advance two squares") {
        const ParseError e = rejection(start, "a2a4");
        CHECK(e.message == "illegal move a2a4 in position gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0");
        CHECK(e.offset == 0);
    }
    SUBCASE("no piece on the origin") {
        CHECK(rejection(start, "d4d5").message ==
              "illegal move d4d5 in position gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0");
    }
    SUBCASE("a piece of the side not to move") {
        CHECK(rejection(start, "a6a5").message ==
              "illegal move a6a5 in position gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0");
    }
    SUBCASE("the same square twice") {
        CHECK(rejection(start, "a2a2").message ==
              "illegal move a2a2 in position gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0");
    }
    SUBCASE("monkey paths that are not capture sequences") {
        const Position pos = position(monkey_fen);
        for (const std::string_view text : {"c4e4", "c4a4e4", "c4a4c2e4c4", "c4c2", "c4a4a4", "c4a2c2"}) {
            CAPTURE(text);
            CHECK(rejection(pos, text).message ==
                  "illegal move " + std::string(text) + " in position 7/4l1p/7/1pM4/1p1p3/6P/3L3 w 0");
        }
    }
    SUBCASE("any move once the game is over says so") {
        // The white lion is gone: Black has won.
        const ParseError e = rejection(position("3l3/6p/7/7/7/P6/7 w 3"), "a2a3");
        CHECK(e.message == "illegal move a2a3 in position 3l3/6p/7/7/7/P6/7 w 3 (the game is over)");
    }
    SUBCASE("bare lions are over under standard rules but not under wits2021") {
        const std::string_view fen = "3l3/7/7/7/7/7/3L3 w 0";
        CHECK(contains_text(rejection(position(fen, Rules::standard), "d1d2").message, "(the game is over)"));
        CHECK(parse_move(position(fen, Rules::wits2021), "d1d2").has_value());
    }
}

// ------------------------------------------------------------------------------------------------
// to_string(Move) round trip
// ------------------------------------------------------------------------------------------------

TEST_CASE("congo notation: to_string writes the origin and every landing square") {
    CHECK(to_string(Move::plain(e3, e4)) == "e3e4");
    CHECK(to_string(Move::plain(a1, g7)) == "a1g7");
    CHECK(to_string(Move{6U | (3U << 3) | (1U << 6), c4, e4, 3}) == "c4a4c2e4");
    // d5 over d4 to d3 (south, 4), over e3 to f3 (east, 2), over e4 back to d5 (north-west, 7).
    CHECK(to_string(Move{4U | (2U << 3) | (7U << 6), d5, d5, 3}) == "d5d3f3d5");
}

TEST_CASE("congo notation: every generated move reads back as itself") {
    for (const std::string_view fen :
         {start_fen, monkey_fen, std::string_view("4l2/7/3m3/3PP2/2P1P2/7/2L4 b 0"),
          std::string_view("4l2/7/7/7/1p5/p1p1L2/Mz5 w 0"), std::string_view("2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 0"),
          std::string_view("7/2ePlp1/2p4/2E2p1/7/Z6/z1L4 w 5"), std::string_view("6Z/2lp3/4sP1/3p1P1/7/7/3L3 b 0")}) {
        CAPTURE(fen);
        const Position pos = position(fen);
        auto moves = gametree::moves_of(MoveGenerator{}, pos);
        REQUIRE_FALSE(moves.empty());
        for (const Move& m : moves) {
            const std::string text = to_string(m);
            CAPTURE(text);
            CHECK(text.size() == 2 * (static_cast<std::size_t>(m.jumps) + 1) + (m.jumps == 0 ? 2 : 0));
            CHECK_FALSE(check_move_syntax(text).has_value());
            const auto back = parse_move(pos, text);
            REQUIRE(back.has_value());
            CHECK(*back == m);
        }
    }
}

TEST_CASE("congo notation: is_notation_of tells a move's own notation from every other") {
    for (const std::string_view fen : {start_fen, monkey_fen, std::string_view("4l2/7/3m3/3PP2/2P1P2/7/2L4 b 0"),
                                       std::string_view("6Z/2lp3/4sP1/3p1P1/7/7/3L3 b 0")}) {
        CAPTURE(fen);
        const auto moves = gametree::moves_of(MoveGenerator{}, position(fen));
        for (const Move& m : moves) {
            const std::string text = to_string(m);
            CAPTURE(text);
            CHECK(is_notation_of(text, m));
            CHECK_FALSE(is_notation_of(text.substr(0, text.size() - 2), m));  // a monkey capture's prefix, or less
            CHECK_FALSE(is_notation_of(text + "a1", m));
            for (const Move& other : moves) CHECK(is_notation_of(to_string(other), m) == (to_string(other) == text));
        }
    }
    // A capture that comes back to its origin ends on the square it left.
    CHECK(is_notation_of("d5d3f3d5", Move{4U | (2U << 3) | (7U << 6), d5, d5, 3}));
    CHECK_FALSE(is_notation_of("d5d5", Move{4U | (2U << 3) | (7U << 6), d5, d5, 3}));
    CHECK_FALSE(is_notation_of("E3E4", Move::plain(e3, e4)));
}

TEST_CASE("congo notation: legal_moves_text lists every move sorted, space-separated") {
    CHECK(legal_moves_text(position("3l3/7/7/7/7/7/2L4 w 0", Rules::wits2021)) == "c1c2 c1d1 c1d2");
    CHECK(legal_moves_text(position("7/7/7/7/7/7/3L3 b 3")).empty());
    CHECK(legal_moves_text(position(start_fen)).size() == 24 * 5 - 1);
}

TEST_CASE("congo notation: errors quote a short, escaped excerpt of the move") {
    const Position start = position(start_fen);
    const auto printable = [](std::string_view text) {
        return std::all_of(text.begin(), text.end(), [](char c) { return c >= 0x20 && c < 0x7f; });
    };
    const ParseError huge = rejection(start, std::string(100'000, 'e'));
    CHECK(huge.message.starts_with("malformed move 'eeee"));
    CHECK(contains_text(huge.message, "...' (100000 characters): expected an origin"));
    CHECK(huge.message.size() < 300);

    const ParseError clear_screen = rejection(start, "\x1b[2J");
    CHECK(clear_screen.message == "malformed move '\\x1b[2J': '\\x1b[' is not a square a1..g7");
    CHECK(clear_screen.offset == 0);
    const ParseError later = rejection(start, "a2a3\x1b[");
    CHECK(later.message == "malformed move 'a2a3\\x1b[': '\\x1b[' is not a square a1..g7");
    CHECK(later.offset == 4);

    // A square name that fails deep inside a long move is shown around its place.
    std::string long_bad;
    for (int i = 0; i < 14; ++i) long_bad += "a1";
    long_bad[20] = '\n';
    const ParseError deep = rejection(start, long_bad);
    CHECK(deep.offset == 20);
    CHECK(contains_text(deep.message, "'\\n1' is not a square"));

    for (const std::string& hostile : {std::string(100'000, '\x1b'), std::string(28, '\x9b'), std::string(27, '\x07')}) {
        const ParseError e = rejection(start, hostile);
        CAPTURE(e.message);
        CHECK(e.message.size() < 300);
        CHECK(printable(e.message));
    }
}
