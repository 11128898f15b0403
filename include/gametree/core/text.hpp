/// \file
/// Quoting untrusted text in messages: short, escaped, and pointing at the place that matters; single
/// characters shown by their code point.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>

#include "gametree/core/utf8.hpp"

namespace gametree {

/// How many characters an excerpt of an input shows at most (counted after escaping).
inline constexpr std::size_t excerpt_length = 80;

namespace detail {

/// How many characters escaped() writes for the byte `c`.
[[nodiscard]] constexpr std::size_t escaped_width(char ch) noexcept {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '\\' || c == '\'' || c == '\n' || c == '\t' || c == '\r') return 2;
    return c >= 0x20 && c < 0x7f ? 1 : 4;
}

/// Where the UTF-8 character that byte `at` of `text` is inside of starts; `at` itself when that byte
/// starts a character or is not part of a valid one.
[[nodiscard]] constexpr std::size_t character_start(std::string_view text, std::size_t at) noexcept {
    for (std::size_t back = 1; back <= 3 && back <= at && at < text.size(); ++back) {
        const auto c = static_cast<unsigned char>(text[at - back]);
        if (c < 0x80 || c > 0xBF) return decode_utf8(text, at - back).length > back ? at - back : at;
    }
    return at;
}

}  // namespace detail

/// `text` made safe to print: printable ASCII as it is, a quote as `\'` and a backslash as `\\`,
/// control bytes and bytes from 0x7f up as C escapes: a backslash and n, t or r for a new line, a tab
/// or a carriage return, a backslash, x and two hex digits for the others (UTF-8 is escaped too, so a
/// terminal never receives a byte it could act on).
[[nodiscard]] inline std::string escaped(std::string_view text) {
    static constexpr char hex[] = "0123456789abcdef";
    std::string out;
    out.reserve(text.size());
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '\\' || c == '\'') {
            out += '\\';
            out += ch;
        } else if (c >= 0x20 && c < 0x7f) {
            out += ch;
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\r') {
            out += "\\r";
        } else {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

/// `text` in single quotes for a message, escaped (see escaped()). When the escaped text would be
/// longer than `length` characters, it shows a window of at most `length` escaped characters around
/// `offset` (the place an error points at; the start when it is past the end), about a quarter of
/// it before that place, with "..." where text was left out and the length of the whole text added, in
/// characters (a byte that is not UTF-8 counts as one), e.g.
/// `'...ppppppp/7/7 w 0...' (120035 characters)`. The window is measured after escaping, so a text
/// of control bytes gives no longer a message than one of letters, and it never starts or ends inside a
/// UTF-8 character (whose cut bytes would look like invalid input), except one the offset points into.
[[nodiscard]] inline std::string excerpt(std::string_view text, std::size_t offset = 0,
                                         std::size_t length = excerpt_length) {
    std::size_t width = 0;
    for (const char c : text) width += detail::escaped_width(c);
    // Built by appending: g++ 12 at -O3 warns falsely (-Wrestrict) on "literal" + std::string&&.
    std::string out = "'";
    if (width <= length) {
        out += escaped(text);
        out += '\'';
        return out;
    }

    if (offset > text.size()) offset = 0;
    std::size_t begin = offset;
    std::size_t end = offset;
    std::size_t used = 0;
    const auto take_before = [&](std::size_t budget) {
        while (begin > 0 && used + detail::escaped_width(text[begin - 1]) <= budget)
            used += detail::escaped_width(text[--begin]);
    };
    take_before(length / 4);
    while (end < text.size() && used + detail::escaped_width(text[end]) <= length)
        used += detail::escaped_width(text[end++]);
    take_before(length);  // near the end of the text: fill the rest of the window from before
    // Never a piece of a character at an edge (it would read as a stray byte), unless the offset is in it.
    if (const std::size_t start = detail::character_start(text, end); start != end && start > offset) end = start;
    if (const std::size_t start = detail::character_start(text, begin); start != begin) {
        const std::size_t next = start + decode_utf8(text, start).length;
        if (next <= offset) begin = next;
    }

    if (begin > 0) out += "...";
    out += escaped(text.substr(begin, end - begin));
    if (end < text.size()) out += "...";
    out += "' (";
    std::size_t characters = 0;  // a byte that is not part of a UTF-8 character counts as one
    for (std::size_t at = 0; at < text.size(); ++characters) at += std::max<std::size_t>(decode_utf8(text, at).length, 1);
    out += std::to_string(characters);
    out += " characters)";
    return out;
}

/// `text` with the ASCII letters A-Z in lower case (other bytes as they are, whatever the locale): for
/// names compared without regard to case, such as a protocol's option names.
[[nodiscard]] inline std::string ascii_lowercase(std::string_view text) {
    std::string lower(text);
    for (char& c : lower)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return lower;
}

/// `digits` hexadecimal digits of `value`, upper case, e.g. hex_digits(0xE9, 4) == "00E9".
[[nodiscard]] inline std::string hex_digits(char32_t value, int digits) {
    constexpr std::string_view hex = "0123456789ABCDEF";
    std::string out;
    for (int i = digits - 1; i >= 0; --i) out += hex[(value >> (4 * i)) & 0xFu];
    return out;
}

/// The usual name of a code point: "U+" and four hexadecimal digits, six above U+FFFF.
[[nodiscard]] inline std::string code_point_name(char32_t c) {
    std::string out = "U+";
    out += hex_digits(c, c > 0xFFFF ? 6 : 4);
    return out;
}

/// Invisible characters that reorder or hide text on a terminal (bidirectional controls, zero-width
/// characters, line and paragraph separators, the soft hyphen, and the rest of Unicode's default
/// ignorable code points: variation selectors, Hangul fillers, tag characters U+E0000-U+E0FFF, which
/// can carry a whole hidden ASCII text): a message names them by code only.
[[nodiscard]] constexpr bool is_format_character(char32_t c) noexcept {
    return c == 0xAD || c == 0x34F || c == 0x61C || (c >= 0x115F && c <= 0x1160) || (c >= 0x17B4 && c <= 0x17B5) ||
           (c >= 0x180B && c <= 0x180F) || (c >= 0x200B && c <= 0x200F) || (c >= 0x2028 && c <= 0x202E) ||
           (c >= 0x2060 && c <= 0x206F) || c == 0x3164 || (c >= 0xFE00 && c <= 0xFE0F) || c == 0xFEFF ||
           c == 0xFFA0 || (c >= 0xFFF0 && c <= 0xFFFB) || (c >= 0x1BCA0 && c <= 0x1BCA3) ||
           (c >= 0x1D173 && c <= 0x1D17A) || (c >= 0xE0000 && c <= 0xE0FFF);
}

/// One character for a message, given its UTF-8 `bytes` and its code point `c`: 'X' for printable
/// ASCII, 'é' (U+00E9) for other printable characters, and only the code, U+000A, for control and
/// invisible format characters (which could act on a terminal or hide in it).
[[nodiscard]] inline std::string shown_character(std::string_view bytes, char32_t c) {
    std::string code = code_point_name(c);
    if (c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0) || is_format_character(c)) return code;
    // Built by appending: g++ 12 at -O3 warns falsely (-Wrestrict) on "literal" + std::string&&.
    std::string out = "'";
    out += bytes;
    out += '\'';
    if (c >= 0x80) {
        out += " (";
        out += code;
        out += ')';
    }
    return out;
}

/// A single byte for a message: shown_character() for ASCII, "byte 0xNN" for a byte from 0x80 up
/// (part of a multi-byte character, or not UTF-8 at all).
[[nodiscard]] inline std::string shown_byte(char c) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x80) {
        std::string out = "byte 0x";
        out += hex_digits(byte, 2);
        return out;
    }
    return shown_character(std::string_view(&c, 1), byte);
}

}  // namespace gametree
