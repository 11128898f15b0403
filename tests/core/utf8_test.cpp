// Tests of utf8.hpp: strict decoding and writing of single characters.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "gametree/core/utf8.hpp"

using namespace gametree;

namespace {
CodePoint decode(std::string_view text) { return decode_utf8(text, 0); }
}  // namespace

TEST_CASE("utf8: decodes one to four bytes") {
    CHECK(decode("A").value == U'A');
    CHECK(decode("A").length == 1);
    CHECK(decode("\xC3\xA9x").value == 0xE9);  // é, then more text
    CHECK(decode("\xC3\xA9x").length == 2);
    CHECK(decode("\xE2\x99\x94").value == 0x2654);  // ♔
    CHECK(decode("\xE2\x99\x94").length == 3);
    CHECK(decode("\xF0\x9F\x98\x80").value == 0x1F600);
    CHECK(decode("\xF4\x8F\xBF\xBF").value == 0x10FFFF);
    CHECK(decode_utf8("ab\xC3\xA9", 2).value == 0xE9);
}

TEST_CASE("utf8: refuses what is not strict UTF-8") {
    for (const std::string_view bad : {
             std::string_view("\x80"),              // a continuation byte first
             std::string_view("\xC0\x80"),          // overlong NUL
             std::string_view("\xC1\xBF"),          // overlong
             std::string_view("\xE0\x80\x80"),      // overlong
             std::string_view("\xF0\x80\x80\x80"),  // overlong
             std::string_view("\xED\xA0\x80"),      // a surrogate
             std::string_view("\xF4\x90\x80\x80"),  // above U+10FFFF
             std::string_view("\xF5\x80\x80\x80"),
             std::string_view("\xFF"),
             std::string_view("\xC3"),          // cut short
             std::string_view("\xE2\x99"),      // cut short
             std::string_view("\xC3\x41"),      // not a continuation
             std::string_view("\xE2\x99\xC0")}) {
        CAPTURE(std::string(bad));
        CHECK(decode(bad).length == 0);
    }
}

TEST_CASE("utf8: append_utf8 writes what decode_utf8 reads, for every code point") {
    std::string out;
    for (char32_t c = 0; c <= 0x10FFFF; ++c) {
        if (c >= 0xD800 && c <= 0xDFFF) continue;
        out.clear();
        append_utf8(out, c);
        const CodePoint back = decode(out);
        if (back.value != c || back.length != out.size()) {
            FAIL("code point " << static_cast<unsigned long>(c) << " does not round-trip");
        }
    }
    out.clear();
    append_utf8(out, 0x265A);
    CHECK(out == "\xE2\x99\x9A");  // ♚
}
