// Command-line options shared by the congo subcommands, and error reporting.
#pragma once

#include <charconv>
#include <iostream>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "gametree/games/congo/rules.hpp"

namespace cli {

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

/// An integer in [low, high], or a failure naming `what`.
inline Result<int> parse_int(const std::string& text, int low, int high, const std::string& what) {
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || text.empty())
        return fail(what + " must be an integer, not '" + text + "'");
    if (value < low || value > high)
        return fail(what + " must be between " + std::to_string(low) + " and " + std::to_string(high) + ", not " + text);
    return value;
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
    bool ascii = false;
    std::vector<std::string> positional;

    /// A failure when the number of positional words is not `n`.
    [[nodiscard]] std::optional<std::string> expect_positional(std::size_t n, const std::string& usage) const {
        if (positional.size() == n) return std::nullopt;
        return (positional.size() < n ? "missing arguments; usage: " : "too many arguments; usage: ") + usage;
    }
};

/// Reads `--rules R`, `--divide`, `--depth N`; anything else starting with "--" is an error.
inline Result<Arguments> parse_arguments(const std::vector<std::string>& words) {
    Arguments args;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& w = words[i];
        const auto value = [&]() -> std::optional<std::string> {
            if (i + 1 >= words.size()) return std::nullopt;
            return words[++i];
        };
        if (w == "--rules") {
            const auto v = value();
            if (!v) return fail("--rules needs a value: standard or wits2021");
            const auto r = gametree::congo::parse_rules(*v);
            if (!r) return fail("unknown rules '" + *v + "' (expected standard or wits2021)");
            args.rules = *r;
        } else if (w == "--divide") {
            args.divide = true;
        } else if (w == "--depth") {
            const auto v = value();
            if (!v) return fail("--depth needs a value");
            const auto d = parse_int(*v, 1, 64, "--depth");
            if (!d) return Failure{d.error()};
            args.depth = *d;
        } else if (w == "--movetime") {
            const auto v = value();
            if (!v) return fail("--movetime needs a value in milliseconds");
            const auto ms = parse_int(*v, 1, 86'400'000, "--movetime");
            if (!ms) return Failure{ms.error()};
            args.movetime = *ms;
        } else if (w == "--white" || w == "--black") {
            const auto v = value();
            if (!v || (*v != "human" && *v != "engine")) return fail(w + " needs 'human' or 'engine'");
            (w == "--white" ? args.white : args.black) = *v;
        } else if (w == "--fen") {
            const auto v = value();
            if (!v) return fail("--fen needs a FEN (quoted)");
            args.fen = *v;
        } else if (w == "--ascii") {
            args.ascii = true;
        } else if (w.size() > 2 && w.starts_with("--")) {
            return fail("unknown option '" + w + "'");
        } else {
            args.positional.push_back(w);
        }
    }
    // A FEN may also be given unquoted, as its three words: join them back.
    auto& pos = args.positional;
    if (pos.size() >= 3 && pos[0].find('/') != std::string::npos && pos[0].find(' ') == std::string::npos &&
        (pos[1] == "w" || pos[1] == "b")) {
        pos[0] += ' ' + pos[1] + ' ' + pos[2];
        pos.erase(pos.begin() + 1, pos.begin() + 3);
    }
    return args;
}

}  // namespace cli
