// A value or the reason there is none: what every parser in gametree returns.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace gametree {

/// Why a text could not be read: a message that names the problem, and the 0-based offset of the
/// character where it was found in the text that was parsed.
struct ParseError {
    std::string message;
    std::size_t offset = 0;

    /// The message followed by the 1-based character position, e.g. "rank 7 has 6 squares (at character 1)".
    [[nodiscard]] std::string describe() const {
        return message + " (at character " + std::to_string(offset + 1) + ")";
    }
    friend bool operator==(const ParseError&, const ParseError&) = default;
};

/// The error for a well-formed move that the position does not allow: "illegal move <text> (<reason>)".
[[nodiscard]] inline ParseError illegal_move_error(std::string_view text, std::string_view reason) {
    std::string message = "illegal move ";
    message += text;
    message += " (";
    message += reason;
    message += ')';
    return ParseError{std::move(message), 0};
}

/// Either a `T` or a `ParseError` (a small stand-in for C++23's std::expected).
template <class T>
class Parsed {
public:
    Parsed(T value) : data_(std::move(value)) {}                // NOLINT: implicit by design
    Parsed(ParseError error) : data_(std::move(error)) {}       // NOLINT: implicit by design

    [[nodiscard]] bool has_value() const noexcept { return data_.index() == 0; }
    explicit operator bool() const noexcept { return has_value(); }

    /// The value; only valid when has_value().
    [[nodiscard]] T& value() & { return std::get<0>(data_); }
    [[nodiscard]] const T& value() const& { return std::get<0>(data_); }
    [[nodiscard]] T&& value() && { return std::get<0>(std::move(data_)); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    /// The error; only valid when !has_value().
    [[nodiscard]] const ParseError& error() const { return std::get<1>(data_); }

private:
    std::variant<T, ParseError> data_;
};

}  // namespace gametree
