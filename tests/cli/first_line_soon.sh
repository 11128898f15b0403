#!/usr/bin/env bash
# Prints the first line a program writes within SECONDS, then ends the program: for a program whose
# first output (a header, the board) must reach its reader before a long computation starts, not sit
# in a buffer until it ends.
# Usage: first_line_soon.sh SECONDS PROGRAM [ARGUMENT...]
seconds=$1
shift
timeout -k 1 "$seconds" "$@" | head -n 1
exit 0
