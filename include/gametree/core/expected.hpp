/// \file
/// A value or the reason there is none: what every parser in gametree returns.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "gametree/core/text.hpp"

namespace gametree {

/// Why a text could not be read: a message that names the problem, and the 0-based byte offset where
/// it was found in the text that was parsed.
struct ParseError {
    /// What is wrong, in words: e.g. "rank 7 has 6 squares".
    std::string message;
    /// Where the problem was found: a 0-based offset in bytes into the text given to the parser (a
    /// std::string_view index, what excerpt() takes), at most its size (the size: at the end). In a UTF-8
    /// text, a character of several bytes moves the offsets after it by as many; for ASCII text it is the
    /// character's index. 0 from illegal_move_error.
    std::size_t offset = 0;

    /// The message followed by the 1-based byte position, e.g. "rank 7 has 6 squares (at byte 1)".
    [[nodiscard]] std::string describe() const {
        return message + " (at byte " + std::to_string(offset + 1) + ")";
    }
    /// Equal when the message and the offset are.
    friend bool operator==(const ParseError&, const ParseError&) = default;
};

/// The error for a well-formed move that the position does not allow: "illegal move <text> (<reason>)".
/// The move's text is escaped as the parsers' errors show user text (escaped(): a new line, an escape
/// byte or a byte from 0x7f up as a C escape, so nothing reaches a terminal raw); a text
/// longer than excerpt_length characters, escaped, is shown as excerpt() shows it: quoted, cut, with
/// its length. `reason` is the game's own words and is written as it is.
[[nodiscard]] inline ParseError illegal_move_error(std::string_view text, std::string_view reason) {
    std::string message = "illegal move ";
    // A well-formed move is short; only a game whose syntax allows any text gets the excerpt.
    const std::string shown = escaped(text);
    message += shown.size() <= excerpt_length ? shown : excerpt(text);
    message += " (";
    message += reason;
    message += ')';
    return ParseError{std::move(message), 0};
}

/// Either a `T` or a `ParseError` (a small stand-in for C++23's std::expected).
template <class T>
class Parsed {
public:
    /// Holds `value`; implicit, so that a parser can `return value;`.
    Parsed(T value) : data_(std::move(value)) {}                // NOLINT: implicit by design
    /// Holds `error`; implicit, so that a parser can `return ParseError{...};`.
    Parsed(ParseError error) : data_(std::move(error)) {}       // NOLINT: implicit by design

    /// True when a value is held, false when an error is.
    [[nodiscard]] bool has_value() const noexcept { return data_.index() == 0; }
    /// has_value(), for use in a condition.
    explicit operator bool() const noexcept { return has_value(); }

    /// The value; only valid when has_value().
    [[nodiscard]] T& value() & { return std::get<0>(data_); }
    /// The value; only valid when has_value().
    [[nodiscard]] const T& value() const& { return std::get<0>(data_); }
    /// The value, moved out of a `Parsed` that is about to go; only valid when has_value().
    [[nodiscard]] T&& value() && { return std::get<0>(std::move(data_)); }
    /// The value, as value() gives it; only valid when has_value().
    T& operator*() & { return value(); }
    /// The value, as value() gives it; only valid when has_value().
    const T& operator*() const& { return value(); }
    /// Access to the members of the value; only valid when has_value().
    T* operator->() { return &value(); }
    /// Access to the members of the value; only valid when has_value().
    const T* operator->() const { return &value(); }

    /// The error; only valid when !has_value().
    [[nodiscard]] const ParseError& error() const { return std::get<1>(data_); }

private:
    std::variant<T, ParseError> data_;
};

}  // namespace gametree
