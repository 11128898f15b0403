#!/usr/bin/env bash
# congo uci with an output that cannot be written (/dev/full, a closed pipe): it says so on stderr and
# fails, also when the write fails in the middle of a search, instead of running on.
# Usage: uci_stdout_full.sh <path to congo>
set -uo pipefail
congo=$1
errors=$(mktemp)
trap 'rm -f "$errors"' EXIT

check() {  # check NAME INPUT: runs the session on INPUT with stdout on /dev/full
    printf '%b' "$2" | timeout 10 "$congo" uci >/dev/full 2>"$errors"
    local status=$?
    ((status != 0 && status != 124)) || { echo "FAIL: $1: exit status $status" >&2; exit 1; }
    grep -q '^error: cannot write the output: No space left on device$' "$errors" ||
        { echo "FAIL: $1: stderr: $(cat "$errors")" >&2; exit 1; }
    (($(wc -l <"$errors") == 1)) || { echo "FAIL: $1: the error is said more than once: $(cat "$errors")" >&2; exit 1; }
}
check "uci, quit" 'uci\nquit\n'
check "a search" 'position startpos\ngo depth 60\n'
check "a search, then more commands" 'position startpos\ngo\nisready\nposition startpos\ngo depth 3\nisready\n'
# Noticed at once, not at the end of input: with the input still open, the search is given up and the
# error is on stderr within a second.
{ printf 'position startpos\ngo depth 60\n'; sleep 3; } | timeout 10 "$congo" uci >/dev/full 2>"$errors" &
sleep 1
grep -q '^error: cannot write the output: ' "$errors" || { echo "FAIL: not noticed during the search" >&2; exit 1; }
wait $! && { echo "FAIL: exit status 0 after the failed writes" >&2; exit 1; }
# A reader that goes away (a GUI that died, `| head`): the write fails with EPIPE and is reported, the
# program is not killed by SIGPIPE (status 141).
{ echo 'go infinite'; sleep 1; } | timeout 10 "$congo" uci 2>"$errors" | head -c 10 >/dev/null
statuses=("${PIPESTATUS[@]}")
((statuses[1] == 2)) || { echo "FAIL: a closed pipe: exit status ${statuses[1]}" >&2; exit 1; }
grep -q '^error: cannot write the output: Broken pipe$' "$errors" ||
    { echo "FAIL: a closed pipe: stderr: $(cat "$errors")" >&2; exit 1; }
(($(wc -l <"$errors") == 1)) || { echo "FAIL: a closed pipe: said more than once: $(cat "$errors")" >&2; exit 1; }
echo "uci with a full output: all failures reported"
