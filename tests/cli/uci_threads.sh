#!/usr/bin/env bash
# The Threads option of `congo uci`: listed by `uci`, range-checked, and used by searches that `stop` ends.
# Usage: uci_threads.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"
start_engine

send "uci";                           expect '^option name Threads type spin default 1 min 1 max 256$'
                                      expect '^uciok$'
for bad in 0 257 -3 many ""; do
    send "setoption name Threads value $bad"
    expect "^info string error: setoption: Threads must be a whole number from 1 to 256, not '$bad'$"
done
send "setoption name Threads value 3"
send "isready";                       expect '^readyok$'
send "position startpos"
send "go depth 6";                    expect '^info depth 6 score cp -?[0-9]+ nodes [0-9]+ ' 60
                                      expect '^bestmove [a-g][1-7][a-g][1-7]$' 60
# An infinite search on three threads ends at stop, every thread with it, and the engine answers again.
send "go infinite"
sleep 0.3
send "stop";                          expect '^bestmove [a-g][1-7][a-g][1-7]$'
send "isready";                       expect '^readyok$'
send "setoption name threads value 1"
send "go depth 3";                    expect '^bestmove [a-g][1-7][a-g][1-7]$'
send "quit"
exits_within 10
((engine_status == 0)) || fail "the engine exited with status $engine_status"
echo "uci threads: all answers as expected"
