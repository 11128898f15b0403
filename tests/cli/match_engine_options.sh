#!/usr/bin/env bash
# congo match --engine-option: each engine gets its own options, after the rules and before ucinewgame,
# at the start of every game; options that cannot be sent safely are refused before anything starts,
# and options an engine refuses stop the match before its first game.
# Usage: match_engine_options.sh CONGO
set -uo pipefail
congo=$1
here=$(dirname "$0")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "--- stdout:"; cat "$dir/out" 2>/dev/null; echo "--- stderr:"; cat "$dir/err" 2>/dev/null; exit 1; }

FAKE_ENGINE_LOG="$dir/fake.log" timeout 60 "$congo" match --engine-option fake Hash=8 \
    --engine "fake=$here/fake_engine.sh good $congo" --engine "real=$congo uci" \
    --engine-option real Contempt=20 --engine-option fake "Move Overhead=30" \
    --movetime 10 --games 2 --max-moves 3 >"$dir/out" 2>"$dir/err"
status=$?
[ "$status" -eq 0 ] || fail "exit status $status"
grep -q '^Score of fake vs real: ' "$dir/out" || fail "no score line"
[ ! -s "$dir/err" ] || fail "the real engine refused its option"
# Before the match the engine was asked whether it takes its options (the rules first, which an engine
# may not know, then its own options, each exchange closed by isready).
preflight=$'uci\nsetoption name Rules value standard\nisready\nsetoption name Hash value 8\nsetoption name Move Overhead value 30\nisready\nquit'
[ "$(head -7 "$dir/fake.log")" = "$preflight" ] || fail "the fake engine's first session: $(head -7 "$dir/fake.log")"
# What the fake engine heard before each of its two games.
expected=$'uci\nsetoption name Rules value standard\nsetoption name Hash value 8\nsetoption name Move Overhead value 30\nucinewgame\nisready'
[ "$(grep -c '^uci$' "$dir/fake.log")" -eq 3 ] || fail "the fake engine was not started for each game"
starts=$(tail -n +8 "$dir/fake.log" | grep -A5 '^uci$' | grep -v '^--$')
[ "$starts" = "$expected"$'\n'"$expected" ] || fail "the fake engine heard: $starts"
grep -q 'Contempt' "$dir/fake.log" && fail "the other engine's option reached the fake engine"

# An option the engine refuses stops the match before any game, whichever way the engine says it:
# congo uci's "info string error: ..." and Stockfish's "No such option: ...".
timeout 60 "$congo" match --engine "fake=$here/fake_engine.sh good $congo" --engine "real=$congo uci" \
    --engine-option real Contempt=lots --movetime 10 --games 2 >"$dir/out" 2>"$dir/err"
status=$?
[ "$status" -eq 2 ] || fail "a refused value: exit status $status"
[ ! -s "$dir/out" ] || fail "a game was played with a refused option"
grep -qxF "error: engine 'real' refused an option: 'error: setoption: Contempt must be a whole number from -1000 to 1000, not \\'lots\\''" "$dir/err" ||
    fail "a refused value was not named"
timeout 60 "$congo" match --engine "fake=$here/fake_engine.sh good $congo" --engine "real=$congo uci" \
    --engine-option fake Hash=8 --engine-option fake Unknown=1 --movetime 10 --games 2 >"$dir/out" 2>"$dir/err"
status=$?
[ "$status" -eq 2 ] || fail "an unknown option: exit status $status"
[ ! -s "$dir/out" ] || fail "a game was played with an unknown option"
[ "$(cat "$dir/err")" = "error: engine 'fake' refused an option: 'No such option: Unknown'" ] || fail "an unknown option was not named"

# Refused before any engine starts: a line break would smuggle a command into the protocol.
"$congo" match --engine "a=$congo uci" --engine "b=$congo uci" --engine-option a $'Hash=8\ngo infinite' >"$dir/out" 2>"$dir/err"
[ $? -eq 2 ] && grep -q "^error: --engine-option: a control character in 'Hash=8\\\\ngo infinite'" "$dir/err" ||
    fail "a line break in an option was not refused"
echo "engine options: sent as expected"
