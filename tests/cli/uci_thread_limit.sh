#!/usr/bin/env bash
# congo uci when the threads asked for cannot all be started: under a 1 GB address-space limit with
# 8 MiB thread stacks, 128 threads' stacks alone (1 GiB) cannot fit. `setoption name Threads value 128`
# is refused like a Hash that cannot be allocated, the thread count is kept, and later searches run as
# before (they used to fail, each with `bestmove (none)`). A count that fits is still taken.
# (Not run under a sanitizer, which needs more address space.)
# Usage: uci_thread_limit.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"
ulimit -s 8192     # KiB of stack for each thread (glibc's default when unlimited is smaller)
ulimit -v 1000000  # KiB: for this shell and the engine it starts

start_engine
send "setoption name Threads value 128"
read_until '^info string error: cannot start 128 threads \(.+\); keeping 1 thread$' 20
for algorithm in alphabeta mcts; do
    send "setoption name Algorithm value $algorithm"
    send "position startpos"
    send "go depth 3 nodes 500"
    read_until '^bestmove ' 20
    [[ ${lines[-1]} =~ ^bestmove\ [a-g][1-7][a-g][1-7]$ ]] || fail "$algorithm: ${lines[*]}"
    (($(count 'error') == 0)) || fail "$algorithm searched with errors: ${lines[*]}"
done
# The Threads option still works: two threads fit, and search.
send "setoption name Algorithm value alphabeta"
send "setoption name Threads value 2"
send "isready"
read_until '^readyok$' 10
(($(count 'error') == 0)) || fail "2 threads were refused: ${lines[*]}"
send "go depth 4"
read_until '^bestmove [a-g][1-7][a-g][1-7]$' 20
(($(count 'error') == 0)) || fail "2 threads searched with errors: ${lines[*]}"
# Refused again from 2: the message keeps 2.
send "setoption name Threads value 128"
read_until '^info string error: cannot start 128 threads \(.+\); keeping 2 threads$' 20
send "go depth 3"
read_until '^bestmove [a-g][1-7][a-g][1-7]$' 20
(($(count 'error') == 0)) || fail "searched with errors after the refusal: ${lines[*]}"
send "quit"
exits_within 5
((engine_status == 0)) || fail "exit status $engine_status"
grep -q '^error: cannot start 128 threads (.*); keeping 1 thread$' "$engine_errors" || fail "stderr: $(cat "$engine_errors")"
echo "uci under a thread limit: all answers as expected"
