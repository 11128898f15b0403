// `PROGRAM help [COMMAND]`, as the programs with commands (congo, othello) answer it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "gametree/core/text.hpp"

namespace common {

/// The error for a command `word` the program does not have, at its place or after help.
[[nodiscard]] inline std::string unknown_command(std::string_view program, const std::string& word) {
    return "unknown command " + gametree::excerpt(word) + " (try: " + std::string(program) + " help)";
}

/// What `PROGRAM help [COMMAND]` answers: a text for stdout, or an error message.
struct HelpReply {
    std::string text;
    bool error = false;
};

/// The reply to `words` (the command line after the program's name, starting with help, --help or -h):
/// the program's `usage` alone or for `help help`; for a command `usage_of` knows, its usage followed by
/// `after_command`; an error for an unknown command or a word after the command.
template <class UsageOf>
[[nodiscard]] HelpReply help_reply(const std::vector<std::string>& words, std::string_view program, std::string_view usage,
                                   UsageOf usage_of, std::string_view after_command = {}) {
    const bool general = words.size() == 1 || words[1] == "help";  // help is one of the commands listed
    if (!general && usage_of(words[1]).empty())
        return {unknown_command(program, words[1]), true};
    if (words.size() > 2)  // words[1] is a known command here: safe to print
        return {"unexpected argument " + gametree::excerpt(words[2]) + " after " + std::string(program) + " help " +
                    words[1] + " (usage: " + std::string(program) + " help [COMMAND])",
                true};
    if (general) return {std::string(usage)};
    return {std::string(usage_of(words[1])) + std::string(after_command)};
}

}  // namespace common
