/// \file
/// Chess960 starting positions and their numbers 0..959 (Scharnagl's starting position identifier,
/// "SP-ID"): SP-ID = 96*N + 16*Q + 4*D + L, where
/// ```text
///   N  the knights' pattern among the five squares left when the queen and the bishops are removed,
///      counted 0 = NN---, 1 = N-N--, 2 = N--N-, 3 = N---N, 4 = -NN--, ... 9 = ---NN;
///   Q  the queen's index 0..5 among the six squares left when the bishops are removed;
///   D  the dark-squared bishop's index 0..3 among the dark squares a, c, e, g;
///   L  the light-squared bishop's index 0..3 among the light squares b, d, f, h.
/// ```
/// The standard array RNBQKBNR is number 518. A setup module: games that start from a Chess960 array
/// (the chess simulator, say) build their boards from it.
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "gametree/core/expected.hpp"
#include "gametree/core/text.hpp"
#include "gametree/core/utf8.hpp"

namespace gametree::chess960 {

/// How many starting positions there are; their numbers are 0..position_count-1.
inline constexpr int position_count = 960;

/// The number of the standard chess array RNBQKBNR.
inline constexpr int standard_number = 518;

/// The squares of a back rank, a..h.
inline constexpr std::size_t rank_size = 8;

/// The eight back-rank pieces on a..h as upper-case letters K, Q, R, B, N, e.g. {'R','N','B','Q','K','B','N','R'}.
/// An arrangement built by hand need not be a valid starting position: validate() says.
using Arrangement = std::array<char, rank_size>;

/// Which colour a set of pieces is written in.
enum class Colour : std::uint8_t { white, black };

namespace detail {

/// The knights' squares (indices into the five squares left without queen and bishops) of pattern N.
inline constexpr std::array<std::array<int, 2>, 10> knight_patterns{{
    {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4},
}};

/// Files a, c, e, g (even indices) are dark, b, d, f, h light.
[[nodiscard]] constexpr bool is_dark(std::size_t file) noexcept { return file % 2 == 0; }

[[nodiscard]] constexpr char file_letter(std::size_t file) noexcept { return static_cast<char>('a' + file); }

/// The name of the piece an upper-case letter stands for, singular or plural.
[[nodiscard]] constexpr std::string_view piece_name(char upper, bool plural) noexcept {
    switch (upper) {
    case 'K': return plural ? "kings" : "king";
    case 'Q': return plural ? "queens" : "queen";
    case 'R': return plural ? "rooks" : "rook";
    case 'B': return plural ? "bishops" : "bishop";
    case 'N': return plural ? "knights" : "knight";
    default: return plural ? "pieces" : "piece";
    }
}

/// How many of each piece a back rank holds, in the order the count error lists them.
inline constexpr std::array<std::pair<char, int>, 5> expected_counts{{
    {'K', 1}, {'Q', 1}, {'R', 2}, {'B', 2}, {'N', 2},
}};

/// What a character of an arrangement stands for: an upper-case piece letter (P for a pawn) and its
/// colour; letter 0 when it is none of the accepted letters and symbols.
struct Reading {
    char letter = 0;
    Colour colour = Colour::white;
};

/// The Unicode chess symbols from U+2654 (white king) to U+265F (black pawn), in code point order.
inline constexpr std::string_view symbol_letters = "KQRBNPKQRBNP";
inline constexpr char32_t first_symbol = 0x2654;

[[nodiscard]] constexpr Reading read_piece(char32_t c) noexcept {
    constexpr std::string_view letters = "KQRBNP";
    if (c < 0x80) {
        const char ch = static_cast<char>(c);
        if (letters.find(ch) != std::string_view::npos) return {ch, Colour::white};
        if (ch >= 'a' && ch <= 'z') {
            const char up = static_cast<char>(ch - 'a' + 'A');
            if (letters.find(up) != std::string_view::npos) return {up, Colour::black};
        }
        return {};
    }
    if (c >= first_symbol && c < first_symbol + symbol_letters.size()) {
        const auto i = static_cast<std::size_t>(c - first_symbol);
        return {symbol_letters[i], i < 6 ? Colour::white : Colour::black};
    }
    return {};
}

[[nodiscard]] inline std::string colour_name(Colour c) { return c == Colour::white ? "white" : "black"; }

}  // namespace detail

/// Checks the rules of a Chess960 back rank on an arrangement of upper-case letters: only the
/// letters K, Q, R, B, N; exactly one king and one queen and two each of rooks, bishops and knights;
/// the bishops on squares of opposite colours; the king between the rooks. The error's offset is
/// the index (0 = a) of the square where the problem shows: its byte in to_string(a).
[[nodiscard]] inline std::optional<ParseError> validate(const Arrangement& a) {
    for (std::size_t i = 0; i < rank_size; ++i) {
        if (std::string_view("KQRBN").find(a[i]) == std::string_view::npos)
            return ParseError{std::string("square ") + detail::file_letter(i) + " holds " +
                                  shown_byte(a[i]) +
                                  ", not one of the letters K, Q, R, B, N",
                              i};
    }
    // Counts: since there are eight squares and eight pieces, a wrong count always means a surplus of
    // some piece; the offset is the first square whose piece is one too many.
    std::array<int, 5> counts{};
    std::size_t surplus_at = rank_size;
    for (std::size_t i = 0; i < rank_size; ++i) {
        for (std::size_t t = 0; t < detail::expected_counts.size(); ++t) {
            if (a[i] != detail::expected_counts[t].first) continue;
            if (++counts[t] > detail::expected_counts[t].second && surplus_at == rank_size) surplus_at = i;
        }
    }
    if (surplus_at != rank_size) {
        std::string found;
        std::size_t wrong = 0;
        for (std::size_t t = 0; t < counts.size(); ++t)
            if (counts[t] != detail::expected_counts[t].second) ++wrong;
        std::size_t listed = 0;
        for (std::size_t t = 0; t < counts.size(); ++t) {
            const auto [letter, expected] = detail::expected_counts[t];
            const int n = counts[t];
            if (n == expected) continue;
            if (listed > 0) found += listed + 1 == wrong ? " and " : ", ";
            found += (n == 0 ? std::string("no") : std::to_string(n)) + " " +
                     std::string(detail::piece_name(letter, n > 1 || (n == 0 && expected > 1)));
            ++listed;
        }
        return ParseError{"wrong set of pieces: " + found +
                              " (a back rank has exactly one king, one queen and two each of rooks, bishops and "
                              "knights)",
                          surplus_at};
    }
    std::array<std::size_t, 2> bishops{};
    std::array<std::size_t, 2> rooks{};
    std::size_t king = 0;
    std::size_t nb = 0;
    std::size_t nr = 0;
    for (std::size_t i = 0; i < rank_size; ++i) {
        if (a[i] == 'B') bishops[nb++] = i;
        if (a[i] == 'R') rooks[nr++] = i;
        if (a[i] == 'K') king = i;
    }
    if (detail::is_dark(bishops[0]) == detail::is_dark(bishops[1]))
        return ParseError{std::string("both bishops are on ") + (detail::is_dark(bishops[0]) ? "dark" : "light") +
                              " squares (" + detail::file_letter(bishops[0]) + " and " +
                              detail::file_letter(bishops[1]) +
                              "); one must be on a dark square (a, c, e, g) and one on a light square (b, d, f, h)",
                          bishops[1]};
    if (king < rooks[0] || king > rooks[1])
        return ParseError{std::string("the king on ") + detail::file_letter(king) + " is not between the rooks on " +
                              detail::file_letter(rooks[0]) + " and " + detail::file_letter(rooks[1]),
                          king};
    return std::nullopt;
}

/// The number 0..959 of a valid arrangement (one validate() accepts); for anything else the result
/// is meaningless. Usable at compile time.
[[nodiscard]] constexpr int unchecked_number_of(const Arrangement& a) noexcept {
    int dark = 0;
    int light = 0;
    int queen = 0;        // index among the squares without bishops
    int seen = 0;         // squares without queen and bishops passed so far
    std::array<int, 2> knights{};
    int nk = 0;
    int non_bishops = 0;  // squares without bishops passed so far
    for (std::size_t i = 0; i < rank_size; ++i) {
        const char p = a[i];
        if (p == 'B') {
            (detail::is_dark(i) ? dark : light) = static_cast<int>(i / 2);
            continue;
        }
        if (p == 'Q') {
            queen = non_bishops++;
            continue;
        }
        ++non_bishops;
        if (p == 'N' && nk < 2) knights[static_cast<std::size_t>(nk++)] = seen;
        ++seen;
    }
    int pattern = 0;
    for (std::size_t n = 0; n < detail::knight_patterns.size(); ++n)
        if (detail::knight_patterns[n][0] == knights[0] && detail::knight_patterns[n][1] == knights[1])
            pattern = static_cast<int>(n);
    return 96 * pattern + 16 * queen + 4 * dark + light;
}

/// The arrangement of a number in 0..959 (any other number is taken modulo 960). Usable at compile time.
[[nodiscard]] constexpr Arrangement unchecked_arrangement_of(int number) noexcept {
    number = ((number % position_count) + position_count) % position_count;
    const int light = number % 4;
    const int dark = number / 4 % 4;
    const int queen = number / 16 % 6;
    const int pattern = number / 96;
    Arrangement a{};
    a[static_cast<std::size_t>(2 * dark)] = 'B';
    a[static_cast<std::size_t>(2 * light + 1)] = 'B';
    // Then the queen, the knights and the rooks and king go onto the squares still empty, left to right.
    const auto place = [&a](int index_among_empty, char piece) {
        for (std::size_t i = 0; i < rank_size; ++i) {
            if (a[i] != 0) continue;
            if (index_among_empty-- == 0) {
                a[i] = piece;
                return;
            }
        }
    };
    place(queen, 'Q');
    const auto& knights = detail::knight_patterns[static_cast<std::size_t>(pattern)];
    place(knights[1], 'N');  // the right-hand knight first, so the left-hand one's index is unchanged
    place(knights[0], 'N');
    place(0, 'R');
    place(0, 'K');
    place(0, 'R');
    return a;
}

/// Reads an arrangement: the eight back-rank pieces a..h, written either as the letters K, Q, R, B, N
/// all in upper case (White) or all in lower case (Black), or as the Unicode chess symbols ♔♕♖♗♘ (White)
/// or ♚♛♜♝♞ (Black) in UTF-8, e.g. "RNBQKBNR", "rnbqkbnr", "♖♘♗♕♔♗♘♖". Letters and symbols of one
/// colour may be mixed. Errors name the rule the text breaks: its length, an unknown character, mixed
/// colours, a pawn, the wrong set of pieces, both bishops on one colour, the king not between the rooks.
/// Offsets count bytes of the text, as every ParseError's: for the letters they are the square index,
/// a = 0; a symbol takes three bytes.
[[nodiscard]] inline Parsed<Arrangement> parse_arrangement(std::string_view text) {
    if (text.empty())
        return ParseError{"empty arrangement; expected 8 pieces, one for each square a to h", 0};
    std::array<std::size_t, rank_size + 1> starts{};  // the byte each square's character starts at; [8]: the ninth
    std::size_t characters = 0;
    for (std::size_t at = 0; at < text.size(); ++characters) {
        const auto cp = decode_utf8(text, at);
        if (cp.length == 0) return ParseError{"invalid UTF-8 (byte " + std::to_string(at + 1) + " of the text)", at};
        if (characters <= rank_size) starts[characters] = at;
        at += cp.length;
    }
    if (characters != rank_size)
        return ParseError{"arrangement has " + std::to_string(characters) + " " +
                              (characters == 1 ? "character" : "characters") +
                              "; expected 8, one piece for each square a to h",
                          characters < rank_size ? text.size() : starts[rank_size]};
    Arrangement a{};
    std::optional<Colour> colour;
    std::size_t colour_from = 0;
    for (std::size_t i = 0; i < rank_size; ++i) {
        const auto cp = decode_utf8(text, starts[i]);
        const std::string_view bytes = text.substr(starts[i], cp.length);
        const auto piece = detail::read_piece(cp.value);
        if (piece.letter == 0)
            return ParseError{"unknown piece " + shown_character(bytes, cp.value) + " on square " +
                                  detail::file_letter(i) +
                                  " (expected K, Q, R, B, N in one case, or the symbols ♔♕♖♗♘ or ♚♛♜♝♞)",
                              starts[i]};
        if (piece.letter == 'P')
            return ParseError{std::string("a pawn on square ") + detail::file_letter(i) +
                                  "; pawns do not belong on the back rank",
                              starts[i]};
        if (!colour) {
            colour = piece.colour;
            colour_from = i;
        } else if (*colour != piece.colour) {
            return ParseError{"mixed colours: the " + detail::colour_name(piece.colour) + " " +
                                  std::string(detail::piece_name(piece.letter, false)) + " on square " +
                                  detail::file_letter(i) + " after the " + detail::colour_name(*colour) + " " +
                                  std::string(detail::piece_name(a[colour_from], false)) + " on square " +
                                  detail::file_letter(colour_from) +
                                  " (write all pieces in one colour: upper case or white symbols for White, "
                                  "lower case or black symbols for Black)",
                              starts[i]};
        }
        a[i] = piece.letter;
    }
    if (auto error = validate(a)) {
        error->offset = starts[error->offset];  // validate() names the square
        return *std::move(error);
    }
    return a;
}

/// The number 0..959 of an arrangement, or why it is not a Chess960 starting position.
[[nodiscard]] inline Parsed<int> number_of(const Arrangement& a) {
    if (auto error = validate(a)) return *std::move(error);
    return unchecked_number_of(a);
}

/// The number 0..959 of an arrangement written as parse_arrangement() reads it, e.g. "QNRBBNKR" -> 105.
[[nodiscard]] inline Parsed<int> number_of(std::string_view arrangement) {
    const auto a = parse_arrangement(arrangement);
    if (!a) return a.error();
    return unchecked_number_of(*a);
}

/// An integer type a number of a starting position may be given in: any but bool and the character
/// types (whose values are no numbers one means).
template <typename T>
concept PositionNumber = std::integral<T> && !std::same_as<std::remove_cv_t<T>, bool> &&
                         !std::same_as<std::remove_cv_t<T>, char> && !std::same_as<std::remove_cv_t<T>, wchar_t> &&
                         !std::same_as<std::remove_cv_t<T>, char8_t> && !std::same_as<std::remove_cv_t<T>, char16_t> &&
                         !std::same_as<std::remove_cv_t<T>, char32_t>;

/// The arrangement of a number 0..959, e.g. 518 -> RNBQKBNR; any other number is an error. The number
/// is checked in its own type: a long long 2^32 + 518 is out of range, not 518 once cut to an int.
template <PositionNumber Number>
[[nodiscard]] inline Parsed<Arrangement> arrangement_of(Number number) {
    if (std::cmp_less(number, 0) || std::cmp_greater_equal(number, position_count))
        return ParseError{"number " + std::to_string(number) + " is outside 0-959", 0};
    return unchecked_arrangement_of(static_cast<int>(number));
}

/// The arrangement of a number written in decimal digits (optionally after a minus sign, which always
/// gives an error: out of range, or for -0 the sign itself), e.g. "518" -> RNBQKBNR. Leading zeros
/// are allowed.
[[nodiscard]] inline Parsed<Arrangement> arrangement_of(std::string_view number) {
    if (number.empty()) return ParseError{"empty number; expected 0-959", 0};
    const bool negative = number.front() == '-';
    const std::size_t first = negative ? 1 : 0;
    if (first == number.size()) return ParseError{"not a number: no digits after '-'", first};
    long long value = 0;
    for (std::size_t i = first; i < number.size(); ++i) {
        const char c = number[i];
        if (c < '0' || c > '9') {
            const auto cp = decode_utf8(number, i);
            if (cp.length == 0) return ParseError{"not a number: invalid UTF-8", i};
            return ParseError{"not a number: " + shown_character(number.substr(i, cp.length), cp.value) +
                                  " is not a digit",
                              i};
        }
        if (value < position_count) value = value * 10 + (c - '0');  // large enough to be out of range: stop
    }
    if (negative && value == 0) {  // -0 is in range: what is wrong is the sign
        std::string message = "a number has no sign: ";
        message += excerpt(number);
        message += " (write 0)";
        return ParseError{std::move(message), 0};
    }
    if (negative || value >= position_count) {
        // Only digits by now, but possibly very many: a long number is shown as an excerpt.
        std::string shown_number = number.size() <= excerpt_length ? std::string(number) : excerpt(number);
        return ParseError{"number " + shown_number + " is outside 0-959", 0};
    }
    return unchecked_arrangement_of(static_cast<int>(value));
}

/// The arrangement as eight upper-case letters, e.g. "RNBQKBNR".
[[nodiscard]] inline std::string to_string(const Arrangement& a) { return std::string(a.begin(), a.end()); }

/// The arrangement as eight Unicode chess symbols in UTF-8, White's (♔♕♖♗♘) or Black's (♚♛♜♝♞).
[[nodiscard]] inline std::string to_symbols(const Arrangement& a, Colour colour = Colour::white) {
    std::string out;
    out.reserve(3 * rank_size);
    for (const char p : a) {
        const auto i = detail::symbol_letters.find(p);
        const char32_t c = detail::first_symbol + static_cast<char32_t>(i == std::string_view::npos ? 0 : i) +
                           (colour == Colour::black ? 6 : 0);
        append_utf8(out, c);
    }
    return out;
}

}  // namespace gametree::chess960
