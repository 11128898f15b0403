// Command-line options shared by the congo subcommands, and error reporting.
#pragma once

#include <algorithm>
#include <iostream>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "../common/option_words.hpp"
#include "../common/int_option.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/congo/rules.hpp"
#include "gametree/search/engine/options.hpp"

namespace cli {

/// Moves per side before a game between engines is declared drawn: the course tournament's limit,
/// used by `selfplay` and `play` alike.
inline constexpr int default_move_limit = 100;
/// The engine's transposition table, in MiB, unless `--hash` says otherwise.
inline constexpr int default_hash_mib = 16;
/// The largest table `--hash` and the protocol's Hash option accept.
inline constexpr int max_hash_mib = 65536;
/// The most threads `--threads` and the protocol's Threads option accept (the engine's own limit).
inline constexpr int max_threads = 256;
/// The largest contempt (EngineOptions::contempt) the tool accepts either way, in centipawns: ten pawns.
inline constexpr int max_contempt = 1000;

/// A failure message for the user (printed as "error: <message>").
struct Failure {
    std::string message;
};
inline Failure fail(std::string message) { return Failure{std::move(message)}; }

/// A value or a failure.
template <class T>
class Result {
public:
    Result(T value) : data_(std::move(value)) {}    // NOLINT: implicit by design
    Result(Failure error) : data_(std::move(error)) {}  // NOLINT: implicit by design
    explicit operator bool() const { return data_.index() == 0; }
    const T& operator*() const { return std::get<0>(data_); }
    const T* operator->() const { return &std::get<0>(data_); }
    [[nodiscard]] const std::string& error() const { return std::get<1>(data_).message; }

private:
    std::variant<T, Failure> data_;
};

/// Prints "error: <message>" on stderr and returns the exit status for errors, 2.
inline int report(const std::string& message) {
    std::cerr << "error: " << message << '\n';
    return 2;
}

/// An integer in [low, high], or a failure naming `what`. Digits too many for an int are out of the
/// range, like any other number there, not "not an integer".
inline Result<int> parse_int(const std::string& text, int low, int high, const std::string& what) {
    long long value = 0;
    if (auto failure = common::read_int_option(text, low, high, what, value)) return fail(std::move(*failure));
    return static_cast<int>(value);
}

/// The options every subcommand understands, and the remaining positional words.
struct Arguments {
    gametree::congo::Rules rules = gametree::congo::Rules::standard;
    bool divide = false;
    std::optional<int> depth;
    std::optional<int> movetime;     ///< milliseconds per move
    std::optional<std::string> white; ///< who plays White in `play`: human or engine
    std::optional<std::string> black;
    std::optional<std::string> fen;   ///< a start position for `play`
    std::optional<int> hash_mib;      ///< the engine's table size
    std::optional<int> threads;       ///< threads of each engine search (Lazy SMP above 1) or of `perft`
    std::optional<int> max_moves;     ///< moves per side before an engine game is drawn
    std::optional<int> black_depth;   ///< Black's depth in `selfplay`
    std::optional<std::string> algorithm;  ///< `analyse`: alphabeta (the engine), mcts, pns or dfpn
    std::optional<int> iterations;    ///< `analyse --algorithm mcts`: playouts to run
    std::optional<int> expansions;    ///< `analyse --algorithm pns|dfpn`: nodes to expand
    std::optional<int> tree_nodes;    ///< `analyse --algorithm pns`: the tree's bound (PnsLimits::max_tree_nodes)
    std::optional<int> table_entries; ///< `analyse --algorithm pns`: solved positions kept, 0 for none; dfpn: its table's entries
    std::optional<int> multi_pv;      ///< `analyse`: lines to search and print (EngineOptions::multi_pv)
    /// `analyse --searchmoves`: the root moves to search among, as written (each value one or more
    /// moves, separated by commas or spaces; the option may be repeated). Read against the FEN later.
    std::vector<std::string> search_moves;
    bool ascii = false;
    bool help = false;                ///< --help or -h: print the command's usage
    std::vector<std::string> positional;

    /// A failure when the number of positional words is not `n`.
    [[nodiscard]] std::optional<std::string> expect_positional(std::size_t n, const std::string& usage) const {
        if (positional.size() == n) return std::nullopt;
        return (positional.size() < n ? "missing arguments; usage: " : "too many arguments; usage: ") + usage;
    }
};

namespace detail {

/// True for the side-to-move field of a FEN.
inline bool is_side_word(const std::string& w) { return w == "w" || w == "b"; }
/// True for a move-number field: digits only.
inline bool is_number_word(const std::string& w) {
    return !w.empty() && w.find_first_not_of("0123456789") == std::string::npos;
}

/// A FEN may be given as one quoted word or as its three words: when `words[i]` is a FEN board (it has
/// a '/' and no space) followed by a side to move and perhaps a move number, joins them into
/// `words[i]`. A FEN missing its move number is joined as far as it goes, so that the FEN parser names
/// what is missing.
inline void join_fen_words(std::vector<std::string>& words, std::size_t i) {
    if (i >= words.size() || words[i].find('/') == std::string::npos || words[i].find(' ') != std::string::npos) return;
    if (i + 1 >= words.size() || !is_side_word(words[i + 1])) return;
    const std::size_t last = i + 2 < words.size() && is_number_word(words[i + 2]) ? i + 2 : i + 1;
    for (std::size_t k = i + 1; k <= last; ++k) words[i] += ' ' + words[k];
    words.erase(words.begin() + static_cast<std::ptrdiff_t>(i) + 1, words.begin() + static_cast<std::ptrdiff_t>(last) + 1);
}

}  // namespace detail

/// Reads the options of `command` (e.g. "congo play"): `--rules R`, `--help` and those in `accepted`
/// (`--depth`, `--movetime`, `--hash`, ...); any other word starting with "--" is an error naming the
/// command, even an option another command takes. The remaining words are positional, and so is every
/// word after "--". "--option=VALUE" is "--option VALUE".
inline Result<Arguments> parse_arguments(std::vector<std::string> words, std::string_view command,
                                         std::span<const std::string_view> accepted) {
    Arguments args;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (auto failure = common::split_attached_value(words, i, {"--divide", "--ascii", "--help"}))
            return fail(std::move(*failure));
        const std::string w = words[i];
        if (w == common::end_of_options) {
            args.positional.insert(args.positional.end(), words.begin() + static_cast<std::ptrdiff_t>(i) + 1, words.end());
            break;
        }
        if (w.size() > 2 && w.starts_with("--") && w != "--rules" && w != "--help" &&
            std::find(accepted.begin(), accepted.end(), w) == accepted.end())
            return fail("unknown option " + gametree::excerpt(w) + " for " + std::string(command) + " (see " +
                        std::string(command) + " --help)");
        const auto value = [&]() -> std::optional<std::string> {
            if (i + 1 >= words.size()) return std::nullopt;
            return words[++i];
        };
        const auto number = [&](int low, int high, std::optional<int>& out, const char* unit) -> std::optional<Failure> {
            const auto v = value();
            if (!v) return fail(w + " needs a value (" + unit + ")");
            const auto n = parse_int(*v, low, high, w);
            if (!n) return Failure{n.error()};
            out = *n;
            return std::nullopt;
        };
        std::optional<Failure> failure;
        if (w == "--rules") {
            const auto v = value();
            if (!v) return fail("--rules needs a value: standard or wits2021");
            const auto r = gametree::congo::parse_rules(*v);
            if (!r) return fail("unknown rules " + gametree::excerpt(*v) + " (expected standard or wits2021)");
            args.rules = *r;
        } else if (w == "--divide") {
            args.divide = true;
        } else if (w == "--depth") {
            failure = number(1, 64, args.depth, "a depth in plies");
        } else if (w == "--black-depth") {
            failure = number(1, 64, args.black_depth, "a depth in plies");
        } else if (w == "--movetime") {
            failure = number(1, 86'400'000, args.movetime, "milliseconds per move");
        } else if (w == "--hash") {
            failure = number(0, max_hash_mib, args.hash_mib, "the table's size in MiB");
        } else if (w == "--threads") {
            failure = number(1, max_threads, args.threads, "threads");
        } else if (w == "--max-moves") {
            failure = number(1, 100'000, args.max_moves, "moves per side");
        } else if (w == "--white" || w == "--black") {
            const auto v = value();
            if (!v || (*v != "human" && *v != "engine")) return fail(w + " needs 'human' or 'engine'");
            (w == "--white" ? args.white : args.black) = *v;
        } else if (w == "--fen") {
            // No FEN starts with "--": `--fen --depth 3` forgot the FEN, and taking "--depth" for it
            // would leave "3" to be refused as a stray argument.
            if (i + 1 >= words.size() || words[i + 1].starts_with("--"))
                return fail("--fen needs a FEN (quoted, or as its three words)");
            detail::join_fen_words(words, i + 1);
            args.fen = *value();
        } else if (w == "--algorithm") {
            const auto v = value();
            if (!v || (*v != "alphabeta" && *v != "mcts" && *v != "pns" && *v != "dfpn"))
                return fail("--algorithm needs 'alphabeta', 'mcts', 'pns' or 'dfpn'");
            args.algorithm = *v;
        } else if (w == "--iterations") {
            failure = number(1, 1'000'000'000, args.iterations, "MCTS iterations");
        } else if (w == "--expansions") {
            failure = number(1, 1'000'000'000, args.expansions, "proof-number search expansions");
        } else if (w == "--tree-nodes") {
            failure = number(2, 1'000'000'000, args.tree_nodes, "the proof-number tree's nodes");
        } else if (w == "--table-entries") {
            failure = number(0, 1'000'000'000, args.table_entries, "solved positions to keep, 0 for none");
        } else if (w == "--multipv") {
            failure = number(1, static_cast<int>(gametree::EngineOptions::max_multi_pv), args.multi_pv, "lines");
        } else if (w == "--searchmoves") {
            // No move starts with "--": `--searchmoves --depth 3` forgot its moves.
            if (i + 1 >= words.size() || words[i + 1].starts_with("--"))
                return fail("--searchmoves needs moves (e.g. --searchmoves a2a3,b2b3)");
            args.search_moves.push_back(*value());
        } else if (w == "--ascii") {
            args.ascii = true;
        } else if (w == "--help" || w == "-h") {
            args.help = true;
        } else {
            args.positional.push_back(w);
        }
        if (failure) return *failure;
    }
    // A FEN may also be given unquoted, as its three words: join them back.
    for (std::size_t i = 0; i < args.positional.size(); ++i) detail::join_fen_words(args.positional, i);
    return args;
}

}  // namespace cli
