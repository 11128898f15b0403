// The options of `congo match`: the two engines, the games, the time control, openings and the SPRT.
#pragma once

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "../common/child_process.hpp"
#include "../common/option_words.hpp"
#include "gametree/arena/sprt.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/congo/rules.hpp"
#include "options.hpp"

namespace cli {

/// An option sent to an engine before its games: "setoption name NAME value VALUE".
struct EngineOption {
    std::string name;
    std::string value;
};

/// The protocol line that sets `option`.
[[nodiscard]] inline std::string setoption_command(const EngineOption& option) {
    return "setoption name " + option.name + " value " + option.value;
}

/// The protocol line that sets the match's rules (every engine gets it first).
[[nodiscard]] inline std::string rules_command(gametree::congo::Rules rules) {
    return setoption_command({"Rules", std::string(to_string(rules))});
}

/// One engine of a match: its name in the output, the words of its command and its options.
struct EngineCommand {
    std::string name;
    std::string command;             ///< as given, for messages
    std::vector<std::string> words;  ///< the program and its arguments
    std::vector<EngineOption> options;  ///< --engine-option, in the order given
};

/// Everything `congo match` was asked to do.
struct MatchSettings {
    std::vector<EngineCommand> engines;
    int games = 2;
    std::optional<int> movetime_ms;  ///< `go movetime MS`; otherwise the clock below
    int clock_ms = 10'000;           ///< --tc SECONDS+INC: each side's time for the game...
    int increment_ms = 100;          ///< ...and what a move adds to it
    int margin_ms = 1000;            ///< how late an answer may come before it loses on time
    int concurrency = 1;
    std::string openings_file;
    int random_plies = 4;  ///< --random-openings PLIES, the default when no file is given
    gametree::congo::Rules rules = gametree::congo::Rules::standard;
    std::string pgn;
    std::optional<gametree::Sprt> sprt;
    std::uint64_t seed = 1;
    int max_moves = default_move_limit;
};

namespace detail {

/// A number in [low, high] with an optional minus and an optional fraction ("2.5", "-10", "0.1", "10."),
/// or nothing: read by hand because libc++ before 17 has no std::from_chars for double (and no exponent,
/// "inf" or "nan" is wanted).
inline std::optional<double> parse_decimal(const std::string& text, double low, double high) {
    const auto digit = [&](std::size_t i) { return i < text.size() && text[i] >= '0' && text[i] <= '9'; };
    const bool negative = !text.empty() && text[0] == '-';
    double value = 0;
    std::size_t i = negative ? 1 : 0;
    const std::size_t first = i;
    for (; digit(i); ++i) value = value * 10 + (text[i] - '0');
    bool digits = i > first;
    if (i < text.size() && text[i] == '.') {
        double place = 0.1;
        for (++i; digit(i); ++i, place /= 10) {
            value += (text[i] - '0') * place;
            digits = true;
        }
    }
    if (negative) value = -value;
    if (!digits || i != text.size() || !(value >= low && value <= high)) return std::nullopt;
    return value;
}

/// "SECONDS+INC" (both may have fractions: "10+0.1", "60+0") in milliseconds.
inline Result<std::pair<int, int>> parse_time_control(const std::string& text) {
    const auto plus = text.find('+');
    const auto base = parse_decimal(text.substr(0, plus), 0.001, 86'400);
    const auto inc = plus == std::string::npos ? std::optional<double>(0) : parse_decimal(text.substr(plus + 1), 0, 3600);
    if (!base || !inc) return fail("--tc needs SECONDS+INCREMENT, e.g. 10+0.1 (0.001..86400 seconds), not " + gametree::excerpt(text));
    return std::pair{static_cast<int>(*base * 1000 + 0.5), static_cast<int>(*inc * 1000 + 0.5)};
}

/// NAME=COMMAND, split into words.
inline Result<EngineCommand> parse_engine(const std::string& text) {
    const auto equals = text.find('=');
    if (equals == std::string::npos || equals == 0)
        return fail("--engine needs NAME=COMMAND, not " + gametree::excerpt(text));
    EngineCommand engine{text.substr(0, equals), text.substr(equals + 1), {}, {}};
    // The name goes into the progress lines and the PGN tags: a line break there would forge lines.
    for (const char c : engine.name)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            return fail("--engine: a control character in the name " + gametree::excerpt(engine.name));
    const auto words = common::split_command(engine.command);
    if (!words) return fail("--engine " + gametree::excerpt(engine.name) + ": unbalanced quote or trailing backslash in " + gametree::excerpt(engine.command));
    if (words->empty()) return fail("--engine " + gametree::excerpt(engine.name) + " has no command");
    engine.words = *words;
    return engine;
}

/// OPTION=VALUE of --engine-option. The option goes into a protocol line, so a line break or other
/// control character (which would smuggle in another command) is refused, as are the rules, which
/// --rules sets for both engines.
inline Result<EngineOption> parse_engine_option(const std::string& text) {
    const auto equals = text.find('=');
    if (equals == std::string::npos || equals == 0 || text.find_first_not_of(' ') == equals)
        return fail("--engine-option needs NAME OPTION=VALUE, not " + gametree::excerpt(text));
    for (const char c : text)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            return fail("--engine-option: a control character in " + gametree::excerpt(text));
    EngineOption option{text.substr(0, equals), text.substr(equals + 1)};
    if (gametree::ascii_lowercase(option.name) == "rules")
        return fail("--engine-option: the rules are set for both engines with --rules, not " + gametree::excerpt(text));
    return option;
}

}  // namespace detail

/// Reads the options of `congo match` ("--option=VALUE" is "--option VALUE"); every problem is named.
inline Result<MatchSettings> parse_match_settings(std::vector<std::string> words) {
    MatchSettings s;
    bool random_given = false;
    bool clock_given = false;
    std::vector<std::pair<std::string, EngineOption>> engine_options;  // given before or after the engine
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (auto failure = common::split_attached_value(words, i, {"--help"})) return fail(std::move(*failure));
        const std::string& w = words[i];
        const auto value = [&]() -> std::optional<std::string> {
            if (i + 1 >= words.size()) return std::nullopt;
            return words[++i];
        };
        const auto number = [&](int low, int high, int& out) -> std::optional<Failure> {
            const auto v = value();
            if (!v) return fail(w + " needs a value");
            const auto n = parse_int(*v, low, high, w);
            if (!n) return Failure{n.error()};
            out = *n;
            return std::nullopt;
        };
        std::optional<Failure> failure;
        if (w == common::end_of_options) {
            // The options end here, and match takes no other arguments: nothing may follow.
            if (i + 1 < words.size())
                return fail("unexpected argument " + gametree::excerpt(words[i + 1]) +
                            " (congo match takes only options; see congo match --help)");
            break;
        }
        if (w == "--engine") {
            const auto v = value();
            if (!v) return fail("--engine needs NAME=COMMAND");
            const auto engine = detail::parse_engine(*v);
            if (!engine) return fail(engine.error());
            s.engines.push_back(*engine);
        } else if (w == "--engine-option") {
            const auto engine = value();
            const auto setting = value();
            if (!engine || !setting) return fail("--engine-option needs NAME OPTION=VALUE");
            const auto option = detail::parse_engine_option(*setting);
            if (!option) return fail(option.error());
            engine_options.emplace_back(*engine, *option);
        } else if (w == "--games") {
            failure = number(1, 1'000'000, s.games);
        } else if (w == "--movetime") {
            int ms = 0;
            failure = number(1, 86'400'000, ms);
            s.movetime_ms = ms;
        } else if (w == "--tc") {
            const auto v = value();
            if (!v) return fail("--tc needs SECONDS+INCREMENT, e.g. 10+0.1");
            const auto tc = detail::parse_time_control(*v);
            if (!tc) return fail(tc.error());
            clock_given = true;
            s.clock_ms = tc->first;
            s.increment_ms = tc->second;
        } else if (w == "--margin") {
            failure = number(0, 600'000, s.margin_ms);
        } else if (w == "--concurrency") {
            failure = number(1, 256, s.concurrency);
        } else if (w == "--openings") {
            const auto v = value();
            // An empty name (`--openings "$UNSET"`) would mean random openings, silently.
            if (!v || v->empty()) return fail("--openings needs a file name" + (v ? ", not ''" : std::string()));
            s.openings_file = *v;
        } else if (w == "--random-openings") {
            failure = number(0, 200, s.random_plies);
            random_given = true;
        } else if (w == "--rules") {
            const auto v = value();
            const auto r = v ? gametree::congo::parse_rules(*v) : std::nullopt;
            if (!r) return fail("--rules needs standard or wits2021" + (v ? ", not " + gametree::excerpt(*v) : std::string()));
            s.rules = *r;
        } else if (w == "--pgn") {
            const auto v = value();
            if (!v || v->empty()) return fail("--pgn needs a file name" + (v ? ", not ''" : std::string()));  // else no PGN, silently
            s.pgn = *v;
        } else if (w == "--sprt") {
            gametree::Sprt sprt;
            double* fields[] = {&sprt.elo0, &sprt.elo1, &sprt.alpha, &sprt.beta};
            for (int k = 0; k < 4; ++k) {
                // ALPHA and BETA are optional, together: they are there when the next word is a number.
                if (k == 2 && (i + 1 >= words.size() || !detail::parse_decimal(words[i + 1], -1e9, 1e9))) break;
                const auto v = value();
                const auto x = v ? (k < 2 ? detail::parse_decimal(*v, -2000, 2000) : detail::parse_decimal(*v, 1e-9, 0.5))
                                 : std::nullopt;
                if (!x) return fail("--sprt needs ELO0 ELO1 [ALPHA BETA] (Elo -2000..2000, ALPHA and BETA in 0..0.5)" +
                                    (v ? ", not " + gametree::excerpt(*v) : std::string()));
                *fields[k] = *x;
            }
            if (sprt.elo0 >= sprt.elo1) return fail("--sprt needs ELO0 < ELO1");
            // At ALPHA + BETA = 1 both of Wald's bounds are 0: the first game would decide.
            if (sprt.alpha + sprt.beta >= 1) return fail("--sprt needs ALPHA + BETA < 1");
            s.sprt = sprt;
        } else if (w == "--seed") {
            const auto v = value();
            std::uint64_t seed = 0;
            const auto [end, ec] = v ? std::from_chars(v->data(), v->data() + v->size(), seed) : std::from_chars_result{};
            if (!v || v->empty() || ec != std::errc{} || end != v->data() + v->size())
                return fail("--seed needs a non-negative integer" + (v ? ", not " + gametree::excerpt(*v) : std::string()));
            s.seed = seed;
        } else if (w == "--max-moves") {
            failure = number(1, 100'000, s.max_moves);
        } else {
            return fail("unknown " + std::string(w.starts_with("-") ? "option " : "argument ") + gametree::excerpt(w) +
                        " (see congo match --help)");
        }
        if (failure) return *failure;
    }
    if (s.engines.size() != 2) return fail("congo match needs exactly two --engine NAME=COMMAND options");
    if (s.engines[0].name == s.engines[1].name) return fail("both engines are named " + gametree::excerpt(s.engines[0].name));
    for (const auto& engine_option : engine_options) {
        const std::string& engine = engine_option.first;  // not a structured binding: clang 14 cannot capture one
        const EngineOption& option = engine_option.second;
        auto named = std::find_if(s.engines.begin(), s.engines.end(), [&](const EngineCommand& e) { return e.name == engine; });
        if (named == s.engines.end())
            return fail("--engine-option: no engine is named " + gametree::excerpt(engine) + " (" + s.engines[0].name + " or " +
                        s.engines[1].name + ")");
        named->options.push_back(option);
    }
    if (s.movetime_ms && clock_given) return fail("give --movetime MS or --tc SECONDS+INC, not both");
    if (!s.openings_file.empty() && random_given) return fail("give --openings FILE or --random-openings PLIES, not both");
    return s;
}

}  // namespace cli
