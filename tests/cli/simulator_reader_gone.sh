#!/usr/bin/env bash
# chess-simulator stops at the first output it cannot write: with its reader gone (as after `| head -1`)
# it says "cannot write the output: Broken pipe" and exits 2 at once, instead of running the rest of a
# command file (here 1.5 million `hint white`, a depth-3 search each: a minute or more) for nobody.
# Usage: simulator_reader_gone.sh <path to chess-simulator>
set -uo pipefail
simulator=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{
    printf 'move p4 d3\nmove p5 e3\nmove P4 d6\nmove P5 e6\n'
    yes 'hint white' | head -n 1500000
} > "$work/commands.txt"
"$(dirname "$0")/stdout_closed_pipe.sh" "$simulator" --extensions "$work/commands.txt"
