#!/usr/bin/env bash
# congo uci pondering: `go ponder` holds its clock and its bestmove until `ponderhit` (the search then
# goes on under the go's limits) or `stop`, even when the search ends by itself; a stray ponderhit is an
# error; the Ponder option adds "ponder M", a legal reply, to bestmove; the same with Algorithm mcts.
# Bounds are generous: held means no bestmove within 600 ms (1500 in (a)) of a 100 ms search, sent means
# within 10 s.
# Usage: uci_ponder.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"
start_engine

move='[a-g][1-7][a-g][1-7]'
send "uci";                             expect '^option name Ponder type check default false$'
                                        expect '^uciok$'
send "position startpos moves c2c3";    send "isready"; expect '^readyok$'

# (a) The 100 ms of a movetime do not run while pondering; after ponderhit they do, and bestmove comes.
send "go ponder movetime 100";          none_within '^bestmove' 1500
(($(count '^info depth ') > 0)) || fail "no search seen while pondering: ${lines[*]}"
# Iterations ending past 200 ms show the 100 ms held (a bestmove held alone, as in (c), would not).
(($(count '^info depth .* time ([2-9][0-9]{2}|[0-9]{4,}) ') > 0)) || fail "the clock ran while pondering: ${lines[*]}"
send "isready";                         expect '^readyok$'  # answered at once: the search runs
send "ponderhit";                       read_until "^bestmove $move$"

# (b) stop during pondering (the opponent played another move) answers bestmove.
send "go ponder wtime 60000 btime 60000";  none_within '^bestmove' 300
send "stop";                            read_until "^bestmove $move$"
send "ponderhit";                       expect "^info string error: ponderhit: no search is pondering"

# (c) A search that ends by itself (depth 1) still holds its bestmove until ponderhit.
send "go ponder depth 1";               none_within '^bestmove' 600
(($(count '^info depth 1 ') == 1)) || fail "the depth-1 search did not finish while pondering: ${lines[*]}"
send "ponderhit";                       read_until "^bestmove $move$"
(($(count '^info depth') == 0)) || fail "searched on after ponderhit: ${lines[*]}"

# (d) ponderhit when nothing ponders: an error, and the session goes on as before.
send "ponderhit";                       expect "^info string error: ponderhit: no search is pondering \\(send it after 'go ponder'\\)$"
send "isready";                         expect '^readyok$'
send "go depth 2";                      read_until "^bestmove $move$"
send "go infinite";                     none_within '^bestmove' 300
send "ponderhit";                       expect "^info string error: ponderhit: no search is pondering"
send "stop";                            read_until "^bestmove $move$"

# (e) Ponder true: bestmove names a reply, legal after the move; Ponder false (the default) does not.
send "position startpos";               send "d"; read_until '^[a-zA-Z1-7/]+ [wb] [0-9]+$'
start=${lines[-1]}
check_reply() {  # the last of `lines` is "bestmove B ponder P": B legal at the start, P after it
    [[ ${lines[-1]} =~ ^bestmove\ ($move)\ ponder\ ($move)$ ]] || fail "no ponder move: '${lines[-1]}'"
    local best=${BASH_REMATCH[1]} reply=${BASH_REMATCH[2]} after
    [[ " $("$congo" moves "$start") " == *" $best "* ]] || fail "$best is not legal at the start"
    after=$("$congo" apply "$start" "$best" | head -n 1)
    [[ " $("$congo" moves "$after") " == *" $reply "* ]] || fail "$reply is not legal after $best"
}
send "setoption name Ponder value maybe"; expect "^info string error: setoption: Ponder must be true or false, not 'maybe'$"
send "setoption name Ponder value true"
send "uci";                             expect '^option name Ponder type check default true$'
send "go depth 4";                      read_until "^bestmove "
check_reply
send "go ponder depth 3";               none_within '^bestmove' 300
send "ponderhit";                       read_until "^bestmove "
check_reply
send "setoption name Ponder value FALSE"
send "go depth 4";                      read_until "^bestmove "
[[ ${lines[-1]} =~ ^bestmove\ $move$ ]] || fail "Ponder false: '${lines[-1]}'"

# (f) Algorithm mcts ponders the same way.
send "setoption name Algorithm value mcts"
send "position startpos moves c2c3"
send "go ponder movetime 100";          none_within '^bestmove' 600
# MCTS reports every tenth of its time: lines past 300 ms show the 100 ms held, not just the bestmove.
(($(count '^info .* time ([3-9][0-9]{2}|[0-9]{4,}) ') > 0)) || fail "mcts stopped searching while pondering: ${lines[*]}"
send "ponderhit";                       read_until "^bestmove $move$"
send "go ponder wtime 60000 btime 60000";  none_within '^bestmove' 300
send "stop";                            read_until "^bestmove $move$"
send "go ponder nodes 200";             none_within '^bestmove' 600  # 200 iterations end at once
send "ponderhit";                       read_until "^bestmove $move$"
send "setoption name Ponder value true"
send "go ponder nodes 2000";            none_within '^bestmove' 300
send "ponderhit";                       read_until "^bestmove "
[[ ${lines[-1]} =~ ^bestmove\ $move(\ ponder\ $move)?$ ]] || fail "mcts with Ponder: '${lines[-1]}'"

send "quit"
exits_within 5
((engine_status == 0)) || fail "exit status $engine_status"
echo "uci ponder: all answers as expected"
