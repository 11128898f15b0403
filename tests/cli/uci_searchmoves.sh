#!/usr/bin/env bash
# `go searchmoves` and `go mate N` in `congo uci`: searchmoves plays only the moves given (every info pv
# starts with one of them, MultiPV gives at most one line each), an illegal one is an error naming it;
# mate N finds a forced lion capture within N moves and stops there, and answers a bestmove without one;
# with the mcts algorithm mate is refused (searchmoves with mcts: uci_mcts_searchmoves.sh).
# Usage: uci_searchmoves.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"
start_engine

# The engine's own choice at the start, first: the move given alone must be another.
send "position startpos"
send "go depth 4";                            read_until '^bestmove '
own=${lines[-1]#bestmove }
other=a2a3
[[ $own != "$other" ]] || other=b2b3
[[ $own != "$other" ]] || fail "the engine's own choice is both a2a3 and b2b3?"
send "go depth 4 searchmoves $other";         read_until '^bestmove '
[[ ${lines[-1]} == "bestmove $other" ]] || fail "searchmoves $other answered '${lines[-1]}'"
every_pv_starts_with "$other"

# Two moves, with the keywords on either side; every pv starts with one of them.
send "go searchmoves a2a3 g2g3 depth 5";      read_until '^bestmove '
[[ ${lines[-1]} =~ ^bestmove\ (a2a3|g2g3)$ ]] || fail "searchmoves a2a3 g2g3 answered '${lines[-1]}'"
(($(count '^info depth 5 ') >= 1)) || fail "no depth-5 line for searchmoves then depth"
every_pv_starts_with 'a2a3|g2g3'
send "go movetime 300 searchmoves c2c3 e2e3"; read_until '^bestmove ' 10
[[ ${lines[-1]} =~ ^bestmove\ (c2c3|e2e3)$ ]] || fail "searchmoves with movetime answered '${lines[-1]}'"
every_pv_starts_with 'c2c3|e2e3'

# MultiPV 3 with two moves: at most two lines, each beginning with one of them.
send "setoption name MultiPV value 3"
send "go depth 4 searchmoves a2a3 g2g3";      read_until '^bestmove '
(($(count '^info depth 4 multipv 3 ') == 0)) || fail "a third line for two searchmoves"
(($(count '^info depth 4 multipv 2 ') == 1)) || fail "no second line for two searchmoves"
every_pv_starts_with 'a2a3|g2g3'
send "setoption name MultiPV value 1"

# Errors: named, nothing searched, and the session still serves.
send "go searchmoves a2a4 depth 3";           expect "^info string error: go: searchmoves: illegal move a2a4 "
send "go searchmoves zz depth 3";             expect "^info string error: go: searchmoves: .*zz"
send "go depth 3 searchmoves";                expect "^info string error: go: 'searchmoves' needs at least one move$"
send "go searchmoves depth 3";                expect "^info string error: go: 'searchmoves' needs at least one move$"
for bad in 0 101 x; do
    send "go mate $bad";                      expect "^info string error: go: mate must be a whole number from 1 to 100, not '$bad'$"
done
send "go mate";                               expect "^info string error: go: 'mate' needs a value$"
send "isready";                               read_until '^readyok$'
(($(count '^(bestmove|info depth)') == 0)) || fail "a refused go searched: ${lines[*]}"
send "go depth 2";                            expect '^bestmove [a-g][1-7]'

# Mate in 1: the lion flies across the empty e-file.
send "position fen 4l2/6P/7/7/7/7/4L2 w 18"
send "go mate 1";                             read_until '^bestmove '
[[ ${lines[-1]} == "bestmove e1e7" ]] || fail "go mate 1 answered '${lines[-1]}'"
(($(count '^info depth 1 score mate 1 .* pv e1e7$') == 1)) || fail "no 'score mate 1' line: ${lines[*]}"
# Mate in 2 (three plies, e.g. g3e3 f5e4 e3c5; c1c3 wins too), found and answered within its depth of
# 3 plies; after the move answered, the lion is lost in one move whatever Black replies.
mate2="2e1c2/mgpz1e1/2l2pp/7/P4PG/PE1LP2/1ME1C1Z w 21"
send "position fen $mate2"
send "go mate 2";                             read_until '^bestmove '
winner=${lines[-1]#bestmove }
[[ $(last_pv_move '^info depth [1-3] score mate 2 ') == "$winner" ]] || fail "bestmove is not a 'score mate 2' line's move: ${lines[*]}"
(($(count '^info depth [4-9]') == 0)) || fail "go mate 2 searched past 3 plies: ${lines[*]}"
send "position fen $mate2 moves $winner"
send "go depth 4";                            read_until '^bestmove '
[[ ${lines[-2]} =~ ^info\ depth\ [0-9]+\ score\ mate\ -1\  ]] || fail "$winner is not a win in 2: ${lines[*]}"
# With a time limit too: whichever comes first (here the mate).
send "position fen $mate2"
send "go mate 2 movetime 60000";              read_until '^bestmove ' 30
[[ $(last_pv_move ' score mate 2 ') == "${lines[-1]#bestmove }" ]] || fail "go mate 2 movetime: ${lines[*]}"
# No forced win at the start: still a bestmove, after a search of 2N-1 = 3 plies.
send "position startpos"
send "go mate 2";                             read_until '^bestmove '
[[ ${lines[-1]} =~ ^bestmove\ [a-g][1-7][a-g][1-7] ]] || fail "go mate 2 without a mate answered '${lines[-1]}'"
(($(count '^info depth 3 score cp ') == 1)) || fail "no depth-3 line for go mate 2 at the start: ${lines[*]}"

# With mcts, a go with mate is searched by alpha-beta all the same (with searchmoves or not): the
# same forced win, proved at depth 3 at most.
send "setoption name Algorithm value mcts"
send "position fen $mate2"
send "go mate 2";                             read_until '^bestmove '
[[ ${lines[-1]} == "bestmove $winner" ]] || fail "go mate 2 with mcts answered '${lines[-1]}', not $winner: ${lines[*]}"
[[ $(last_pv_move '^info depth [1-3] score mate 2 ') == "$winner" ]] || fail "go mate 2 with mcts: no 'score mate 2' line: ${lines[*]}"
(($(count '^info string error') == 0)) || fail "go mate 2 with mcts was refused: ${lines[*]}"
send "go searchmoves a3a4 mate 2";            read_until '^bestmove '
[[ ${lines[-1]} == "bestmove a3a4" ]] || fail "go searchmoves a3a4 mate 2 with mcts answered '${lines[-1]}'"

send "quit"
exits_within 10
echo "uci searchmoves: all answers as expected"
