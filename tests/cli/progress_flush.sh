#!/usr/bin/env bash
# Progress that a user waits for reaches a pipe as it happens, not when the program ends:
# `congo perft FEN 8 | cat` shows depths 1-5 long before depth 8 is done, and `congo analyse` shows its
# first iterations while it still thinks. Usage: progress_flush.sh <path to congo>
set -uo pipefail
congo=$1
start="gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0"

# first_line_within SECONDS REGEX COMMAND...: the command's stdout, through a pipe, shows a line
# matching REGEX within SECONDS while the command is still running; the command is then stopped.
first_line_within() {
    local seconds=$1 regex=$2
    shift 2
    local line found=no
    coproc RUN { "$@" | cat; }
    local pid=$RUN_PID
    while IFS= read -r -t "$seconds" line <&"${RUN[0]}"; do
        if [[ $line =~ $regex ]]; then found=yes; break; fi
    done
    local running=no
    kill -0 "$pid" 2>/dev/null && running=yes
    pkill -P "$pid" 2>/dev/null
    kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    if [[ $found == yes && $running == yes ]]; then return 0; fi
    echo "FAIL: '$*' did not show '$regex' within ${seconds}s while running (found: $found, running: $running)" >&2
    return 1
}

ok=0
first_line_within 20 '^depth 4 nodes 356456 ' "$congo" perft "$start" 9 || ok=1
first_line_within 20 '^depth 2 score ' "$congo" analyse "$start" --movetime 120000 || ok=1
first_line_within 20 '^1\. ' "$congo" selfplay --depth 9 || ok=1
((ok == 0)) && echo "progress: every line arrived as it happened"
exit $ok
