#!/usr/bin/env bash
# Plays `congo selfplay ARGS...`, replays its moves with `congo apply` and fails when a position (the
# move counter aside) comes back a third time: the engines must know the game's earlier positions, or
# the side ahead shuffles back and forth until the move limit draws a won game.
# Usage: selfplay_repetitions.sh CONGO [SELFPLAY ARGUMENT...]
set -euo pipefail
congo=$1
shift
start="gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 1"
output=$("$congo" selfplay "$@")
mapfile -t moves < <(awk '/^[0-9]+(\.   |\.\.\. )[a-g][1-7][a-g][1-7]/ {print $2}' <<<"$output")
(( ${#moves[@]} > 0 )) || { echo "no moves in the self-play output" >&2; exit 1; }
positions=()
for ((i = 0; i <= ${#moves[@]}; i++)); do
    fen=$("$congo" apply "$start" "${moves[@]:0:i}" | head -1)
    positions+=("${fen% *}")
done
repeated=$(printf '%s\n' "${positions[@]}" | sort | uniq -c | awk '$1 >= 3' | head -3)
if [[ -n $repeated ]]; then
    echo "positions seen three times or more in ${#moves[@]} plies:" >&2
    echo "$repeated" >&2
    exit 1
fi
echo "${#moves[@]} plies, no position three times"
