#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/notation.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {

/// Every FEN of the course samples (lines of tests/data/wits2021/*.in and *.expected that contain '/').
std::vector<std::string> sample_fens() {
    std::vector<std::string> fens;
    for (const char* name : {"part1_sample.in", "part2_lion.in", "part2_zebra.in", "part2_elephant.in", "part2_pawn.in",
                             "part3_generated53.in", "part3_generated53.expected", "part4_eval.in",
                             "part4_minimax2.in", "part5_adveval.in", "part5_alphabeta4.in"}) {
        std::ifstream in(std::string(GAMETREE_TEST_DATA) + "/wits2021/" + name);
        REQUIRE_MESSAGE(in, "cannot open " << name);
        for (std::string line; std::getline(in, line);)
            if (line.find('/') != std::string::npos) fens.push_back(line);
    }
    return fens;
}

ParseError error_of(const std::string& fen, Rules rules = Rules::standard) {
    const auto parsed = parse_fen(fen, rules);
    REQUIRE_MESSAGE(!parsed, "expected an error for '" << fen << "'");
    return parsed.error();
}

/// True when every character is printable ASCII: no byte of the input reaches a terminal raw.
bool printable(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char c) { return c >= 0x20 && c < 0x7f; });
}

}  // namespace

TEST_CASE("the start position reads and writes back exactly") {
    const auto pos = parse_fen(start_fen);
    REQUIRE(pos);
    CHECK(to_fen(*pos) == start_fen);
    CHECK(pos->side_to_move() == white);
    CHECK(pos->move_number() == 0);
    CHECK(pos->piece_at(d1) == make_piece(white, PieceType::lion));
    CHECK(pos->piece_at(d7) == make_piece(black, PieceType::lion));
    CHECK(pos->piece_at(a1) == make_piece(white, PieceType::giraffe));
    CHECK(pos->piece_at(b7) == make_piece(black, PieceType::monkey));
    CHECK(pos->piece_at(f1) == make_piece(white, PieceType::crocodile));
    CHECK(pos->piece_at(g7) == make_piece(black, PieceType::zebra));
    CHECK(pos->piece_at(d4) == Piece::none);
    CHECK(count(pos->pieces(white)) == 14);
    CHECK(count(pos->pieces(black)) == 14);
    CHECK(count(pos->pieces(white, PieceType::pawn)) == 7);
}

TEST_CASE("every course sample FEN round-trips exactly, under standard rules only unpromoted pawns are refused") {
    const auto fens = sample_fens();
    CHECK(fens.size() > 100);
    int unpromoted = 0;
    for (const auto& fen : fens) {
        for (const Rules rules : {Rules::standard, Rules::wits2021}) {
            const auto pos = parse_fen(fen, rules);
            if (!pos && rules == Rules::standard &&
                pos.error().message.find("stands on its last rank; under standard rules") != std::string::npos) {
                ++unpromoted;  // the course's game has no promotion: a pawn may stay on its last rank
                continue;
            }
            REQUIRE_MESSAGE(pos, fen << ": " << pos.error().describe());
            CHECK(to_fen(*pos) == fen);
            CHECK(pos->rules() == rules);
            CHECK(pos->hash() == pos->compute_hash());
        }
    }
    CHECK(unpromoted == 4);  // part2_pawn.in has one, part3_generated53.expected three
}

TEST_CASE("side to move and move number are read") {
    const auto pos = parse_fen("1m1El2/P1P2P1/1S4C/4S2/1E3S1/1P3c1/2GL3 b 79");
    REQUIRE(pos);
    CHECK(pos->side_to_move() == black);
    CHECK(pos->move_number() == 79);
    CHECK(parse_fen("3l3/7/7/7/7/7/3L3 w 999999999")->move_number() == 999'999'999);
}

TEST_CASE("the hash depends on pieces and side to move, not on the move number") {
    const auto a = parse_fen("3l3/7/7/7/7/7/3L3 w 1");
    const auto b = parse_fen("3l3/7/7/7/7/7/3L3 w 2");
    const auto c = parse_fen("3l3/7/7/7/7/7/3L3 b 1");
    const auto d = parse_fen("3l3/7/7/7/7/7/2L4 w 1");
    CHECK(a->hash() == b->hash());
    CHECK(a->hash() != c->hash());
    CHECK(a->hash() != d->hash());
}

TEST_CASE("field errors name the field and the character") {
    CHECK(error_of("") == ParseError{"empty FEN", 0});
    CHECK(error_of(" gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0").offset == 0);
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ  w 0").message.find("two spaces") != std::string::npos);
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ  w 0").offset == 38);
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0 ").message == "FEN ends with a space");
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ\tw 0").offset == 37);
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0\n").message.find("whitespace") != std::string::npos);
    const auto missing_side = error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ");
    CHECK(missing_side.message.find("missing side to move") == 0);
    CHECK(missing_side.offset == 37);
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w").message.find("missing move number") == 0);
    const auto extra = error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0 5");
    CHECK(extra.message.find("too many fields") == 0);
    CHECK(extra.offset == 42);
}

TEST_CASE("rank errors say which rank and how many squares") {
    CHECK(error_of("gmelec/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0") == ParseError{"rank 7 has 6 squares, expected 7", 0});
    CHECK(error_of("gmelecz/ppppppp/7/6/7/PPPPPPP/GMELECZ w 0") == ParseError{"rank 4 has 6 squares, expected 7", 18});
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELEC w 0") == ParseError{"rank 1 has 6 squares, expected 7", 30});
    CHECK(error_of("gmeleczz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0") == ParseError{"rank 7 has more than 7 squares", 7});
    CHECK(error_of("gmelecz/ppppppp/8/7/7/PPPPPPP/GMELECZ w 0") == ParseError{"rank 5 has more than 7 squares", 16});
    CHECK(error_of("gmelecz/pppppp2/7/7/7/PPPPPPP/GMELECZ w 0") == ParseError{"rank 6 has more than 7 squares", 14});
    CHECK(error_of("gmelecz/ppppppp/34/7/7/PPPPPPP/GMELECZ w 0").message.find("two digits in a row in rank 5") == 0);
    CHECK(error_of("gmelecz/ppppppp/34/7/7/PPPPPPP/GMELECZ w 0").offset == 17);
    CHECK(error_of("gmelecz/ppppppp/07/7/7/PPPPPPP/GMELECZ w 0").message == "empty-square count '0' in rank 5");
}

TEST_CASE("unknown letters and wrong rank counts are errors") {
    const auto letter_error = error_of("gmelecz/ppppppp/3x3/7/7/PPPPPPP/GMELECZ w 0");
    CHECK(letter_error.message.find("unknown piece letter 'x' in rank 5") == 0);
    CHECK(letter_error.offset == 17);
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECK w 0").message.find("unknown piece letter 'K' in rank 1") == 0);
    CHECK(error_of("gmelecz/ppppppp/7/7/PPPPPPP/GMELECZ w 0").message == "board has 6 ranks, expected 7");
    CHECK(error_of("gmelecz/ppppppp/7/7/7/7/PPPPPPP/GMELECZ w 0").message == "board has more than 7 ranks");
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ/ w 0").message == "board has more than 7 ranks");
    CHECK(error_of("gmelecz//7/7/7/PPPPPPP/GMELECZ w 0") == ParseError{"rank 6 has 0 squares, expected 7", 8});
}

TEST_CASE("side to move and move number errors") {
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ x 0") ==
          ParseError{"side to move must be 'w' or 'b', not 'x'", 38});
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ W 0").message == "side to move must be 'w' or 'b', not 'W'");
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ white 0").offset == 38);
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w -1") ==
          ParseError{"move number must be a non-negative integer, found '-'", 40});
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 1x") ==
          ParseError{"move number must be a non-negative integer, found 'x'", 41});
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 01") == ParseError{"move number has a leading zero", 40});
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 1000000000") ==
          ParseError{"move number is too large (at most 999999999)", 40});
    CHECK(error_of("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 99999999999999999999999").message.find("too large") !=
          std::string::npos);
}

TEST_CASE("a side may not have more pieces than its starting army") {
    // The error points at the first piece too many in FEN order (ranks 7 to 1, files a to g) and names
    // its square: in a long FEN, "white has 3 elephants" alone leaves the user counting letters.
    CHECK(error_of("3l3/7/7/7/7/7/2LL3 w 0") == ParseError{"white has 2 lions (at most 1): one too many on d1", 16});
    CHECK(error_of("3l1m1/7/7/m6/7/7/3L3 w 0") == ParseError{"black has 2 monkeys (at most 1): one too many on a4", 10});
    CHECK(error_of("3l3/7/7/7/7/7/EEEL3 w 0") == ParseError{"white has 3 elephants (at most 2): one too many on c1", 16});
    CHECK(error_of("3l3/ppppppp/s6/7/7/7/3L3 b 0") ==
          ParseError{"black has 8 pawns and superpawns (at most 7): one too many on a5", 12});
    CHECK(error_of("3l3/7/7/7/7/7/EEEL3 w 0").describe() ==
          "white has 3 elephants (at most 2): one too many on c1 (at byte 17)");
    CHECK(parse_fen("3l3/ppppppp/7/7/7/7/2ELE2 w 0"));
    CHECK(parse_fen("3l3/7/7/7/7/7/7 w 0"));  // a finished game is still a position
}

TEST_CASE("describe() gives a 1-based byte position") {
    CHECK(error_of("gmelec/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0").describe() ==
          "rank 7 has 6 squares, expected 7 (at byte 1)");
}

TEST_CASE("offsets count bytes, not characters, after a character of several bytes") {
    // "é" takes two bytes: the fourth field starts at byte 7 (the seventh character).
    CHECK(error_of("\xc3\xa9 w 0 1").offset == 7);
}

TEST_CASE("each rule set has its start position") {
    CHECK(start_fen_for(Rules::standard) == start_fen);
    CHECK(start_fen_for(Rules::wits2021) == course_start_fen);
    CHECK(to_fen(start_position(Rules::wits2021)) == course_start_fen);
    CHECK(start_position(Rules::wits2021).rules() == Rules::wits2021);
    CHECK(start_position(Rules::standard) == *parse_fen(start_fen));
}

TEST_CASE("a lion outside its castle is refused under both rule sets, at its letter") {
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        CAPTURE(to_string(rules));
        CHECK(error_of("3l3/7/7/7/7/7/L6 w 0", rules) ==
              ParseError{"white lion on a1 is outside its castle (c1-e3)", 14});
        CHECK(error_of("3l3/7/7/3L3/7/7/7 w 0", rules) ==
              ParseError{"white lion on d4 is outside its castle (c1-e3)", 9});  // on the river
        CHECK(error_of("7/7/7/7/7/5l1/3L3 b 4", rules) ==
              ParseError{"black lion on f2 is outside its castle (c5-e7)", 11});
        CHECK(error_of("7/7/1l5/7/7/7/3L3 b 4", rules) ==
              ParseError{"black lion on b5 is outside its castle (c5-e7)", 5});
        // The position `congo moves` once answered with a lion capture from g1 across the board: the
        // first offending piece in FEN order is reported.
        CHECK(error_of("l6/p6/7/7/7/P6/6L w 0", rules) ==
              ParseError{"black lion on a7 is outside its castle (c5-e7)", 0});
        CHECK(error_of("3l3/7/7/7/7/P6/6L w 0", rules) ==
              ParseError{"white lion on g1 is outside its castle (c1-e3)", 16});
    }
}

TEST_CASE("a lion in the enemy castle is refused while the enemy lion is on the board") {
    CHECK(error_of("3l3/3L3/7/7/7/7/7 b 0") ==
          ParseError{"white lion on d6 is outside its castle (c1-e3); a lion enters the enemy castle only by "
                     "capturing the enemy lion, which is still on d7",
                     5});
    CHECK(error_of("7/7/4l2/7/2l4/7/7 w 0", Rules::wits2021) == ParseError{"black has 2 lions (at most 1): one too many on c3", 11});
    CHECK(error_of("7/7/7/7/2l4/7/3L3 w 0", Rules::wits2021).message.find(
              "black lion on c3 is outside its castle (c5-e7); a lion enters the enemy castle only by capturing "
              "the enemy lion, which is still on d1") == 0);
}

TEST_CASE("a lion in the enemy castle is accepted once the enemy lion is gone: it flew there to take it") {
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        CAPTURE(to_string(rules));
        // The end of a real game: White's lion took Black's on e7.
        const auto won = parse_fen("4L2/6P/7/7/7/7/7 b 18", rules);
        REQUIRE_MESSAGE(won, won.error().describe());
        CHECK(won->outcome() == Outcome::first_wins);
        const auto lost = parse_fen("7/7/7/7/7/2l4/7 w 5", rules);
        REQUIRE_MESSAGE(lost, lost.error().describe());
        CHECK(lost->outcome() == Outcome::second_wins);
        // Every flying capture of a game gives a FEN the reader takes back.
        for (const auto& flight : {std::pair{"3l3/7/7/7/7/P6/3L3 w 10", "d1d7"},
                                   std::pair{"7/7/4l2/7/2L4/P6/7 b 3", "e5c3"},
                                   std::pair{"7/7/2l4/pP5/4L2/7/7 w 7", "e3c5"}}) {
            CAPTURE(flight.first);
            const Position before = *parse_fen(flight.first, rules);
            const Position after = before.after(*parse_move(before, flight.second));
            const auto back = parse_fen(to_fen(after), rules);
            REQUIRE_MESSAGE(back, back.error().describe());
            CHECK(*back == after);
            CHECK(is_over(back->outcome()));
        }
        // Lions on every corner of their own castles are fine.
        CHECK(parse_fen("2l4/7/7/7/7/7/4L2 w 0", rules));
        CHECK(parse_fen("7/7/4l2/7/2L4/7/7 w 0", rules));
        // With no lion at all there is nothing to place (the game is a draw, see position.hpp).
        CHECK(parse_fen("7/7/7/7/7/7/7 w 0", rules));
    }
}

TEST_CASE("a pawn on its last rank is refused under standard rules (it would have promoted), not under wits2021") {
    CHECK(error_of("P2l3/7/7/7/7/7/3L3 b 0") ==
          ParseError{"white pawn on a7 stands on its last rank; under standard rules it would have promoted to a "
                     "superpawn (S)",
                     0});
    CHECK(error_of("3l3/7/7/7/7/7/3Lp2 w 0") ==
          ParseError{"black pawn on e1 stands on its last rank; under standard rules it would have promoted to a "
                     "superpawn (s)",
                     16});
    for (const std::string_view fen : {"P2l3/7/7/7/7/7/3L3 b 0", "3l3/7/7/7/7/7/3Lp2 w 0"}) {
        const auto course = parse_fen(fen, Rules::wits2021);
        REQUIRE_MESSAGE(course, course.error().describe());
        CHECK(to_fen(*course) == fen);
    }
    // Superpawns may stand anywhere, and a pawn one step short of its last rank is fine.
    CHECK(parse_fen("S2l3/7/7/7/7/7/3Ls2 b 0"));
    CHECK(parse_fen("3l3/P6/7/7/7/p6/3L3 w 0"));
    // Promotion under standard rules really does give a FEN the reader takes back.
    const Position before = *parse_fen("3l3/P6/7/7/7/7/3L3 w 0");
    const Position promoted = before.after(*parse_move(before, "a6a7"));
    CHECK(to_fen(promoted) == "S2l3/7/7/7/7/7/3L3 b 0");
    CHECK(parse_fen(to_fen(promoted)));
}

TEST_CASE("a FEN error names a character that is not ASCII whole, with its code, not by its first byte") {
    // Before: "unknown piece letter '\xe2'", the first of the three bytes of the white king symbol.
    CHECK(error_of("\u2654" "6/7/7/7/7/7/3L3 w 0").message.starts_with("unknown piece letter '\u2654' (U+2654) in rank 7"));
    CHECK(error_of("3l3/7/7/7/7/7/3L3 w 1\u00e9").message == "move number must be a non-negative integer, found '\u00e9' (U+00E9)");
    // Not UTF-8, a byte alone; an invisible character by its code only.
    CHECK(error_of("3l3/7/7/7/7/7/3L3 w 1\xff").message == "move number must be a non-negative integer, found byte 0xFF");
    CHECK(error_of("3l3/7/7/\u200b" "3/7/7/3L3 w 0").message.starts_with("unknown piece letter U+200B in rank 4"));
}

TEST_CASE("FEN errors quote a short, escaped excerpt of the input") {
    const std::string board = "3l3/7/7/7/7/7/3L3 ";
    const auto huge_side = error_of(board + std::string(120'000, 'x') + " 0");
    CHECK(huge_side.offset == board.size());
    CHECK(huge_side.message.starts_with("side to move must be 'w' or 'b', not 'xxxx"));
    CHECK(huge_side.message.ends_with("...' (120000 characters)"));
    CHECK(huge_side.message.size() < 200);

    CHECK(error_of(board + "\x1b[2J 0") == ParseError{"side to move must be 'w' or 'b', not '\\x1b[2J'", 18});
    CHECK(error_of("3l3/7/7/3\x1b" "3/7/7/3L3 w 0").message.starts_with("unknown piece letter '\\x1b' in rank 4"));
    CHECK(error_of(board + "w 1\x07").message == "move number must be a non-negative integer, found '\\x07'");
    CHECK(error_of(board + "w 1'").message == "move number must be a non-negative integer, found '\\''");
    for (const std::string& hostile : {board + std::string(120'000, '\x1b') + " 0", board + "w " + std::string(120'000, '\x9b'),
                                       std::string(120'000, '\x1b')}) {
        const auto error = error_of(hostile);
        CAPTURE(error.message);
        CHECK(error.message.size() < 300);
        CHECK(printable(error.message));
    }
}
