// The words of a command line as congo and othello read them: "--", which ends the options, --help,
// and "--name=value", which is "--name value".
#pragma once

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gametree/core/text.hpp"

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

/// "--name=value" where an option stands is "--name value", as GNU tools read it: splits words[i] into
/// those two words (at the first '=', so "--engine=a=prog" is "--engine" "a=prog"). An option in
/// `flags`, which takes no value, given one is the failure returned. A word that does not start with
/// "--", has no '=' or no name before it ("--=x") is left as it is.
[[nodiscard]] inline std::optional<std::string> split_attached_value(std::vector<std::string>& words, std::size_t i,
                                                                    std::initializer_list<std::string_view> flags) {
    const std::string& word = words[i];
    const auto equals = word.find('=');
    if (!word.starts_with("--") || equals == std::string::npos || equals <= 2) return std::nullopt;
    std::string name = word.substr(0, equals);
    if (std::find(flags.begin(), flags.end(), name) != flags.end())
        return name + " takes no value, not " + gametree::excerpt(word);
    std::string value = word.substr(equals + 1);
    words[i] = std::move(name);
    words.insert(words.begin() + static_cast<std::ptrdiff_t>(i) + 1, std::move(value));
    return std::nullopt;
}

}  // namespace common
