# Shared by the scripts that interrupt a running program (source it): the caller defines fail() and
# keeps the program's process id in $pid.
#
# interrupt_and_expect SIGNAL SECONDS STATUS: sends SIGNAL, gives the program at most SECONDS to end,
# and checks that it exited with STATUS, left in $status. Clears $pid once the program is reaped.
interrupt_and_expect() {
    local signal=$1 seconds=$2 expected=$3
    kill -s "$signal" "$pid"
    for _ in $(seq $((seconds * 10))); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    kill -0 "$pid" 2>/dev/null && fail "still running $seconds s after SIG$signal"
    wait "$pid"
    status=$?
    pid=
    [ "$status" -eq "$expected" ] || fail "exit status $status, expected $expected"
}
