#!/usr/bin/env bash
# `othello solve` with nobody left to read its output (`| head -1`, or a full disk) stops searching:
# it says "cannot write the output: ..." and exits 2 within seconds, instead of searching on to the
# end of a game it cannot solve in hours (8x8 from the start, no --movetime).
# Usage: othello_reader_gone.sh <path to othello>
set -uo pipefail
source "$(dirname "$0")/reader_gone_lib.sh"
othello=$1
limit=20  # seconds; each run should end within one

stops_when_reader_gone 1 "$othello" solve
stops_when_reader_gone 3 "$othello" solve --size 6
stops_on_full_disk "$othello" solve
((ok == 0)) && echo "othello reader gone: every search stopped"
exit $ok
