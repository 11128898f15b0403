// The congo tool's usage texts: one per command, each listing every option with its default.
#pragma once

#include <string_view>

namespace cli {

inline constexpr std::string_view usage = R"(usage: congo <command> [options] ...
commands:
  moves     every legal move of a position, sorted
  apply     play moves from a position; print the FEN and the game state
  perft     count the positions DEPTH plies deep, with nodes per second
  selfplay  the engine against a shallower engine, move by move (the demo)
  analyse   search a position: one line per iteration, then bestmove
  play      a game in the terminal, human or engine on either side
  uci       the engine protocol (UCI style) on standard input and output
  help      this text; `congo help COMMAND` or `congo COMMAND --help` for a command's options
A FEN is "<ranks 7 to 1> <w|b> <move number>", quoted or as its three words; the standard start is
"gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0", the course's (wits2021) "2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 0".
Moves are written origin then landing squares: e3e4, or c4a4c2e4 for a monkey's captures.
Errors print "error: ..." on stderr and exit with status 2.
)";

inline constexpr std::string_view rules_option =
    "  --rules standard|wits2021   the rule set (default: standard)\n";

inline constexpr std::string_view moves_usage = R"(usage: congo moves [--rules R] FEN
Prints every legal move of the side to move, sorted, on one line (an empty line when there is none;
then the result of the finished game is said on stderr).
)";

inline constexpr std::string_view apply_usage = R"(usage: congo apply [--rules R] FEN [MOVE...]
Plays the moves in order and prints the resulting FEN, then Continue, White wins, Black wins or Draw.
An illegal move is reported with its number and the position it was tried in.
)";

inline constexpr std::string_view perft_usage = R"(usage: congo perft [--rules R] [--divide] FEN DEPTH
Counts the positions exactly d plies deep for d = 1..DEPTH (DEPTH 0..20; DEPTH 0 prints the root,
1 node), one line "depth d nodes n time_ms t nps r" as each depth is done.
  --divide    first, each legal move with the count below it at DEPTH-1 (default: off)
)";

inline constexpr std::string_view selfplay_usage = R"(usage: congo selfplay [--rules R] [--depth N] [--black-depth M] [--max-moves N] [--hash MIB] [--ascii]
The engine (White) against a shallower engine (Black), move by move, with the board before and after.
  --depth N         White's search depth in plies, 1..64 (default: 5)
  --black-depth M   Black's search depth, 1..64 (default: N-3, at least 1)
  --max-moves N     moves per side before the game is drawn (default: 100)
  --hash MIB        each engine's transposition table in MiB, 0..65536 (default: 16)
  --ascii           draw the board with ASCII only (default: Unicode symbols)
)";

inline constexpr std::string_view analyse_usage = R"(usage: congo analyse [--rules R] FEN [--depth N | --movetime MS] [--hash MIB]
       congo analyse [--rules R] FEN --algorithm mcts [--iterations N | --movetime MS]
Prints the features the engine uses ("features: ..."), then searches the position and prints one line
per iteration (depth, score, nodes, nodes/s, time, table hit rate, branching factor, principal
variation) as it completes, then "bestmove MOVE".
  --depth N       search to depth N plies, 1..64
  --movetime MS   search for at most MS milliseconds (default: 2000); a new iteration starts only
                  while less than half the time is spent, so it often stops sooner
  --hash MIB      the transposition table in MiB, 0..65536 (default: 16)
  --algorithm A   alphabeta (the default: the engine) or mcts: Monte Carlo tree search with the solver,
                  single-threaded, printing "iterations N nodes T ips X time MS score S visits V value P
                  pv ..." once a second or every tenth of the budget, then bestmove
  --iterations N  with mcts: run N iterations (playouts), 1..1000000000, instead of a time limit
)";

inline constexpr std::string_view play_usage = R"(usage: congo play [--rules R] [--white human|engine] [--black human|engine] [--depth N | --movetime MS]
                  [--fen FEN] [--max-moves N] [--hash MIB] [--ascii]
A game in the terminal. A human types moves (e3e4) or: moves, hint, undo, board, help, resign, quit.
  --white WHO       who plays White (default: human)
  --black WHO       who plays Black (default: engine)
  --depth N         the engine searches N plies per move, 1..64
  --movetime MS     the engine thinks at most MS milliseconds per move (default: 1000)
  --fen FEN         the start position, quoted or as its three words (default: the rule set's start)
  --max-moves N     moves per side before the game is drawn (default: 100)
  --hash MIB        the engine's transposition table in MiB, 0..65536 (default: 16)
  --ascii           draw the board with ASCII only (default: Unicode symbols)
)";

inline constexpr std::string_view uci_usage = R"(usage: congo uci [--rules R]
Speaks an engine protocol in the UCI style on standard input and output (see the README):
uci, isready, ucinewgame, setoption name Hash|Rules value V, position startpos|fen FEN [moves ...],
go [depth N | movetime MS | nodes N | wtime/btime/winc/binc/movestogo T | infinite], stop, quit.
)";

/// The usage text of `command`, or an empty view for an unknown command.
[[nodiscard]] inline std::string_view usage_of(std::string_view command) {
    if (command == "moves") return moves_usage;
    if (command == "apply") return apply_usage;
    if (command == "perft") return perft_usage;
    if (command == "selfplay") return selfplay_usage;
    if (command == "analyse" || command == "analyze") return analyse_usage;
    if (command == "play") return play_usage;
    if (command == "uci") return uci_usage;
    return {};
}

}  // namespace cli
