#!/usr/bin/env bash
# A short real match: two `congo uci` processes at a small movetime, two games at once, through the
# runner. Checks the output's format and that every game of the PGN file replays legally (congo apply
# refuses an illegal move) to the result the file states.
# Usage: match_real.sh CONGO
set -uo pipefail
congo=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "--- stdout:"; cat "$dir/out"; echo "--- stderr:"; cat "$dir/err"; exit 1; }

timeout 120 "$congo" match --engine "one=$congo uci" --engine "two=$congo uci --rules standard" --movetime 10 \
    --games 4 --concurrency 2 --max-moves 25 --random-openings 4 --seed 7 --sprt -10 10 --pgn "$dir/games.pgn" \
    >"$dir/out" 2>"$dir/err"
status=$?
[ "$status" -eq 0 ] || fail "exit status $status"
grep -q '^congo match: one vs two, 4 games, 10 ms per move, 2 openings, standard rules$' "$dir/out" || fail "no header line"
for k in 1 2 3 4; do
    grep -Eq "^\[$k/4\] (one|two) \(White\) vs (one|two): (1-0|0-1|1/2-1/2), .+ \([0-9]+ plies?\); one [0-9]+-[0-9]+-[0-9]+ two$" \
        "$dir/out" || fail "no progress line for game $k"
done
[ "$(grep -n '^\[' "$dir/out" | cut -d/ -f1 | tr -d '[' | cut -d: -f2 | tr '\n' ' ')" = "1 2 3 4 " ] || fail "progress lines not in game order"
grep -Eq '^Score of one vs two: [0-9]+ wins, [0-9]+ draws, [0-9]+ losses \(W-D-L [0-9]+-[0-9]+-[0-9]+\), [0-9.]+% of 4 games$' "$dir/out" || fail "no score line"
grep -Eq '^Elo difference: .+ \(95%\), LOS [0-9.]+%$' "$dir/out" || fail "no Elo line"
grep -Eq '^SPRT \[-10, 10\] alpha 0.05 beta 0.05: LLR -?[0-9.]+, bounds \[-2.944, 2.944\]: (continue|H0|H1)' "$dir/out" || fail "no SPRT line"

# Replay each game: the FEN tag, then the moves of the movetext (numbers, the comment and the result dropped).
[ "$(grep -c '^\[Result ' "$dir/games.pgn")" -eq 4 ] || fail "the PGN file has not 4 games"
awk -v dir="$dir" '/^\[FEN "/ { split($0, q, "\""); n++; print q[2] > (dir "/fen" n) }
     /^[0-9]/ { sub(/ \{.*/, ""); print > (dir "/moves" n) }
     /^\[Result "/ { split($0, q, "\""); print q[2] > (dir "/result" n) }' "$dir/games.pgn"
for k in 1 2 3 4; do
    # PGN numbers the move being played, from 1: the FEN's count of moves played, plus one.
    read -r _ side played <"$dir/fen$k"
    first=$(cut -d' ' -f1 <"$dir/moves$k")
    [ "$first" = "$((played + 1))$([ "$side" = w ] && echo . || echo ...)" ] ||
        fail "game $k: the movetext starts with '$first' after a FEN with $played moves played"
    moves=$(tr ' ' '\n' <"$dir/moves$k" | grep -v '\.' | tr '\n' ' ')
    # shellcheck disable=SC2086
    after=$("$congo" apply "$(cat "$dir/fen$k")" $moves 2>"$dir/apply_err") || fail "game $k does not replay: $(cat "$dir/apply_err")"
    state=$(echo "$after" | tail -1)
    case "$(cat "$dir/result$k")" in
    1-0) [ "$state" = "White wins" ] || fail "game $k: 1-0, but the replay ends with '$state'" ;;
    0-1) [ "$state" = "Black wins" ] || fail "game $k: 0-1, but the replay ends with '$state'" ;;
    *) [ "$state" = "Continue" ] || [ "$state" = "Draw" ] || fail "game $k: a draw, but the replay ends with '$state'" ;;
    esac
done
echo "a real match: output and PGN as expected"
