// The othello tool's usage texts: one per command, each listing every option with its default.
#pragma once

#include <string_view>

namespace othello_cli {

inline constexpr std::string_view usage = R"(usage: othello <command> [options] ...
commands:
  perft     count the positions DEPTH plies deep, a pass counting as one move
  solve     the exact disc margin of a position, by the engine searching to the end of the game
  selfplay  the engine against itself, move by move
  help      this text; `othello help COMMAND` or `othello COMMAND --help` for a command's options
Boards are 6x6 or 8x8. A position is written as its squares from the top rank down, each X (the first
player, Black), O (the second, White) or - (empty), a space, and the side to move, e.g. the 6x6 start
"--------------XO----OX-------------- X" (quoted, or as two words). Moves are squares: d3; a player
without a move passes, and the game ends when neither can move. A margin is the winner's discs minus
the loser's, the empty squares counted for the winner.
Errors print "error: ..." on stderr and exit with status 2.
)";

inline constexpr std::string_view perft_usage = R"(usage: othello perft [--size 6|8] [--board TEXT] [--threads N] DEPTH
Counts the positions exactly d plies deep for d = 1..DEPTH (DEPTH 0..20; DEPTH 0 prints the root,
1 node), one line "depth d nodes n time_ms t nps r" as each depth is done. A player without a move
passes, and the pass counts as one move; a finished game is a leaf.
  --size 6|8       the board (default: 8, or the size of --board)
  --board TEXT     the position to start from (default: the start position)
  --threads N      count with N threads, 1..1024 (default: 1); the same counts, sooner
)";

inline constexpr std::string_view solve_usage = R"(usage: othello solve [--size 6|8] [--board TEXT] [--movetime MS] [--hash MIB]
Searches the position to the end of the game (iterative deepening; exact: no reductions) and prints
one line per iteration as it completes (depth, score, nodes, nodes/s, time, principal variation), then
the value, `value M exact` with M the final disc margin for the side to move under best play (or
`value unknown` when the time ran out first), `bestmove` and the principal variation `pv`.
  --size 6|8       the board (default: 8, or the size of --board)
  --board TEXT     the position to solve (default: the start position)
  --movetime MS    stop after MS milliseconds, keeping the last finished iteration (default: none, solve)
  --hash MIB       the transposition table's size in MiB, 0 to 65536 (default: 64)
)";

inline constexpr std::string_view selfplay_usage = R"(usage: othello selfplay [--size 6|8] [--board TEXT] [--depth D] [--hash MIB]
The engine plays both sides to the end of the game, searching D plies a move; prints each move with its
score and nodes, the board at the start and the end, and the result with the final margin.
  --size 6|8       the board (default: 8, or the size of --board)
  --board TEXT     the position to start from (default: the start position)
  --depth D        plies searched per move, 1 to 60 (default: 6)
  --hash MIB       each side's transposition table in MiB, 0 to 65536 (default: 16)
)";

/// The usage of `command`, or empty for an unknown command.
[[nodiscard]] constexpr std::string_view usage_of(std::string_view command) {
    if (command == "perft") return perft_usage;
    if (command == "solve") return solve_usage;
    if (command == "selfplay") return selfplay_usage;
    return {};
}

}  // namespace othello_cli
