#!/usr/bin/env bash
# The MultiPV option of `congo uci`: listed by `uci`, range-checked, and then each iteration gives one
# numbered info line per best move, the moves different, best first, and bestmove the first line's move;
# with the mcts algorithm too.
# Usage: uci_multipv.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"
start_engine

send "uci";                           expect '^option name MultiPV type spin default 1 min 1 max 256$'
                                      expect '^uciok$'
for bad in 0 257 -1 2.5 some ""; do
    send "setoption name MultiPV value $bad"
    expect "^info string error: setoption: MultiPV must be a whole number from 1 to 256, not '$bad'$"
done
send "setoption name multipv value 3"
send "position startpos"
send "go depth 4";                    read_until '^bestmove '
for depth in 1 2 3 4; do
    for k in 1 2 3; do
        (( $(count "^info depth $depth multipv $k score ") == 1 )) || fail "no single 'info depth $depth multipv $k' line"
    done
done
(( $(count '^info depth [0-9]+ score ') == 0 )) || fail "an unnumbered info line with MultiPV 3"
# The last iteration's three lines: three different first moves, scores best first, bestmove the first.
last=("${lines[@]: -4:3}")
first_moves=() scores=()
for line in "${last[@]}"; do
    [[ $line =~ ^info\ depth\ 4\ multipv\ [123]\ score\ cp\ (-?[0-9]+)\ .*\ pv\ ([a-g][1-7][a-g][1-7]) ]] ||
        fail "not a depth-4 line with a centipawn score: '$line'"
    scores+=("${BASH_REMATCH[1]}")
    first_moves+=("${BASH_REMATCH[2]}")
done
[[ ${first_moves[0]} != "${first_moves[1]}" && ${first_moves[0]} != "${first_moves[2]}" &&
    ${first_moves[1]} != "${first_moves[2]}" ]] || fail "two lines begin with the same move: ${first_moves[*]}"
((scores[0] >= scores[1] && scores[1] >= scores[2])) || fail "the lines are not best first: ${scores[*]}"
[[ ${lines[-1]} == "bestmove ${first_moves[0]}" ]] || fail "bestmove is not the first line's move: '${lines[-1]}'"
# Short searches by the clock: some stop in an iteration whose completed line 1 beat the last one; that
# news is line 1's too, so every info line is numbered, and bestmove is the last line 1's first move.
all_numbered() { (( $(count '^info depth [0-9]+ score ') == 0 )) || fail "an unnumbered info line with MultiPV 3: ${lines[*]}"; }
clock_searches_answer_last_pv 80 10 30 '^info depth [0-9]+ multipv 1 ' 60 all_numbered
# Back to one line: the plain format again.
send "setoption name MultiPV value 1"
send "go depth 2";                    expect '^info depth 2 score cp -?[0-9]+ nodes '
                                      expect '^bestmove '
# MCTS numbers its info lines the same way: its root moves in the order it prefers them, each with its
# own score and line, and bestmove line 1's move. Its searcher, made now, takes the MultiPV set before.
send "setoption name MultiPV value 3"
send "setoption name Algorithm value mcts"
send "position startpos"
send "go nodes 3000";                 read_until '^bestmove ' 30
(( $(count '^info depth [0-9]+ score ') == 0 )) || fail "an unnumbered mcts info line with MultiPV 3: ${lines[*]}"
last=("${lines[@]: -4:3}")
first_moves=()
for k in 1 2 3; do
    [[ ${last[k - 1]} =~ ^info\ depth\ [0-9]+\ multipv\ $k\ score\ (cp|mate)\ -?[0-9]+\ nodes\ 3000\ .*\ pv\ ([a-g][1-7][a-g][1-7]) ]] ||
        fail "not mcts line $k of the last report: '${last[k - 1]}'"
    first_moves+=("${BASH_REMATCH[2]}")
done
[[ ${first_moves[0]} != "${first_moves[1]}" && ${first_moves[0]} != "${first_moves[2]}" &&
    ${first_moves[1]} != "${first_moves[2]}" ]] || fail "two mcts lines begin with the same move: ${first_moves[*]}"
[[ ${lines[-1]} == "bestmove ${first_moves[0]}" ]] || fail "mcts bestmove is not the first line's move: '${lines[-1]}'"
# Changed while MCTS is the algorithm: two lines.
send "setoption name MultiPV value 2"
send "go nodes 1000";                 read_until '^bestmove ' 30
(( $(count '^info depth [0-9]+ multipv 2 score ') == 10 )) || fail "not ten mcts line 2s with MultiPV 2: ${lines[*]}"
(( $(count '^info depth [0-9]+ multipv 3 ') == 0 )) || fail "a third mcts line with MultiPV 2: ${lines[*]}"
[[ ${lines[-1]} == "bestmove $(last_pv_move '^info depth [0-9]+ multipv 1 ')" ]] ||
    fail "mcts bestmove is not the last line 1's move: ${lines[*]}"
# And one line: MCTS's plain format again.
send "setoption name MultiPV value 1"
send "go nodes 1000";                 read_until '^bestmove ' 30
(( $(count '^info depth [0-9]+ multipv ') == 0 )) || fail "a numbered mcts info line with MultiPV 1: ${lines[*]}"
(( $(count '^info depth [0-9]+ score ') == 10 )) || fail "not ten plain mcts info lines with MultiPV 1: ${lines[*]}"
send "quit"
exits_within 10
((engine_status == 0)) || fail "the engine exited with status $engine_status"
echo "uci multipv: all answers as expected"
