#!/usr/bin/env bash
# congo-cluster perft's nodes/s must not count more work than its time allows. Rank 0 times each depth;
# ranks that may start the next depth while rank 0 still prints the last one did their counting outside
# its clock (4 ranks on 2 cores: about 3x what one process counts). Compares the last line's nps: the
# cluster's lowest of three runs may not pass what min(ranks, cores) single processes count at their
# best of three (a margin that the timing noise of a busy machine does not reach).
# Usage: cluster_perft_speed.sh RANKS SINGLE_COMMAND... -- CLUSTER_COMMAND...
set -uo pipefail
ranks=$1
shift
single=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do single+=("$1"); shift; done
[ $# -gt 0 ] || { echo "usage: cluster_perft_speed.sh RANKS COMMAND... -- COMMAND..."; exit 2; }
shift
last_nps() {
    local out
    out=$("$@") || { echo "FAIL: exit status $? from $*" >&2; return 1; }
    sed -nE '$s/.* nps ([0-9]+)$/\1/p' <<<"$out"
}
best_single=0
lowest_cluster=
for _ in 1 2 3; do
    s=$(last_nps "${single[@]}") || exit 1
    c=$(last_nps "$@") || exit 1
    [ -n "$s" ] && [ -n "$c" ] || { echo "FAIL: no nps on the last line"; exit 1; }
    [ "$s" -gt "$best_single" ] && best_single=$s
    { [ -z "$lowest_cluster" ] || [ "$c" -lt "$lowest_cluster" ]; } && lowest_cluster=$c
done
cores=$(nproc)
workers=$((ranks < cores ? ranks : cores))
bound=$((workers * best_single))
echo "one process at best $best_single nodes/s; $ranks ranks at lowest $lowest_cluster; bound $bound ($workers x)"
[ "$lowest_cluster" -le "$bound" ] || { echo "FAIL: the cluster reports more nodes/s than $workers processes count"; exit 1; }
echo ok
