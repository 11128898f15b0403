#!/usr/bin/env bash
# Interrupts a running tournament with a signal and checks that nothing finished was lost: the exit
# status, the PGN file (every game reported on stderr is in it, complete) and the table on stdout.
# Usage: tournament_interrupt.sh <wits2021-part6-tournament> <INT|TERM> <expected status> <arguments...>
set -uo pipefail
source "$(dirname "$0")/signal_lib.sh"
program=$1 signal=$2 expected=$3
shift 3
dir=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null; rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "--- stdout:"; cat "$dir/out"; echo "--- stderr:"; cat "$dir/err"; exit 1; }
progress() { grep -c '^\[[0-9]*/[0-9]*\] ' "$dir/err"; }

"$program" "$@" --pgn "$dir/games.pgn" >"$dir/out" 2>"$dir/err" &
pid=$!
for _ in $(seq 600); do  # at most 60 s for three finished games
    [ "$(progress)" -ge 3 ] && break
    kill -0 "$pid" 2>/dev/null || fail "the tournament ended before it could be interrupted"
    sleep 0.1
done
seen=$(progress)
[ "$seen" -ge 3 ] || fail "fewer than 3 progress lines after 60 s"
interrupt_and_expect "$signal" 20 "$expected"  # it must stop promptly: at most 20 s

# Every game in the file is complete: its movetext ends with the result of its Result tag.
games=$(grep -c '^\[Result ' "$dir/games.pgn")
complete=$(awk '/^\[Result "/ { split($0, q, "\""); result = q[2]; next }
                /^[^[]/ && result != "" { if ($NF == result) n++; result = "" }
                END { print n + 0 }' "$dir/games.pgn")
[ "$games" -ge "$seen" ] || fail "$games games in the PGN file, but $seen were reported before the signal"
[ "$complete" -eq "$games" ] || fail "$games Result tags but $complete complete games in the PGN file"
tail -n 2 "$dir/games.pgn" | grep -qE ' (1-0|0-1|1/2-1/2)$' || fail "the PGN file ends in the middle of a game"

# The table counts exactly the games in the file (each game counts for two agents), and says so.
grep -q '^agent  *games  *wins' "$dir/out" || fail "no results table on stdout"
grep -q '^Elo difference' "$dir/out" || fail "no Elo lines on stdout"
counted=$(awk 'NR > 1 && NF == 0 { exit } NR > 1 { sum += $2 } END { print sum + 0 }' "$dir/out")
[ "$counted" -eq $((2 * games)) ] || fail "the table counts $counted agent-games, expected $((2 * games))"
grep -qE "^interrupted by SIG$signal after $games of [0-9]+ games; the table counts " "$dir/err" ||
    fail "no 'interrupted by SIG$signal after $games of ...' line on stderr"
echo "ok: SIG$signal after $seen reported games; $games complete games kept, exit status $status"
