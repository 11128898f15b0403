#!/usr/bin/env bash
# Interrupts congo match while it asks an engine, before the first game, whether it takes its options:
# the engine (in its own process group, out of reach of the signal) must be ended, and the runner must
# say so and exit 128 + signal. The engine here never answers and ignores `quit`: it only sleeps.
# Usage: match_preflight_interrupt.sh CONGO INT|TERM EXPECTED_STATUS
set -uo pipefail
source "$(dirname "$0")/signal_lib.sh"
congo=$1 signal=$2 expected=$3
dir=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null; [ -s "$dir/engine_pid" ] && kill -KILL "$(cat "$dir/engine_pid")" 2>/dev/null; rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "--- stdout:"; cat "$dir/out"; echo "--- stderr:"; cat "$dir/err"; exit 1; }

printf '#!/bin/sh\necho $$ > "%s/engine_pid.tmp" && mv "%s/engine_pid.tmp" "%s/engine_pid"\nexec sleep 120\n' \
    "$dir" "$dir" "$dir" >"$dir/deaf.sh"
chmod +x "$dir/deaf.sh"
"$congo" match --engine "deaf=$dir/deaf.sh" --engine "real=$congo uci" --engine-option deaf Hash=1 --movetime 10 \
    --games 2 >"$dir/out" 2>"$dir/err" &
pid=$!
for _ in $(seq 300); do  # the engine starts at once; at most 30 s on a loaded machine
    [ -s "$dir/engine_pid" ] && break
    sleep 0.1
done
[ -s "$dir/engine_pid" ] || fail "the engine was not started in 30 s"
engine=$(cat "$dir/engine_pid")
# The runner waits up to 5 s for the engine's uciok: the signal comes in that wait.
interrupt_and_expect "$signal" 10 "$expected"
grep -q "^interrupted by SIG$signal before the first game$" "$dir/err" || fail "stderr does not say it was interrupted"
for _ in $(seq 50); do  # reaped by the runner before it exits; a little slack all the same
    kill -0 "$engine" 2>/dev/null || break
    sleep 0.1
done
kill -0 "$engine" 2>/dev/null && fail "the engine ($engine) was left running"
echo "interrupted before the first game: no process left"
