#!/usr/bin/env bash
# A fake engine (fake_engine.sh MODE) that first leaves processes outside its process group, as wrapper
# scripts and daemons do, where the match cannot reach them by the group:
#   child       a child in a session of its own (setsid), the engine's child until the engine ends
#   daemon      double-forked: its parent ends at once, so it is orphaned while the engine plays; it has
#               a child of its own (daemon-child)
#   bare        double-forked too, with an empty environment (env -i)
# Each records its process ID in DIR/pids/NAME-of-ENGINE_PID.PID and has DIR in its command line, then
# sleeps 300 s. The engine checks at every go that its daemon and bare processes are still alive (they
# are its helpers: the match must not end them while it plays) and exits with status 4 if not.
# Usage: leaky_engine.sh MODE CONGO DIR
set -u
if [ "$1" = --sleep ]; then  # leaky_engine.sh --sleep NAME DIR: one process left behind
    echo $$ >"$3/pids/$2.$$"
    exec -a "leaked $2 $3" sleep 300
fi
if [ "$1" = --daemon ]; then  # leaky_engine.sh --daemon ENGINE_PID DIR: a daemon with a child of its own
    "$0" --sleep "daemon-child-of-$2" "$3" &
    exec "$0" --sleep "daemon-of-$2" "$3"
fi
mode=$1 congo=$2 dir=$3
here=$(cd "$(dirname "$0")" && pwd)
self="$here/$(basename "$0")"
mkdir -p "$dir/pids"
setsid "$self" --sleep "child-of-$$" "$dir" &
( setsid "$self" --daemon $$ "$dir" & )
( setsid env -i "$self" --sleep "bare-of-$$" "$dir" & )
for _ in $(seq 100); do  # at most 10 s for both helpers to say who they are
    daemon=$(cat "$dir/pids/daemon-of-$$".* 2>/dev/null)
    bare=$(cat "$dir/pids/bare-of-$$".* 2>/dev/null)
    [ -n "$daemon" ] && [ -n "$bare" ] && break
    sleep 0.1
done
FAKE_ENGINE_HELPERS="$daemon $bare" exec "$here/fake_engine.sh" "$mode" "$congo" "$dir"
