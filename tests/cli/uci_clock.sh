#!/usr/bin/env bash
# congo uci with a clock that ran out: GUIs send a negative wtime/btime (and winc/binc) after a time
# overrun. It counts as 0: the engine searches the least it can and answers one bestmove. Values that
# are not whole numbers are still refused, without a search. Pondering holds the answer until ponderhit.
# Usage: uci_clock.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"
start_engine

send "position startpos"
send "go wtime -10 btime 1000";                    read_until '^bestmove ' 10
[[ ${lines[-1]} =~ ^bestmove\ [a-g][1-7][a-g][1-7]$ ]] || fail "White's run-out clock: ${lines[*]}"
(($(count 'error') == 0)) || fail "a negative wtime was refused: ${lines[*]}"
send "go wtime -2000000000 btime -5 winc -100 binc -100"; read_until '^bestmove [a-g][1-7][a-g][1-7]$' 10
send "go wtime 1000 btime 1000 winc -20 binc -20 movestogo 5"; read_until '^bestmove [a-g][1-7][a-g][1-7]$' 10
send "position startpos moves c2c3"                # Black to move, Black's clock run out
send "go wtime 5000 btime -1 binc 0";              read_until '^bestmove [a-g][1-7][a-g][1-7]$' 10
(($(count 'error') == 0)) || fail "a negative btime was refused: ${lines[*]}"
# Pondering on run-out clocks: the bestmove is held until ponderhit, then comes at once.
send "go ponder wtime -10 btime -10";              none_within '^bestmove' 300
send "ponderhit";                                  read_until '^bestmove [a-g][1-7][a-g][1-7]$' 10
# Each go answered exactly once.
send "isready";                                    read_until '^readyok$'
(($(count '^bestmove') == 0)) || fail "a second bestmove: ${lines[*]}"

# Still refused: what is not a whole number, a clock below the range, unsupported forms.
for bad in "depth 1.5" "wtime 1.5 btime 100" "wtime -x btime 100" "btime 100 wtime -" "winc 1e3 wtime 100" \
    "movestogo -1 wtime 100"; do
    send "go $bad";                                read_until '^info string error: go: ' 10
    (($(count '^(bestmove|info depth)') == 0)) || fail "a refused go searched: ${lines[*]}"
done
send "go wtime -3000000000 btime 100";             read_until '^info string error: go: wtime must be a whole number from -2000000000 to 2000000000' 10
(($(count '^(bestmove|info depth)') == 0)) || fail "a refused go searched: ${lines[*]}"
send "go ponder wtime 1.5 btime -10";              read_until '^info string error: go: wtime must be a whole number' 10
(($(count '^(bestmove|info depth)') == 0)) || fail "a refused go searched: ${lines[*]}"
send "isready";                                    read_until '^readyok$'
(($(count '^(bestmove|info depth)') == 0)) || fail "a refused go searched: ${lines[*]}"
send "quit"
exits_within 5
((engine_status == 0)) || fail "exit status $engine_status"
echo "uci clock: all answers as expected"
