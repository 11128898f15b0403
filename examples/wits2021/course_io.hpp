// Input and output as the course's programs do it: a count N on the first line, then N cases, one result
// per case; blank lines among the cases are skipped (they are no case). Malformed cases are reported on
// stderr as "error: line L: ..." and skipped; the other cases are still answered, and the program then
// exits with status 2.
#pragma once

#include <charconv>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../common/line_reader.hpp"
#include "../common/output.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/congo/fen.hpp"

namespace course {

/// Options shared by the course programs: `--depth N` overrides a search's depth, `--verbose` prints
/// the best move and principal variation too, `--fast` computes the same value with the engine's
/// value-preserving techniques.
struct Options {
    std::optional<int> depth;
    bool verbose = false;
    bool fast = false;
};

/// What a course program says of itself in its usage.
struct Program {
    std::string_view name;          ///< e.g. "wits2021-part4-minimax"
    std::string_view per_case;      ///< what it prints for each case
    int default_depth = -1;         ///< the search depth for the search programs; -1: no search, no options
    std::string_view input = "N, then N FENs, one a line";
};

/// The usage text of `program`, listing every option with its default.
inline std::string usage_of(const Program& program) {
    const bool searches = program.default_depth >= 0;
    std::string text = "usage: " + std::string(program.name) + (searches ? " [--depth N] [--verbose] [--fast]" : "") +
                       " < cases.txt\nReads " + std::string(program.input) +
                       ", from standard input, and prints for each case " + std::string(program.per_case) +
                       ".\nOptions:\n";
    if (searches)
        text += "  --depth N    the search depth in plies, 0 to 32 (default: " + std::to_string(program.default_depth) +
                ")\n  --verbose    also print the best move, the principal variation and the node count (default: off)\n"
                "  --fast       the same value, searched with move ordering, a table for ordering and iterative\n"
                "               deepening (the best move may differ among equal ones; default: off)\n";
    text += "  --help, -h   this text\n"
            "N must be on the first line. Blank lines among the cases are skipped and are no case: N cases are\n"
            "still read after them.\n"
            "A malformed case is reported on stderr as \"error: line L: ...\" and skipped; the other cases are still\n"
            "answered, and the exit status is then 2.\n";
    return text;
}

/// Reads the options. Returns nothing when the program must end at once, with `exit_status`: 0 after
/// printing the usage for --help, 2 after reporting a bad option.
inline std::optional<Options> parse_options(int argc, char** argv, const Program& program, int& exit_status) {
    common::ignore_broken_pipe();  // every course program starts here
    Options options;
    const bool searches = program.default_depth >= 0;
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    const auto bad = [&](const std::string& message) {
        std::cerr << "error: " << message << "\n" << usage_of(program);
        exit_status = 2;
        return std::nullopt;
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--help" || args[i] == "-h") {
            std::cout << usage_of(program);
            exit_status = common::finish(0);
            return std::nullopt;
        }
        if (searches && args[i] == "--depth") {
            if (i + 1 >= args.size()) return bad("--depth needs a value (a depth from 0 to 32)");
            int depth = 0;
            const std::string_view v = args[++i];
            const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), depth);
            if (ec != std::errc{} || end != v.data() + v.size() || depth < 0 || depth > 32)
                return bad("--depth needs a number from 0 to 32, not " + gametree::excerpt(v));
            options.depth = depth;
        } else if (searches && args[i] == "--verbose") {
            options.verbose = true;
        } else if (searches && args[i] == "--fast") {
            options.fast = true;
        } else {
            return bad("unknown argument " + gametree::excerpt(args[i]) +
                       (searches ? " (options: --depth N, --verbose, --fast, --help)" : " (this program takes no options but --help)"));
        }
    }
    return options;
}

/// Reads lines of standard input with their numbers, trimmed of surrounding white space (and of the
/// carriage return of Windows line ends, and of a UTF-8 byte order mark at the start of the input), and
/// counts the errors reported.
class CaseReader {
public:
    explicit CaseReader(std::istream& in) : lines_(in, max_line_length) {}

    /// The longest line read whole; a longer one is reported and stands as an empty line.
    static constexpr std::size_t max_line_length = 1 << 16;

    /// The next line, or nothing at the end of input (or after more than 64 MiB without a line end).
    std::optional<std::string> next_line() {
        skipped_ = false;
        if (flooded_) return std::nullopt;  // given up, and said so once
        std::string line;
        const common::LineStatus status = lines_.next(line);
        if (status == common::LineStatus::end && lines_.read_error() && !flooded_) {  // `< /some/directory`
            flooded_ = true;
            error_at(line_number_ + 1, "cannot read the input: " + *lines_.read_error());
        }
        if (status == common::LineStatus::end) {
            ended_ = true;
            return std::nullopt;
        }
        ++line_number_;
        if (status == common::LineStatus::flood) {
            flooded_ = true;
            ended_ = true;
            error("no line end in 64 MiB of input: the rest of the input is ignored");
            return std::nullopt;
        }
        if (status == common::LineStatus::too_long) {
            error("longer than " + std::to_string(max_line_length) + " characters (skipped)");
            skipped_ = true;
            return std::string{};
        }
        if (line_number_ == 1) line.erase(0, common::byte_order_mark_length(line));  // no part of the count
        const auto first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos) return std::string{};
        return line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
    }

    /// The next line that is not blank (empty or only white space), or nothing at the end of input. The
    /// course's format has no blank lines among its cases, but one there (as Part 1 prints between its
    /// answers) says nothing: it is skipped, and it is no case. A line too long to read stands as
    /// empty but is no blank line: it is returned, skipped() set.
    std::optional<std::string> next_case_line() {
        for (;;) {
            auto line = next_line();
            if (!line || !line->empty() || skipped_) return line;
        }
    }

    [[nodiscard]] int line_number() const { return line_number_; }
    /// Whether the input ended (or was given up): no line is left to read.
    [[nodiscard]] bool ended() const { return ended_; }
    /// Whether the last line was too long: it is reported already, and its case is to be skipped.
    [[nodiscard]] bool skipped() const { return skipped_; }
    /// Whether the input was given up, for having no line end or for a read error (already reported).
    [[nodiscard]] bool flooded() const { return flooded_; }

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
            if (!flooded_) error_at(1, "empty input: expected the number of cases");
            return std::nullopt;
        }
        if (skipped_) return std::nullopt;
        // The first line is the count (the course's handouts): an empty one is said so in words, not
        // quoted as ''. Unlike a blank line among the cases it is not skipped: the input may well be
        // missing its count.
        if (line->empty()) {
            error("empty line, expected the number of cases");
            return std::nullopt;
        }
        int n = -1;
        const auto [end, ec] = std::from_chars(line->data(), line->data() + line->size(), n);
        if (ec != std::errc{} || end != line->data() + line->size() || n < 0) {
            error("expected the number of cases, found " + gametree::excerpt(*line));
            return std::nullopt;
        }
        return n;
    }

    /// Reports anything but blank lines after the last case.
    void expect_end() {
        while (const auto line = next_line())
            if (!line->empty()) {
                error("unexpected input after the last case: " + gametree::excerpt(*line));
                return;
            }
    }

    /// 0 when every case was answered, 2 when any was malformed or the output could not be written.
    [[nodiscard]] int exit_status() const { return common::finish(errors_ == 0 ? 0 : 2); }

private:
    common::LineReader lines_;
    int line_number_ = 0;
    int errors_ = 0;
    bool skipped_ = false;
    bool flooded_ = false;
    bool ended_ = false;
};

/// Whether a write to standard output failed (a full disk, a reader gone away): a course program then
/// stops before its next case, as nobody sees the rest, and returns CaseReader::exit_status(), which
/// says "error: cannot write the output: <reason>" and gives 2. Every course program checks it after each
/// case's answer.
inline bool output_failed() { return !std::cout; }

/// Reads the next line that is not blank as a FEN under `rules`; on failure reports it and returns
/// nothing (reader.ended() then tells whether the input ended).
inline std::optional<gametree::congo::Position> read_fen(CaseReader& reader, int case_index, int cases,
                                                         gametree::congo::Rules rules) {
    const auto line = reader.next_case_line();
    if (!line) {
        if (reader.flooded()) return std::nullopt;
        reader.error_at(reader.line_number() + 1, "missing FEN: the input ended after " + std::to_string(case_index) +
                                                      " of " + std::to_string(cases) + " cases");
        return std::nullopt;
    }
    if (reader.skipped()) return std::nullopt;
    auto pos = gametree::congo::parse_fen(*line, rules);
    if (!pos) {
        reader.error("bad FEN " + gametree::excerpt(*line, pos.error().offset) + ": " + pos.error().describe());
        return std::nullopt;
    }
    return *pos;
}

/// The common shape of the one-FEN-per-case programs, reading the cases from `in`: `answer(position)`
/// prints one case's output. Returns the exit status.
template <class Answer>
int for_each_fen_case(std::istream& in, gametree::congo::Rules rules, Answer&& answer) {
    CaseReader reader(in);
    const auto cases = reader.case_count();
    if (!cases) return reader.exit_status();
    for (int i = 0; i < *cases; ++i) {
        const auto pos = read_fen(reader, i, *cases, rules);
        if (!pos) {
            if (reader.ended()) return reader.exit_status();
            continue;
        }
        answer(*pos);
        if (output_failed()) return reader.exit_status();
    }
    reader.expect_end();
    return reader.exit_status();
}

/// for_each_fen_case on standard input.
template <class Answer>
int for_each_fen_case(gametree::congo::Rules rules, Answer&& answer) {
    std::ios::sync_with_stdio(false);  // the answers are many short lines
    return for_each_fen_case(std::cin, rules, std::forward<Answer>(answer));
}

}  // namespace course
