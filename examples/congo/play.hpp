// congo play: a game in the terminal, human or engine on either side.
#pragma once

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "../common/line_reader.hpp"
#include "../common/output.hpp"
#include "engine_setup.hpp"
#include "game_record.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/congo/game_end.hpp"
#include "gametree/games/congo/board_text.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/notation.hpp"
#include "options.hpp"

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

namespace cli {

namespace detail {

inline std::string outcome_text(gametree::Outcome o) {
    return o == gametree::Outcome::ongoing ? "Unfinished" : std::string(gametree::congo::result_text(o));
}

/// True when standard output is a terminal: only there is a live "thinking" line worth drawing. Asked
/// once, before any output, and errno kept: isatty() sets it (ENOTTY) when the answer is no, and a
/// failed write's reason, reported at the end, is in errno.
inline bool stdout_is_terminal() {
#if defined(__unix__) || defined(__APPLE__)
    const int saved = errno;
    const bool terminal = isatty(STDOUT_FILENO) == 1;
    errno = saved;
    return terminal;
#else
    return false;
#endif
}

/// Searches `pos` while showing that the engine thinks: on a terminal (`terminal`) a status line,
/// redrawn after each iteration with the depth, score and best move so far, and erased when the search
/// is done.
template <class Engine>
auto think(Engine& engine, const gametree::congo::Position& pos, const gametree::SearchLimits& limits,
           const std::string& who, bool terminal) {
    if (!terminal) return engine.search(pos, limits);
    std::string status = who + " is thinking...";
    std::cout << status << std::flush;
    const auto result = engine.search(pos, limits, [&](const auto& i) {
        const std::string best = i.pv.empty() ? std::string("-") : gametree::congo::to_string(i.pv.front());
        std::string next = who + " is thinking: depth " + std::to_string(i.depth) + ", best " + best + " (" +
                           score_text(i.score) + ")";
        const std::size_t width = std::max(status.size(), next.size());
        next.resize(width, ' ');
        status = next;
        std::cout << '\r' << status << std::flush;
    });
    std::cout << '\r' << std::string(status.size(), ' ') << '\r' << std::flush;
    return result;
}

constexpr const char* play_help =
    "Type a move as origin and landing squares (e2e3, or c4a4c2e4 for a monkey's captures), or:\n"
    "  moves  list your legal moves     hint  ask the engine\n"
    "  undo   take back your last move  board show the board again\n"
    "  help   this text                 resign, quit  give up, or stop here\n";

}  // namespace detail

/// How long the engine thinks per move in `play` when given no limit.
inline constexpr int default_play_ms = 1000;

inline int run_play(const Arguments& args) {
    using namespace gametree;
    using namespace gametree::congo;
    if (auto e = args.expect_positional(0, "congo play [--rules R] [--white human|engine] [--black human|engine] "
                                           "[--depth N | --movetime MS] [--fen FEN] [--max-moves N] [--hash MIB] "
                                           "[--threads N] [--ascii]"))
        return report(*e);
    if (args.depth && args.movetime) return report("give either --depth or --movetime, not both");
    const std::string start_text = args.fen.value_or(std::string(start_fen_for(args.rules)));
    const auto start = parse_fen(start_text, args.rules);
    if (!start) return report("bad FEN " + excerpt(start_text, start.error().offset) + ": " + start.error().describe());
    const bool human[2] = {args.white.value_or("human") == "human", args.black.value_or("engine") == "human"};
    const Charset charset = args.ascii ? Charset::ascii : Charset::unicode;
    SearchLimits limits;
    if (args.depth) limits.depth = *args.depth;
    else limits.time = std::chrono::milliseconds(args.movetime.value_or(default_play_ms));
    const int move_limit = args.max_moves.value_or(default_move_limit);
    std::string error;
    // A game from at most four pieces is played with the tablebases of four, those it can reach built
    // before it starts: every position of it is then known exactly.
    const TablebasePieces pieces = tablebase_pieces_for(*start);
    const auto engine_owner = try_make_engine(args.rules, args.hash_mib.value_or(default_hash_mib), error, args.threads.value_or(1), pieces);
    if (!engine_owner) return report(error);
    CongoEngine& engine = *engine_owner;
    // With a time per move the tablebases are built now, before the game, not inside a timed search.
    if (limits.time) engine.tablebase().build();
    if (pieces == TablebasePieces::four) engine.tablebase().build(*start);
    const bool terminal = detail::stdout_is_terminal();
    common::LineReader input(std::cin, 4096, std::size_t{1} << 20);  // a command is a few characters
    std::vector<Position> states{*start};
    std::vector<Move> moves;
    bool show_board = true;
    std::cout << "Congo, " << to_string(args.rules) << " rules. White: " << (human[0] ? "you" : "engine")
              << ", Black: " << (human[1] ? "you" : "engine") << ".\n";
    if (human[0] || human[1]) std::cout << detail::play_help;
    std::string ending;
    std::string read_error;  // why the input could not be read, if it could not
    std::optional<Player> resigned;
    while (true) {
        const Position& pos = states.back();
        if (show_board) std::cout << '\n' << render_board(pos, charset);
        show_board = false;
        if (is_over(pos.outcome())) {
            ending = end_reason(pos);
            break;
        }
        if (moves.size() >= 2 * static_cast<std::size_t>(move_limit)) {
            ending = "move limit reached";
            break;
        }
        const Player side = pos.side_to_move();
        const std::string side_name(color_name(side));
        // The game before `pos`, for every search from it: a position that comes back is no progress.
        // The hint needs it too, or it suggests the very move the engine would refuse (a repetition).
        const auto tell_history = [&] {
            std::vector<std::uint64_t> earlier;
            for (std::size_t i = 0; i + 1 < states.size(); ++i) earlier.push_back(states[i].hash());
            engine.set_history(earlier);
        };
        if (!human[index_of(side)]) {
            tell_history();
            const auto r = detail::think(engine, pos, limits, side_name, terminal);
            if (!r.best_move) {
                ending = side_name + " has no move";
                break;
            }
            std::cout << side_name << " plays " << to_string(*r.best_move) << "  (score " << score_text(r.score)
                      << ", depth " << r.depth << ", " << r.milliseconds << " ms)\n";
            // Nobody sees the game any more (`| head`): stop here rather than play it out unseen.
            if (!common::flush_stdout()) return common::report_output_error();
            moves.push_back(*r.best_move);
            states.push_back(pos.after(*r.best_move));
            show_board = true;
            continue;
        }
        std::cout << side_name << "> ";
        // Nobody sees the board or the prompt: stop here, while errno still holds the write's reason.
        if (!common::flush_stdout()) return common::report_output_error();
        std::string line;
        const common::LineStatus status = input.next(line);
        if (status == common::LineStatus::end && input.read_error()) {  // `< /some/directory`, an I/O error
            read_error = *input.read_error();
            ending = "the input could not be read";
            std::cout << '\n';
            break;
        }
        if (status == common::LineStatus::end || status == common::LineStatus::flood) {
            ending = status == common::LineStatus::end ? "input ended" : "input without line ends given up";
            std::cout << '\n';
            break;
        }
        if (status == common::LineStatus::too_long) {
            std::cout << "rejected: a line longer than " << input.limit() << " characters\n";
            continue;
        }
        const auto first = line.find_first_not_of(" \t\r");
        line = first == std::string::npos ? "" : line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
        if (line.empty()) continue;
        if (line == "quit") {
            ending = "stopped";
            break;
        }
        if (line == "resign") {
            ending = side_name + " resigned";
            resigned = side;
            break;
        }
        if (line == "help") {
            std::cout << detail::play_help;
        } else if (line == "board") {
            show_board = true;
        } else if (line == "moves") {
            std::cout << legal_moves_text(pos) << '\n';
        } else if (line == "hint") {
            tell_history();
            const auto r = detail::think(engine, pos, limits, "the engine", terminal);
            if (r.best_move) std::cout << "hint: " << to_string(*r.best_move) << "  (score " << score_text(r.score) << ")\n";
        } else if (line == "undo") {
            // Take back to this player's previous turn: their move and any engine replies after it.
            std::size_t target = states.size() - 1;
            while (target > 0) {
                --target;
                if (states[target].side_to_move() == side) break;
            }
            if (target == states.size() - 1 || states[target].side_to_move() != side) {
                std::cout << "nothing to undo\n";
            } else {
                states.resize(target + 1);
                moves.resize(target);
                show_board = true;
            }
        } else {
            const auto move = parse_move(pos, line);
            if (!move) {
                std::cout << "rejected: " << move.error().message << '\n';
                continue;
            }
            moves.push_back(*move);
            states.push_back(pos.after(*move));
            show_board = true;
        }
    }
    Outcome outcome = resigned ? win_for(opponent(*resigned)) : states.back().outcome();
    if (ending == "move limit reached") outcome = Outcome::draw;
    std::cout << "\nResult: " << detail::outcome_text(outcome);
    if (!ending.empty()) std::cout << " (" << ending << ")";
    std::cout << "\nGame: " << game_record(*start, moves) << '\n';
    std::cout << "Final position: " << to_fen(states.back()) << '\n';
    if (!read_error.empty()) return report("cannot read the input: " + read_error);
    return 0;
}

}  // namespace cli
