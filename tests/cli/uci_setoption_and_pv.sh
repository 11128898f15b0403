#!/usr/bin/env bash
# congo uci: a setoption with words after its value is refused (not half-read), option values are
# read in any case like option names, and the last info line before each bestmove shows the move
# answered, also when it comes from the iteration a limit stopped (which finished no info line of its own);
# a finished position gets no info line (MCTS printed an empty one).
# Usage: uci_setoption_and_pv.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"
start_engine

send "setoption name Threads value 2 junk";        read_until "^info string error: setoption: unexpected 'junk' after the value '2'$"
send "setoption name Rules value WITS2021"
send "d";                                          read_until '^2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 0$'
(($(count 'error') == 0)) || fail "WITS2021 was refused: ${lines[*]}"
send "setoption name rules value Standard"
send "d";                                          read_until '^gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0$'
(($(count 'error') == 0)) || fail "Standard was refused: ${lines[*]}"

# Short searches stop in the middle of an iteration; about one in twenty answers that iteration's move.
# Each bestmove must be the first move of the last info line's pv before it.
clock_searches_answer_last_pv 150 5 20 '^info depth ' 100
# A finished position: no search, so no info line, and bestmove (none), with either algorithm.
send "position fen 3L3/p6/7/7/7/P6/7 b 5"
send "go depth 3";                                 read_until '^bestmove ' 10
[[ ${#lines[@]} == 1 && ${lines[0]} == "bestmove (none)" ]] || fail "alpha-beta on a finished game: ${lines[*]}"
send "setoption name Algorithm value mcts"
send "go nodes 100";                               read_until '^bestmove ' 10
[[ ${#lines[@]} == 1 && ${lines[0]} == "bestmove (none)" ]] || fail "mcts on a finished game: ${lines[*]}"
send "quit"
exits_within 5
((engine_status == 0)) || fail "exit status $engine_status"
echo "uci setoption and pv: all answers as expected ($checked searches checked)"
