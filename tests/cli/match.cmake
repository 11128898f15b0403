# congo match: a match runner over the engine protocol, tested with a scripted fake engine that
# misbehaves on request (fake_engine.sh) and with a short real match of two congo processes.
if(NOT TARGET congo)
    return()
endif()
set(congo $<TARGET_FILE:congo>)
set(here ${CMAKE_CURRENT_SOURCE_DIR})

# gametree_match_test(NAME SCRIPT PASS_TEXT TIMEOUT ARGS...): each script bounds its own waits; the
# tests start processes (and the runner's threads), hence the label.
function(gametree_match_test name script pass_text timeout)
    add_test(NAME "cli: congo match: ${name}" COMMAND ${here}/${script} ${congo} ${ARGN})
    set_tests_properties("cli: congo match: ${name}" PROPERTIES PASS_REGULAR_EXPRESSION "${pass_text}"
        TIMEOUT ${timeout} LABELS threaded)
endfunction()

set(lost "both games lost as expected")
gametree_match_test("an illegal move loses" match_misbehaviour.sh ${lost} 90
    illegal "played an illegal move 'a1a1' in " "rules infraction")
gametree_match_test("bestmove without a move loses" match_misbehaviour.sh ${lost} 90
    empty "sent bestmove without a move in " "rules infraction")
gametree_match_test("garbage instead of bestmove loses" match_misbehaviour.sh ${lost} 90
    garbage "sent garbage 'hello, I am not an engine' instead of bestmove" "rules infraction")
gametree_match_test("a crash mid-game loses, and the engine is restarted" match_misbehaviour.sh ${lost} 90
    crash "crashed: it was killed by signal 11 \\(Segmentation fault\\) before bestmove" abandoned)
gametree_match_test("an engine that exits loses" match_misbehaviour.sh ${lost} 90
    exit "crashed: it exited with status 3 before bestmove" abandoned)
gametree_match_test("no answer to go loses on time" match_misbehaviour.sh ${lost} 90
    timeout "did not answer: no bestmove within 1020 ms" "time forfeit")
gametree_match_test("a second bestmove, sent when not asked for a move, loses" match_misbehaviour.sh ${lost} 90
    twice "sent 'bestmove [a-g][1-7][a-g][1-7]' when it was not asked for a move" "rules infraction")
gametree_match_test("no answer to uci loses" match_misbehaviour.sh ${lost} 90
    silent "did not answer: no uciok within 5000 ms" abandoned)
# A last line ended by the engine's exit, not a line end, is a line: the move is played, and the engine
# is found gone only at its next move (before, it lost at once, "before bestmove").
gametree_match_test("a bestmove without a line end before the engine exits is played" match_misbehaviour.sh ${lost} 90
    lastline "crashed: it exited with status 0 before readyok" abandoned)
gametree_match_test("a real match: output and a PGN that replays" match_real.sh "a real match: output and PGN as expected" 180)
gametree_match_test("engine options are sent to their engine only" match_engine_options.sh "engine options: sent as expected" 90)
gametree_match_test("a quote in an engine's name is escaped in the PGN tags" match_pgn_names.sh "PGN tags: names escaped" 180)
gametree_match_test("SIGINT ends it with the results so far" match_interrupt.sh "no process left" 120 INT 130)
gametree_match_test("SIGTERM ends it with the results so far" match_interrupt.sh "no process left" 120 TERM 143)
gametree_match_test("SIGINT while an engine's options are checked ends that engine" match_preflight_interrupt.sh
    "no process left" 90 INT 130)
gametree_match_test("SIGTERM while an engine's options are checked ends that engine" match_preflight_interrupt.sh
    "no process left" 90 TERM 143)
gametree_match_test("SIGINT while the random openings are made ends it at once" match_openings_interrupt.sh
    "interrupted while making openings: at once" 60)
gametree_match_test("no process an engine started outlives the match, not even one that left its session"
    match_descendants.sh "match descendants: none left running" 180)

set(fake "fake=${here}/fake_engine.sh good ${congo}")
set(real "real=${congo} uci")
# Adjudication: a tablebase position ends at once with its exact result (under wits2021 bare lions are
# no draw by the rules, but the tablebase knows the lions cannot meet); a lion captured ends a game.
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/match_endgames.fen
    "# lion and elephant against lion: a win for White\n3l3/7/7/7/7/7/2LE3 b 10\n\n2l4/7/7/7/7/7/4L2 w 10\n3l3/7/7/7/7/pp5/3L3 w 10\n")
gametree_cli_test("congo match: tablebase positions and captured lions are adjudicated"
    COMMAND ${congo} match --engine "one=${congo} uci" --engine ${real} --movetime 10 --games 6 --rules wits2021
        --openings ${CMAKE_CURRENT_BINARY_DIR}/match_endgames.fen
    STDOUT_REGEX "\\[1/6\\] one \\(White\\) vs real: 1-0, tablebase: White wins in [0-9]+ plies \\(0 plies\\).*\\[2/6\\] real \\(White\\) vs one: 1-0, tablebase: White wins.*\\[3/6\\] one \\(White\\) vs real: 1/2-1/2, tablebase: a draw \\(0 plies\\).*\\[5/6\\] one \\(White\\) vs real: 1-0, the black lion was captured \\(1 ply\\).*\\[6/6\\] real \\(White\\) vs one: 1-0, the black lion was captured \\(1 ply\\).*W-D-L 2-2-2")
# An openings file saved by Notepad: a byte order mark and CRLF line ends (the mark made line 1 a bad FEN).
string(ASCII 239 187 191 byte_order_mark)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/match_bom.fen "${byte_order_mark}3l3/7/7/7/7/7/2LE3 b 10\r\n")
gametree_cli_test("congo match: an openings file may start with a byte order mark"
    COMMAND ${congo} match --engine "one=${congo} uci" --engine ${real} --movetime 10 --games 1
        --openings ${CMAKE_CURRENT_BINARY_DIR}/match_bom.fen
    STDOUT_REGEX "\\[1/1\\] one \\(White\\) vs real: 1-0, tablebase: White wins")
# Options and openings files: every problem named, nothing started.
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/match_bad.fen "3l3/7/7/7/7/7/2LE3 w 10\n3l3/7/7/7/7/7/2LX3 w 10\n")
gametree_cli_test("congo match: a bad opening is named with its line"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --openings ${CMAKE_CURRENT_BINARY_DIR}/match_bad.fen
    EXIT 2 STDOUT "" STDERR_REGEX "^error: '[^']*match_bad.fen' line 2: bad FEN '3l3/7/7/7/7/7/2LX3 w 10'")
gametree_cli_test("congo match: a missing openings file"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --openings /nonexistent/openings.fen
    EXIT 2 STDERR_REGEX "^error: cannot read the openings file '/nonexistent/openings.fen'")
# An empty name (an unset shell variable) played random openings, or wrote no PGN, without a word.
gametree_cli_test("congo match: an empty openings file name"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --openings=
    EXIT 2 STDOUT "" STDERR_REGEX "^error: --openings needs a file name, not ''\n$")
gametree_cli_test("congo match: an empty PGN file name"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --pgn=
    EXIT 2 STDOUT "" STDERR_REGEX "^error: --pgn needs a file name, not ''\n$")
gametree_cli_test("congo match: a directory as the openings file"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --openings ${CMAKE_CURRENT_SOURCE_DIR}
    EXIT 2 STDOUT "" STDERR_REGEX "^error: cannot read the openings file '[^']*': Is a directory\n$")
gametree_cli_test("congo match: a command that cannot be started is named"
    COMMAND ${congo} match --engine ${real} --engine "ghost=/nonexistent/engine --fast"
    EXIT 2 STDOUT "" STDERR_REGEX "^error: engine 'ghost': cannot start '/nonexistent/engine --fast': No such file or directory\n$")
gametree_cli_test("congo match: one engine is not a match"
    COMMAND ${congo} match --engine ${real} EXIT 2 STDERR_REGEX "^error: congo match needs exactly two --engine NAME=COMMAND options\n$")
gametree_cli_test("congo match: an engine without a name"
    COMMAND ${congo} match --engine "=congo uci" --engine ${real} EXIT 2 STDERR_REGEX "^error: --engine needs NAME=COMMAND, not '=congo uci'")
gametree_cli_test("congo match: an unbalanced quote"
    COMMAND ${congo} match --engine "a=congo 'uci" --engine ${real} EXIT 2 STDERR_REGEX "^error: --engine 'a': unbalanced quote")
# A line break in a name would forge progress lines and PGN tags.
gametree_cli_test("congo match: a control character in an engine's name"
    COMMAND ${congo} match --engine "a\tb=${congo} uci" --engine ${real}
    EXIT 2 STDOUT "" STDERR_REGEX "^error: --engine: a control character in the name 'a\\\\tb'\n$")
gametree_cli_test("congo match: two engines of one name"
    COMMAND ${congo} match --engine "${real}" --engine "${real}" EXIT 2 STDERR_REGEX "^error: both engines are named 'real'")
gametree_cli_test("congo match: an option for an engine not in the match"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --engine-option other Hash=8
    EXIT 2 STDOUT "" STDERR_REGEX "^error: --engine-option: no engine is named 'other' \\(fake or real\\)\n$")
gametree_cli_test("congo match: an option without a value"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --engine-option real Hash
    EXIT 2 STDOUT "" STDERR_REGEX "^error: --engine-option needs NAME OPTION=VALUE, not 'Hash'\n$")
gametree_cli_test("congo match: the rules are not an engine option"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --engine-option real rules=wits2021
    EXIT 2 STDOUT "" STDERR_REGEX "^error: --engine-option: the rules are set for both engines with --rules, not 'rules=wits2021'\n$")
gametree_cli_test("congo match: --engine-option needs two words"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --engine-option real
    EXIT 2 STDOUT "" STDERR_REGEX "^error: --engine-option needs NAME OPTION=VALUE\n$")
gametree_cli_test("congo match: a bad time control"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --tc 10+x EXIT 2 STDERR_REGEX "^error: --tc needs SECONDS\\+INCREMENT")
gametree_cli_test("congo match: movetime and a clock at once"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --tc 10+1 --movetime 5 EXIT 2 STDERR_REGEX "not both")
gametree_cli_test("congo match: SPRT bounds in the wrong order"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --sprt 5 0 EXIT 2 STDERR_REGEX "^error: --sprt needs ELO0 < ELO1")
gametree_cli_test("congo match: SPRT with ALPHA but no BETA"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --sprt 0 5 0.1 --games 2
    EXIT 2 STDOUT "" STDERR_REGEX "^error: --sprt needs ELO0 ELO1 \\[ALPHA BETA\\].*, not '--games'\n$")
gametree_cli_test("congo match: SPRT error rates that make no test"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --sprt 0 5 0.5 0.5 --games 2 --movetime 10 --max-moves 2
    EXIT 2 STDOUT "" STDERR_REGEX "^error: --sprt needs ALPHA \\+ BETA < 1\n$")
# "--" ends the options, as in the other commands; match takes no other arguments, so a word after it,
# even --help, is refused by name (--help there printed the usage, and "--" was an unknown option).
gametree_cli_test("congo match: -- last"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --games 1 --movetime 10 --max-moves 1 --
    STDOUT_REGEX "\n\\[1/1\\] fake \\(White\\) vs real: ")
gametree_cli_test("congo match: an argument after --"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --movetime 10 -- --help
    EXIT 2 STDOUT "" STDERR_REGEX "^error: unexpected argument '--help' \\(congo match takes only options; see congo match --help\\)\n$")
gametree_cli_test("congo match: a huge --movetime is out of range"
    COMMAND ${congo} match --engine ${fake} --engine ${real} --movetime 99999999999
    EXIT 2 STDOUT "" STDERR_REGEX "^error: --movetime must be between 1 and 86400000, not '99999999999'\n$")
# --option=VALUE is --option VALUE here too (--engine=NAME=COMMAND splits at the first '=').
gametree_cli_test("congo match: --option=VALUE"
    COMMAND ${congo} match --engine=${fake} --engine=${real} --games=1 --movetime=10 --max-moves=1
    STDOUT_REGEX "\n\\[1/1\\] fake \\(White\\) vs real: ")
gametree_cli_test("congo match: --help lists every option"
    COMMAND ${congo} match --help
    STDOUT_REGEX "^usage: congo match --engine NAME=COMMAND --engine NAME=COMMAND.*--engine-option NAME OPTION=VALUE.*--games N.*--movetime MS.*--tc SECONDS\\+INC.*--margin MS.*--concurrency N.*--openings FILE.*--random-openings PLIES.*--seed S.*--max-moves N.*--pgn FILE.*--sprt ELO0 ELO1.*--rules")
# The SPRT stops the match once it decides: an engine that loses every game is rejected early.
gametree_cli_test("congo match: the SPRT stops a match it has decided"
    COMMAND ${congo} match --engine "bad=${here}/fake_engine.sh illegal ${congo}" --engine ${real} --movetime 10
        --games 200 --concurrency 2 --sprt 0 5
    STDOUT_REGEX "\\[28/200\\].*W-D-L 0-0-28\\), 0.0% of 28 games\nElo difference: -inf, from -inf to -[0-9]+ \\(95%\\), LOS 0.0%\nSPRT \\[0, 5\\] alpha 0.05 beta 0.05: LLR -[0-9.]+, bounds \\[-2.944, 2.944\\]: H0 accepted\nthe SPRT decided after 28 of 200 games\n$")
# White space around uciok and readyok is no reason to wait for them in vain; one game is "1 game".
gametree_cli_test("congo match: uciok and readyok with white space after them are answers"
    COMMAND ${congo} match --engine "fake=${here}/fake_engine.sh spaced ${congo}" --engine ${real} --movetime 20 --games 1
        --max-moves 2
    STDOUT_REGEX "^congo match: fake vs real, 1 game, 20 ms per move, 1 opening, standard rules\n\\[1/1\\] fake \\(White\\) vs real: 1/2-1/2, move limit: 2 moves each")
# A clock instead of a fixed time per move: go wtime/btime/winc/binc.
gametree_cli_test("congo match: a clock with an increment"
    COMMAND ${congo} match --engine "one=${congo} uci" --engine ${real} --tc 2+0.05 --games 2 --max-moves 8
    STDOUT_REGEX "^congo match: one vs real, 2 games, clock 2000 ms \\+ 50 ms per move, 1 opening, standard rules\n\\[1/2\\] one \\(White\\) vs real: [^\n]+\n\\[2/2\\] real \\(White\\) vs one: [^\n]+\nScore of one vs real: ")
