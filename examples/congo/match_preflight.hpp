// Before the first game of `congo match`: an engine given options (--engine-option) is asked whether it
// takes them, so that a mistyped name or value stops the match instead of letting the engine play every
// game with its defaults.
#pragma once

#include <atomic>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "../common/child_process.hpp"
#include "match_game.hpp"
#include "match_options.hpp"

namespace cli {

/// The protocol's prefix of a line meant for people (`info string error: ...`).
inline constexpr std::string_view info_string_prefix = "info string ";

/// Whether an engine's line refuses an option: `info string error ...` (what `congo uci` answers) or
/// `No such option ...` (Stockfish's answer, and that of engines modelled on it).
[[nodiscard]] inline bool refuses_option(std::string_view line) {
    return line.starts_with("info string error") || line.starts_with("No such option");
}

/// The engine's own words when `line` refuses an option (refuses_option), without the protocol's
/// `info string ` prefix; else nothing.
[[nodiscard]] inline std::optional<std::string> refusal_of(std::string_view line) {
    if (!refuses_option(line)) return std::nullopt;
    if (line.starts_with(info_string_prefix)) line.remove_prefix(info_string_prefix.size());
    return std::string(line);
}

namespace preflight_detail {

/// Sends `command` and reads up to `expected`; the first refusal among the lines before it goes to
/// `refusal`. False when the engine does not get there (it ended, timed out, sent an overlong line) or
/// `stop` became true.
inline bool exchange(common::ChildProcess& engine, const std::string& command, const std::string& expected,
                     std::optional<std::string>& refusal, const std::atomic<bool>* stop) {
    if (!engine.write_line(command)) return false;
    std::string line;
    return read_until(engine, expected, std::chrono::steady_clock::now() + handshake_limit, stop, line,
                      [&](const std::string& other) {
                          if (!refusal) refusal = refusal_of(other);  // the engine's own words, for the message
                      }) == common::ChildProcess::Read::line;
}

}  // namespace preflight_detail

/// Takes `engine`, just started as `process`, through uci, the rules and isready, then its own options
/// and isready again: the first line with which it refuses one of its options (refuses_option, without
/// the protocol's `info string ` prefix), or nothing when it takes them all, has no options, or breaks
/// off the handshake (its games then say how it fails). Only the engine's own options are judged: an
/// engine may not know the Rules option. `stop` (a signal) ends the waits early, with nothing.
[[nodiscard]] inline std::optional<std::string> refused_engine_option(common::ChildProcess& process, const EngineCommand& engine,
                                                                     gametree::congo::Rules rules,
                                                                     const std::atomic<bool>* stop) {
    if (engine.options.empty()) return std::nullopt;
    std::optional<std::string> ignored;
    if (!preflight_detail::exchange(process, "uci", "uciok", ignored, stop)) return std::nullopt;
    if (!process.write_line(rules_command(rules))) return std::nullopt;
    if (!preflight_detail::exchange(process, "isready", "readyok", ignored, stop)) return std::nullopt;
    for (const auto& option : engine.options)
        if (!process.write_line(setoption_command(option))) return std::nullopt;
    std::optional<std::string> refusal;
    preflight_detail::exchange(process, "isready", "readyok", refusal, stop);
    return refusal;
}

}  // namespace cli
