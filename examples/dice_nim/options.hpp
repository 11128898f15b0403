// The command line of dice-nim: its usage and the options after the command, read into Settings. In a
// header of its own so that the option parser is tested and fuzzed without the program.
#pragma once

#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "../common/int_option.hpp"
#include "../common/option_words.hpp"
#include "gametree/core/text.hpp"

namespace dice_nim_cli {

using gametree::excerpt;

/// The usage text, printed for --help and after an unknown argument.
inline constexpr const char* usage =
    "usage: dice-nim solve [--stones N]\n"
    "       dice-nim selfplay [--stones N] [--games G] [--iterations I] [--seed S]\n"
    "\n"
    "Dice Nim: a four-sided die is rolled, the player takes 1 stone up to the roll; the last stone wins.\n"
    "  --stones N       the pile at the start, 1 to 12 (default 10; expectiminimax has no table, so\n"
    "                   each stone more costs about five times the time)\n"
    "  --games G        selfplay: games to play, 1 to 1000 (default 10)\n"
    "  --iterations I   selfplay: MCTS iterations per move, 1 to 10000000 (default 20000)\n"
    "  --seed S         selfplay: seed of the dice and of MCTS, 0 to 2^62 (default 1)\n";

/// Prints "error: <message>" on stderr and returns the exit status for errors, 2.
inline int report(const std::string& message) {
    std::cerr << "error: " << message << '\n';
    return 2;
}

/// What the options ask for.
struct Settings {
    long long stones = 10;
    long long games = 10;
    long long iterations = 20'000;
    long long seed = 1;
};

/// The exit status of `failure`, after printing it; 0 when there is none.
inline int error_or_zero(const std::optional<std::string>& failure) { return failure ? report(*failure) : 0; }

/// Reads the options after the command ("--stones=3" is "--stones 3"; "--" ends them, and nothing may
/// follow: the commands take no arguments); returns the exit status of an error, or 0.
inline int parse(const std::string& command, std::vector<std::string> words, Settings& s) {
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (auto failure = common::split_attached_value(words, i, {"--help"})) return report(*failure);
        const std::string& w = words[i];
        if (w == common::end_of_options) {
            if (i + 1 < words.size())
                return report("unexpected argument " + excerpt(words[i + 1]) + " (dice-nim " + command + " takes only options)");
            break;
        }
        const bool selfplay_only = w == "--games" || w == "--iterations" || w == "--seed";
        if (w != "--stones" && !selfplay_only) return report("unknown argument " + excerpt(w) + "\n" + usage);
        if (selfplay_only && command != "selfplay") return report("dice-nim " + command + " takes no " + w + " option");
        if (i + 1 == words.size()) return report(w + " needs a value");
        const std::string& v = words[++i];
        int status = 0;
        if (w == "--stones") status = error_or_zero(common::read_int_option(v, 1, 12, w, s.stones));
        if (w == "--games") status = error_or_zero(common::read_int_option(v, 1, 1000, w, s.games));
        if (w == "--iterations") status = error_or_zero(common::read_int_option(v, 1, 10'000'000, w, s.iterations));
        if (w == "--seed") status = error_or_zero(common::read_int_option(v, 0, 1LL << 62, w, s.seed));
        if (status != 0) return status;
    }
    return 0;
}

}  // namespace dice_nim_cli
