#!/usr/bin/env bash
# congo uci fed what no GUI should send: overlong lines, control bytes, huge tokens, unsupported
# commands, hundreds of moves. Each is reported on one short line and the session goes on.
# Usage: uci_protocol_abuse.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"
start_fen='gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0'

# still_serving: the session answers isready, and no line it wrote since the last check is long.
still_serving() {
    send "isready"
    read_until '^readyok$' 10
    local line
    for line in "${lines[@]}"; do ((${#line} < 400)) || fail "a line of ${#line} characters: ${line:0:100}..."; done
}

start_engine
send "uci"
read_until '^uciok$'
(($(count '^option name Threads type spin default 1 min 1 max 256$') == 1)) || fail "the Threads option is offered once"

# A line of 2 MiB: reported and skipped.
{ head -c $((2 << 20)) /dev/zero | tr '\0' 'x'; echo; } >&"$engine_in"
read_until '^info string error: line 2 is longer than 1048576 characters; skipped$'
still_serving

# Control bytes and a NUL: quoted escaped, never echoed raw.
printf 'frob\001\033[31m\000zz\n' >&"$engine_in"
read_until "^info string error: unknown command 'frob.x01.x1b\\[31m.x00zz'$"
printf '\r\n\t\n   \n' >&"$engine_in"  # blank lines are ignored
still_serving
(($(count 'error') == 0)) || fail "blank lines gave errors: ${lines[*]}"

# A 120 KB token is quoted in at most a short excerpt.
huge=$(head -c 120000 /dev/zero | tr '\0' '7')
send "go depth $huge"
read_until "^info string error: go: depth must be a whole number from 0 to 2000000000, not '7+\\.\\.\\.' \\(120000 characters\\)$"
send "position fen $huge w 0"
read_until '^info string error: position: bad FEN '
send "setoption name $huge value 1"
read_until '^info string error: setoption: unknown option '
send "$huge"
read_until '^info string error: unknown command '
still_serving

# Bad go parameters are named, and nothing is searched.
send "position startpos"
send "go searchmoves a2a5 depth 3"
read_until "^info string error: go: searchmoves: illegal move a2a5 "
send "go mate 0"
read_until "^info string error: go: mate must be a whole number from 1 to 100, not '0'$"
send "go frobnicate 3"
read_until "^info string error: go: unknown parameter 'frobnicate'$"
send "go depth"
read_until "^info string error: go: 'depth' needs a value$"
send "go depth -3"
read_until "^info string error: go: depth must be a whole number"
send "ponderhit"
read_until "^info string error: ponderhit: no search is pondering"
still_serving
(($(count '^(bestmove|info depth)') == 0)) || fail "a refused go searched: ${lines[*]}"

# 300 random moves: the first illegal one is named and the previous position is kept.
send "position startpos moves c2c3"
send "d"
read_until '^gmelecz/'
before=${lines[-1]}
files=(a b c d e f g)
moves=()
for ((i = 0; i < 300; i++)); do
    moves+=("${files[RANDOM % 7]}$((RANDOM % 7 + 1))${files[RANDOM % 7]}$((RANDOM % 7 + 1))")
done
send "position startpos moves ${moves[*]}"
read_until '^info string error: position: .*\(move [0-9]+\); position unchanged$'
send "d"
read_until '^gmelecz/'
[[ ${lines[-1]} == "$before" ]] || fail "an illegal move changed the position: '$before' became '${lines[-1]}'"

# A long game of random legal moves (chosen with `congo moves`) is accepted whole and gives the same
# position as `congo apply`.
fen=$start_fen
game=()
for ((i = 0; i < 300; i++)); do
    read -r -a legal <<<"$("$congo" moves "$fen")"
    ((${#legal[@]} > 0)) || break
    game+=("${legal[RANDOM % ${#legal[@]}]}")
    applied=$("$congo" apply "$start_fen" "${game[@]}")
    fen=$(head -n 1 <<<"$applied")
    [[ $(tail -n 1 <<<"$applied") == Continue ]] || break
done
send "position startpos moves ${game[*]}"
send "d"
read_until '^[a-zA-Z1-7/]+ [wb] [0-9]+$'
[[ ${lines[-1]} == "$fen" ]] || fail "after ${#game[@]} moves: '${lines[-1]}', expected '$fen'"
(($(count 'error') == 0)) || fail "a legal game was refused: ${lines[*]:0:3}"
still_serving

send "quit"
exits_within 2
((engine_status == 0)) || fail "exit status $engine_status"
echo "uci protocol abuse: all answers as expected (a game of ${#game[@]} plies)"
