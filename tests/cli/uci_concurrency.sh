#!/usr/bin/env bash
# congo uci while it searches: every command is still heard, every `go` answers exactly one bestmove,
# and `quit` or the end of input end the process at once, whatever runs.
# Usage: uci_concurrency.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"

# A bare `go` searches until `stop`; a `go depth 2` behind it stops it first; isready is answered at once.
start_engine
send "position startpos"
send "go"
expect '^info depth 3 ' 20  # the bare go searches deeper than the second one will
send "go depth 2"
start=$(now_ms)
send "isready"
read_until '^readyok$' 3
(($(now_ms) - start < 1000)) || fail "readyok took $(($(now_ms) - start)) ms"
send "stop"
send "isready"
read_until '^readyok$' 5
send "quit"
exits_within 2
((engine_status == 0)) || fail "quit: exit status $engine_status"

# The same exchange, checked line by line: the first bestmove follows the deep search, the second one
# follows depth 2 at most, and there are exactly two.
start_engine
send "position startpos"
send "go"
read_until '^info depth 3 ' 20
send "go depth 2"
read_until '^bestmove ' 5
first=("${lines[@]}")
read_until '^bestmove ' 5
second=("${lines[@]}")
send "stop"
send "isready"
read_until '^readyok$' 5
lines=("${lines[@]}")
(($(count '^bestmove ') == 0)) || fail "a third bestmove: ${lines[*]}"
lines=("${second[@]}")
(($(count '^info depth [3-9]') == 0)) || fail "the go depth 2 search went deeper: ${second[*]}"
(($(count '^info depth 2 ') == 1)) || fail "the go depth 2 search did not report depth 2: ${second[*]}"
send "quit"
exits_within 2

# A bare go answers bestmove only after stop, even with a finished game in sight (mate in one is proven
# at once).
start_engine
send "position fen 4l2/6P/7/7/7/7/4L2 w 18"
send "go"
expect '^info depth 1 score mate 1 '
if IFS= read -r -t 1 line <&"$engine_out"; then fail "answered before stop: '$line'"; fi
send "stop"
expect '^bestmove e1e7$' 3
send "quit"
exits_within 2

# During a search with a limit, isready is answered at once, and a queued position waits for the search.
start_engine
send "position startpos"
send "go depth 60"
expect '^info depth 2 ' 10
send "position startpos moves c2c3"
send "d"
start=$(now_ms)
send "isready"
read_until '^readyok$' 3
(($(now_ms) - start < 1000)) || fail "readyok during a search took $(($(now_ms) - start)) ms"
(($(count '^bestmove ') == 0)) || fail "the depth-60 search ended before stop"
send "stop"
read_until '^bestmove ' 3
read_until '^gmelecz/ppppppp/7/7/2P4/PP1PPPP/GMELECZ b 0$' 3  # the position, set after the search
# stop also ends a go still waiting in the queue behind the running one: one bestmove each.
send "go depth 60"
send "go depth 60"
send "stop"
read_until '^bestmove ' 5
read_until '^bestmove ' 5
send "isready"
read_until '^readyok$' 5
(($(count '^bestmove ') == 0)) || fail "more than one bestmove per go"
# An error from an earlier command comes before the readyok of an isready sent after it.
send "setoption name Hash value 99999999"
send "isready"
read_until '^readyok$' 5
(($(count '^info string error: setoption: Hash must be') == 1)) || fail "isready overtook setoption: ${lines[*]}"
# quit during a search that would take hours: the process ends at once.
send "go depth 60"
expect '^info depth 3 ' 10
send "quit"
exits_within 2
((engine_status == 0)) || fail "quit during a search: exit status $engine_status"

# The end of input acts as quit: a bare go is stopped and answers bestmove, and the process ends.
start_engine
send "position startpos"
send "go"
expect '^info depth 2 ' 10
close_input
read_until '^bestmove [a-g][1-7][a-g][1-7]' 2
exits_within 2
((engine_status == 0)) || fail "end of input: exit status $engine_status"

# Commands piped in all at once: the searches they start are stopped by the end of input, but every
# go still answers.
out=$(printf 'position startpos\ngo depth 60\ngo\ngo infinite\n' | timeout 10 "$congo" uci)
[[ $(grep -c '^bestmove [a-g][1-7][a-g][1-7]$' <<<"$out") == 3 ]] || fail "piped gos: $out"

echo "uci concurrency: all answers as expected"
