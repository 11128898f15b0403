#!/usr/bin/env bash
# Feeds a course program a count of 3 cases, then 70 MB without a line end (more than the 64 MiB a
# line may be skipped over), as `< /dev/zero` or a binary file would: it must say so once, not once
# for every case still to come.
# Usage: course_no_line_end.sh PROGRAM [ARGUMENT...]
{
    printf '3\n'
    head -c 70000000 /dev/zero
} | "$@"
