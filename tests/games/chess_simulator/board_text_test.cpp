// Tests of board_text.hpp: the board as the simulator prints it, and reading that text back.
#include <doctest/doctest.h>

#include <string>

#include "games/chess_simulator/test_boards.hpp"
#include "gametree/games/chess_simulator/chess_simulator.hpp"

using namespace gametree;
using namespace gametree::chess_simulator;
using namespace gametree::chess_simulator::testing;

namespace {

// The sample's board after its first 19 commands (sample-output-reading.txt), trailing spaces kept.
constexpr std::string_view sample_board =
    "-----------------------\n"
    "R1 N1 B1 QU    B2    R2\n"
    "P1 P2 P3 P4 KI    P7 P8\n"
    "            P5 P6      \n"
    "                       \n"
    "                  N2   \n"
    "p1 p2    p4            \n"
    "      p3    p5 p6    p8\n"
    "r1 n1 b1 qu ki b2 n2 r2\n"
    "-----------------------\n";

}  // namespace

TEST_CASE("the starting board prints as the sample shows it") {
    CHECK(render(standard_board()) ==
          "-----------------------\n"
          "R1 N1 B1 QU KI B2 N2 R2\n"
          "P1 P2 P3 P4 P5 P6 P7 P8\n"
          "                       \n"
          "                       \n"
          "                       \n"
          "                       \n"
          "p1 p2 p3 p4 p5 p6 p7 p8\n"
          "r1 n1 b1 qu ki b2 n2 r2\n"
          "-----------------------\n");
}

TEST_CASE("every printed line is 23 characters, an empty square two spaces") {
    const std::string text = render(placed("ki a1 KI h8"));
    CHECK(text.size() == 10 * 24);
    for (std::size_t at = 0; at < text.size(); at += 24) CHECK(text[at + 23] == '\n');
    CHECK(text.substr(24, 24) == "                     KI\n");
    CHECK(text.substr(8 * 24, 24) == "ki                     \n");
    CHECK(render_rank(placed("p5 e4"), 3) == "            p5         ");
}

TEST_CASE("the sample's board, reached by its commands, prints as the sample shows") {
    const Board b = played(standard_board(), {{"p7", "g3"}, {"P5", "e6"}, {"N2", "h6"}, {"KI", "e7"}, {"p7", "g4"},
                                              {"N2", "g4"}, {"p4", "d3"}, {"P6", "f6"}, {"p2", "b3"}, {"p1", "a3"}});
    CHECK(render(b) == sample_board);
    const auto back = parse_board(sample_board);
    REQUIRE(back);
    CHECK(*back == b);
}

TEST_CASE("reading a board: frames optional, trailing spaces optional, CRLF line ends") {
    const Board b = placed("ki e1 KI e8 p5 e4 N1 b5");
    const std::string text = render(b);
    CHECK(*parse_board(text) == b);
    CHECK(*parse_board(text.substr(24, 8 * 24)) == b);  // without the frame lines
    CHECK(*parse_board(text.substr(24, 8 * 24 - 1)) == b);  // and without the last line end
    // Trailing spaces removed, as an editor might.
    CHECK(drawn(R"(
            KI


   N1
            p5


            ki)") == b);
    std::string crlf;
    for (const char c : text) {
        if (c == '\n') crlf += '\r';
        crlf += c;
    }
    CHECK(*parse_board(crlf) == b);
    for (int i = 0; i <= 959; i += 37) {
        const Board start = *chess960_board(i);
        CHECK(*parse_board(render(start)) == start);
    }
}

TEST_CASE("what is not a board") {
    const auto error = [](std::string_view text) {
        const auto b = parse_board(text);
        REQUIRE(!b);
        return b.error();
    };
    const std::string good = render(standard_board());
    CHECK(error("").message ==
          "expected 8 rows (ranks 8 to 1), optionally between two lines of 23 dashes; found 0 lines");
    CHECK(error(good.substr(24, 7 * 24)).message.ends_with("found 7 lines"));
    std::string bad_frame = good;
    bad_frame[5] = '=';
    CHECK(error(bad_frame).message == "a board of 10 lines must begin and end with a line of 23 dashes");
    CHECK(error(bad_frame).offset == 0);

    std::string unknown = good;
    unknown.replace(24 + 3, 2, "X1");  // b8
    CHECK(error(unknown).message == "unknown piece 'X1' on b8");
    CHECK(error(unknown).offset == 27);
    unknown.replace(24 + 3, 2, "\x1b[");  // a terminal escape is shown escaped, not sent raw
    CHECK(error(unknown).message == "unknown piece '\\x1b[' on b8");

    std::string twice = good;
    twice.replace(4 * 24 + 3, 2, "p1");  // b5
    CHECK(error(twice).message == "p1 stands on both b5 and a2");

    std::string long_row = good.substr(0, 24 + 23);  // appended: g++ 12 -O3 warns falsely (-Wrestrict) on insert
    long_row += ' ';
    long_row += good.substr(24 + 23);
    CHECK(error(long_row).message == "rank 8 is 24 characters long; a row has at most 23");

    std::string glued = good;
    glued[24 + 2] = '|';
    CHECK(error(glued).message == "rank 8: squares must be separated by a single space");
    CHECK(error(glued).offset == 26);
}
