// How `congo match --openings FILE` reads the file's text (examples/congo/openings_file.hpp): one FEN a
// line, blank and '#' lines skipped, and the first bad line named by the file and its number.
#include <doctest/doctest.h>

#include <sstream>
#include <string>

#include "congo/openings_file.hpp"

using cli::match_detail::read_openings;
using gametree::congo::Rules;

TEST_CASE("openings file: the FEN lines of the text, with a byte order mark, CRLF, comments and blank lines") {
    std::istringstream in("\xEF\xBB\xBF# two openings\r\ngmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0\r\n\n \t\n"
                          "2l4/1p1p3/2pM3/1p1p3/7/3s1G1/1Z1L1E1 w 3");
    const auto openings = read_openings(in, "o.fen", Rules::standard);
    REQUIRE(openings);
    REQUIRE(openings->size() == 2);
    CHECK(to_fen((*openings)[1]) == "2l4/1p1p3/2pM3/1p1p3/7/3s1G1/1Z1L1E1 w 3");
}

TEST_CASE("openings file: the first bad line is named, and a text without a FEN is refused") {
    std::istringstream bad("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0\n\ngmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ x 0\n");
    const auto refused = read_openings(bad, "o.fen", Rules::standard);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().starts_with("'o.fen' line 3: bad FEN "));
    std::istringstream over("1M5/1p5/2p4/1p1p3/7/3s1G1/1Z1L1E1 b 3\n");
    const auto finished = read_openings(over, "o.fen", Rules::standard);
    REQUIRE_FALSE(finished);
    CHECK(finished.error().starts_with("'o.fen' line 1: the game is already over in "));
    std::istringstream comments("# nothing\n\n");
    const auto none = read_openings(comments, "o.fen", Rules::standard);
    REQUIRE_FALSE(none);
    CHECK(none.error() == "the openings file 'o.fen' has no FEN");
}
