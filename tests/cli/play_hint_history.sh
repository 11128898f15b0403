#!/usr/bin/env bash
# `congo play`'s hint knows the game, as the engine's own moves do: a move back to a position of the
# game scores as a draw. Two human players shuffle back to the start (White far ahead: Black has only its giraffe, lion and zebra behind its pawns);
# the hint there must differ from the hint at the same position before any move, which is a1c3 (the
# first move of the shuffle, so now a repetition).
# Usage: play_hint_history.sh <path to congo>
set -uo pipefail
congo=$1
fen="g2l2z/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0"
hint() {
    printf '%s\n' "$@" hint quit |
        timeout 60 "$congo" play --white human --black human --depth 5 --fen "$fen" --ascii |
        grep -ao 'hint: [a-g1-7]*' | head -1
}
fresh=$(hint)
[ "$fresh" = "hint: a1c3" ] || { echo "FAIL: the hint at the start is '$fresh', not a1c3 (the test needs a new shuffle)"; exit 1; }
again=$(hint a1c3 a7c5 c3a1 c5a7)
[ -n "$again" ] || { echo "FAIL: no hint after the shuffle"; exit 1; }
[ "$again" != "$fresh" ] || { echo "FAIL: after a1c3 a7c5 c3a1 c5a7 the hint is still a1c3, a repetition"; exit 1; }
echo "play hint: knows the game (${again#hint: })"
