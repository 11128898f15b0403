#!/usr/bin/env bash
# Runs a congo-cluster command that must fail on every rank: a non-zero exit status, within 60 s (no
# rank left waiting), and the error said once (by rank 0, or by the one rank that failed), matching REGEX.
# Usage: cluster_error.sh REGEX COMMAND...
set -uo pipefail
regex=$1
shift
err=$(mktemp)
trap 'rm -f "$err"' EXIT
timeout 60 "$@" >/dev/null 2>"$err"
status=$?
fail() { echo "FAIL: $*"; cat "$err"; exit 1; }
[ "$status" -ne 124 ] || fail "still running after 60 s"
[ "$status" -ne 0 ] || fail "exit status 0"
errors=$(grep -c '^error: ' "$err")
[ "$errors" -eq 1 ] || fail "$errors error lines, expected one (from rank 0)"
grep -qE -- "$regex" "$err" || fail "no line matching $regex"
echo "ok: exit status $status, one error line"
