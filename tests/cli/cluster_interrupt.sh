#!/usr/bin/env bash
# Stops a congo-cluster tournament with SIGTERM, sent to mpirun (which passes it on to every rank) or
# to rank 1 alone, once every rank has its handler, and checks what rank 0 makes of it: the table of
# the games before the first unfinished one on stdout, "interrupted by SIGTERM after N of M games" on
# stderr (the signal named even when rank 0 did not receive it), a non-zero exit status, within 30 s.
# Usage: cluster_interrupt.sh mpirun|rank1[@SECONDS] EXPECTED_GAMES COMMAND...   (mpirun ... congo-cluster tournament ...)
# @SECONDS: the signal comes that much later (games are played meanwhile); EXPECTED_GAMES is a regex.
set -uo pipefail
source "$(dirname "$0")/signal_lib.sh"
target=${1%@*} expected_games=$2
delay=0
[ "$target" = "$1" ] || delay=${1#*@}
shift 2
dir=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null; rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "--- stdout:"; cat "$dir/out"; echo "--- stderr:"; cat "$dir/err"; exit 1; }

descendants() {  # the processes under $1, at any depth
    local child
    for child in $(pgrep -P "$1"); do
        echo "$child"
        descendants "$child"
    done
}
rank_of() {  # the MPI rank of process $1 (Open MPI or MPICH), or nothing
    tr '\0' '\n' <"/proc/$1/environ" 2>/dev/null | sed -nE 's/^(OMPI_COMM_WORLD_RANK|PMI_RANK)=//p' | head -n 1
}
catches_sigterm() {  # whether process $1 has a handler for SIGTERM (signal 15: bit 14 of SigCgt)
    local mask
    mask=$(sed -nE 's/^SigCgt:[[:space:]]*//p' "/proc/$1/status" 2>/dev/null)
    [ -n "$mask" ] && (((0x$mask >> 14) & 1))
}

"$@" >"$dir/out" 2>"$dir/err" &
pid=$!
ready=
for _ in $(seq 300); do  # at most 30 s for every rank to start and set its handler
    kill -0 "$pid" 2>/dev/null || fail "the tournament ended before it could be interrupted"
    ranks=() rank1=
    for p in $(descendants "$pid"); do
        r=$(rank_of "$p")
        [ -n "$r" ] || continue
        ranks+=("$p")
        [ "$r" = 1 ] && rank1=$p
    done
    if [ "${#ranks[@]}" -ge 2 ] && [ -n "$rank1" ]; then
        ready=yes
        for p in "${ranks[@]}"; do catches_sigterm "$p" || ready=; done
        [ -n "$ready" ] && break
    fi
    sleep 0.1
done
[ -n "$ready" ] || fail "the ranks did not all set a SIGTERM handler within 30 s"

sleep "$delay"
kill -0 "$pid" 2>/dev/null || fail "the tournament ended before it could be interrupted"
if [ "$target" = rank1 ]; then
    kill -TERM "$rank1"
else
    kill -TERM "$pid"
fi
await_exit 30 SIGTERM
[ "$status" -ne 0 ] || fail "exit status 0"
grep -q '^agent  *games  *wins' "$dir/out" || fail "no results table on stdout"
grep -qE "^interrupted by SIGTERM after $expected_games of [0-9]+ games; " "$dir/err" ||
    fail "no 'interrupted by SIGTERM after $expected_games of ...' line on stderr"
echo "ok: SIGTERM to $target, $expected_games games counted, exit status $status"
