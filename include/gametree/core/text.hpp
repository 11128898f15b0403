// Quoting untrusted text in messages: short, escaped, and pointing at the place that matters.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>

namespace gametree {

/// How many characters of an input an error message quotes at most.
inline constexpr std::size_t excerpt_length = 80;

/// `text` made safe to print: printable ASCII as it is, a backslash and a quote doubled as `\\` and
/// `\'`, control bytes and bytes from 0x7f up as `\n`, `\t`, `\r` or `\xNN` (UTF-8 is escaped too, so a
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

/// `text` in single quotes for a message: escaped (see escaped()) and, when longer than `length`
/// characters, cut to a window of `length` characters around `offset` (the place an error points at;
/// the start when it is past the end), with "..." where text was left out and the total length added,
/// e.g. `'...ppppppp/7/7 w 0...' (120035 characters)`.
[[nodiscard]] inline std::string excerpt(std::string_view text, std::size_t offset = 0,
                                         std::size_t length = excerpt_length) {
    if (text.size() <= length) return '\'' + escaped(text) + '\'';
    if (offset > text.size()) offset = 0;
    const std::size_t begin = std::min(offset > length / 4 ? offset - length / 4 : 0, text.size() - length);
    std::string out = "'";
    if (begin > 0) out += "...";
    out += escaped(text.substr(begin, length));
    if (begin + length < text.size()) out += "...";
    out += "' (" + std::to_string(text.size()) + " characters)";
    return out;
}

}  // namespace gametree
