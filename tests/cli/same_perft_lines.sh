#!/usr/bin/env bash
# Runs two perft commands that must count the same (e.g. congo perft, and congo-cluster perft over
# MPI ranks) and compares their lines without the times: "depth d nodes n" each.
# Usage: same_perft_lines.sh COMMAND... -- COMMAND...
set -uo pipefail
first=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do first+=("$1"); shift; done
[ $# -gt 0 ] || { echo "usage: same_perft_lines.sh COMMAND... -- COMMAND..."; exit 2; }
shift
counts() {  # the lines without time_ms and nps, after checking their shape
    local out
    out=$("$@") || { echo "FAIL: exit status $? from $*" >&2; return 1; }
    grep -vqE '^depth [0-9]+ nodes [0-9]+ time_ms [0-9]+ nps [0-9]+$' <<<"$out" && { echo "FAIL: a line of another shape from $*: $out" >&2; return 1; }
    sed -E 's/ time_ms .*//' <<<"$out"
}
a=$(counts "${first[@]}") || exit 1
b=$(counts "$@") || exit 1
[ -n "$a" ] || { echo "FAIL: no lines"; exit 1; }
[ "$a" = "$b" ] || { echo "FAIL: the counts differ"; diff <(echo "$a") <(echo "$b"); exit 1; }
echo "ok: $(wc -l <<<"$a") depths, the same counts"
