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

# every_pv_starts_with REGEX: each info line of `lines` with a pv begins its pv with a move matching REGEX.
every_pv_starts_with() {
    local line move
    for line in "${lines[@]}"; do
        [[ $line == info* && $line == *" pv "* ]] || continue
        move=${line##* pv }
        move=${move%% *}
        [[ $move =~ ^($1)$ ]] || fail "a pv starts with $move, not one of $1: '$line'"
    done
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

# clock_searches_answer_last_pv N BASE SPREAD PV_REGEX MIN [CHECK]: N short searches by the clock (BASE +
# i % SPREAD ms a side), along a game walked forward with the moves answered (restarted at 40 plies or
# when it ends). Some stop in the middle of an iteration; every bestmove must still be the first move of
# the last info line matching PV_REGEX that has a pv, and at least MIN searches must print one. CHECK,
# a command, runs on each search's `lines` first. Leaves in `checked` how many searches printed one.
clock_searches_answer_last_pv() {
    local n=$1 base=$2 spread=$3 pv_regex=$4 min=$5 check=${6:-} moves="" i best last
    checked=0
    for ((i = 1; i <= n; i++)); do
        send "position startpos moves$moves"
        send "go wtime $((base + i % spread)) btime $((base + i % spread))"
        read_until '^bestmove ' 10
        best=${lines[-1]#bestmove }
        [[ -z $check ]] || $check
        last=$(last_pv_move "$pv_regex")
        if [[ -n $last ]]; then
            [[ $last == "$best" ]] || fail "bestmove $best after a last pv ('$pv_regex') starting $last: ${lines[*]}"
            checked=$((checked + 1))
        fi
        if [[ $best == "(none)" || $((i % 40)) == 0 ]]; then moves=""; else moves="$moves $best"; fi
    done
    ((checked >= min)) || fail "only $checked of $n searches printed an info line matching '$pv_regex'"
}
