#!/usr/bin/env bash
# congo uci builds its tablebases on `isready`, before any search, not inside the first timed search
# that reaches a small endgame; once per engine, again for another rule set.
# Usage: uci_tablebases.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"
start_engine

send "uci";                           expect '^uciok$'
send "isready";                       read_until '^readyok$' 30
(($(count '^info string tablebases: built 17 tables for the standard rules in [0-9]+ ms$') == 1)) ||
    fail "the first isready did not build the tablebases: ${lines[*]}"
# Built once: the next isready answers at once.
send "ucinewgame"
send "isready";                       read_until '^readyok$'
(($(count '^info string tablebases') == 0)) || fail "the tablebases were built again: ${lines[*]}"
# A search in a tablebase endgame (White's zebra against the bare lion) reads them.
send "position fen 4l2/7/7/7/7/7/Z1L4 w 0"
send "go movetime 100";               read_until '^bestmove [a-g][1-7][a-g][1-7]$'
(($(count '^info string tablebases') == 0)) || fail "the search built tablebases: ${lines[*]}"
(($(count '^info depth [0-9]+ score mate [0-9]+ ') >= 1)) || fail "no mate score from the tablebases: ${lines[*]}"
# Other rules, another engine: its tables are built at the next isready.
send "setoption name Rules value wits2021"
send "isready";                       read_until '^readyok$' 30
(($(count '^info string tablebases: built 17 tables for the wits2021 rules in [0-9]+ ms$') == 1)) ||
    fail "isready did not build the wits2021 tablebases: ${lines[*]}"
send "quit"
exits_within 10
((engine_status == 0)) || fail "the engine exited with status $engine_status"
echo "uci tablebases: all answers as expected"
