#!/usr/bin/env bash
# Usage: tournament_pgn_numbers.sh TOURNAMENT [options]...
# The tournament's PGN numbers each game's moves from the FEN's count of moves played plus one (PGN
# numbers the move being played, as congo play and congo match do): "1." after "w 0", "5..." after "b 4".
set -u
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$@" --pgn "$dir/games.pgn" >/dev/null 2>"$dir/err" || fail "the tournament failed: $(cat "$dir/err")"
games=0
while IFS= read -r fen_line; do
    fen=${fen_line#'[FEN "'}
    fen=${fen%'"]'}
    read -r _ side played <<<"$fen"
    # The movetext is the first line after the blank line that ends this game's tags.
    first=$(awk -v tag="$fen_line" '$0 == tag { found = 1 } found && $0 == "" { getline; print $1; exit }' "$dir/games.pgn")
    want="$((played + 1))$([ "$side" = w ] && echo . || echo ...)"
    [ "$first" = "$want" ] || fail "the movetext after '$fen' starts with '$first', not '$want'"
    games=$((games + 1))
done < <(grep '^\[FEN ' "$dir/games.pgn" | sort -u)
((games > 0)) || fail "no game in the PGN"
echo "ok: PGN move numbers from the FEN's count plus one ($games openings)"
