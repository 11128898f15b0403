#!/usr/bin/env bash
# congo-cluster with more threads than a memory limit lets a rank start (128 stacks of 8 MiB do not
# fit in 1000000 KiB): an error matching REGEX on stderr from the ranks that cannot, every rank ends
# (none left waiting), a non-zero status, and nothing printed; never an abort ("terminate called ...").
# Usage: cluster_thread_limit.sh REGEX COMMAND...   (mpirun ... congo-cluster perft --threads 128 FEN DEPTH)
set -uo pipefail
regex=$1
shift
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "--- stdout:"; cat "$dir/out"; echo "--- stderr:"; cat "$dir/err"; exit 1; }
(
    ulimit -s 8192
    ulimit -v 1000000
    exec timeout 120 "$@"
) >"$dir/out" 2>"$dir/err"
status=$?
[ "$status" -ne 124 ] || fail "still running after 120 s"
[ "$status" -ne 0 ] || fail "exit status 0"
grep -qE -- "$regex" "$dir/err" || fail "no line matching $regex"
# Ranks that fail together must not mix their lines: every error line is whole.
grep '^error' "$dir/err" | grep -vqE -- "$regex" && fail "an error line that is not whole (lines of two ranks mixed?)"
grep -q 'terminate called' "$dir/err" && fail "a rank aborted"
[ ! -s "$dir/out" ] || fail "something was printed"
echo "ok: exit status $status, the threads refused"
