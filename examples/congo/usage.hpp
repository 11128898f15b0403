// The congo tool's usage texts: one per command, each listing every option with its default.
#pragma once

#include <span>
#include <string_view>

namespace cli {

inline constexpr std::string_view usage = R"(usage: congo <command> [options] ...
commands:
  moves     every legal move of a position, sorted
  apply     play moves from a position; print the FEN and the game state
  perft     count the positions DEPTH plies deep, with nodes per second
  selfplay  the engine against a shallower engine, move by move (the demo)
  analyse   search a position: one line per iteration, then bestmove; or prove a win (pns, dfpn)
  tablebase the exact value of an endgame of at most four pieces, and of each of its moves
  play      a game in the terminal, human or engine on either side
  uci       the engine protocol (UCI style) on standard input and output
  match     a match between two engine programs that speak the protocol, with Elo and an SPRT
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

inline constexpr std::string_view perft_usage = R"(usage: congo perft [--rules R] [--divide] [--threads N] FEN DEPTH
Counts the positions exactly d plies deep for d = 1..DEPTH (DEPTH 0..20; DEPTH 0 prints the root,
1 node), one line "depth d nodes n time_ms t nps r" as each depth is done.
  --divide      first, each legal move with the count below it at DEPTH-1 (default: off)
  --threads N   count with N threads, 1..256 (default: 1); the counts are the same, the time shorter
)";

inline constexpr std::string_view selfplay_usage = R"(usage: congo selfplay [--rules R] [--depth N] [--black-depth M] [--max-moves N] [--hash MIB]
                      [--threads N] [--ascii]
The engine (White) against a shallower engine (Black), move by move, with the board before and after.
  --depth N         White's search depth in plies, 1..64 (default: 5)
  --black-depth M   Black's search depth, 1..64 (default: N-3, at least 1)
  --max-moves N     moves per side before the game is drawn (default: 100)
  --hash MIB        each engine's transposition table in MiB, 0..65536 (default: 16)
  --threads N       each engine's search threads, 1..256 (default: 1; more: Lazy SMP)
  --ascii           draw the board with ASCII only (default: Unicode symbols)
)";

inline constexpr std::string_view analyse_usage = R"(usage: congo analyse [--rules R] FEN [--depth N | --movetime MS] [--hash MIB] [--threads N] [--multipv N]
                     [--searchmoves M,...]
       congo analyse [--rules R] FEN --algorithm mcts [--iterations N | --movetime MS] [--threads N] [--multipv N]
                     [--searchmoves M,...]
       congo analyse [--rules R] FEN --algorithm pns [--expansions N | --movetime MS] [--tree-nodes N]
                     [--table-entries N] [--searchmoves M,...]
       congo analyse [--rules R] FEN --algorithm dfpn [--expansions N | --movetime MS]
                     [--table-entries N] [--searchmoves M,...]
Prints the features the engine uses ("features: ..."), then searches the position and prints one line
per iteration (depth, score, nodes and nodes/s summed over the threads, time, table hit rate, table
fill in per mille, branching factor, principal variation) as it completes, then "bestmove MOVE".
Ctrl-C (SIGINT) or SIGTERM stops the search: the answer so far is printed, exit status 130 or 143.
  --depth N       search to depth N plies, 1..64
  --movetime MS   search for at most MS milliseconds (default: 2000); a new iteration starts only
                  while less than half the time is spent, so it often stops sooner
  --hash MIB      the transposition table in MiB, 0..65536 (default: 16)
  --threads N     search threads, 1..256 (default: 1; more: Lazy SMP, sharing the table; with mcts:
                  root parallelism, one tree per thread)
  --multipv N     the best N moves, 1..256, each with its own exact score and line: an iteration then
                  prints N lines, "multipv K" after its depth, best first (default: 1); with mcts
                  every progress line becomes N, "multipv K" after the iterations, each move with
                  its own score, visits, value and line (not for pns or dfpn)
  --searchmoves M,...  search only these moves (legal moves of FEN, separated by commas or spaces;
                  the option may be repeated), as UCI's go searchmoves; with pns or dfpn a win is
                  one of them winning, a loss all of them losing
  --algorithm A   alphabeta (the default: the engine) or mcts: Monte Carlo tree search with the solver,
                  printing "iterations N nodes T ips X time MS score S visits V value P
                  pv ..." once a second or every tenth of the budget, then bestmove (T: the
                  nodes in the tree now, which falls when the tree is pruned to its memory bound)
                  or pns: proof-number search, whether the side to move wins by force: once done,
                  "pns: win|draw|loss|unknown expansions N nodes T eps X time MS hits H tbhits B",
                  with "pv ..." (one line of the proof, which may end at a position the table solved,
                  and goes on by the tablebases' best play) for a win or a loss, "limit
                  expansions|time|interrupted|tree" for an unknown (the tree: its bound, --tree-nodes),
                  then "bestmove MOVE" only for a win: no other answer proves a move best
                  (H: positions solved by the table, not searched again; B: positions valued by the
                  endgame tablebases, of three pieces, or of four for a root of at most four)
                  or dfpn: depth-first proof-number search, the same answers in a table of fixed
                  size instead of a tree, so it never stops for memory: "dfpn: ... entries T ..."
                  (T: the table's entries in use), "limit depth" when a line outgrew 2000 plies,
                  "limit cycles" when the numbers grew round repeated positions to their bound
  --iterations N  with mcts: run N iterations (playouts), 1..1000000000, instead of a time limit
  --expansions N  with pns or dfpn: expand at most N nodes, 1..1000000000, instead of a time limit
  --tree-nodes N  with pns: the tree holds at most N nodes, 2..1000000000, 40 bytes each (default:
                  4194304, about 160 MiB; a full tree frees solved subtrees, then stops the search)
  --table-entries N  with pns: remember at most N solved positions (rounded down to a power of
                  two), 0..1000000000, 192 bytes each, 0 for none (default: 65536, at most 12 MiB);
                  with dfpn: its table of N entries (rounded down to a power of two), 4..1000000000,
                  24 bytes each (default: 1048576, 24 MiB)
)";

inline constexpr std::string_view play_usage = R"(usage: congo play [--rules R] [--white human|engine] [--black human|engine] [--depth N | --movetime MS]
                  [--fen FEN] [--max-moves N] [--hash MIB] [--threads N] [--ascii]
A game in the terminal. A human types moves (e3e4) or: moves, hint, undo, board, help, resign, quit.
  --white WHO       who plays White (default: human)
  --black WHO       who plays Black (default: engine)
  --depth N         the engine searches N plies per move, 1..64
  --movetime MS     the engine thinks at most MS milliseconds per move (default: 1000)
  --fen FEN         the start position, quoted or as its three words (default: the rule set's start)
  --max-moves N     moves per side before the game is drawn (default: 100)
  --hash MIB        the engine's transposition table in MiB, 0..65536 (default: 16)
  --threads N       the engine's search threads, 1..256 (default: 1; more: Lazy SMP)
  --ascii           draw the board with ASCII only (default: Unicode symbols)
)";

inline constexpr std::string_view uci_usage = R"(usage: congo uci [--rules R]
Speaks an engine protocol in the UCI style on standard input and output (see the README); an error is
answered "info string error: ..." (and "error: ..." on stderr), and the session goes on. Commands:
  uci, isready, ucinewgame, stop, quit
  ponderhit                          the move pondered on was played: the search goes on under the
                                     go's limits, its clock running from now
  setoption name Hash value MIB      the transposition table in MiB, 0..65536 (default: 16)
  setoption name Threads value N     search threads, 1..256 (default: 1; more: Lazy SMP, with mcts
                                     root parallelism)
  setoption name Ponder value B      true or false (default: false): true adds "ponder M", the
                                     reply expected, to bestmove when the line has one
  setoption name Contempt value CP   every draw scores -CP for the side to move at the root,
                                     -1000..1000 centipawns (default: 0)
  setoption name MultiPV value N     the best N moves, 1..256 (default: 1): each iteration then gives
                                     an info line per move, "multipv K" after its depth, best first
                                     (with mcts too: its root moves in the order it prefers them)
  setoption name Rules value R       standard or wits2021 (default: --rules)
  setoption name Algorithm value A   alphabeta (the engine) or mcts (default: alphabeta)
  position startpos|fen FEN [moves M...]
  go [ponder] [searchmoves M...] [depth N] [mate N] [movetime MS] [nodes N]
     [wtime MS btime MS winc MS binc MS movestogo N] [infinite]
                                     no limit: search until stop; a negative clock counts as 0;
                                     ponder: the clock waits for ponderhit, bestmove for ponderhit
                                     or stop; searchmoves: only these legal moves (up to the next
                                     keyword), with either algorithm; mate N: a forced win in at
                                     most N moves, 1..100 (a search 2N-1 plies deep that stops
                                     when it proves one; the best move found without one),
                                     by alphabeta whatever the Algorithm
  d                                  print the current position's FEN
Option:
)";

inline constexpr std::string_view match_usage = R"(usage: congo match --engine NAME=COMMAND --engine NAME=COMMAND [options]
Starts each engine as its own process, plays games between them over the protocol (see `congo uci`),
referees every move, and prints one line per game, then W-D-L, score, Elo +- 95% margin and LOS.
COMMAND is split into words: blanks separate them, 'single' or "double" quotes keep blanks.
  --engine-option NAME OPTION=VALUE  send "setoption name OPTION value VALUE" to engine NAME before
                          its games (after the rules); repeat it for more options or the other engine;
                          an option the engine refuses stops the match before its first game
  --games N               games to play, 1..1000000; each opening twice, colours swapped (default: 2)
  --movetime MS           each move's time: "go movetime MS" (default: the clock of --tc)
  --tc SECONDS+INC        each side's clock and increment: "go wtime/btime/winc/binc" (default: 10+0.1)
  --margin MS             how late an answer may be before it loses on time, 0..600000 (default: 1000)
  --concurrency N         games played at once, each with its own engine processes, 1..256 (default: 1)
  --openings FILE         one FEN per line ('#' comments, empty lines skipped; a bad line is an error)
  --random-openings PLIES openings PLIES random moves from the start, seeded by --seed, none in which
                          the side to move can take the lion at once (default: 4)
  --seed S                the random openings' seed (default: 1)
  --max-moves N           moves per side before the game is drawn (default: 100)
  --pgn FILE              write each game, in game order, as soon as it is known (default: no file)
  --sprt ELO0 ELO1 [ALPHA BETA]  stop when the SPRT accepts H0 (Elo <= ELO0) or H1 (Elo >= ELO1);
                          ALPHA and BETA default to 0.05
An engine loses a game when it plays an illegal move, sends a line that is neither info nor bestmove,
crashes, or does not answer in time (uci and isready: 5000 ms; a move: its time plus the margin).
The rule set is sent to both engines as "setoption name Rules value R".
)";

inline constexpr std::string_view tablebase_usage = R"(usage: congo tablebase [--rules R] FEN
The exact value of an endgame of at most four pieces (the two lions, each in its castle, and up to two
more), from the tablebases built for it, then every legal move with its value for the side making it,
best first: "c1d1 win in 11" (plies to the end of the game with best play), "c2b1 draw", "e7d6 loss in 4".
)";

/// The usage text of `command`, or an empty view for an unknown command.
[[nodiscard]] inline std::string_view usage_of(std::string_view command) {
    if (command == "moves") return moves_usage;
    if (command == "apply") return apply_usage;
    if (command == "perft") return perft_usage;
    if (command == "selfplay") return selfplay_usage;
    if (command == "analyse" || command == "analyze") return analyse_usage;
    if (command == "play") return play_usage;
    if (command == "tablebase") return tablebase_usage;
    if (command == "uci") return uci_usage;
    if (command == "match") return match_usage;
    return {};
}

/// The options `command` takes besides --rules and --help: those its usage lists, and no other (an
/// option of another command is refused, not ignored). `match` reads its own options.
[[nodiscard]] inline std::span<const std::string_view> options_of(std::string_view command) {
    static constexpr std::string_view perft[] = {"--divide", "--threads"};
    static constexpr std::string_view selfplay[] = {"--depth", "--black-depth", "--max-moves", "--hash", "--threads",
                                                    "--ascii"};
    static constexpr std::string_view analyse[] = {"--depth", "--movetime", "--hash", "--threads", "--multipv",
                                                   "--algorithm", "--iterations", "--expansions", "--tree-nodes",
                                                   "--table-entries", "--searchmoves"};
    static constexpr std::string_view play[] = {"--white", "--black", "--depth", "--movetime", "--fen",
                                                "--max-moves", "--hash", "--threads", "--ascii"};
    if (command == "perft") return perft;
    if (command == "selfplay") return selfplay;
    if (command == "analyse" || command == "analyze") return analyse;
    if (command == "play") return play;
    return {};  // moves, apply, tablebase, uci: --rules only
}

}  // namespace cli
