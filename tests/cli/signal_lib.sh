# Shared by the scripts that interrupt a running program (source it): the caller defines fail() and
# keeps the program's process id in $pid.
#
# await_exit SECONDS WHAT: gives the program at most SECONDS to end (failing with "still running SECONDS
# s after WHAT"), reaps it and leaves its exit status in $status. Clears $pid.
await_exit() {
    local seconds=$1 what=$2
    for _ in $(seq $((seconds * 10))); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    kill -0 "$pid" 2>/dev/null && fail "still running $seconds s after $what"
    wait "$pid"
    status=$?
    pid=
}

# interrupt_and_expect SIGNAL SECONDS STATUS: sends SIGNAL, gives the program at most SECONDS to end,
# and checks that it exited with STATUS, left in $status. Clears $pid once the program is reaped.
interrupt_and_expect() {
    local signal=$1 seconds=$2 expected=$3
    kill -s "$signal" "$pid"
    await_exit "$seconds" "SIG$signal"
    [ "$status" -eq "$expected" ] || fail "exit status $status, expected $expected"
}

# await_first_game FILE: waits (at most 60 s) until the running match has printed its first game's line
# ("[1/N] ...") to FILE; fails when the match ends first or no game finishes in time.
await_first_game() {
    local file=$1
    for _ in $(seq 600); do
        grep -q '^\[1/' "$file" && return 0
        kill -0 "$pid" 2>/dev/null || fail "the match ended before it could be interrupted"
        sleep 0.1
    done
    fail "no game finished in 60 s"
}
