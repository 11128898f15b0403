#!/usr/bin/env bash
# An engine's name with a quote and a backslash: the PGN tags escape them (a raw quote would end the
# tag's value early and make the file unreadable to PGN tools).
# Usage: match_pgn_names.sh CONGO
set -uo pipefail
congo=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "--- stderr:"; cat "$dir/err"; echo "--- PGN:"; cat "$dir/games.pgn"; exit 1; }

timeout 120 "$congo" match --engine "say \"hi\"\\=$congo uci" --engine "plain=$congo uci" --movetime 10 --games 2 \
    --max-moves 1 --pgn "$dir/games.pgn" >/dev/null 2>"$dir/err"
status=$?
[ "$status" -eq 0 ] || fail "exit status $status"
grep -Fxq '[White "say \"hi\"\\"]' "$dir/games.pgn" || fail "game 1: the White tag is not escaped"
grep -Fxq '[Black "say \"hi\"\\"]' "$dir/games.pgn" || fail "game 2: the Black tag is not escaped"
[ "$(grep -c '^\[[A-Za-z]* "\([^"\\]\|\\.\)*"\]$' "$dir/games.pgn")" -eq 16 ] || fail "not 8 well-formed tags a game"
echo "PGN tags: names escaped"
