#!/usr/bin/env bash
# congo uci: the commands that wait behind a long search are bounded (64 MiB): a flood of long lines is
# dropped line by line with an error, instead of growing the memory until the session dies; the
# session goes on, and stop, isready and quit still work.
# Usage: uci_queue_bound.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"
start_engine

send "position startpos"
send "go depth 60"                                 # limited, so what follows waits behind it
padding=$(printf '%*s' 1000000 '')
for i in $(seq 1 80); do send "position startpos$padding"; done   # 80 lines of 1 MB: 76 MiB
read_until "^info string error: the commands waiting for the search hold more than 64 MiB; 'position startpos +\.\.\.' \(1000017 characters\) dropped$" 60
send "stop";                                       read_until '^bestmove ' 60
send "isready";                                    read_until '^readyok$' 60
dropped=$(grep -c 'dropped' "$engine_errors" || true)
((dropped >= 10 && dropped <= 16)) || fail "$dropped lines dropped, expected about 80 - 64"
send "go depth 2";                                 read_until '^bestmove [a-g][1-7][a-g][1-7]$' 60
send "quit"
exits_within 10
((engine_status == 0)) || fail "exit status $engine_status"
echo "uci queue bound: all answers as expected ($dropped lines dropped)"
