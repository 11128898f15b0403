#!/usr/bin/env bash
# A tournament whose standard output cannot be written (/dev/full) must say so and fail, not exit 0.
# Usage: tournament_stdout_full.sh <wits2021-part6-tournament>
set -uo pipefail
err=$("$1" --agents random,minimax1 --games 2 --depth 1 2>&1 >/dev/full)
status=$?
[ "$status" -eq 2 ] || { echo "FAIL: exit status $status, expected 2"; echo "$err"; exit 1; }
grep -q '^error: cannot write the output: No space left on device$' <<<"$err" ||
    { echo "FAIL: no write error on stderr:"; echo "$err"; exit 1; }
echo "ok: exit status 2 and the write error reported"
