// Input and output as the course's programs do it: a count N, then N cases, one result per case.
// Malformed cases are reported on stderr as "error: line L: ..." and skipped; the other cases are still
// answered, and the program then exits with status 2.
#pragma once

#include <charconv>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gametree/games/congo/fen.hpp"

namespace course {

/// Options shared by the course programs: `--depth N` overrides a search's depth, `--verbose` prints
/// the best move and principal variation too.
struct Options {
    std::optional<int> depth;
    bool verbose = false;
};

/// Reads the options; on a bad one prints an error and returns nothing.
inline std::optional<Options> parse_options(int argc, char** argv, bool searches) {
    Options options;
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (searches && args[i] == "--depth" && i + 1 < args.size()) {
            int depth = 0;
            const std::string_view v = args[++i];
            const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), depth);
            if (ec != std::errc{} || end != v.data() + v.size() || depth < 0 || depth > 32) {
                std::cerr << "error: --depth needs a number from 0 to 32, not '" << v << "'\n";
                return std::nullopt;
            }
            options.depth = depth;
        } else if (searches && args[i] == "--verbose") {
            options.verbose = true;
        } else {
            std::cerr << "error: unknown argument '" << args[i] << "'"
                      << (searches ? " (options: --depth N, --verbose)" : " (this program takes no options)")
                      << "\nusage: " << argv[0] << (searches ? " [--depth N] [--verbose]" : "")
                      << " < cases.txt\n";
            return std::nullopt;
        }
    }
    return options;
}

/// Reads lines of standard input with their numbers, trimmed of surrounding white space (and of the
/// carriage return of Windows line ends), and counts the errors reported.
class CaseReader {
public:
    explicit CaseReader(std::istream& in) : in_(in) {}

    /// The next line, or nothing at the end of input.
    std::optional<std::string> next_line() {
        std::string line;
        if (!std::getline(in_, line)) return std::nullopt;
        ++line_number_;
        const auto first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos) return std::string{};
        return line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
    }

    [[nodiscard]] int line_number() const { return line_number_; }

    /// Prints "error: line L: <message>" for the current line.
    void error(const std::string& message) { error_at(line_number_, message); }
    void error_at(int line, const std::string& message) {
        std::cerr << "error: line " << line << ": " << message << '\n';
        ++errors_;
    }

    /// Reads the first line: the number of cases N.
    std::optional<int> case_count() {
        const auto line = next_line();
        if (!line) {
            error_at(1, "empty input: expected the number of cases");
            return std::nullopt;
        }
        int n = -1;
        const auto [end, ec] = std::from_chars(line->data(), line->data() + line->size(), n);
        if (ec != std::errc{} || end != line->data() + line->size() || n < 0) {
            error("expected the number of cases, found '" + *line + "'");
            return std::nullopt;
        }
        return n;
    }

    /// Reports anything but blank lines after the last case.
    void expect_end() {
        while (const auto line = next_line())
            if (!line->empty()) {
                error("unexpected input after the last case: '" + *line + "'");
                return;
            }
    }

    /// 0 when every case was answered, 2 when any was malformed.
    [[nodiscard]] int exit_status() const { return errors_ == 0 ? 0 : 2; }

private:
    std::istream& in_;
    int line_number_ = 0;
    int errors_ = 0;
};

/// Reads the next line as a FEN under `rules`; on failure reports it and returns nothing.
inline std::optional<gametree::congo::Position> read_fen(CaseReader& reader, int case_index, int cases,
                                                         gametree::congo::Rules rules) {
    const auto line = reader.next_line();
    if (!line) {
        reader.error_at(reader.line_number() + 1, "missing FEN: the input ended after " + std::to_string(case_index) +
                                                      " of " + std::to_string(cases) + " cases");
        return std::nullopt;
    }
    auto pos = gametree::congo::parse_fen(*line, rules);
    if (!pos) {
        reader.error("bad FEN '" + *line + "': " + pos.error().describe());
        return std::nullopt;
    }
    return *pos;
}

/// The common shape of the one-FEN-per-case programs: `answer(position)` prints one case's output.
/// Returns the exit status.
template <class Answer>
int for_each_fen_case(gametree::congo::Rules rules, Answer&& answer) {
    CaseReader reader(std::cin);
    const auto cases = reader.case_count();
    if (!cases) return reader.exit_status();
    for (int i = 0; i < *cases; ++i) {
        const int before = reader.line_number();
        const auto pos = read_fen(reader, i, *cases, rules);
        if (!pos) {
            if (reader.line_number() == before) return reader.exit_status();  // input ended
            continue;
        }
        answer(*pos);
    }
    reader.expect_end();
    return reader.exit_status();
}

}  // namespace course
