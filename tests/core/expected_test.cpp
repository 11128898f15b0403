#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include <gametree/core/expected.hpp>

using gametree::Parsed;
using gametree::ParseError;

namespace {

Parsed<int> parse_digit(char c) {
    if (c < '0' || c > '9') return ParseError{"not a digit", 3};
    return c - '0';
}

struct Point {
    int x = 0;
    int y = 0;
};

}  // namespace

static_assert(std::is_convertible_v<int, Parsed<int>>, "a value converts implicitly");
static_assert(std::is_convertible_v<ParseError, Parsed<int>>, "an error converts implicitly");
static_assert(!std::is_convertible_v<Parsed<int>, bool>, "the bool conversion is explicit");

TEST_CASE("a value: has_value, operator bool and the accessors") {
    const Parsed<int> p = parse_digit('7');
    REQUIRE(p.has_value());
    CHECK(static_cast<bool>(p));
    CHECK(p.value() == 7);
    CHECK(*p == 7);
}

TEST_CASE("an error: no value, and the error with its message and offset") {
    const Parsed<int> p = parse_digit('x');
    CHECK_FALSE(p.has_value());
    CHECK_FALSE(static_cast<bool>(p));
    CHECK(p.error().message == "not a digit");
    CHECK(p.error().offset == 3);
    CHECK(p.error() == ParseError{"not a digit", 3});
    CHECK_FALSE(p.error() == ParseError{"not a digit", 4});
    CHECK_FALSE(p.error() == ParseError{"something else", 3});
}

TEST_CASE("describe gives the 1-based byte position") {
    CHECK(ParseError{"rank 7 has 6 squares", 0}.describe() == "rank 7 has 6 squares (at byte 1)");
    CHECK(ParseError{"bad", 41}.describe() == "bad (at byte 42)");
}

TEST_CASE("member access through -> and changes through a non-const value") {
    Parsed<Point> p = Point{1, 2};
    CHECK(p->x == 1);
    p->y = 5;
    (*p).x = 4;
    CHECK(p.value().x == 4);
    CHECK(p.value().y == 5);
}

TEST_CASE("the value can be moved out of an rvalue") {
    Parsed<std::string> p = std::string(100, 'a');
    const std::string s = std::move(p).value();
    CHECK(s.size() == 100);
}

TEST_CASE("a Parsed of a string holding an error is not mistaken for a value") {
    const Parsed<std::string> p = ParseError{"empty FEN", 0};
    CHECK_FALSE(p.has_value());
    CHECK(p.error().describe() == "empty FEN (at byte 1)");
}

TEST_CASE("an illegal move's error names the move and the reason, at the start of the text") {
    const ParseError e = gametree::illegal_move_error("d4", "the square is occupied");
    CHECK(e.message == "illegal move d4 (the square is occupied)");
    CHECK(e.offset == 0);
}

namespace {

/// True when `text` holds only printable ASCII: nothing a terminal could act on, no stray UTF-8 byte.
bool printable_ascii(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char c) { return c >= 0x20 && c < 0x7f; });
}

}  // namespace

TEST_CASE("an illegal move's error escapes the move's text as the parsers' errors do") {
    // A new line, a terminal colour escape and a byte that is not UTF-8.
    const ParseError e = gametree::illegal_move_error("d4\n\x1b[31mred\xff", "no such move");
    CHECK(e.message == "illegal move d4\\n\\x1b[31mred\\xff (no such move)");
    CHECK(printable_ascii(e.message));
    CHECK(e.offset == 0);
    // A long text is cut as excerpt() cuts it, with its length, not copied whole.
    const ParseError long_text = gametree::illegal_move_error(std::string(100'000, 'a') + "\x1b", "too long");
    CHECK(long_text.message.size() < 200);
    CHECK(long_text.message.find("' (100001 characters) (too long)") != std::string::npos);
    CHECK(printable_ascii(long_text.message));
}
