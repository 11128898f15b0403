// One game of `congo match`: two engine processes driven over the protocol, every move refereed by the
// library's rules, the game adjudicated when the rules, the move limit or a tablebase end it.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../common/child_process.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/game_end.hpp"
#include "gametree/games/congo/movegen.hpp"
#include "gametree/games/congo/notation.hpp"
#include "gametree/games/congo/tablebase.hpp"
#include "match_options.hpp"

namespace cli {

/// How long an engine may take to answer `uci` and `isready`.
inline constexpr std::chrono::milliseconds handshake_limit{5000};

/// The white space between the words of a protocol line: any amount of it, tabs too (as `congo uci`
/// reads its input, with std::istream's >>).
inline constexpr std::string_view protocol_space = " \t\r\v\f";

/// Whether `line` is `word` alone, white space around it allowed (`readyok ` is `readyok`).
[[nodiscard]] inline bool is_word(std::string_view line, std::string_view word) {
    const auto first = line.find_first_not_of(protocol_space);
    if (first == std::string_view::npos) return word.empty();
    const auto last = line.find_last_not_of(protocol_space);
    return line.substr(first, last - first + 1) == word;
}

/// Reads the engine's lines until one is `expected` (white space around it allowed), handing every
/// other line (id, option, info, ...) to `other`; how the reading ended: Read::line when `expected`
/// came, else why it did not (`line` then holds what was read, for a message).
template <class OnOtherLine>
common::ChildProcess::Read read_until(common::ChildProcess& engine, const std::string& expected,
                                      std::chrono::steady_clock::time_point deadline, const std::atomic<bool>* stop,
                                      std::string& line, OnOtherLine&& other) {
    for (;;) {
        const auto r = engine.read_line(line, deadline, stop);
        if (r != common::ChildProcess::Read::line || is_word(line, expected)) return r;
        other(std::as_const(line));
    }
}

/// What an engine's line says while the engine is asked for a move.
struct ThinkingLine {
    enum class Kind {
        skip,      ///< nothing to act on: an empty line or `info ...`
        bestmove,  ///< the answer, `bestmove MOVE ...`
        garbage,   ///< anything else: a rules infraction
    };
    Kind kind = Kind::skip;
    std::string move;  ///< for bestmove: the word after it (empty when there is none)
};

/// Whether `line`'s first word is `word` (`bestmovee3e4` is not `bestmove`).
[[nodiscard]] inline bool first_word_is(std::string_view line, std::string_view word) {
    return line.starts_with(word) && (line.size() == word.size() || protocol_space.find(line[word.size()]) != std::string_view::npos);
}

/// Reads `line` (without its line end) as play_match_game does while it waits for bestmove.
[[nodiscard]] inline ThinkingLine read_thinking_line(std::string_view line) {
    if (line.empty() || first_word_is(line, "info")) return {ThinkingLine::Kind::skip, {}};
    if (!first_word_is(line, "bestmove")) return {ThinkingLine::Kind::garbage, {}};
    const auto first = line.find_first_not_of(protocol_space, 8);
    if (first == std::string_view::npos) return {ThinkingLine::Kind::bestmove, {}};
    return {ThinkingLine::Kind::bestmove, std::string(line.substr(first, line.find_first_of(protocol_space, first) - first))};
}

/// A finished (or abandoned) game of a match.
struct MatchGame {
    gametree::congo::Position start;
    std::array<int, 2> engine_of{0, 1};  ///< which engine (0 or 1) played White, Black
    std::vector<gametree::congo::Move> moves;
    gametree::Outcome outcome = gametree::Outcome::ongoing;
    std::string termination = "unterminated";  ///< the PGN Termination tag
    std::string reason;                        ///< why it ended, in words
    bool abandoned = false;                    ///< stopped from outside: not counted
};

namespace detail {

using gametree::congo::Position;
using Clock = std::chrono::steady_clock;

/// "White (name)" for messages.
inline std::string side_name(gametree::Player side, const EngineCommand& engine) {
    return std::string(side == gametree::congo::white ? "White" : "Black") + " (" + engine.name + ")";
}

/// The game's course, shared by the steps below.
struct GameRun {
    const MatchSettings& settings;
    const std::atomic<bool>* stop;
    MatchGame game;
    std::array<std::unique_ptr<common::ChildProcess>, 2> process;  // by side: White, Black

    const EngineCommand& engine(gametree::Player side) const { return settings.engines[game.engine_of[index_of(side)]]; }

    /// Ends the game: `side` loses for `why`.
    void forfeit(gametree::Player side, std::string termination, const std::string& why) {
        game.outcome = gametree::win_for(gametree::opponent(side));
        game.termination = std::move(termination);
        game.reason = side_name(side, engine(side)) + " " + why;
    }
    void abandon() {
        game.abandoned = true;
        game.outcome = gametree::Outcome::ongoing;
        game.termination = "unterminated";
        game.reason = "the match was stopped";
    }

    /// A failed read as a loss for `side` (or an abandoned game when the match was stopped). `waited` says
    /// what was awaited, for the message.
    void lose_on_read(gametree::Player side, common::ChildProcess::Read r, const std::string& line,
                      const std::string& waited, std::chrono::milliseconds limit) {
        using Read = common::ChildProcess::Read;
        auto& p = *process[index_of(side)];
        if (r == Read::stopped) return abandon();
        if (r == Read::end_of_output) return forfeit(side, "abandoned", "crashed: it " + p.exit_description() + " before " + waited);
        if (r == Read::timeout)
            return forfeit(side, waited == "bestmove" ? "time forfeit" : "abandoned",
                           "did not answer: no " + waited + " within " + std::to_string(limit.count()) + " ms");
        if (r == Read::too_long) return forfeit(side, "rules infraction", "sent a line longer than 64 KiB");
        forfeit(side, "rules infraction", "sent garbage " + gametree::excerpt(line) + " instead of " + waited);
    }

    /// Sends `command` and waits for the line `expected` (other lines are skipped: id, option, info).
    bool await(gametree::Player side, const std::string& command, const std::string& expected) {
        auto& p = *process[index_of(side)];
        if (!p.write_line(command)) {
            forfeit(side, "abandoned", "crashed: it " + p.exit_description() + " before " + expected);
            return false;
        }
        std::string line;
        const auto r = read_until(p, expected, Clock::now() + handshake_limit, stop, line, [](const std::string&) {});
        if (r == common::ChildProcess::Read::line) return true;
        lose_on_read(side, r, line, expected, handshake_limit);
        return false;
    }

    /// Starts the engine of `side` and takes it through uci, the rules, its options, ucinewgame and isready.
    bool start(gametree::Player side) {
        std::string error;
        process[index_of(side)] = common::ChildProcess::start(engine(side).words, error);
        if (!process[index_of(side)]) {
            forfeit(side, "abandoned", "could not be started: " + error);
            return false;
        }
        if (!await(side, "uci", "uciok")) return false;
        auto& p = *process[index_of(side)];
        bool sent = p.write_line(rules_command(settings.rules));
        for (const auto& option : engine(side).options) sent = sent && p.write_line(setoption_command(option));
        sent = sent && p.write_line("ucinewgame");
        if (!sent) {
            forfeit(side, "abandoned", "crashed: it " + p.exit_description() + " after uciok");
            return false;
        }
        return await(side, "isready", "readyok");
    }

    /// Sends the position and `isready`, and waits for `readyok`, before the clock of `side` starts:
    /// every line the engine sent since its last bestmove comes before that readyok, so a stray line
    /// (a second bestmove, garbage) is caught here as what it is, instead of being read as the answer
    /// to the next `go`. `info` and empty lines are allowed; anything else loses the game.
    bool synchronise(gametree::Player side) {
        auto& p = *process[index_of(side)];
        if (!p.write_line(position_command()) || !p.write_line("isready")) {
            forfeit(side, "abandoned", "crashed: it " + p.exit_description() + " before readyok");
            return false;
        }
        std::string line;
        std::string stray;
        const auto r = read_until(p, "readyok", Clock::now() + handshake_limit, stop, line, [&stray](const std::string& other) {
            if (stray.empty() && read_thinking_line(other).kind != ThinkingLine::Kind::skip) stray = other;
        });
        if (r != common::ChildProcess::Read::line) {
            lose_on_read(side, r, line, "readyok", handshake_limit);
            return false;
        }
        if (!stray.empty()) {
            forfeit(side, "rules infraction", "sent " + gametree::excerpt(stray) + " when it was not asked for a move");
            return false;
        }
        return true;
    }

    /// "position fen ... moves ..." (or startpos) for the game so far.
    std::string position_command() const {
        std::string text = game.start == gametree::congo::start_position(settings.rules)
                               ? "position startpos"
                               : "position fen " + gametree::congo::to_fen(game.start);
        if (!game.moves.empty()) text += " moves";
        for (const auto& m : game.moves) text += ' ' + gametree::congo::to_string(m);
        return text;
    }
};

}  // namespace detail

/// Plays one game from `start` with engine `white_engine` (0 or 1) as White, the other as Black. Before
/// each `go` the engine gets the position and `isready`, and the clock starts at its `readyok`. Every
/// answer is checked: a move that is not legal, a line that is neither `info ...` nor `bestmove`, a
/// line other than `info ...` sent when no move was asked for (before that readyok), a crash (the
/// engine's output closes), no answer in time (the move's time plus settings.margin_ms; 5 s for
/// readyok) lose the game. Before each move the game is adjudicated: ended by the rules (a lion captured, bare lions),
/// the side to move has no move (it loses), each side has made settings.max_moves moves (a draw), or
/// the position is in the library's endgame tablebases (their exact result). `stop` abandons the game.
/// `tablebases` may be shared with games on other threads (EndgameTablebases builds each table once,
/// under a lock, and probes built ones without a lock).
inline MatchGame play_match_game(const MatchSettings& settings, const gametree::congo::Position& start, int white_engine,
                                 const gametree::congo::EndgameTablebases& tablebases, const std::atomic<bool>* stop) {
    using namespace gametree;
    using namespace gametree::congo;
    using Read = common::ChildProcess::Read;
    detail::GameRun run{settings, stop, MatchGame{start, {white_engine, 1 - white_engine}, {}, Outcome::ongoing, "unterminated", {}, false}, {}};
    MatchGame& game = run.game;
    if (!run.start(white) || !run.start(black)) return game;

    Position pos = start;
    std::array<long long, 2> clock_ms{settings.clock_ms, settings.clock_ms};
    int moves_made[2] = {0, 0};
    const MoveGenerator gen;
    for (;;) {
        if (stop && stop->load()) {
            run.abandon();
            return game;
        }
        // Step 1: adjudicate.
        if (is_over(pos.outcome())) {
            game.outcome = pos.outcome();
            game.termination = "normal";
            game.reason = end_reason(pos);
            return game;
        }
        const Player side = pos.side_to_move();
        if (moves_made[index_of(side)] >= settings.max_moves) {
            game.outcome = Outcome::draw;
            game.termination = "adjudication";
            game.reason = "move limit: " + std::to_string(settings.max_moves) + (settings.max_moves == 1 ? " move" : " moves") + " each";
            return game;
        }
        if (moves_of(gen, pos).empty()) {
            run.forfeit(side, "normal", "has no legal move");
            return game;
        }
        if (const auto value = tablebases.probe(pos)) {
            using R = TablebaseValue::Result;
            game.termination = "adjudication";
            game.outcome = value->result == R::draw ? Outcome::draw
                                                    : win_for(value->result == R::win ? side : opponent(side));
            game.reason = value->result == R::draw
                              ? std::string("tablebase: a draw")
                              : "tablebase: " + std::string(value->result == R::win ? (side == white ? "White" : "Black")
                                                                                    : (side == white ? "Black" : "White")) +
                                    " wins in " + std::to_string(value->plies) + (value->plies == 1 ? " ply" : " plies");
            return game;
        }
        // Step 2: ask the side to move.
        auto& p = *run.process[index_of(side)];
        const std::string go = settings.movetime_ms
                                   ? "go movetime " + std::to_string(*settings.movetime_ms)
                                   : "go wtime " + std::to_string(clock_ms[0]) + " btime " + std::to_string(clock_ms[1]) +
                                         " winc " + std::to_string(settings.increment_ms) + " binc " +
                                         std::to_string(settings.increment_ms);
        const auto limit = std::chrono::milliseconds(
            (settings.movetime_ms ? *settings.movetime_ms : clock_ms[index_of(side)]) + settings.margin_ms);
        if (!run.synchronise(side)) return game;
        const auto begin = detail::Clock::now();
        if (!p.write_line(go)) {
            run.forfeit(side, "abandoned", "crashed: it " + p.exit_description() + " before bestmove");
            return game;
        }
        // Step 3: read its answer: info lines are skipped, anything else must be bestmove MOVE.
        std::string line;
        std::string answer;
        for (;;) {
            const Read r = p.read_line(line, begin + limit, stop);
            if (r != Read::line) {
                run.lose_on_read(side, r, line, "bestmove", limit);
                return game;
            }
            auto said = read_thinking_line(line);
            if (said.kind == ThinkingLine::Kind::skip) continue;
            if (said.kind == ThinkingLine::Kind::garbage) {
                run.forfeit(side, "rules infraction", "sent garbage " + excerpt(line) + " instead of bestmove");
                return game;
            }
            answer = std::move(said.move);
            break;
        }
        const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(detail::Clock::now() - begin).count();
        // Step 4: referee the move and run the clock.
        if (answer.empty()) {
            run.forfeit(side, "rules infraction", "sent bestmove without a move in " + to_fen(pos));
            return game;
        }
        const auto move = parse_move(pos, answer);
        if (!move) {
            run.forfeit(side, "rules infraction", "played an illegal move " + excerpt(answer) + " in " + to_fen(pos));
            return game;
        }
        if (!settings.movetime_ms) {
            auto& left = clock_ms[index_of(side)];
            left = std::max<long long>(left - spent, 0) + settings.increment_ms;
        }
        game.moves.push_back(*move);
        pos = pos.after(*move);
        ++moves_made[index_of(side)];
    }
}

}  // namespace cli
