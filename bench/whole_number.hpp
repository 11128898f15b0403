// Reading a benchmark's numeric argument: the whole of the text, a number within its range.
#pragma once

#include <charconv>
#include <optional>
#include <string_view>

namespace bench {

/// `text` as a number of type T in [low, high]: all of it a number, nothing else; nothing otherwise.
template <class T>
[[nodiscard]] std::optional<T> whole_number(std::string_view text, T low, T high) {
    T value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || value < low || value > high) return std::nullopt;
    return value;
}

/// whole_number into `out`, for an argument loop that tests each option in turn: true when it was read.
template <class T>
[[nodiscard]] bool read_whole_number(std::string_view text, T low, T high, T& out) {
    const auto value = whole_number<T>(text, low, high);
    if (value) out = *value;
    return value.has_value();
}

}  // namespace bench
