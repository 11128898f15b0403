#!/usr/bin/env bash
# congo match against a misbehaving engine (fake_engine.sh MODE): the fake loses both games (it plays
# each colour once) for the stated reason, the PGN says why, the match ends in bounded time, and no
# engine process is left behind. The margin leaves the fake time for its own congo calls (a sanitized
# build under load is slow to start).
# Usage: match_misbehaviour.sh CONGO MODE REASON_REGEX TERMINATION
set -uo pipefail
congo=$1 mode=$2 reason=$3 termination=$4
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL ($mode): $*"; echo "--- stdout:"; cat "$dir/out"; echo "--- stderr:"; cat "$dir/err"; exit 1; }

# The temporary directory is in the fake's command line, so that its processes can be told apart.
timeout 60 "$congo" match --engine "fake=$here/fake_engine.sh $mode $congo $dir" --engine "real=$congo uci" \
    --movetime 20 --margin 1000 --games 2 --max-moves 10 --pgn "$dir/games.pgn" >"$dir/out" 2>"$dir/err"
status=$?
[ "$status" -eq 124 ] && fail "the match did not end within 60 s"
[ "$status" -eq 0 ] || fail "exit status $status"
grep -Eq "^\[1/2\] fake \(White\) vs real: 0-1, White \(fake\) $reason" "$dir/out" || fail "game 1 is not a loss for: $reason"
grep -Eq "^\[2/2\] real \(White\) vs fake: 1-0, Black \(fake\) $reason" "$dir/out" || fail "game 2 is not a loss for: $reason"
grep -q "^Score of fake vs real: 0 wins, 0 draws, 2 losses" "$dir/out" || fail "the score is not 0-0-2"
[ "$(grep -c "^\[Termination \"$termination\"\]" "$dir/games.pgn")" -eq 2 ] || fail "the PGN has not two Termination \"$termination\" tags"
[ "$(grep -Ec "\{(White|Black) \(fake\) $reason" "$dir/games.pgn")" -eq 2 ] || fail "the PGN has not two comments saying why"
sleep 0.2
if pgrep -f "$dir" >/dev/null; then fail "engine processes were left running: $(pgrep -af "$dir")"; fi
echo "match against a fake engine ($mode): both games lost as expected"
