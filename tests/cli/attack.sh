#!/usr/bin/env bash
# Attacks every program as a hostile or unlucky session would: a full disk, endless or binary input,
# huge and control-byte arguments, a memory limit. Every program must answer with an error message and
# a non-zero exit status, never crash (a signal), hang (the time limit) or pour raw bytes on a terminal.
# Usage: attack.sh BIN_DIR DATA_DIR [--no-memory-limit] [--programs NAME,NAME...]
#   --no-memory-limit: ASan cannot run under `ulimit -v`;
#   --programs: every program built (CMake's GAMETREE_PROGRAMS): each must be run on a full disk below.
# Ends with "attack: N passed, M failed"; exit status 1 when any check failed.
set -uo pipefail
bin=$1
data=$2
shift 2
memory_limit=yes
programs=()
while [ $# -gt 0 ]; do
    case $1 in
    --no-memory-limit) memory_limit=no ;;
    --programs) IFS=, read -r -a programs <<< "${2:-}"; shift ;;
    *) echo "attack.sh: unknown argument '$1'"; exit 2 ;;
    esac
    shift
done
declare -A full_disk_checked=()  # the programs run with their output on /dev/full
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
limit=60  # seconds for one command; every check here normally takes well under one

# run NAME COMMAND...: runs the command (stdin, stdout redirections done by the caller through `sh -c`),
# keeping its status in $status and its stderr in $work/err.
run() {
    local name=$1
    shift
    timeout -k 5 "$limit" bash -c "$@" 2>"$work/err"
    status=$?
    current=$name
}
pass() { passed=$((passed + 1)); }
fail() {
    failed=$((failed + 1))
    echo "FAIL: $current: $1 (status $status; stderr: $(head -c 300 "$work/err" | tr -d '\000-\010\016-\037'))"
}
# expect_error REGEX: the command failed cleanly (status 1-127, not the time limit) and said REGEX on stderr.
expect_error() {
    if ((status == 0)); then fail "exit status 0"; return; fi
    if ((status == 124 || status == 137)); then fail "did not end within ${limit}s"; return; fi
    if ((status >= 128)); then fail "killed by signal $((status - 128))"; return; fi
    if ! grep -Eq -- "$1" "$work/err"; then fail "stderr does not match '$1'"; return; fi
    if LC_ALL=C grep -q $'\x1b' "$work/err"; then fail "a raw escape byte reached stderr"; return; fi
    pass
}

# expect_short_message: the last command's stderr is under 400 bytes, whatever the size of its input.
expect_short_message() {
    local size
    size=$(wc -c < "$work/err")
    if ((size < 400)); then pass; else fail "a message of $size bytes"; fi
}

# expect_said_once: the last command's stderr is one line (a failure noticed twice is reported once).
expect_said_once() {
    local lines
    lines=$(wc -l < "$work/err")
    if ((lines == 1)); then pass; else fail "$lines lines on stderr, expected one"; fi
}

congo=$bin/congo
start="gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0"
course=$data/wits2021
declare -A sample=([part1-board]=part1_sample [part2-lion]=part2_lion [part2-zebra]=part2_zebra
    [part2-elephant]=part2_elephant [part2-pawn]=part2_pawn [part3-execute]=part3_sample [part4-eval]=part4_eval
    [part4-minimax]=part4_minimax2 [part5-eval]=part5_adveval [part5-alphabeta]=part5_alphabeta4)

# --- 1. A full disk: the output is lost, and the program must say so ------------------------------
for program in "${!sample[@]}"; do
    run "$program > /dev/full" "'$bin/wits2021-$program' < '$course/${sample[$program]}.in' > /dev/full"
    expect_error "^error: cannot write the output: No space left on device"
    full_disk_checked[wits2021-$program]=1
done
full_disk_checked[congo]=1 full_disk_checked[othello]=1 full_disk_checked[chess960]=1
full_disk_checked[chess-simulator]=1 full_disk_checked[wits2021-part6-tournament]=1  # below
for args in "moves '$start'" "apply '$start' c2c3" "perft '$start' 3" "analyse '$start' --depth 2" \
    "selfplay --depth 1 --max-moves 2" "help" "perft --help" \
    "play --white engine --black engine --depth 1 --max-moves 2 --ascii" \
    "match --engine 'a=$congo uci' --engine 'b=$congo uci' --movetime 10 --max-moves 2"; do
    run "congo $args > /dev/full" "'$congo' $args > /dev/full"
    expect_error "^error: cannot write the output: No space left on device"
    expect_said_once
done
run "congo uci > /dev/full" "printf 'uci\nisready\nquit\n' | '$congo' uci > /dev/full"
expect_error "cannot write the output"
expect_said_once
# A human's game: the reason is the write's, not that of the terminal check after it (it once said
# "Inappropriate ioctl for device").
run "congo play, a human moves, > /dev/full" "printf 'c2c3\nquit\n' | '$congo' play --ascii --depth 1 > /dev/full"
expect_error "^error: cannot write the output: No space left on device$"
expect_said_once
for args in "perft 5" "solve --board '-OOO----OOX-XOXXX-O-OXX--XOOX----OXX X'" "selfplay --size 6 --depth 1"; do
    run "othello $args > /dev/full" "'$bin/othello' $args > /dev/full"
    expect_error "^error: cannot write the output: No space left on device"
    expect_said_once
done
for args in "--all" "518" "--help"; do
    run "chess960 $args > /dev/full" "'$bin/chess960' $args > /dev/full"
    expect_error "^error: cannot write the output"
done
printf 'initialize\nprint\nexit\n' > "$work/commands.txt"
run "chess-simulator > /dev/full" "'$bin/chess-simulator' '$work/commands.txt' > /dev/full"
expect_error "cannot write the output"
run "tournament > /dev/full" "'$bin/wits2021-part6-tournament' --agents minimax1,random --games 2 --depth 1 --max-moves 5 > /dev/full"
expect_error "cannot write"
run "tournament --pgn /dev/full" "'$bin/wits2021-part6-tournament' --agents minimax1,random --games 2 --depth 1 --max-moves 5 --pgn /dev/full > /dev/null"
expect_error "cannot write '/dev/full'"
# The other programs: the tutorial's and the README's (they once exited 0 with their output lost), the
# small examples, congo-cluster alone (without mpirun, which would not pass the failure on) and the
# benchmarks, each with a quick run. A program built but missing here fails the check after them.
declare -A quick_run=(
    [tutorial_step1_concepts]="" [tutorial_step2_perft]="" [tutorial_step3_engine]="" [tutorial_step4_arena]=""
    [tutorial_step5_conformance]="" [tutorial_step6_chance]="" [readme_quick_start]="" [readme_mcts_quick_start]=""
    [own_game]=""
    [dice-nim]="solve --stones 3" [congo-cluster]="perft '$start' 2"
    [search_bench]="--depth 1 --repeat 1" [exact_search_bench]="--depth 1 --repeat 1" [evaluation_share]="--depth 1"
    [mcts_bench]="--iterations 10 --games 0" [pns_bench]="--movetime 1 --quick" [tablebase_bench]="--tables 0"
    [tune_congo]="--games 2 --nodes 50"
    [texel_generate]="--games 1 --nodes 50 --out /dev/null" [texel_tune]="--help"
    [congo_bench]="--benchmark_filter=play_every_start_move --benchmark_min_time=0.001")
for program in "${!quick_run[@]}"; do
    [[ -x $bin/$program ]] || continue  # not built here (congo-cluster without MPI, say): not listed either
    run "$program > /dev/full" "'$bin/$program' ${quick_run[$program]} > /dev/full"
    if [[ $program == tutorial_* || $program == readme_* ]]; then
        expect_error "^error: cannot write the output$"  # a check of their own: no reason (see the README)
    else
        expect_error "^error: cannot write the output: No space left on device"
    fi
    full_disk_checked[$program]=1
done
for program in "${programs[@]}"; do
    [[ -n $program ]] || continue
    current="$program > /dev/full" status=1
    if [[ -n ${full_disk_checked[$program]:-} ]]; then pass; else
        echo "FAIL: the program $program is never run on a full disk here: add it to attack.sh's quick_run"
        failed=$((failed + 1))
    fi
done

# --- 1b. A closed pipe: the reader went away before the first write. The write fails with EPIPE and
# is reported; the program is not killed by SIGPIPE. (The pipe: a FIFO opened for reading and writing,
# then for writing, then its reading end closed, so that no reader is left.)
mkfifo "$work/pipe"
closed_pipe="exec 3<>'$work/pipe' 4>'$work/pipe' 3<&-;"
for program in "${!sample[@]}"; do
    run "$program | closed pipe" "$closed_pipe '$bin/wits2021-$program' < '$course/${sample[$program]}.in' >&4"
    expect_error "^error: cannot write the output: Broken pipe$"
done
for args in "moves '$start'" "perft '$start' 3" "analyse '$start' --depth 2" "selfplay --depth 1 --max-moves 2" \
    "help" "play --white engine --black engine --depth 1 --max-moves 2 --ascii" \
    "match --engine 'a=$congo uci' --engine 'b=$congo uci' --movetime 10 --max-moves 2"; do
    run "congo $args | closed pipe" "$closed_pipe '$congo' $args >&4"
    expect_error "^error: cannot write the output: Broken pipe$"
    expect_said_once
done
run "congo uci | closed pipe" "$closed_pipe printf 'uci\nisready\nquit\n' | '$congo' uci >&4"
expect_error "^error: cannot write the output: Broken pipe$"
expect_said_once
run "congo play, a human moves, | closed pipe" "$closed_pipe printf 'c2c3\nquit\n' | '$congo' play --ascii --depth 1 >&4"
expect_error "^error: cannot write the output: Broken pipe$"
for args in "perft 5" "selfplay --size 6 --depth 1"; do
    run "othello $args | closed pipe" "$closed_pipe '$bin/othello' $args >&4"
    expect_error "^error: cannot write the output: Broken pipe$"
done
run "chess960 --all | closed pipe" "$closed_pipe '$bin/chess960' --all >&4"
expect_error "^error: cannot write the output"
run "chess-simulator | closed pipe" "$closed_pipe '$bin/chess-simulator' '$work/commands.txt' >&4"
expect_error "cannot write the output"
run "tournament | closed pipe" "$closed_pipe '$bin/wits2021-part6-tournament' --agents minimax1,random --games 2 --depth 1 --max-moves 5 >&4"
expect_error "cannot write"
# The small examples and the benchmarks too (they were killed by SIGPIPE); not the README's and the
# tutorial's programs, which check their output with three lines of their own.
for program in "${!quick_run[@]}"; do
    [[ -x $bin/$program && $program != tutorial_* && $program != readme_* ]] || continue
    run "$program | closed pipe" "$closed_pipe '$bin/$program' ${quick_run[$program]} >&4"
    expect_error "^error: cannot write the output: Broken pipe$"
done

# --- 2. Endless input without a line end: bounded memory, then an error -----------------------------
for program in "${!sample[@]}"; do
    run "$program < /dev/zero" "'$bin/wits2021-$program' < /dev/zero > /dev/null"
    expect_error "^error: line 1: no line end in 64 MiB of input"
done
run "chess-simulator /dev/zero" "'$bin/chess-simulator' /dev/zero > /dev/null"
expect_error "larger than 16 MiB"
run "congo play < /dev/zero" "'$congo' play --ascii < /dev/zero > '$work/out'"
if ((status == 0)) && grep -q "input without line ends given up" "$work/out"; then pass; else fail "play did not give up the input"; fi
run "congo uci < /dev/zero" "'$congo' uci < /dev/zero > /dev/null"
if ((status < 124)); then pass; else fail "uci did not end"; fi

# --- 2b. A directory as input: reading it fails ("Is a directory"); an error, never an abort ---------
for program in "${!sample[@]}"; do
    run "$program < a directory" "'$bin/wits2021-$program' < '$work' > /dev/null"
    expect_error "^error: line 1: cannot read the input: Is a directory$"
    expect_said_once
done
run "congo uci < a directory" "'$congo' uci < '$work' > /dev/null"
expect_error "^error: cannot read the input: Is a directory; ending the session$"
expect_said_once
run "congo play < a directory" "'$congo' play --depth 1 < '$work' > /dev/null"
expect_error "^error: cannot read the input: Is a directory$"
expect_said_once
run "congo match --openings a directory" "'$congo' match --engine 'a=$congo uci' --engine 'b=$congo uci' --openings '$work' > /dev/null"
expect_error "^error: cannot read the openings file '.*': Is a directory$"
expect_said_once

# --- 3. Binary garbage between valid cases: the valid ones are still answered -----------------------
head -c 20000 /dev/urandom | tr -d '\n' > "$work/garbage"
{ echo 3; sed -n 2p "$course/part4_eval.in"; cat "$work/garbage"; echo; sed -n 2p "$course/part4_eval.in"; } > "$work/mixed.in"
run "part4-eval with a binary case" "'$bin/wits2021-part4-eval' < '$work/mixed.in' > '$work/out'"
expect_error "^error: line 3: bad FEN"
expected=$(sed -n 1p "$course/part4_eval.expected")
if [[ $(sed -n 1p "$work/out") == "$expected" && $(sed -n 2p "$work/out") == "$expected" ]]; then pass; else
    fail "the two valid cases were not answered"; fi
expect_short_message
for program in "${!sample[@]}"; do
    # The first byte is fixed: random bytes that began with a digit and a line end (about 1 run in
    # 6,500) would make a valid count, and the first error would then be on line 2.
    run "$program < random bytes" "{ printf '\\x80'; head -c 100000 /dev/urandom; } | '$bin/wits2021-$program' > /dev/null"
    expect_error "^error: line 1: "
done

# --- 4. Huge arguments and control bytes: quoted in at most ~80 characters, escaped -----------------
huge=$(head -c 120000 /dev/zero | tr '\0' 'p')
run "congo moves with a 120 KB FEN" "'$congo' moves '$huge w 0'"
expect_error "^error: bad FEN '.{80}\.\.\.' \(120004 characters\)"
expect_short_message
run "congo apply with a 120 KB move" "'$congo' apply '$start' '$huge'"
expect_error "^error: move 1: malformed move"
expect_short_message
run "congo moves with escape sequences" "'$congo' moves \$'\\x1b[2J\\x1b]0;pwned\\x07 w 0'"
expect_error "^error: bad FEN '\\\\x1b\[2J"
run "congo apply with an escape sequence as a move" "'$congo' apply '$start' \$'\\x1b[31mc2c3'"
expect_error "^error: move 1: malformed move"
run "chess960 with a 120 KB argument" "'$bin/chess960' '$huge'"
expect_error "^error: '.{80}\.\.\.' \(120000 characters\): "
expect_short_message
run "congo with a 120 KB option" "'$congo' moves '--$huge'"
expect_error "^error: unknown option '--p"
expect_short_message
printf 'initialize\n%s\nprint\n' "$huge" > "$work/long_line.txt"
run "chess-simulator with a 120 KB line" "'$bin/chess-simulator' '$work/long_line.txt' > '$work/out'"
expect_error "^error: line 2 is longer than 1024 characters \(skipped\)"
if grep -q '^> print$' "$work/out"; then pass; else fail "the commands after the long line were not run"; fi
run "chess-simulator with escape sequences as its file" "'$bin/chess-simulator' \$'\\x1b[2J\\x1b]0;pwned\\x07'"
expect_error "^error: cannot open '\\\\x1b\[2J"
run "chess-simulator with a 120 KB option" "'$bin/chess-simulator' '--$huge'"
expect_error "^error: unknown option '--p"
expect_short_message

# --- 5. A memory limit: a table too large for it is an error, not an abort ---------------------------
if [[ $memory_limit == yes ]]; then
    run "congo analyse --hash 4096 under ulimit -v 1000000" "ulimit -v 1000000; '$congo' analyse '$start' --depth 2 --hash 4096"
    expect_error "^error: cannot allocate a 4096 MiB hash table \(out of memory\)"
    run "congo selfplay --hash 4096 under ulimit -v 1000000" "ulimit -v 1000000; '$congo' selfplay --depth 1 --hash 4096"
    expect_error "^error: cannot allocate a 4096 MiB hash table"
    run "congo play --hash 4096 under ulimit -v 1000000" "ulimit -v 1000000; '$congo' play --hash 4096 < /dev/null"
    expect_error "^error: cannot allocate a 4096 MiB hash table"
    # Threads that cannot be started: 128 stacks of 8 MiB (1 GiB) do not fit in 1000000 KiB. An error,
    # not an abort ("terminate called ...", status 134).
    for args in "play --threads 128 --white engine --black engine --depth 2 --max-moves 1 --ascii" \
        "analyse '$start' --depth 3 --threads 128" "analyse '$start' --algorithm mcts --iterations 1000 --threads 128" \
        "selfplay --depth 2 --max-moves 1 --threads 128" "perft --threads 128 '$start' 5"; do
        run "congo $args under ulimit -v 1000000" "ulimit -s 8192; ulimit -v 1000000; '$congo' $args < /dev/null > /dev/null"
        expect_error "^error: cannot start 128 threads \(.+\); try fewer --threads$"
        expect_said_once
    done
    # congo match: 256 game threads at once do not fit either; said before any engine starts.
    run "congo match --concurrency 256 under ulimit -v 1000000" "ulimit -s 8192; ulimit -v 1000000; '$congo' match --engine 'a=$congo uci' --engine 'b=$congo uci' --games 256 --concurrency 256 --movetime 10 --max-moves 2 > /dev/null"
    expect_error "^error: cannot start 256 game threads \(.+\); try fewer --concurrency$"
    expect_said_once
    # The course's tournament: 512 game threads at once do not fit either; said before any game.
    run "part6-tournament --concurrency 1024 under ulimit -v 1000000" "ulimit -s 8192; ulimit -v 1000000; '$bin/wits2021-part6-tournament' --agents random,minimax1 --games 512 --depth 1 --max-moves 5 --concurrency 1024 > /dev/null"
    expect_error "^error: cannot start 512 game threads \(.+\); try fewer --concurrency$"
    expect_said_once
    # The game threads start, but an engine in a game cannot start its 200 search threads: said as that,
    # not as game threads that could not start.
    run "part6-tournament engine-t200 under ulimit -v 1000000" "ulimit -s 8192; ulimit -v 1000000; '$bin/wits2021-part6-tournament' --agents engine-t200,engine-plain --games 4 --depth 2 --max-moves 5 --concurrency 2 > /dev/null"
    expect_error "^error: cannot start the threads of 2 games at once and of their engines' searches \(.+\); try fewer --concurrency or engines on fewer threads \(engine-tT\)$"
    expect_said_once
    # A perft too shallow to be split runs on one thread, whatever --threads says: nothing to refuse.
    run "congo perft --threads 128 depth 3 under ulimit -v 1000000" "ulimit -s 8192; ulimit -v 1000000; '$congo' perft --threads 128 '$start' 3 > '$work/out'"
    if ((status == 0)) && grep -q '^depth 3 nodes 14332 ' "$work/out"; then pass; else fail "a one-thread perft was refused"; fi
fi

echo "attack: $passed passed, $failed failed"
((failed == 0))
