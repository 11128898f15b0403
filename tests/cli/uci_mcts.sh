#!/usr/bin/env bash
# congo uci with `setoption name Algorithm value mcts`: listed by `uci`, go by nodes (iterations), time
# and infinite, stop, a proven win, bad values, and back to alpha-beta.
# Usage: uci_mcts.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"
start_engine

send "uci";                                   expect '^option name Algorithm type combo default alphabeta var alphabeta var mcts$'
                                              expect '^uciok$'
send "setoption name Algorithm value mcts"
send "position startpos"
send "go nodes 2000";                         read_until '^bestmove [a-g][1-7][a-g][1-7]$'
[[ $(count '^info depth [0-9]+ score cp -?[0-9]+ nodes [0-9]+ nps [0-9]+ time [0-9]+ pv [a-g]') -ge 10 ]] ||
    fail "expected a progress line per tenth of 2000 iterations: ${lines[*]}"
[[ $(count '^info .* nodes 2000 ') -ge 1 ]] || fail "the last line should report 2000 iterations: ${lines[*]}"
send "setoption name Algorithm value minimax";   expect "^info string error: setoption: unknown algorithm 'minimax' \\(alphabeta or mcts\\)$"
send "uci";                                   expect '^option name Algorithm type combo default mcts var alphabeta var mcts$'
# A lion capture is proven at once.
send "position fen 4l2/6P/7/7/7/7/4L2 w 18"
send "go movetime 5000";                      expect '^info depth 1 score mate 1 .* pv e1e7$' 10
                                              expect '^bestmove e1e7$'
# By time; then an infinite search answers only after stop.
send "position startpos moves c2c3"
send "go movetime 300";                       expect '^bestmove [a-g][1-7][a-g][1-7]$' 10
send "go infinite"
sleep 0.5
send "isready";                               expect '^readyok$'
send "stop";                                  expect '^bestmove [a-g][1-7][a-g][1-7]$' 10
# A depth means nothing to MCTS: it runs its default budget and answers.
send "go depth 3";                            expect '^bestmove [a-g][1-7][a-g][1-7]$' 30
send "ucinewgame"
send "setoption name Algorithm value alphabeta"
send "position startpos"
send "go depth 2";                            expect '^info depth 2 score cp' 
                                              expect '^bestmove [a-g][1-7][a-g][1-7]$'
send "quit"
exits_within 10
echo "uci mcts: all answers as expected"
