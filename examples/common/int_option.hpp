// Reading an integer option of a command line, with a message that names the option and the range.
#pragma once

#include <charconv>
#include <optional>
#include <string>

#include "gametree/core/text.hpp"

namespace common {

/// Reads `text` as an integer in [low, high] into `out`; on failure returns the reason, naming `what`
/// ("--stones must be between 1 and 12, not '40'") and leaves `out` alone.
[[nodiscard]] inline std::optional<std::string> read_int_option(const std::string& text, long long low, long long high,
                                                                const std::string& what, long long& out) {
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    const bool whole = end == text.data() + text.size() && !text.empty();
    // Digits too many for any integer type are still a number, out of the range like any other.
    const bool too_big = ec == std::errc::result_out_of_range && whole;
    if (!too_big && (ec != std::errc{} || !whole)) return what + " must be an integer, not " + gametree::excerpt(text);
    if (too_big || value < low || value > high)
        return what + " must be between " + std::to_string(low) + " and " + std::to_string(high) + ", not " +
               gametree::excerpt(text);
    out = value;
    return std::nullopt;
}

}  // namespace common
