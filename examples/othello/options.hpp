// The othello tool's command-line options: read, checked against the command, with their defaults.
#pragma once

#include <algorithm>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../common/option_words.hpp"
#include "../common/int_option.hpp"
#include "gametree/core/expected.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/othello/position_text.hpp"

namespace othello_cli {

inline constexpr int default_size = 8;
inline constexpr int default_depth = 6;
inline constexpr int default_solve_hash_mib = 64;
inline constexpr int default_selfplay_hash_mib = 16;
inline constexpr int max_hash_mib = 65536;
inline constexpr int max_threads = 1024;

/// Prints "error: <message>" on stderr and returns the exit status for errors, 2.
inline int report(const std::string& message) {
    std::cerr << "error: " << message << '\n';
    return 2;
}

/// What the command line says; unset options take the command's defaults.
struct Arguments {
    std::optional<int> size;
    std::optional<std::string> board;
    std::optional<int> movetime;
    std::optional<int> depth;
    std::optional<int> hash_mib;
    std::optional<int> threads;
    bool help = false;
    std::vector<std::string> positional;

    /// The board size: --size, else the size the --board text has (36 or 64 squares before the
    /// space), else 8. A text of another length is left to the position parser to name.
    [[nodiscard]] int board_size() const {
        if (size) return *size;
        if (board && gametree::othello::board_length(*board) == 36) return 6;
        return default_size;
    }
};

/// An integer in [low, high], or the reason why not, naming `what`.
inline std::optional<std::string> read_int(const std::string& text, int low, int high, const std::string& what,
                                           int& out) {
    long long value = 0;
    if (auto failure = common::read_int_option(text, low, high, what, value)) return failure;
    out = static_cast<int>(value);
    return std::nullopt;
}

/// Reads the words after the command. `allowed` lists the options the command takes; any other word
/// starting with "--" is an error naming it. A --board text may be one quoted word or two words (the
/// squares, then X or O). "--option=VALUE" is "--option VALUE". The words after "--" are positional,
/// whatever they look like.
inline std::optional<std::string> parse_arguments(const std::string& command, std::vector<std::string> words,
                                                  const std::vector<std::string_view>& allowed, Arguments& args) {
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (auto failure = common::split_attached_value(words, i, {"--help"})) return failure;
        const std::string& w = words[i];
        if (w == common::end_of_options) {
            args.positional.insert(args.positional.end(), words.begin() + static_cast<std::ptrdiff_t>(i) + 1, words.end());
            break;
        }
        if (w == "--help" || w == "-h") {
            args.help = true;
            continue;
        }
        if (!w.starts_with("--")) {
            args.positional.push_back(w);
            continue;
        }
        bool known = false;
        for (const auto option : allowed) known = known || option == w;
        if (!known) {
            const bool exists = w == "--size" || w == "--board" || w == "--movetime" || w == "--depth" || w == "--hash" ||
                                w == "--threads";
            return exists ? "othello " + command + " takes no " + w + " option (see othello " + command + " --help)"
                          : "unknown option " + gametree::excerpt(w) + " (see othello " + command + " --help)";
        }
        if (i + 1 >= words.size()) return w + " needs a value (see othello " + command + " --help)";
        const std::string& value = words[++i];
        int n = 0;
        std::optional<std::string> failure;
        if (w == "--size") {
            if (value != "6" && value != "8") return "--size must be 6 or 8, not " + gametree::excerpt(value);
            args.size = value[0] - '0';
        } else if (w == "--board") {
            args.board = value;
            if (value.find(' ') == std::string::npos && i + 1 < words.size() &&
                (words[i + 1] == "X" || words[i + 1] == "O"))
                *args.board += ' ' + words[++i];
        } else if (w == "--movetime") {
            failure = read_int(value, 1, 2'000'000'000, "--movetime", n);
            args.movetime = n;
        } else if (w == "--depth") {
            failure = read_int(value, 1, 60, "--depth", n);
            args.depth = n;
        } else if (w == "--hash") {
            failure = read_int(value, 0, max_hash_mib, "--hash", n);
            args.hash_mib = n;
        } else if (w == "--threads") {
            failure = read_int(value, 1, max_threads, "--threads", n);
            args.threads = n;
        }
        if (failure) return failure;
    }
    return std::nullopt;
}

}  // namespace othello_cli
