#!/usr/bin/env bash
# congo uci under a 1 GB address-space limit: a Hash it cannot allocate is reported, the old table is
# kept, and the session goes on searching. (Not run under AddressSanitizer, which needs more.)
# Usage: uci_memory_limit.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"
ulimit -v 1000000  # KiB: for this shell and the engine it starts

start_engine
send "setoption name Hash value 4096"
read_until '^info string error: cannot allocate a 4096 MiB hash table \(out of memory\); keeping the 16 MiB table$' 20
send "isready"
read_until '^readyok$' 10
send "position startpos"
send "go depth 3"
read_until '^bestmove [a-g][1-7][a-g][1-7]' 20
# A table that fits is still taken.
send "setoption name Hash value 64"
send "isready"
read_until '^readyok$' 10
(($(count 'error') == 0)) || fail "a 64 MiB table was refused: ${lines[*]}"
send "quit"
exits_within 5
((engine_status == 0)) || fail "exit status $engine_status"
grep -q '^error: cannot allocate a 4096 MiB hash table (out of memory); keeping the 16 MiB table$' "$engine_errors" ||
    fail "stderr: $(cat "$engine_errors")"

# A Hash waiting behind a search when quit comes is not made: nothing would search with it (before, the
# table of a few GiB was cleared before the exit, or refused, as here, under the limit).
start_engine
send "position startpos"
send "go depth 60"
send "setoption name Hash value 4096"
send "quit"
read_until '^bestmove ' 10
exits_within 5
((engine_status == 0)) || fail "exit status $engine_status after quit"
! grep -q 'cannot allocate' "$engine_errors" || fail "a Hash queued before quit was still made: $(cat "$engine_errors")"

# Monte Carlo trees on two threads that outgrow the memory: the failing tree stops the other, the failure
# is reported and a legal move answered, and the session goes on (no abort of the whole engine).
ulimit -v 120000
start_engine
send "setoption name Algorithm value mcts"
send "setoption name Threads value 2"
send "isready"
read_until '^readyok$' 10
(($(count 'error') == 0)) || fail "two threads refused under 120 MB: ${lines[*]}"
send "go nodes 3000000"
read_until '^info string error: search failed: ' 60
read_until '^bestmove ' 10
[[ ${lines[-1]} =~ ^bestmove\ [a-g][1-7][a-g][1-7]$ ]] || fail "no legal move answered: ${lines[-1]}"
send "isready"
read_until '^readyok$' 10
send "quit"
exits_within 5
((engine_status == 0)) || fail "exit status $engine_status after the failed search"
echo "uci under a memory limit: all answers as expected"
