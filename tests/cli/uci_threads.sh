#!/usr/bin/env bash
# The Threads option of `congo uci`: listed by `uci`, range-checked, and used by searches that `stop` ends.
# Usage: uci_threads.sh <path to congo>
set -euo pipefail
congo=$1
coproc ENGINE { "$congo" uci 2>/dev/null; }
engine_pid=$ENGINE_PID
trap 'kill "$engine_pid" 2>/dev/null || true' EXIT

send() { printf '%s\n' "$1" >&"${ENGINE[1]}"; }
# expect REGEX [SECONDS]: reads lines until one matches; fails on timeout or end of output.
expect() {
    local line
    while IFS= read -r -t "${2:-10}" line <&"${ENGINE[0]}"; do
        last=$line
        [[ $line =~ $1 ]] && return 0
    done
    echo "FAIL: no line matching '$1' (last line: '${last:-}')" >&2
    exit 1
}

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
wait "$engine_pid"
echo "uci threads: all answers as expected"
