#!/usr/bin/env bash
# The Contempt option of `congo uci`: listed by `uci`, range-checked, and a draw then scores against the
# side to move at the root (for it as much when negative).
# Usage: uci_contempt.sh <path to congo>
set -euo pipefail
congo=$1
source "$(dirname "$0")/uci_lib.sh"
start_engine

send "uci";                           expect '^option name Contempt type spin default 0 min -1000 max 1000$'
                                      expect '^uciok$'
for bad in 1001 -1001 1.5 some ""; do
    send "setoption name Contempt value $bad"
    expect "^info string error: setoption: Contempt must be a whole number from -1000 to 1000, not '$bad'$"
done
# Black's lion can only take the crocodile (bare lions: a draw) or walk into a lost ending.
drawn="position fen 7/3l3/2C4/7/7/7/2L4 b 100"
send "$drawn"
send "go depth 3";                    expect '^info depth 1 score cp 0 .* pv d6c5$'
                                      expect '^bestmove d6c5$'
send "setoption name Contempt value 50"
send "go depth 3";                    expect '^info depth 1 score cp -50 .* pv d6c5$'
                                      expect '^bestmove d6c5$'
send "setoption name contempt value -50"
send "go depth 3";                    expect '^info depth 1 score cp 50 .* pv d6c5$'
                                      expect '^bestmove d6c5$'
send "quit"
exits_within 10
((engine_status == 0)) || fail "the engine exited with status $engine_status"
echo "uci contempt: all answers as expected"
