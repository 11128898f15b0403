// Tests of text.hpp: escaped() and excerpt(), which quote untrusted input in error messages.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "gametree/core/text.hpp"

using namespace gametree;

namespace {

/// True when every character is printable ASCII (what a message may carry to a terminal).
bool printable(std::string_view text) {
    for (const char c : text)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) return false;
    return true;
}

}  // namespace

TEST_CASE("escaped keeps printable ASCII and escapes everything else") {
    CHECK(escaped("") == "");
    CHECK(escaped("e3e4 w 0") == "e3e4 w 0");
    CHECK(escaped("a\\b") == "a\\\\b");
    CHECK(escaped("it's") == "it\\'s");
    CHECK(escaped("\n\t\r") == "\\n\\t\\r");
    CHECK(escaped("\x1b[2J") == "\\x1b[2J");
    CHECK(escaped(std::string_view("\0", 1)) == "\\x00");
    CHECK(escaped("\x7f") == "\\x7f");
    CHECK(escaped("\xc3\xa9") == "\\xc3\\xa9");  // UTF-8 for U+00E9
    CHECK(escaped("\xff") == "\\xff");
}

TEST_CASE("excerpt quotes a short text whole") {
    CHECK(excerpt("") == "''");
    CHECK(excerpt("x") == "'x'");
    CHECK(excerpt("\x1b") == "'\\x1b'");
    const std::string eighty(80, 'a');
    CHECK(excerpt(eighty) == "'" + eighty + "'");
    CHECK(excerpt(eighty, 79) == "'" + eighty + "'");
}

TEST_CASE("excerpt cuts a long text to a window and gives its length") {
    std::string text(200, '.');
    text[100] = 'X';
    // The window starts a quarter of its width before the offset.
    const std::string cut = excerpt(text, 100);
    CHECK(cut == "'..." + std::string(20, '.') + "X" + std::string(59, '.') + "...' (200 characters)");
    // At the start there is nothing left out before; near the end nothing after, and the window is
    // filled from before instead.
    // (Appended: g++ 12 at -O3 warns falsely, -Wrestrict, on "'" + std::string(80, 'a') here.)
    std::string first_80(1, '\'');
    first_80.append(80, 'a').append("...' (81 characters)");
    CHECK(excerpt(std::string(81, 'a')) == first_80);
    CHECK(excerpt(text, 199) == "'..." + std::string(80, '.') + "' (200 characters)");
    CHECK(excerpt(text, 200) == excerpt(text, 199));  // the end itself (a missing field) is a place
    CHECK(excerpt(text, 5000) == excerpt(text, 0));  // past the end: the start
    CHECK(excerpt("abcdefgh", 4, 4) == "'...defg...' (8 characters)");
}

TEST_CASE("excerpt measures its window after escaping") {
    // 30 control bytes escape to 120 characters: too long to quote whole.
    const std::string controls(30, '\x01');
    const std::string cut = excerpt(controls);
    std::string expected = "'";
    for (int i = 0; i < 20; ++i) expected += "\\x01";
    expected += "...' (30 characters)";
    CHECK(cut == expected);
    // An escape is never split at the window's edge.
    CHECK(excerpt("ab\ncd", 0, 3) == "'ab...' (5 characters)");
}

TEST_CASE("excerpt gives the text's length in characters, not bytes") {
    std::string kings;
    for (int i = 0; i < 100; ++i) kings += "\xe2\x99\x94";  // 100 characters, 300 bytes
    CHECK(excerpt(kings).ends_with("...' (100 characters)"));
    // Bytes that are not UTF-8 (a stray continuation, a surrogate's bytes) count one each.
    CHECK(excerpt(std::string(100, '\x80')).ends_with("...' (100 characters)"));
    CHECK(excerpt(std::string(99, 'a') + "\xed\xa0\x80").ends_with("...' (102 characters)"));
}

TEST_CASE("excerpt never cuts a UTF-8 character at the edges of its window") {
    std::string kings;
    for (int i = 0; i < 40; ++i) kings += "\xe2\x99\x94";  // U+2654, 3 bytes each
    std::string six;
    for (int i = 0; i < 6; ++i) six += "\\xe2\\x99\\x94";
    CHECK(excerpt(kings) == "'" + six + "...' (40 characters)");
    CHECK(excerpt(kings, 30) == "'..." + six + "...' (40 characters)");
    CHECK(excerpt(kings, 120) == "'..." + six + "' (40 characters)");
    // A stray continuation byte is still shown where it is.
    const std::string stray = std::string(60, 'a') + "\x99" + std::string(60, 'b');
    CHECK(excerpt(stray, 60).find("a\\x99b") != std::string::npos);
}

TEST_CASE("an excerpt of a huge hostile input is short and printable") {
    std::string hostile;
    while (hostile.size() < 120'000) hostile += "\x1b[2J\x07\xe2\x80\xae'\\";  // 10 bytes
    REQUIRE(hostile.size() == 120'000);
    for (const std::size_t offset : {std::size_t{0}, std::size_t{60'000}, hostile.size() - 1, hostile.size()}) {
        CAPTURE(offset);
        const std::string cut = excerpt(hostile, offset);
        CHECK(cut.size() < 120);
        CHECK(printable(cut));
        CHECK(cut.ends_with("' (96000 characters)"));  // U+202E is one character of three bytes
    }
}

TEST_CASE("hex_digits and code_point_name") {
    CHECK(hex_digits(0xE9, 4) == "00E9");
    CHECK(hex_digits(0xAB, 2) == "AB");
    CHECK(code_point_name(U'A') == "U+0041");
    CHECK(code_point_name(0x1F600) == "U+01F600");
}

TEST_CASE("shown_character quotes printable characters and names the rest by code") {
    CHECK(shown_character("X", U'X') == "'X'");
    CHECK(shown_character("\xC3\xA9", 0xE9) == "'\xC3\xA9' (U+00E9)");
    CHECK(shown_character("\n", U'\n') == "U+000A");
    CHECK(shown_character("\x7f", 0x7F) == "U+007F");
    CHECK(shown_character("\xC2\x85", 0x85) == "U+0085");            // a C1 control
    CHECK(shown_character("\xE2\x80\xAE", 0x202E) == "U+202E");      // right-to-left override
    // Invisible default-ignorable characters: a tag letter (hidden text), a variation selector, a filler.
    CHECK(shown_character("\xF3\xA0\x81\x81", 0xE0041) == "U+0E0041");
    CHECK(shown_character("\xEF\xB8\x8F", 0xFE0F) == "U+FE0F");
    CHECK(shown_character("\xE3\x85\xA4", 0x3164) == "U+3164");
    CHECK(shown_character("\xE1\xA0\x8E", 0x180E) == "U+180E");
    CHECK(is_format_character(0xE0001));
    CHECK_FALSE(is_format_character(0x1F600));
    CHECK_FALSE(is_format_character(0xE1000));
    CHECK(shown_character("\xEF\xBB\xBF", 0xFEFF) == "U+FEFF");      // zero-width no-break space
    CHECK(is_format_character(0x200B));
    CHECK_FALSE(is_format_character(0x2654));
}

TEST_CASE("shown_byte shows ASCII as a character and other bytes by value") {
    CHECK(shown_byte('q') == "'q'");
    CHECK(shown_byte('\t') == "U+0009");
    CHECK(shown_byte('\xC3') == "byte 0xC3");
}

TEST_CASE("ascii_lowercase lowers A-Z only, whatever the locale") {
    CHECK(gametree::ascii_lowercase("Contempt") == "contempt");
    CHECK(gametree::ascii_lowercase("HASH 64 @[`{") == "hash 64 @[`{");
    CHECK(gametree::ascii_lowercase("\xC3\x89t\xC3\xA9") == "\xC3\x89t\xC3\xA9");  // UTF-8 bytes untouched
    CHECK(gametree::ascii_lowercase("") == "");
}
