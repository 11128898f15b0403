#!/usr/bin/env bash
# `congo play` on a terminal shows that the engine thinks, with the depth and best move so far, and
# erases that line when it plays. A pseudo-terminal comes from util-linux's `script`.
# Usage: play_thinking.sh <path to congo>
set -uo pipefail
congo=$1
out=$(mktemp)
trap 'rm -f "$out"' EXIT
command -v script >/dev/null || { echo "play thinking: skipped (no 'script' command)"; exit 0; }
(sleep 1; printf 'c2c3\n'; sleep 6; printf 'quit\n') |
    timeout 30 script -qec "'$congo' play --depth 5 --ascii" /dev/null > "$out"
status=$?
((status == 0)) || { echo "FAIL: exit status $status"; exit 1; }
grep -aq 'black is thinking\.\.\.' "$out" || { echo "FAIL: no 'black is thinking...'"; exit 1; }
grep -aEq 'black is thinking: depth 5, best [a-g][1-7][a-g][1-7] \((cp|mate) -?[0-9]+\)' "$out" ||
    { echo "FAIL: no progress line for depth 5"; exit 1; }
grep -aEq $'\r *\rblack plays [a-g][1-7][a-g][1-7]' "$out" || { echo "FAIL: the status line was not erased"; exit 1; }
echo "play thinking: shown on the terminal"
