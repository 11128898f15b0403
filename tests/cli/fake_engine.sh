#!/usr/bin/env bash
# A scripted engine for `congo match` tests: speaks the protocol, and misbehaves on request.
# Usage: fake_engine.sh MODE CONGO, where CONGO is the congo program (it finds the legal moves) and MODE:
#   good        plays the first legal move, sorted
#   illegal     plays a1a1
#   empty       answers go with a bare "bestmove", no move after it
#   garbage     answers go with a line that is not bestmove
#   crash       plays two moves, then dies by SIGSEGV at the third go
#   exit        exits with status 3 at the first go
#   timeout     never answers go (but keeps reading)
#   twice       plays the first legal move, sorted, but sends its bestmove line twice
#   silent      never answers uci
#   spaced      as good, but answers uciok and readyok with white space after them
#   lastline    plays its first move with no line end after the bestmove, and exits at once
# With FAKE_ENGINE_LOG set, every line received is appended to that file. With FAKE_ENGINE_HELPERS set
# to process IDs, every go first checks that those processes still run, and exits with status 4 if one
# does not (an engine whose helpers were ended under it). With FAKE_ENGINE_WHITE_DELAY set, it waits
# that many seconds before each move it plays as White (its games as White last longer). In every mode
# it refuses the option named Unknown, with Stockfish's words.
set -u
mode=$1 congo=$2
rules=standard
fen=
moves=()
while IFS= read -r line; do
    [ -n "${FAKE_ENGINE_LOG:-}" ] && printf '%s\n' "$line" >>"$FAKE_ENGINE_LOG"
    set -- $line
    case "${1:-}" in
    uci)
        [ "$mode" = silent ] && continue
        echo "id name fake-$mode"
        if [ "$mode" = spaced ]; then printf 'uciok \t\n'; else echo "uciok"; fi ;;
    isready) if [ "$mode" = spaced ]; then printf 'readyok  \n'; else echo "readyok"; fi ;;
    setoption)
        [ "${3:-}" = Rules ] && rules=${5:-standard}
        [ "${3:-}" = Unknown ] && echo "No such option: Unknown"  # as Stockfish refuses an option
        ;;
    position)
        shift
        if [ "$1" = startpos ]; then
            fen=$([ "$rules" = wits2021 ] && echo "2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 0" || echo "gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0")
            shift
        else
            fen="$2 $3 $4"
            shift 4
        fi
        moves=()
        [ "${1:-}" = moves ] && shift && moves=("$@") ;;
    go)
        gos=$(( ${gos:-0} + 1 ))
        for helper in ${FAKE_ENGINE_HELPERS:-}; do
            kill -0 "$helper" 2>/dev/null || { echo "fake engine: its helper $helper is gone" >&2; exit 4; }
        done
        case "$mode" in
        illegal) echo "bestmove a1a1"; continue ;;
        empty) echo "bestmove"; continue ;;
        garbage) echo "info depth 1"; echo "hello, I am not an engine"; continue ;;
        crash) [ "$gos" -ge 3 ] && kill -SEGV $$ ;;
        exit) exit 3 ;;
        timeout) continue ;;
        esac
        now=$("$congo" apply --rules "$rules" "$fen" "${moves[@]}" | head -1)
        read -r _ side _ <<<"$now"
        [ -n "${FAKE_ENGINE_WHITE_DELAY:-}" ] && [ "$side" = w ] && sleep "$FAKE_ENGINE_WHITE_DELAY"
        first=$("$congo" moves --rules "$rules" "$now" 2>/dev/null | cut -d' ' -f1)
        echo "info depth 1 score cp 0"
        [ "$mode" = lastline ] && printf 'bestmove %s' "${first:-(none)}" && exit 0
        echo "bestmove ${first:-(none)}"
        [ "$mode" = twice ] && echo "bestmove ${first:-(none)}"
        ;;
    quit) exit 0 ;;
    esac
done
