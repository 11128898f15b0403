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
moves=""
checked=0
for i in $(seq 1 150); do
    send "position startpos moves$moves"
    send "go wtime $((5 + i % 20)) btime $((5 + i % 20))"
    read_until '^bestmove ' 10
    best=${lines[-1]#bestmove }
    last_pv=$(last_pv_move '^info depth ')
    if [[ -n $last_pv ]]; then
        [[ $last_pv == "$best" ]] || fail "bestmove $best after a last pv starting $last_pv: ${lines[*]}"
        checked=$((checked + 1))
    fi
    # Walk a game forward (restart at 40 plies, or when it ends) so the positions vary.
    if [[ $best == "(none)" || $((i % 40)) == 0 ]]; then moves=""; else moves="$moves $best"; fi
done
((checked >= 100)) || fail "only $checked searches printed an info line"
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
