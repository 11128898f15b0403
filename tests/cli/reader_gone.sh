#!/usr/bin/env bash
# A reader that goes away (`congo analyse ... | head -3`) stops the work nobody will see: the program
# says "cannot write the output: Broken pipe" and exits 2 within seconds, instead of searching on, on
# every thread, to a depth or a time of hours. Usage: reader_gone.sh <path to congo>
set -uo pipefail
source "$(dirname "$0")/reader_gone_lib.sh"
congo=$1
start="gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0"
limit=20  # seconds; each run ends in about one second (two engine moves for play)

stops_when_reader_gone 3 "$congo" analyse "$start" --depth 64 --threads 2
stops_when_reader_gone 2 "$congo" analyse "$start" --algorithm mcts --movetime 3600000 --threads 2
# Proof-number search prints nothing until it is done: a watcher notices the reader gone meanwhile.
stops_when_reader_gone 1 "$congo" analyse "$start" --algorithm pns --movetime 3600000
stops_when_reader_gone 1 "$congo" analyse "$start" --algorithm dfpn --movetime 3600000
stops_when_reader_gone 1 "$congo" play --white engine --black engine --movetime 1000 --ascii
((ok == 0)) && echo "reader gone: every search stopped"
exit $ok
