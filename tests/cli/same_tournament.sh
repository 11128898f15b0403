#!/usr/bin/env bash
# Runs two tournaments that must give the same results (the same agents, depth-limited, the same seed,
# played another way: several games at once, or over MPI ranks) and compares their progress lines
# on stderr, their PGN files and their tables on stdout, all but the ms/move column (time varies).
# Usage: same_tournament.sh COMMAND... -- COMMAND...   (each gets --pgn FILE appended)
set -uo pipefail
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
first=() second=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do first+=("$1"); shift; done
[ $# -gt 0 ] || { echo "usage: same_tournament.sh COMMAND... -- COMMAND..."; exit 2; }
shift
second=("$@")
run() {  # run NAME COMMAND...
    local name=$1
    shift
    "$@" --pgn "$dir/$name.pgn" >"$dir/$name.out" 2>"$dir/$name.err"
    local status=$?
    [ "$status" -eq 0 ] || { echo "FAIL: exit status $status from $*"; cat "$dir/$name.err"; exit 1; }
    # The table without its ms/move column (the 7th of the agent lines).
    awk 'NF == 8 && $2 ~ /^[0-9]+$/ { $7 = "-" } { print }' "$dir/$name.out" >"$dir/$name.table"
}
run first "${first[@]}"
run second "${second[@]}"
for part in err pgn table; do
    cmp -s "$dir/first.$part" "$dir/second.$part" ||
        { echo "FAIL: the $part differs"; diff "$dir/first.$part" "$dir/second.$part" | head -n 20; exit 1; }
done
[ -s "$dir/first.pgn" ] || { echo "FAIL: no PGN written"; exit 1; }
echo "ok: $(grep -c '^\[Result ' "$dir/first.pgn") games, the same results, progress, PGN and table"
