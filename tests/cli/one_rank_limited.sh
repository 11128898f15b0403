#!/usr/bin/env bash
# Runs COMMAND as one MPI rank, under a memory limit of KIB KiB if it is rank RANK (Open MPI's
# OMPI_COMM_WORLD_RANK or MPICH's PMI_RANK), else without one: a failure on one rank alone, which the
# others do not share. mpirun starts it in place of the program, and the program gets the same arguments.
# Usage: mpirun -np R one_rank_limited.sh RANK KIB COMMAND...
set -u
rank=$1 kib=$2
shift 2
if [ "${OMPI_COMM_WORLD_RANK:-${PMI_RANK:-}}" = "$rank" ]; then
    ulimit -v "$kib" || exit 2
fi
exec "$@"
