#!/usr/bin/env bash
# congo uci builds the endgame tablebases of its rules when it answers isready, not inside the first
# search that reaches such an endgame (which spent its clock building them), and only once: the info
# string that reports a build is the evidence, not the time taken.
# Usage: uci_tablebases.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"
built='^info string endgame tablebases: [0-9]+ tables? of the'

# built_before_readyok RULES: isready builds the tables of RULES, then answers.
built_before_readyok() {
    send "isready"
    read_until '^readyok$' 60
    (($(count "$built $1 rules built in [0-9]+ ms$") == 1)) || fail "isready did not build the $1 tables: ${lines[*]}"
}
# nothing_built_before_readyok WHY: isready answers without a build.
nothing_built_before_readyok() {
    send "isready"
    read_until '^readyok$' 60
    (($(count "$built") == 0)) || fail "isready built tables again ($1): ${lines[*]}"
}

start_engine
send "uci";                         expect '^uciok$'
built_before_readyok standard
nothing_built_before_readyok "already built"
# A search of a tablebase ending finds the tables ready: nothing is built during it.
send "position fen 7/3l3/2C4/7/7/7/2L4 b 100"
send "go movetime 50";              read_until '^bestmove ' 10
(($(count "$built") == 0)) || fail "a build during the search: ${lines[*]}"
send "ucinewgame"
nothing_built_before_readyok "after ucinewgame"
# A new rule set makes a new engine: its tables are built, and those of the old rules are kept.
send "setoption name Rules value wits2021"
built_before_readyok wits2021
send "setoption name Rules value standard"
nothing_built_before_readyok "back to the standard rules"
send "quit"
exits_within 10
((engine_status == 0)) || fail "the engine exited with status $engine_status"

# An isready during a search is answered at once and builds nothing; the next one in turn builds.
start_engine
send "go infinite";                 expect '^info depth 1 '
nothing_built_before_readyok "during a search"
send "stop";                        read_until '^bestmove ' 10
built_before_readyok standard
send "quit"
exits_within 10

# MCTS probes no tablebase: nothing to build for it.
start_engine --rules wits2021
send "setoption name Algorithm value mcts"
nothing_built_before_readyok "MCTS"
send "setoption name Algorithm value alphabeta"
built_before_readyok wits2021
send "quit"
exits_within 10
# TablebasePieces 4: positions of four pieces too. An isready after a position of four builds its tables
# (those of three first); a search from such a root finds them built and plays by its exact value. A
# root of four with no isready before its go builds them before the search, said in an info string
# (the pair's table alone here: its captures lead to tables of three, built by the isready).
two_pawns="4l2/7/7/7/2P4/7/2L1P2 w 0"  # White wins in 11 plies (mate 6)
start_engine
send "uci";                         read_until '^uciok$'
(($(count '^option name TablebasePieces type spin default 3 min 3 max 4$') == 1)) || fail "no TablebasePieces option: ${lines[*]}"
send "position fen $two_pawns"
send "go depth 3";                  read_until '^bestmove ' 10
(($(count ' score mate 6 ') == 0)) || fail "the tables of four were probed without TablebasePieces 4: ${lines[*]}"
send "setoption name TablebasePieces value 5"
expect '^info string error: setoption: TablebasePieces must be a whole number from 3 to 4, not .5.$'
send "setoption name TablebasePieces value 4"
send "position fen $two_pawns"
send "isready";                     read_until '^readyok$' 60
(($(count "$built standard rules built in [0-9]+ ms$") == 1)) || fail "isready built no table of four: ${lines[*]}"
send "go depth 3";                  read_until '^bestmove ' 10
(($(count "$built") == 0)) || fail "a build during the search: ${lines[*]}"
(($(count '^info depth [0-9]+ score mate 6 ') >= 1)) || fail "two pawns are not a win in 11 plies: ${lines[*]}"
send "position fen 4l2/2e4/7/7/7/2G4/2L4 w 1"
send "go depth 4";                  read_until '^bestmove ' 10
(($(count "^info string endgame tablebases: 1 table of the standard rules built in [0-9]+ ms$") == 1)) ||
    fail "the giraffe and elephant's tables were not built before the search: ${lines[*]}"
(($(count '^info depth [0-9]+ score cp 0 ') >= 1)) || fail "lion and giraffe against lion and elephant is not a draw: ${lines[*]}"
send "quit"
exits_within 10
((engine_status == 0)) || fail "the engine exited with status $engine_status"
echo "uci tablebases: all answers as expected"
