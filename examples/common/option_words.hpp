// The words of a command line that are not one option's own: "--", which ends the options, and --help.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace common {

/// The word after which every word is an argument, even one that starts with "-" ("--help", a board
/// text "--X--..."). Only where an option may stand: as an option's value ("--board --") it is a value.
inline constexpr std::string_view end_of_options = "--";

/// Whether `words` holds --help or -h before any "--" (a word after "--" is an argument, not a request
/// for help).
[[nodiscard]] inline bool asks_for_help(const std::vector<std::string>& words) {
    const auto options_end = std::find(words.begin(), words.end(), end_of_options);
    return std::any_of(words.begin(), options_end, [](const std::string& w) { return w == "--help" || w == "-h"; });
}

}  // namespace common
