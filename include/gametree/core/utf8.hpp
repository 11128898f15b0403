/// \file
/// UTF-8: decoding one character strictly, and writing one.
#pragma once

#include "gametree/core/cxx20.hpp"

#include <cstddef>
#include <string>
#include <string_view>

namespace gametree {

/// One decoded character: its code point and how many bytes it took; length 0 when the bytes were
/// not UTF-8.
struct CodePoint {
    /// The code point; 0 when the bytes were not UTF-8.
    char32_t value = 0;
    /// How many bytes the character took, 1 to 4; 0 when the bytes were not UTF-8.
    std::size_t length = 0;
};

/// Decodes the UTF-8 character that starts at byte `at` of `text` (at < text.size()), strictly: no
/// overlong forms, no surrogates, nothing above U+10FFFF, no truncated sequence.
[[nodiscard]] constexpr CodePoint decode_utf8(std::string_view text, std::size_t at) noexcept {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(at);
    if (lead < 0x80) return {lead, 1};
    std::size_t length = 0;
    char32_t value = 0;
    unsigned char low = 0x80;  // the allowed range of the second byte
    unsigned char high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        value = lead & 0x1Fu;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        value = lead & 0x0Fu;
        if (lead == 0xE0) low = 0xA0;   // overlong
        if (lead == 0xED) high = 0x9F;  // surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        value = lead & 0x07u;
        if (lead == 0xF0) low = 0x90;   // overlong
        if (lead == 0xF4) high = 0x8F;  // above U+10FFFF
    } else {
        return {};
    }
    if (text.size() - at < length) return {};
    for (std::size_t i = 1; i < length; ++i) {
        const unsigned char b = byte(at + i);
        if (i == 1 ? (b < low || b > high) : (b < 0x80 || b > 0xBF)) return {};
        value = (value << 6) | (b & 0x3Fu);
    }
    return {value, length};
}

/// Appends the UTF-8 bytes of code point `c` (not a surrogate, at most U+10FFFF) to `out`.
inline void append_utf8(std::string& out, char32_t c) {
    const auto put = [&out](char32_t bits) { out += static_cast<char>(bits); };
    if (c < 0x80) {
        put(c);
    } else if (c < 0x800) {
        put(0xC0 | (c >> 6));
        put(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        put(0xE0 | (c >> 12));
        put(0x80 | ((c >> 6) & 0x3F));
        put(0x80 | (c & 0x3F));
    } else {
        put(0xF0 | (c >> 18));
        put(0x80 | ((c >> 12) & 0x3F));
        put(0x80 | ((c >> 6) & 0x3F));
        put(0x80 | (c & 0x3F));
    }
}

}  // namespace gametree
