#!/usr/bin/env bash
# Runs a command with its standard output on a full disk (/dev/full), passing its stderr and exit status
# through: for gametree_cli_test, which checks that the failed write is said and fails the program.
# Usage: stdout_full.sh PROGRAM [ARGUMENT...]
"$@" > /dev/full
