#!/usr/bin/env bash
# `othello solve` with nobody left to read its output (`| head -1`, or a full disk) stops searching:
# it says "cannot write the output: ..." and exits 2 within seconds, instead of searching on to the
# end of a game it cannot solve in hours (8x8 from the start, no --movetime).
# Usage: othello_reader_gone.sh <path to othello>
set -uo pipefail
othello=$1
err=$(mktemp)
trap 'rm -f "$err"' EXIT
limit=20  # seconds; each run should end within one

ok=0
# check STATUS WHAT REASON: the run must have ended by itself with status 2 and REASON on stderr.
check() {
    local status=$1 what=$2 reason=$3
    if ((status == 124 || status == 137)); then
        echo "FAIL: '$what' searched on for ${limit}s after its output was lost"
        ok=1
    elif ((status != 2)) || ! grep -q "^error: cannot write the output: $reason\$" "$err"; then
        echo "FAIL: '$what': status $status, stderr: $(head -c 300 "$err")"
        ok=1
    fi
}

timeout -k 5 "$limit" "$othello" solve 2>"$err" </dev/null | head -n 1 >/dev/null
check "${PIPESTATUS[0]}" "othello solve | head -1" "Broken pipe"
timeout -k 5 "$limit" "$othello" solve --size 6 2>"$err" </dev/null | head -n 3 >/dev/null
check "${PIPESTATUS[0]}" "othello solve --size 6 | head -3" "Broken pipe"
if [[ -w /dev/full ]]; then
    timeout -k 5 "$limit" "$othello" solve >/dev/full 2>"$err" </dev/null
    check "$?" "othello solve >/dev/full" "No space left on device"
fi
((ok == 0)) && echo "othello reader gone: every search stopped"
exit $ok
