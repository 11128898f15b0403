# Helpers for the uci_*.sh tests, sourced after `congo` is set: `congo uci` as a coprocess, commands in,
# answers out. Every wait is bounded, so that a hung engine fails a test instead of blocking it.

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# start_engine [ARGS...]: starts `congo uci ARGS`; its stderr goes to the file $engine_errors.
start_engine() {
    engine_errors=$(mktemp)
    coproc ENGINE { exec "$congo" uci "$@" 2>"$engine_errors"; }
    engine_pid=$ENGINE_PID
    engine_in=${ENGINE[1]}
    exec {engine_out}<&"${ENGINE[0]}"  # a copy: bash closes the coprocess's own when it ends
    trap 'kill "$engine_pid" 2>/dev/null || true; rm -f "$engine_errors"' EXIT
}

send() { printf '%s\n' "$1" >&"$engine_in"; }

# close_input: the end of the engine's input, as when a GUI goes away.
close_input() { eval "exec $engine_in>&-"; }

# read_until REGEX [SECONDS]: reads lines into the array `lines` until one matches REGEX; fails when none
# does within SECONDS (10) or the output ends.
read_until() {
    local line deadline=$((SECONDS + ${2:-10}))
    lines=()
    while ((SECONDS <= deadline)) && IFS= read -r -t "${2:-10}" line <&"$engine_out"; do
        lines+=("$line")
        [[ $line =~ $1 ]] && return 0
    done
    local last=""
    ((${#lines[@]} == 0)) || last=${lines[-1]}
    fail "no line matching '$1' within ${2:-10} s (last line: '${last:0:200}')"
}

# expect REGEX [SECONDS]: read_until, for when the lines before the match do not matter.
expect() { read_until "$@"; }

# last_pv_move REGEX: the first move of the pv of the last of `lines` that matches REGEX and has a pv
# (the whole move: a monkey's capture sequence is longer than four characters); empty when none does.
last_pv_move() {
    local line move=""
    for line in "${lines[@]}"; do
        [[ $line =~ $1 && $line == *" pv "* ]] || continue
        move=${line##* pv }
        move=${move%% *}
    done
    echo "$move"
}

# count REGEX: how many of `lines` match REGEX.
count() {
    local n=0 line
    for line in "${lines[@]}"; do [[ $line =~ $1 ]] && n=$((n + 1)); done
    echo "$n"
}

# exits_within SECONDS: the engine ends by itself within SECONDS; its exit status lands in $engine_status.
exits_within() {
    local i
    for ((i = 0; i < $1 * 20; i++)); do
        if ! kill -0 "$engine_pid" 2>/dev/null; then
            engine_status=0
            wait "$engine_pid" || engine_status=$?
            return 0
        fi
        sleep 0.05
    done
    fail "the engine still runs $1 s later"
}

# now_ms: the wall clock in milliseconds.
now_ms() { echo $((${EPOCHREALTIME/./} / 1000)); }

# none_within REGEX MS: reads lines into the array `lines` for MS milliseconds (or until the output
# ends); fails when one matches REGEX. For what must not come yet (a bestmove held back).
none_within() {
    local line status left end=$(($(now_ms) + $2))
    lines=()
    while left=$((end - $(now_ms))); ((left > 0)); do
        status=0
        IFS= read -r -t "$((left / 1000)).$(printf '%03d' $((left % 1000)))" line <&"$engine_out" || status=$?
        ((status == 0)) || { ((status > 128)) && return 0; fail "the output ended (waiting $2 ms for no '$1')"; }
        lines+=("$line")
        [[ $line =~ $1 ]] && fail "'$line' within $2 ms, matching '$1'"
    done
    return 0
}
