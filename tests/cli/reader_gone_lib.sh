# Sourced by the reader-gone tests: a program whose output nobody reads any more (`| head -N`, a full
# disk) must say "cannot write the output: <reason>" and exit 2 within seconds, instead of working on
# for nobody. Set `limit` (seconds) before calling; `ok` is 1 once a check failed.
ok=0
lost_output_err=$(mktemp)
trap 'rm -f "$lost_output_err"' EXIT

# check_lost_output STATUS REASON COMMAND...: the run of COMMAND ended with STATUS; it must have ended by
# itself with status 2 and REASON on stderr.
check_lost_output() {
    local status=$1 reason=$2
    shift 2
    if ((status == 124 || status == 137)); then
        echo "FAIL: '$*' worked on for ${limit}s after its output was lost"
        ok=1
    elif ((status != 2)) || ! grep -q "^error: cannot write the output: $reason\$" "$lost_output_err"; then
        echo "FAIL: '$*': status $status, stderr: $(head -c 300 "$lost_output_err")"
        ok=1
    fi
}

# stops_when_reader_gone LINES COMMAND...: the command's stdout goes to `head -LINES`.
stops_when_reader_gone() {
    local lines=$1
    shift
    timeout -k 5 "$limit" "$@" 2>"$lost_output_err" </dev/null | head -n "$lines" >/dev/null
    check_lost_output "${PIPESTATUS[0]}" "Broken pipe" "$@"
}

# stops_on_full_disk COMMAND...: the command's stdout is /dev/full (skipped where there is none).
stops_on_full_disk() {
    [[ -w /dev/full ]] || return 0
    timeout -k 5 "$limit" "$@" >/dev/full 2>"$lost_output_err" </dev/null
    check_lost_output "$?" "No space left on device" "$@"
}
