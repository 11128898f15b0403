#!/usr/bin/env bash
# `go searchmoves` in `congo uci` with `setoption name Algorithm value mcts`: bestmove, the first move
# of every info pv and the last pv's are among the moves given, on several positions along a game, with
# MultiPV (a line per move at most), two threads, a clock, an infinite search and pondering; a lion
# capture left out is neither played nor announced as a mate, though the search before it proved it,
# and the search after it without searchmoves (on the tree kept between them) takes the lion again.
# Usage: uci_mcts_searchmoves.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"
start_engine

# searched_among REGEX WHAT: the search whose lines were just read answered a move matching REGEX,
# every info pv starts with one, and the last pv (of line 1, with MultiPV) starts with the move answered.
searched_among() {
    local best=${lines[-1]#bestmove }
    [[ $best =~ ^($1)$ ]] || fail "$2: bestmove $best, not one of $1"
    every_pv_starts_with "$1"
    [[ $(last_pv_move '^info depth [0-9]+ (multipv 1 )?score ') == "$best" ]] ||
        fail "$2: the last pv does not start with bestmove $best: ${lines[*]}"
}

send "setoption name Algorithm value mcts"

# Several positions along a game (MCTS's own moves), each searched among two of its moves other than
# the one MCTS answers without searchmoves: the first and the last that `congo moves` lists.
game=""
for ply in 1 2 3 4 5 6; do
    send "position startpos moves$game"
    send "d";                                 read_until '^[^ ]+ [wb] [0-9]+$'
    fen=${lines[-1]}
    send "go nodes 1000";                     read_until '^bestmove '
    own=${lines[-1]#bestmove }
    others=()
    for move in $("$congo" moves "$fen"); do [[ $move == "$own" ]] || others+=("$move"); done
    ((${#others[@]} >= 2)) || fail "fewer than two other moves at '$fen'"
    allowed="${others[0]}|${others[-1]}"
    send "go nodes 1000 searchmoves ${others[0]} ${others[-1]}"; read_until '^bestmove '
    searched_among "$allowed" "ply $ply ($fen), searchmoves ${others[0]} ${others[-1]}"
    game="$game $own"
done

# A single move is answered, with its keywords on either side, and repeats and the order do not matter.
send "position startpos"
send "go searchmoves g2g3 nodes 500";         read_until '^bestmove '
searched_among 'g2g3' "searchmoves g2g3"
send "go nodes 500 searchmoves e2e3 a2a3 e2e3"; read_until '^bestmove '
searched_among 'a2a3|e2e3' "searchmoves e2e3 a2a3 e2e3"

# MultiPV 3 with two moves: at most two lines, each beginning with one of them.
send "setoption name MultiPV value 3"
send "go nodes 2000 searchmoves a2a3 g2g3";   read_until '^bestmove '
(($(count '^info depth [0-9]+ multipv 3 ') == 0)) || fail "a third line for two searchmoves: ${lines[*]}"
(($(count '^info depth [0-9]+ multipv 2 ') >= 1)) || fail "no second line for two searchmoves: ${lines[*]}"
searched_among 'a2a3|g2g3' "MultiPV 3, searchmoves a2a3 g2g3"
send "setoption name MultiPV value 1"

# Two threads (root parallelism: every tree among the moves given), a clock, an infinite search.
send "setoption name Threads value 2"
send "go nodes 2000 searchmoves b2b3 f2f3";   read_until '^bestmove '
searched_among 'b2b3|f2f3' "Threads 2, searchmoves b2b3 f2f3"
send "setoption name Threads value 1"
send "go movetime 300 searchmoves c2c3 e2e3"; read_until '^bestmove ' 10
searched_among 'c2c3|e2e3' "movetime 300, searchmoves c2c3 e2e3"
send "go infinite searchmoves d2d3 b2c3"
sleep 0.5
send "stop";                                  read_until '^bestmove ' 10
searched_among 'd2d3|b2c3' "infinite, searchmoves d2d3 b2c3"
# Pondering: bestmove only after ponderhit, still one of the moves given.
send "go ponder movetime 200 searchmoves a2b3 g2f3"
none_within '^bestmove ' 400
send "ponderhit";                             read_until '^bestmove ' 10
searched_among 'a2b3|g2f3' "ponder, searchmoves a2b3 g2f3"

# The lion capture e1e7, proven at once; then, on the tree kept, left out: another move, and no mate in
# 1 announced (nothing else takes the lion at once); then, on the same tree again, without searchmoves:
# the capture once more.
send "position fen 4l2/6P/7/7/7/7/4L2 w 18"
for round in all some all; do
    if [[ $round == all ]]; then
        send "go nodes 3000";                 read_until '^bestmove '
        [[ ${lines[-1]} == "bestmove e1e7" ]] || fail "without searchmoves ($round): '${lines[-1]}', not the capture"
        (($(count '^info depth 1 score mate 1 .* pv e1e7$') >= 1)) || fail "no 'score mate 1' for the capture: ${lines[*]}"
    else
        send "go nodes 3000 searchmoves e1d1 e1d2 g6g7"; read_until '^bestmove '
        searched_among 'e1d1|e1d2|g6g7' "a lion capture left out"
        (($(count ' score mate 1 ') == 0)) || fail "a mate in 1 announced without the capture: ${lines[*]}"
        # It searched: the root's proof (by the capture) did not end it after one iteration.
        (($(count '^info .* nodes ([0-9]{3,}) ') >= 1)) || fail "the search without the capture stopped at once: ${lines[*]}"
    fi
done

# An illegal move is still refused by name, and the session serves on.
send "go searchmoves a2a4 nodes 100";         expect "^info string error: go: searchmoves: illegal move a2a4 "
send "isready";                               read_until '^readyok$'
(($(count '^bestmove') == 0)) || fail "a refused go answered: ${lines[*]}"

send "quit"
exits_within 10
echo "uci mcts searchmoves: all answers as expected"
