// chess960: Chess960 starting positions and their numbers (Scharnagl's SP-ID), both ways.
//
//   chess960 QNRBBNKR       105
//   chess960 518            RNBQKBNR
//   chess960 --all          960 lines "<number> <arrangement>", 0 to 959
//
// Several arguments are answered one per line, in order. An invalid argument prints
// "error: <argument>: <message>" on stderr; the others are still answered, and the exit status is 2
// when any argument failed, 0 otherwise.
#include <algorithm>
#include <cstddef>
#include <iostream>
#include <string>
#include <string_view>

#include "../common/output.hpp"
#include "gametree/core/text.hpp"
#include "gametree/setup/chess960.hpp"

namespace {

using namespace gametree;
using namespace gametree::chess960;

constexpr std::string_view usage = R"(usage: chess960 ARGUMENT...
  ARRANGEMENT   print its number 0-959: eight pieces a to h, as letters KQRBN (all upper or all lower
                case) or as the chess symbols, e.g. QNRBBNKR, qnrbbnkr or ♕♘♖♗♗♘♔♖ -> 105
  NUMBER        print the arrangement of a number 0-959 in upper-case letters, e.g. 518 -> RNBQKBNR
  --all         print all 960 positions, one "<number> <arrangement>" a line
  --help        this text
Arguments are answered one per line, in order. Invalid ones are reported on stderr as
"error: ARGUMENT: message", and the exit status is then 2 (as it is when the output cannot be written).
)";

/// True when an argument is meant as a number: it starts with '-' and is no option, or its first digit
/// comes before any other character but white space and one sign ("+518", " 518": numbers the
/// reader is told are written wrongly, not arrangements of the wrong length).
bool looks_like_number(std::string_view arg) {
    if (arg.starts_with('-') && !arg.starts_with("--")) return true;
    std::size_t at = std::min(arg.find_first_not_of(" \t\n\v\f\r"), arg.size());
    if (at < arg.size() && (arg[at] == '+' || arg[at] == '-')) ++at;
    return at < arg.size() && arg[at] >= '0' && arg[at] <= '9';
}

/// Answers one argument on stdout; reports it on stderr and returns false when it is invalid.
bool answer(std::string_view arg) {
    // `at`: the byte the message names, so that a long argument's excerpt shows it.
    const auto fail = [&](const std::string& message, std::size_t at = 0) {
        // Shown as typed when it is short and printable, else as an escaped excerpt.
        const bool plain = arg.size() <= excerpt_length && escaped(arg) == arg;
        std::cerr << "error: " << (plain ? std::string(arg) : excerpt(arg, at)) << ": " << message << '\n';
        return false;
    };
    if (arg == "--all") {
        for (int n = 0; n < position_count; ++n) std::cout << n << ' ' << to_string(*arrangement_of(n)) << '\n';
        return true;
    }
    if (arg.starts_with("--")) return fail("unknown option (try: chess960 --help)");
    if (looks_like_number(arg)) {
        const auto a = arrangement_of(arg);
        if (!a) return fail(a.error().describe(), a.error().offset);
        std::cout << to_string(*a) << '\n';
        return true;
    }
    const auto n = number_of(arg);
    if (!n) return fail(n.error().describe(), n.error().offset);
    std::cout << *n << '\n';
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    if (argc < 2) {
        std::cerr << usage;
        return 2;
    }
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << usage;
            return common::finish(0);
        }
    }
    bool ok = true;
    for (int i = 1; i < argc; ++i) ok = answer(argv[i]) && ok;
    return common::finish(ok ? 0 : 2);
}
