#!/usr/bin/env bash
# Runs COMMAND with its output on /dev/full: it must exit with status 2, within 60 s, and say why in one
# line on stderr, "error: cannot write the output: No space left on device", and nothing more.
# Usage: full_disk_said_once.sh COMMAND...
set -uo pipefail
err=$(mktemp)
trap 'rm -f "$err"' EXIT
timeout 60 "$@" >/dev/full 2>"$err"
status=$?
fail() { echo "FAIL: $*"; cat "$err"; exit 1; }
[ "$status" -eq 2 ] || fail "exit status $status, expected 2"
[ "$(cat "$err")" = "error: cannot write the output: No space left on device" ] ||
    fail "stderr is not the one error line ($(wc -l <"$err") lines)"
echo "ok: exit status 2, one error line"
