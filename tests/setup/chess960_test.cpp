#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <string_view>
#include <utility>

#include "gametree/setup/chess960.hpp"

using namespace gametree;
using namespace gametree::chess960;

namespace {

/// The seed's and the spec's known pairs.
constexpr std::pair<std::string_view, int> known[] = {
    {"RNBQKBNR", 518}, {"QNRBBNKR", 105}, {"RQNBBKRN", 601}, {"RNQBBKRN", 617}, {"BBQNNRKR", 0}, {"RKRNNQBB", 959},
};

constexpr Arrangement letters(std::string_view s) {
    Arrangement a{};
    for (std::size_t i = 0; i < a.size(); ++i) a[i] = s[i];
    return a;
}

ParseError error_of(std::string_view text) {
    const auto parsed = number_of(text);
    REQUIRE_MESSAGE(!parsed, "expected an error for '" << text << "'");
    return parsed.error();
}

ParseError number_error_of(std::string_view text) {
    const auto parsed = arrangement_of(text);
    REQUIRE_MESSAGE(!parsed, "expected an error for '" << text << "'");
    return parsed.error();
}

}  // namespace

// The computation works at compile time.
static_assert(unchecked_number_of(letters("RNBQKBNR")) == standard_number);
static_assert(unchecked_arrangement_of(standard_number) == letters("RNBQKBNR"));
static_assert(unchecked_arrangement_of(0) == letters("BBQNNRKR"));
static_assert(unchecked_arrangement_of(959) == letters("RKRNNQBB"));

TEST_CASE("the known numbers, arrangement to number") {
    for (const auto& entry : known) {
        const auto [text, number] = entry;
        CAPTURE(entry.first);
        const auto n = number_of(text);
        REQUIRE(n);
        CHECK(*n == number);
        CHECK(number_of(letters(text)).value() == number);
    }
}

TEST_CASE("the known numbers, number to arrangement") {
    for (const auto& entry : known) {
        const auto [text, number] = entry;
        CAPTURE(entry.second);
        const auto a = arrangement_of(number);
        REQUIRE(a);
        CHECK(to_string(*a) == text);
        const auto from_text = arrangement_of(std::to_string(number));
        REQUIRE(from_text);
        CHECK(to_string(*from_text) == text);
    }
}

TEST_CASE("the worked example of the seed: N = 5, Q = 2, D = 1, L = 2 for the standard array") {
    CHECK(96 * 5 + 16 * 2 + 4 * 1 + 2 == standard_number);
    CHECK(to_string(*arrangement_of(96 * 5 + 16 * 2 + 4 * 1 + 2)) == "RNBQKBNR");
}

TEST_CASE("the two positions the old flawed description numbered alike get different numbers") {
    CHECK(number_of("RQNBBKRN").value() == 601);
    CHECK(number_of("RNQBBKRN").value() == 617);
}

TEST_CASE("the knight patterns are numbered 0..9 left to right") {
    // With bishops on a, b (D = L = 0) and the queen on c (Q = 0), the knights fill d..h by pattern N.
    constexpr std::string_view patterns[] = {"NN---", "N-N--", "N--N-", "N---N", "-NN--",
                                             "-N-N-", "-N--N", "--NN-", "--N-N", "---NN"};
    for (int n = 0; n < 10; ++n) {
        CAPTURE(n);
        const std::string a = to_string(*arrangement_of(96 * n));
        CHECK(a.substr(0, 3) == "BBQ");
        std::string shape = a.substr(3);
        for (char& c : shape)
            if (c != 'N') c = '-';
        CHECK(shape == patterns[n]);
    }
}

TEST_CASE("every number 0..959 round-trips") {
    std::set<std::string> seen;
    for (int n = 0; n < position_count; ++n) {
        CAPTURE(n);
        const auto a = arrangement_of(n);
        REQUIRE(a);
        CHECK_FALSE(validate(*a).has_value());
        CHECK(number_of(*a).value() == n);
        CHECK(number_of(to_string(*a)).value() == n);
        CHECK(arrangement_of(std::to_string(n)).value() == *a);
        seen.insert(to_string(*a));
    }
    CHECK(seen.size() == static_cast<std::size_t>(position_count));
}

TEST_CASE("exactly 960 of the 5040 orderings of RNBQKBNR are starting positions, each with its own number") {
    std::string pieces = "RNBQKBNR";
    std::sort(pieces.begin(), pieces.end());
    int orderings = 0;
    int accepted = 0;
    std::set<int> numbers;
    do {
        ++orderings;
        const auto n = number_of(pieces);
        // Independently of the library: opposite-coloured bishops, king between the rooks.
        const auto b1 = pieces.find('B');
        const auto b2 = pieces.rfind('B');
        const auto r1 = pieces.find('R');
        const auto r2 = pieces.rfind('R');
        const auto k = pieces.find('K');
        const bool valid = (b1 + b2) % 2 == 1 && r1 < k && k < r2;
        CAPTURE(pieces);
        CHECK(n.has_value() == valid);
        if (!n) continue;
        ++accepted;
        CHECK(*n >= 0);
        CHECK(*n < position_count);
        numbers.insert(*n);
        CHECK(to_string(arrangement_of(*n).value()) == pieces);
    } while (std::next_permutation(pieces.begin(), pieces.end()));
    CHECK(orderings == 5040);
    CHECK(accepted == 960);
    CHECK(numbers.size() == 960);
}

TEST_CASE("lower case (Black) is read like upper case") {
    CHECK(number_of("rnbqkbnr").value() == 518);
    CHECK(number_of("qnrbbnkr").value() == 105);
    CHECK(to_string(parse_arrangement("rkrnnqbb").value()) == "RKRNNQBB");
}

TEST_CASE("Unicode chess symbols, White and Black") {
    CHECK(number_of("♕♘♖♗♗♘♔♖").value() == 105);
    CHECK(number_of("♛♞♜♝♝♞♚♜").value() == 105);
    CHECK(number_of("♖♘♗♕♔♗♘♖").value() == 518);
    CHECK(number_of("♜♞♝♛♚♝♞♜").value() == 518);
    CHECK(number_of("♖♕♘♗♗♔♖♘").value() == 601);
    CHECK(number_of("♖♘♕♗♗♔♖♘").value() == 617);
    // Letters and symbols of one colour together.
    CHECK(number_of("R♘B♕KBNR").value() == 518);
    CHECK(number_of("r♞b♛kbnr").value() == 518);
}

TEST_CASE("writing symbols and reading them back") {
    const auto a = arrangement_of(105).value();
    CHECK(to_symbols(a) == "♕♘♖♗♗♘♔♖");
    CHECK(to_symbols(a, Colour::black) == "♛♞♜♝♝♞♚♜");
    for (int n = 0; n < position_count; ++n) {
        const auto arrangement = arrangement_of(n).value();
        CHECK(number_of(to_symbols(arrangement)).value() == n);
        CHECK(number_of(to_symbols(arrangement, Colour::black)).value() == n);
    }
}

TEST_CASE("wrong length") {
    CHECK(error_of("") == ParseError{"empty arrangement; expected 8 pieces, one for each square a to h", 0});
    CHECK(error_of("RNBQKBN") == ParseError{"arrangement has 7 characters; expected 8, one piece for each square a to h", 7});
    CHECK(error_of("RNBQKBNRR") ==
          ParseError{"arrangement has 9 characters; expected 8, one piece for each square a to h", 8});
    CHECK(error_of("R").message == "arrangement has 1 character; expected 8, one piece for each square a to h");
    // Symbols count as one character each, not by their three bytes.
    CHECK(error_of("♖♘♗♕♔♗♘").message == "arrangement has 7 characters; expected 8, one piece for each square a to h");
    CHECK(error_of("RNBQKBNR ").offset == 8);
    CHECK(error_of("RNBQ KBNR").message.starts_with("arrangement has 9 characters"));
}

TEST_CASE("invalid UTF-8") {
    CHECK(error_of("RNBQ\xff" "BNR") == ParseError{"invalid UTF-8 (byte 5 of the text)", 4});
    CHECK(error_of("♖♘\xe2\x99") == ParseError{"invalid UTF-8 (byte 7 of the text)", 6});
    CHECK(error_of("\xc0\x80NBQKBNR").message == "invalid UTF-8 (byte 1 of the text)");  // overlong NUL
}

TEST_CASE("unknown letters and symbols") {
    const std::string expected = " (expected K, Q, R, B, N in one case, or the symbols ♔♕♖♗♘ or ♚♛♜♝♞)";
    CHECK(error_of("RNBQKXNR") == ParseError{"unknown piece 'X' on square f" + expected, 5});
    CHECK(error_of("RNBQKBN1") == ParseError{"unknown piece '1' on square h" + expected, 7});
    CHECK(error_of("éNBQKBNR") == ParseError{"unknown piece 'é' (U+00E9) on square a" + expected, 0});
    CHECK(error_of("RNBQKBN\t") == ParseError{"unknown piece U+0009 on square h" + expected, 7});
    CHECK(error_of("♖♘♗♕♔♗♘★") == ParseError{"unknown piece '★' (U+2605) on square h" + expected, 21});
}

TEST_CASE("mixed colours") {
    CHECK(error_of("RNBQKBNr") ==
          ParseError{"mixed colours: the black rook on square h after the white rook on square a (write all pieces "
                     "in one colour: upper case or white symbols for White, lower case or black symbols for Black)",
                     7});
    CHECK(error_of("nRBQKBNR").message.starts_with("mixed colours: the white rook on square b after the black knight on square a"));
    CHECK(error_of("♖♘♗♕♔♗♘♜").offset == 21);  // a byte offset: three bytes a symbol
    CHECK(error_of("♖♘♗♕♔♗♘r").message.starts_with("mixed colours: the black rook on square h after the white rook"));
}

TEST_CASE("pawns") {
    CHECK(error_of("RNBQKBNP") == ParseError{"a pawn on square h; pawns do not belong on the back rank", 7});
    CHECK(error_of("pnbqkbnr") == ParseError{"a pawn on square a; pawns do not belong on the back rank", 0});
    CHECK(error_of("♖♘♗♕♔♗♘♙").offset == 21);
    CHECK(error_of("♟♞♝♛♚♝♞♜").message == "a pawn on square a; pawns do not belong on the back rank");
}

TEST_CASE("not exactly one king and queen and two each of rooks, bishops and knights") {
    const std::string rule = " (a back rank has exactly one king, one queen and two each of rooks, bishops and knights)";
    CHECK(error_of("RNBQQBNR") == ParseError{"wrong set of pieces: no king and 2 queens" + rule, 4});
    CHECK(error_of("RNBKKBNR") == ParseError{"wrong set of pieces: 2 kings and no queen" + rule, 4});
    CHECK(error_of("RRBQKBNR") == ParseError{"wrong set of pieces: 3 rooks and 1 knight" + rule, 7});
    CHECK(error_of("NNNQKBBR") == ParseError{"wrong set of pieces: 1 rook and 3 knights" + rule, 2});
    CHECK(error_of("KKKKKKKK") ==
          ParseError{"wrong set of pieces: 8 kings, no queen, no rooks, no bishops and no knights" + rule, 1});
    CHECK(error_of("bbbqkbnr").message == "wrong set of pieces: 1 rook, 4 bishops and 1 knight" + rule);
}

TEST_CASE("bishops on one colour") {
    CHECK(error_of("RNBQKNBR") ==
          ParseError{"both bishops are on dark squares (c and g); one must be on a dark square (a, c, e, g) and one on "
                     "a light square (b, d, f, h)",
                     6});
    CHECK(number_of("RBNQKNBR").value() == 524);  // b and g: opposite colours, fine
    CHECK(error_of("RBNQKBNR").message.starts_with("both bishops are on light squares (b and f)"));
    CHECK(error_of("RBNQKBNR").offset == 5);
}

TEST_CASE("the king not between the rooks") {
    CHECK(error_of("KRBQNBNR") == ParseError{"the king on a is not between the rooks on b and h", 0});
    CHECK(error_of("RNBQRBNK") == ParseError{"the king on h is not between the rooks on a and e", 7});
    CHECK(error_of("RRBQKBNN") == ParseError{"the king on e is not between the rooks on a and b", 4});
}

TEST_CASE("numbers outside 0..959 and text that is no number") {
    CHECK(arrangement_of(-1).error() == ParseError{"number -1 is outside 0-959", 0});
    CHECK(arrangement_of(960).error() == ParseError{"number 960 is outside 0-959", 0});
    CHECK(number_error_of("960") == ParseError{"number 960 is outside 0-959", 0});
    CHECK(number_error_of("-5") == ParseError{"number -5 is outside 0-959", 0});
    // -0 is 0, inside the range: the error is the sign (numbers are written without one), at its place.
    CHECK(number_error_of("-0") == ParseError{"a number has no sign: '-0' (write 0)", 0});
    CHECK(number_error_of("-000") == ParseError{"a number has no sign: '-000' (write 0)", 0});
    CHECK(number_error_of("123456789012345678901234567890") ==
          ParseError{"number 123456789012345678901234567890 is outside 0-959", 0});
    CHECK(number_error_of("") == ParseError{"empty number; expected 0-959", 0});
    CHECK(number_error_of("-") == ParseError{"not a number: no digits after '-'", 1});
    CHECK(number_error_of("51x") == ParseError{"not a number: 'x' is not a digit", 2});
    CHECK(number_error_of("5 ") == ParseError{"not a number: ' ' is not a digit", 1});
    CHECK(number_error_of("5.0") == ParseError{"not a number: '.' is not a digit", 1});
    CHECK(number_error_of("+5") == ParseError{"not a number: '+' is not a digit", 0});
    CHECK(to_string(arrangement_of("0518").value()) == "RNBQKBNR");
    CHECK(to_string(arrangement_of("0").value()) == "BBQNNRKR");
    CHECK(to_string(arrangement_of("959").value()) == "RKRNNQBB");
}

TEST_CASE("a number of a type wider than int is checked whole, never cut to an int first") {
    // Each is 518, 5 or 0 once cut to 32 bits: read from a file as a long long, they must be errors.
    for (const long long n : {(1LL << 32) + 518, -(1LL << 32) + 5, 1LL << 32}) {
        CAPTURE(n);
        const auto a = arrangement_of(n);
        REQUIRE(!a);
        CHECK(a.error() == ParseError{"number " + std::to_string(n) + " is outside 0-959", 0});
    }
    for (const unsigned long long n : {(1ULL << 32) + 518, ~0ULL}) {
        CAPTURE(n);
        const auto a = arrangement_of(n);
        REQUIRE(!a);
        CHECK(a.error() == ParseError{"number " + std::to_string(n) + " is outside 0-959", 0});
    }
    // Narrower and unsigned types in range still work.
    CHECK(to_string(arrangement_of(std::size_t{518}).value()) == "RNBQKBNR");
    CHECK(to_string(arrangement_of(static_cast<short>(105)).value()) == "QNRBBNKR");
    CHECK(to_string(arrangement_of(959LL).value()) == "RKRNNQBB");
}

TEST_CASE("validate() on a hand-made arrangement") {
    CHECK_FALSE(validate(letters("RNBQKBNR")).has_value());
    CHECK(validate(letters("RNBQKBNr")).value() ==
          ParseError{"square h holds 'r', not one of the letters K, Q, R, B, N", 7});
    CHECK(validate(Arrangement{'R', 'N', 'B', 'Q', 'K', 'B', 'N', '\0'}).value().message ==
          "square h holds U+0000, not one of the letters K, Q, R, B, N");
    CHECK(validate(Arrangement{'R', 'N', 'B', 'Q', 'K', 'B', 'N', '\xE9'}).value().message ==
          "square h holds byte 0xE9, not one of the letters K, Q, R, B, N");
    CHECK(number_of(letters("RNBQKNBR")).error().message.starts_with("both bishops are on dark squares"));
}

TEST_CASE("describe() gives the 1-based byte") {
    CHECK(error_of("RNBQKXNR").describe().ends_with("(at byte 6)"));
    CHECK(error_of("♖♘♗♕♔X♘♖").describe().ends_with("(at byte 16)"));
}

TEST_CASE("offsets count bytes of the text, as every parser's do: a symbol takes three") {
    // Where the square's character starts in the text: the square index only for letters.
    CHECK(error_of("♖♘♗♕♔X♘♖").offset == 15);
    CHECK(error_of("♖♘♗♕♔♗♘") ==
          ParseError{"arrangement has 7 characters; expected 8, one piece for each square a to h", 21});
    CHECK(error_of("♖♘♗♕♔♗♘♖♖").offset == 24);  // the ninth character
    CHECK(error_of("RN♗QKBNr").offset == 9);  // letters and a symbol: R N ♗(3 bytes) Q K B N r
    CHECK(error_of("♖♘♗♕♕♗♘♖").offset == 12);  // the surplus queen on e
    CHECK(error_of("♖♘♗♕♔♘♗♖").offset == 18);  // the second bishop on g
    CHECK(error_of("♖♘♗♕♖♗♘♔").offset == 21);  // the king on h
    // The offset points at the character in the text, so excerpt() shows the right place.
    const std::string text = "♖♘♗♕♔X♘♖";
    CHECK(text.substr(error_of(text).offset, 1) == "X");
}

TEST_CASE("errors never quote an unbounded or raw part of the input") {
    // A number of 100000 digits is shown cut short, with its length.
    const ParseError huge = number_error_of(std::string(100'000, '9'));
    CHECK(huge.message.starts_with("number '9999"));
    CHECK(huge.message.ends_with("...' (100000 characters) is outside 0-959"));
    CHECK(huge.message.size() < 300);
    // 80 digits are still shown whole, as a number.
    CHECK(number_error_of(std::string(80, '9')).message == "number " + std::string(80, '9') + " is outside 0-959");
    // Control bytes and invisible format characters are named by code, never written raw.
    CHECK(number_error_of("5\x1b[2J").message == "not a number: U+001B is not a digit");
    CHECK(number_error_of("5\xe2\x80\xae" "1").message == "not a number: U+202E is not a digit");
    CHECK(error_of("RNBQKB\xe2\x80\x8bR").message.starts_with("unknown piece U+200B on square g"));
    CHECK(error_of(std::string(100'000, 'R')).message.size() < 300);
}
