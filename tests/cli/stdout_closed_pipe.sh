#!/usr/bin/env bash
# Runs a command with its standard output on a pipe whose reader went away (as after `| head -1`),
# passing its stderr and exit status through, and ends it after 20 s (status 124): a program must
# notice the broken pipe at its next line of output, not compute on for minutes. (The pipe: a FIFO
# opened for reading and writing, then for writing, then its reading end closed.)
# Usage: stdout_closed_pipe.sh PROGRAM [ARGUMENT...]
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkfifo "$work/pipe"
exec 3<>"$work/pipe" 4>"$work/pipe" 3<&-
timeout -k 5 20 "$@" >&4
