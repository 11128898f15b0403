#!/usr/bin/env bash
# Interrupts congo match while it makes its random openings: a million games want 500,000 of them,
# more than there are, which takes minutes; SIGINT must end it at once, before the first game.
# Usage: match_openings_interrupt.sh CONGO
set -uo pipefail
source "$(dirname "$0")/signal_lib.sh"
congo=$1
dir=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null; rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "--- stdout:"; cat "$dir/out"; echo "--- stderr:"; cat "$dir/err"; exit 1; }

"$congo" match --engine a=/bin/false --engine b=/bin/false --games 1000000 >"$dir/out" 2>"$dir/err" &
pid=$!
sleep 1
interrupt_and_expect INT 5 130
grep -q "^interrupted by SIGINT before the first game$" "$dir/err" || fail "stderr does not say it was interrupted"
[ ! -s "$dir/out" ] || fail "a match began"
echo "interrupted while making openings: at once"
