#!/usr/bin/env bash
# congo match with engines that leave processes outside their process group (leaky_engine.sh: a setsid
# child, a double-forked daemon with a child, a daemon with an empty environment): once the match has
# ended, none of them may still run, however the engines' games ended (a normal end, a crash, no answer
# to go, no answer to uci, the match's SIGTERM); and with games played at once, an engine's helpers must
# not be ended while it still plays (it would exit with status 4 and lose).
# Usage: match_descendants.sh CONGO
set -uo pipefail
source "$(dirname "$0")/signal_lib.sh"
congo=$1
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d)
pid= run=
cleanup() {
    [ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null
    for file in "$dir"/*/pids/*; do  # what a failed run left, if it is still what it was
        [ -f "$file" ] || continue
        leaked=$(cat "$file")
        grep -qaF "$dir" "/proc/$leaked/cmdline" 2>/dev/null && kill -KILL "$leaked"
    done
    rm -rf "$dir"
}
trap cleanup EXIT
fail() { echo "FAIL ($run): $*"; echo "--- stdout:"; cat "$dir/$run/out"; echo "--- stderr:"; cat "$dir/$run/err"; exit 1; }

# none_left: every process the run's engines left behind has ended (a little slack for the kernel).
none_left() {
    local kind file left
    for kind in child daemon daemon-child bare; do
        ls "$dir/$run/pids/$kind-of-"* >/dev/null 2>&1 || fail "no engine started a '$kind' process"
    done
    for _ in $(seq 50); do
        left=
        for file in "$dir/$run"/pids/*; do
            kill -0 "$(cat "$file")" 2>/dev/null && left="$left $(basename "$file")"
        done
        [ -z "$left" ] && break
        sleep 0.1
    done
    [ -z "$left" ] || fail "processes left running after the match:$left"
    if pgrep -f "$dir/$run" >/dev/null; then fail "processes left running: $(pgrep -af "$dir/$run")"; fi
}

# match RUN ARGS...: runs congo match in its own directory RUN (the engines' DIR), at most 60 s.
match() {
    run=$1
    shift
    mkdir -p "$dir/$run"
    timeout 60 "$congo" match "$@" >"$dir/$run/out" 2>"$dir/$run/err"
    status=$?
    [ "$status" -eq 124 ] && fail "the match did not end within 60 s"
    [ "$status" -eq 0 ] || fail "exit status $status"
}

# Two leaky engines, two games at once, one engine's options checked first. The first engine is slow
# as White: the game in which it is Black ends first, while the other game goes on, and the helpers of
# that game's engines must not be ended with the engines that finished (every game is drawn by the move
# limit, none lost by an engine that found its helpers gone). None is left at the end.
match concurrent --engine "a=env FAKE_ENGINE_WHITE_DELAY=0.3 $here/leaky_engine.sh good $congo $dir/concurrent" \
    --engine "b=$here/leaky_engine.sh good $congo $dir/concurrent" --engine-option a Hash=1 \
    --games 2 --concurrency 2 --movetime 10 --max-moves 4
grep -q "is gone" "$dir/$run/err" && fail "an engine lost its helpers while it played"
[ "$(grep -c '^\[[12]/2\] .*: 1/2-1/2, move limit' "$dir/$run/out")" -eq 2 ] || fail "not 2 games drawn by the move limit"
none_left

# Games that end by a crash, no answer to go, no answer to uci.
for mode in crash timeout silent; do
    match "$mode" --engine "fake=$here/leaky_engine.sh $mode $congo $dir/$mode" --engine "real=$congo uci" \
        --movetime 20 --margin 1000 --games 2 --max-moves 10
    grep -q "^Score of fake vs real: 0 wins, 0 draws, 2 losses" "$dir/$run/out" || fail "the fake did not lose both games"
    none_left
done

# SIGTERM while games are played.
run=sigterm
mkdir -p "$dir/$run"
"$congo" match --engine "fake=$here/leaky_engine.sh good $congo $dir/$run" --engine "real=$congo uci" --movetime 50 \
    --games 1000 --concurrency 2 --max-moves 20 >"$dir/$run/out" 2>"$dir/$run/err" &
pid=$!
await_first_game "$dir/$run/out"
# While the match goes on, what the engines that have ended left is gone already, but for what cleared
# its environment: that waits until no engine runs (here the match's end), as it might be a helper of
# an engine still playing.
ended=
for file in "$dir/$run"/pids/child-of-*; do
    engine=${file##*/child-of-}
    engine=${engine%%.*}
    kill -0 "$engine" 2>/dev/null || ended="$ended $engine"
done
[ -n "$ended" ] || fail "no engine has ended after a game"
for _ in $(seq 50); do  # they are ended as soon as their engine is reaped: a little slack for a loaded machine
    left=
    for engine in $ended; do
        for file in "$dir/$run/pids/"{child,daemon,daemon-child}-of-"$engine".*; do
            [ -f "$file" ] && kill -0 "$(cat "$file")" 2>/dev/null && left="$left $(basename "$file")"
        done
    done
    [ -z "$left" ] && break
    sleep 0.1
done
[ -z "$left" ] || fail "processes outlived their engine while the match went on:$left"
kill -0 "$pid" 2>/dev/null || fail "the match ended before it could be interrupted"
interrupt_and_expect TERM 10 143
none_left

echo "match descendants: none left running"
