#!/usr/bin/env bash
# Interrupts `congo analyse` during a search far longer than the test: it must stop promptly, print
# the answer so far in its usual form, say "interrupted by SIGxxx" on stderr and exit 128 + the signal.
#   alphabeta  after its sixth iteration: the iterations so far, then a legal bestmove
#   early      as soon as it says its features, before or just as the search starts: the signal is
#              not lost (the first iteration, always completed, gives the bestmove)
#   mcts       after its first progress line (two trees): the final progress line, a legal bestmove
#   pns        once its memory grew by 64 MiB, its tree (it prints nothing before its answer): its
#              line, unknown, with the expansions made and "limit interrupted", and no bestmove
# Usage: analyse_interrupt.sh CONGO alphabeta|early|mcts|pns INT|TERM EXPECTED_STATUS
set -uo pipefail
source "$(dirname "$0")/signal_lib.sh"
congo=$1 case=$2 signal=$3 expected=$4
start="gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0"
dir=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null; rm -rf "$dir"' EXIT
fail() { echo "FAIL ($case, SIG$signal): $*"; echo "--- stdout:"; cat "$dir/out"; echo "--- stderr:"; cat "$dir/err"; exit 1; }

# await WHAT CONDITION...: polls CONDITION every 20 ms for at most 60 s; fails when the program ends first.
await() {
    local what=$1
    shift
    for _ in $(seq 3000); do
        "$@" && return 0
        kill -0 "$pid" 2>/dev/null || fail "it ended before $what"
        sleep 0.02
    done
    fail "no $what in 60 s"
}
printed() { grep -q "$1" "$dir/out"; }
# The program's resident memory in MiB (Linux: /proc), or nothing.
resident_mib() { awk '/^VmRSS:/ { print int($2 / 1024) }' "/proc/$pid/status" 2>/dev/null; }
# It is at least $1 MiB; where it cannot be read, a second's search stands in.
holds_mib() {
    local now
    now=$(resident_mib)
    if [ -n "$now" ]; then [ "$now" -ge "$1" ]; else sleep 1; fi
}

# Each budget is far beyond the 10 s the program is given to stop; pns's tree bound, 1 GB, takes it
# seconds to fill (the default one, a fraction of a second), and is soon reached if the signal is lost.
case $case in
    alphabeta | early) options=(--movetime 600000) ;;
    mcts) options=(--algorithm mcts --iterations 1000000000 --threads 2) ;;
    pns) options=(--algorithm pns --expansions 1000000000 --tree-nodes 25000000) ;;
    dfpn) options=(--algorithm dfpn --expansions 1000000000) ;;  # its table is bounded: it never stops by itself
    *) echo "unknown case $case"; exit 2 ;;
esac
: >"$dir/out"  # there before the polls below look into it
"$congo" analyse "$start" "${options[@]}" >"$dir/out" 2>"$dir/err" &
pid=$!
case $case in
    alphabeta) await "sixth iteration" printed '^depth 6 ' ;;
    early) await "features line" printed '^features: ' ;;
    mcts) await "progress line" printed '^iterations ' ;;
    pns)
        await "algorithm line" printed '^algorithm: pns '
        before=$(resident_mib)
        await "tree of 64 MiB" holds_mib $((${before:-0} + 64))
        ;;
    dfpn)
        await "algorithm line" printed '^algorithm: dfpn '
        sleep 1  # well into the search
        ;;
esac
# Twice, as an impatient user does: the second one, while it stops or answers, changes nothing.
kill -s "$signal" "$pid"
interrupt_and_expect "$signal" 10 "$expected"  # it must stop promptly: at most 10 s

[ "$(cat "$dir/err")" = "interrupted by SIG$signal" ] || fail "stderr is not the one line 'interrupted by SIG$signal'"
legal=" $("$congo" moves "$start") "
# bestmove_is_legal: the last line is "bestmove M" with M a legal move, and no other line is a bestmove.
bestmove_is_legal() {
    local last move
    last=$(tail -n 1 "$dir/out")
    move=${last#bestmove }
    [ "$last" = "bestmove $move" ] || fail "the last line is not a bestmove"
    [[ "$legal" == *" $move "* ]] || fail "bestmove $move is not a legal move"
    [ "$(grep -c '^bestmove' "$dir/out")" -eq 1 ] || fail "more than one bestmove line"
}
counts='nodes [0-9]+ nps [0-9]+ time [0-9]+ tthit [0-9.]+ hashfull [0-9]+ ebf [0-9.]+ pv [a-g1-7 ]+'
case $case in
    alphabeta | early)
        bestmove_is_legal
        grep -qE "^depth 1 score (cp|mate) -?[0-9]+ $counts$" "$dir/out" || fail "no first iteration's line"
        # Nothing but the features, the tablebases, the iterations and the bestmove, as at a normal end.
        others=$(grep -vE "^(features: |tablebases: |depth [0-9]+ score (cp|mate) -?[0-9]+ $counts$|bestmove )" "$dir/out")
        [ -z "$others" ] || fail "unexpected lines: $others"
        ;;
    mcts)
        bestmove_is_legal
        # The final progress line just before the bestmove, as at a normal end.
        tail -n 2 "$dir/out" | head -n 1 | grep -qE '^iterations [0-9]+ nodes [0-9]+ ips [0-9]+ time [0-9]+ score ' ||
            fail "no final progress line before the bestmove"
        ;;
    pns)
        [ "$(wc -l <"$dir/out")" -eq 2 ] || fail "not two lines: the algorithm and the answer"
        tail -n 1 "$dir/out" |
            grep -qE '^pns: unknown expansions [1-9][0-9]* nodes [1-9][0-9]* eps [0-9]+ time [0-9]+ hits [0-9]+ tbhits [0-9]+ limit interrupted$' ||
            fail "no 'pns: unknown ... limit interrupted' line with the expansions made"
        ;;
    dfpn)
        [ "$(wc -l <"$dir/out")" -eq 2 ] || fail "not two lines: the algorithm and the answer"
        tail -n 1 "$dir/out" |
            grep -qE '^dfpn: unknown expansions [1-9][0-9]* entries [1-9][0-9]* eps [0-9]+ time [0-9]+ hits [0-9]+ tbhits [0-9]+ limit interrupted$' ||
            fail "no 'dfpn: unknown ... limit interrupted' line with the expansions made"
        ;;
esac
echo "analyse interrupted ($case) by SIG$signal: the answer so far, status $status"
