#!/usr/bin/env bash
# Talks to `congo uci` through a pipe, as a GUI would: waits for each answer before the next command.
# Usage: uci_session.sh <path to congo>
set -euo pipefail
congo=$1
coproc ENGINE { "$congo" uci 2>/dev/null; }
engine_pid=$ENGINE_PID
trap 'kill "$engine_pid" 2>/dev/null || true' EXIT

send() { printf '%s\n' "$1" >&"${ENGINE[1]}"; }
# expect REGEX [SECONDS]: reads lines until one matches; fails on timeout or end of output.
expect() {
    local line
    while IFS= read -r -t "${2:-10}" line <&"${ENGINE[0]}"; do
        last=$line
        [[ $line =~ $1 ]] && return 0
    done
    echo "FAIL: no line matching '$1' (last line: '${last:-}')" >&2
    exit 1
}

send "uci";                      expect '^uciok$'
send "isready";                  expect '^readyok$'
send "ucinewgame"
send "position startpos moves c2c3 c6c5"
send "go depth 4";               expect '^info depth 4 score cp -?[0-9]+ nodes [0-9]+ nps [0-9]+ time [0-9]+ pv [a-g][1-7]'
                                 expect '^bestmove [a-g][1-7][a-g][1-7]'
# The lion flies across the empty e-file: a win in one.
send "position fen 4l2/6P/7/7/7/7/4L2 w 18"
send "go movetime 200";          expect '^info depth 1 score mate 1 .* pv e1e7$'
                                 expect '^bestmove e1e7$'
# An infinite search answers only after stop.
send "position startpos"
send "go infinite"
sleep 0.3
send "stop";                     expect '^bestmove [a-g][1-7][a-g][1-7]'
# Clock-based time management.
send "go wtime 2000 btime 2000 winc 10 binc 10"; expect '^bestmove ' 5
# Errors are reported and the previous position is kept.
send "position startpos moves e2e9"; expect '^info string error: position: malformed move .e2e9.'
send "position fen gmelec/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0"; expect '^info string error: position: bad FEN .* rank 7 has 6 squares'
send "frobnicate";               expect "^info string error: unknown command 'frobnicate'"
send "setoption name Hash value 1"
send "setoption name Rules value wits2021"
send "position startpos"
send "isready";                  expect '^readyok$'
send "go depth 2";               expect '^bestmove [a-g][1-7][a-g][1-7]'
# After earlier searches filled the table, the reported line still reaches the full depth.
send "setoption name Rules value standard"
send "position startpos"
send "go depth 8";               expect '^bestmove '
send "go depth 8";               expect '^info depth 8 '
pv=${last#* pv }
read -r -a pv_moves <<<"$pv"
[[ ${#pv_moves[@]} == 8 || $last =~ ' score mate ' ]] || { echo "FAIL: a line of ${#pv_moves[@]} moves at depth 8: $last" >&2; exit 1; }
                                 expect '^bestmove '
# The game's earlier positions count: White, far behind, can only hope to shuffle; its zebra's a1b3
# brings back a position of the game, which scores as a draw (repetition_draws), better than -5xx.
send "position fen ee2l1z/7/7/7/7/7/Z2L3 w 0"
send "go depth 4";               expect '^info depth 4 score cp -[1-9][0-9]{2} '
                                 expect '^bestmove '
send "position fen ee2l1z/7/7/7/7/7/Z2L3 w 0 moves a1b3 g7f5 b3a1 f5g7"
send "go depth 4";               expect '^info depth 4 score cp 0 '
                                 expect '^bestmove '
send "ucinewgame"
send "position fen ee2l1z/7/7/7/7/7/Z2L3 w 0"
send "go depth 4";               expect '^info depth 4 score cp -[1-9][0-9]{2} '
                                 expect '^bestmove '
# A ponderhit with no pondering search is an error (uci_ponder.sh tests pondering).
send "ponderhit";                expect "^info string error: ponderhit: no search is pondering \\(send it after 'go ponder'\\)$"
send "quit"
wait "$engine_pid"
echo "uci session: all answers as expected"
