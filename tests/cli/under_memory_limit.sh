#!/usr/bin/env bash
# Runs a command under a memory limit of 1000000 KiB with 8 MiB thread stacks (so 128 threads or a
# 4 GiB table do not fit), passing its output and exit status through: for gametree_cli_test, which
# checks that what cannot be had is an error, not an abort. Not under ASan (it cannot run under a limit).
# Usage: under_memory_limit.sh PROGRAM [ARGUMENT...]
ulimit -s 8192 && ulimit -v 1000000 || exit 99
exec "$@"
