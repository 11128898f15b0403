#!/usr/bin/env bash
# Runs a congo-cluster tournament that must succeed: exit status 0 within 60 s, no error line on stderr,
# and its N games all counted ("[N/N] ..." on stderr) in the table on stdout. For agents whose play
# varies from run to run (engines on several threads), where same_tournament.sh cannot compare.
# Usage: cluster_succeeds.sh COMMAND...   (mpirun ... congo-cluster tournament ...)
set -uo pipefail
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
timeout 60 "$@" >"$dir/out" 2>"$dir/err"
status=$?
fail() { echo "FAIL: $*"; echo "--- stdout:"; head -n 20 "$dir/out"; echo "--- stderr:"; head -n 40 "$dir/err"; exit 1; }
[ "$status" -ne 124 ] || fail "still running after 60 s"
[ "$status" -eq 0 ] || fail "exit status $status"
grep -q '^error' "$dir/err" && fail "an error line"
grep -q '^agent  *games  *wins' "$dir/out" || fail "no results table on stdout"
last=$(grep -E '^\[[0-9]+/[0-9]+\] ' "$dir/err" | tail -n 1 | sed -E 's/^\[([0-9]+)\/([0-9]+)\].*/\1 \2/')
[ -n "$last" ] || fail "no game counted"
read -r done total <<<"$last"
[ "$done" = "$total" ] || fail "$done of $total games counted"
echo "ok: $total games"
