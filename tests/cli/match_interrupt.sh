#!/usr/bin/env bash
# Interrupts a running congo match: it must stop promptly with the results so far, exit 128 + signal,
# and leave no engine process behind.
# Usage: match_interrupt.sh CONGO INT|TERM EXPECTED_STATUS
set -uo pipefail
source "$(dirname "$0")/signal_lib.sh"
congo=$1 signal=$2 expected=$3
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null; rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "--- stdout:"; cat "$dir/out"; echo "--- stderr:"; cat "$dir/err"; exit 1; }

# The fake plays instantly; the real engine thinks 50 ms a move: a game lasts a few seconds.
"$congo" match --engine "fake=$here/fake_engine.sh good $congo $dir" --engine "real=$congo uci" --movetime 50 \
    --games 1000 --concurrency 2 --max-moves 20 --pgn "$dir/games.pgn" >"$dir/out" 2>"$dir/err" &
pid=$!
await_first_game "$dir/out"
children=$(pgrep -P "$pid")  # the engines of the games in progress
[ -n "$children" ] || fail "no engine process is running"
interrupt_and_expect "$signal" 10 "$expected"  # it must stop promptly: at most 10 s
games=$(grep -c '^\[[0-9]*/1000\]' "$dir/out")
grep -q "^Score of fake vs real: .* of $games games\?$" "$dir/out" || fail "no score line for the $games games played"
grep -q "^interrupted by SIG$signal after $games of 1000 games" "$dir/err" || fail "stderr does not say it was interrupted"
[ "$(grep -c '^\[Result ' "$dir/games.pgn")" -eq "$games" ] || fail "the PGN file has not the $games games reported"
sleep 0.2
if pgrep -f "$dir" >/dev/null; then fail "engine processes were left running: $(pgrep -af "$dir")"; fi
for child in $children; do
    kill -0 "$child" 2>/dev/null && fail "engine process $child was left running"
done
echo "match interrupted by SIG$signal: results so far, no process left"
