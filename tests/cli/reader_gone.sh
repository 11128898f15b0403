#!/usr/bin/env bash
# A reader that goes away (`congo analyse ... | head -3`) stops the work nobody will see: the program
# says "cannot write the output: Broken pipe" and exits 2 within seconds, instead of searching on, on
# every thread, to a depth or a time of hours. Usage: reader_gone.sh <path to congo>
set -uo pipefail
congo=$1
start="gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0"
err=$(mktemp)
trap 'rm -f "$err"' EXIT
limit=20  # seconds; each run ends in about one second (two engine moves for play)

ok=0
# stops_when_reader_gone LINES COMMAND...: the command's stdout goes to `head -LINES`; once head is done the
# command must end with status 2 and the broken pipe on stderr, well before the time limit.
stops_when_reader_gone() {
    local lines=$1
    shift
    timeout -k 5 "$limit" "$@" 2>"$err" </dev/null | head -n "$lines" >/dev/null
    local status=${PIPESTATUS[0]}
    if ((status == 124 || status == 137)); then
        echo "FAIL: '$*' searched on for ${limit}s after its reader went away"
        ok=1
    elif ((status != 2)) || ! grep -q '^error: cannot write the output: Broken pipe$' "$err"; then
        echo "FAIL: '$*': status $status, stderr: $(head -c 300 "$err")"
        ok=1
    fi
}

stops_when_reader_gone 3 "$congo" analyse "$start" --depth 64 --threads 2
stops_when_reader_gone 2 "$congo" analyse "$start" --algorithm mcts --movetime 3600000 --threads 2
stops_when_reader_gone 1 "$congo" play --white engine --black engine --movetime 1000 --ascii
((ok == 0)) && echo "reader gone: every search stopped"
exit $ok
