#include <doctest/doctest.h>

#include "gametree/games/congo/board_text.hpp"
#include "gametree/games/congo/fen.hpp"

using namespace gametree::congo;

TEST_CASE("the ASCII board of the start position") {
    const std::string expected =
        "   +-----------------------+\n"
        " 7 |  g  m [e  l  e] c  z  |\n"
        " 6 |  p  p [p  p  p] p  p  |\n"
        " 5 |  .  . [.  .  .] .  .  |\n"
        " 4 |  ~  ~  ~  ~  ~  ~  ~  |  river\n"
        " 3 |  .  . [.  .  .] .  .  |\n"
        " 2 |  P  P [P  P  P] P  P  |\n"
        " 1 |  G  M [E  L  E] C  Z  |  white to move\n"
        "   +-----------------------+\n"
        "      a  b  c  d  e  f  g\n";
    CHECK(render_board(*parse_fen(start_fen), Charset::ascii) == expected);
}

TEST_CASE("pieces on the river, Black to move, and the Unicode charset") {
    const auto pos = parse_fen("3l3/7/7/C2m3/7/7/3L3 b 4");
    const std::string ascii = render_board(*pos, Charset::ascii);
    CHECK(ascii.find(" 4 |  C  ~  ~  m  ~  ~  ~  |  river\n") != std::string::npos);
    CHECK(ascii.find(" 7 |  .  . [.  l  .] .  .  |  black to move\n") != std::string::npos);
    CHECK(ascii.find("white to move") == std::string::npos);
    const std::string unicode = render_board(*pos, Charset::unicode);
    CHECK(unicode.find("\u2248") != std::string::npos);  // the river
    CHECK(unicode.find("\u00b7") != std::string::npos);  // empty squares
    CHECK(unicode.find(" 4 \u2502  C  \u2248  \u2248  m") != std::string::npos);
}
