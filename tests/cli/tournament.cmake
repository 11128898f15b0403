# wits2021-part6-tournament: round robins, their output, and what happens when they are cut short.
if(TARGET wits2021-part6-tournament)
    set(tournament $<TARGET_FILE:wits2021-part6-tournament>)
    gametree_cli_test("part6-tournament: a small round robin"
        COMMAND ${tournament} --agents minimax1,alphabeta1,random --games 4 --depth 1 --max-moves 30
        STDOUT_REGEX "^agent +games +wins +draws +losses +score +ms/move +nodes/move\nminimax1 +8 .*\nalphabeta1 +8 .*\nrandom +8 .*\n\nElo difference \\(95% margin\\), row against column:\nminimax1 +vs alphabeta1 +W-D-L [0-9]+-[0-9]+-[0-9]+ +Elo "
        STDERR_REGEX "^\\[1/12\\] minimax1 \\(white\\) vs alphabeta1: .*\\[12/12\\] random \\(white\\) vs alphabeta1: ")
    # At --seed 3, five of the first hundred random openings let White take the lion at once (1-0 in 1
    # ply for whoever had White); openings are drawn again until the side to move cannot end the game.
    gametree_cli_test("part6-tournament: no opening lets the side to move take the lion at once"
        COMMAND ${tournament} --agents minimax1,alphabeta1 --depth 1 --games 200 --seed 3 --max-moves 1
        STDOUT_REGEX "\nminimax1 +200 +0 +200 +0 .*\nalphabeta1 +200 +0 +200 +0 "
        STDERR_REGEX "^\\[1/200\\] minimax1 \\(white\\) vs alphabeta1: 1/2-1/2 in 2 plies \\(move limit\\)\n")
    gametree_cli_test("part6-tournament: unknown agent"
        COMMAND ${tournament} --agents engine,deepblue EXIT 2 STDERR_REGEX "unknown agent 'deepblue'")
    # An empty name is refused wherever it stands; after a last comma it was dropped without a word.
    gametree_cli_test("part6-tournament: an empty agent name after the last comma"
        COMMAND ${tournament} --agents random,minimax1, EXIT 2 STDERR_REGEX "^error: unknown agent '': ")
    # An empty name after the last comma is named twice like any other: it was added unchecked, and
    # "a,,b," read as four agents, two of them ''.
    gametree_cli_test("part6-tournament: an empty agent name twice, the second after the last comma"
        COMMAND ${tournament} --agents minimax1,,random, EXIT 2 STDOUT ""
        STDERR_REGEX "^error: --agents names '' twice; each agent plays once\n$")
    gametree_cli_test("part6-tournament: odd number of games"
        COMMAND ${tournament} --games 3 EXIT 2 STDERR_REGEX "--games needs an even number")
    # As in congo, othello and dice-nim (and congo-cluster tournament, which reads these options):
    # --option=VALUE is --option VALUE, and "--" ends the options.
    gametree_cli_test("part6-tournament: --games=3 is --games 3"
        COMMAND ${tournament} --games=3 EXIT 2 STDOUT "" STDERR_REGEX "^error: --games needs an even number of games from 2 to 10000, not '3'\n$")
    gametree_cli_test("part6-tournament: --option=VALUE and a final -- play the tournament"
        COMMAND ${tournament} --agents=minimax1,random --games=2 --depth=1 --max-moves=4 --
        STDOUT_REGEX "^agent +games .*\nminimax1 +2 .*\nrandom +2 ")
    gametree_cli_test("part6-tournament: a word after -- is refused"
        COMMAND ${tournament} --games 2 -- --help EXIT 2 STDOUT ""
        STDERR_REGEX "^error: unexpected argument '--help' \\(the tournament takes only options\\)")
    gametree_cli_test("part6-tournament: --help=x is refused"
        COMMAND ${tournament} --help=x EXIT 2 STDOUT "" STDERR_REGEX "^error: --help takes no value, not '--help=x'\n$")

    # Messages: what is valid, user input quoted short and escaped, the help with every default.
    gametree_cli_test("part6-tournament: a depth out of range names the agents and the range"
        COMMAND ${tournament} --agents minimax13,random EXIT 2 STDOUT ""
        STDERR_REGEX "^error: unknown agent 'minimax13': the agents are minimaxN and alphabetaN \\(N from 1 to 12\\), engine, engine-plain, engine-tT and engine-plain-tT \\(on T threads, 1 to 256\\), random, mcts, mcts-uct and mcts-cutoff\n$")
    gametree_cli_test("part6-tournament: an engine on 0 or 257 threads is refused"
        COMMAND ${tournament} --agents engine-t0,engine-t257 EXIT 2 STDOUT "" STDERR_REGEX "^error: unknown agent 'engine-t0': ")
    # A depth or thread count with a leading zero named the agent without it: minimax2 played itself.
    gametree_cli_test("part6-tournament: minimax02 is not minimax2 again"
        COMMAND ${tournament} --agents minimax2,minimax02 --games 2 --max-moves 2 EXIT 2 STDOUT ""
        STDERR_REGEX "^error: unknown agent 'minimax02': ")
    gametree_cli_test("part6-tournament: engine-t02 is refused"
        COMMAND ${tournament} --agents engine-t02,random --games 2 --depth 1 --max-moves 2 EXIT 2 STDOUT ""
        STDERR_REGEX "^error: unknown agent 'engine-t02': ")
    # Engines on several threads play the engine on one (the strength check, here only briefly).
    gametree_cli_test("part6-tournament: engine-t2 plays engine and engine-plain-t3"
        COMMAND ${tournament} --agents engine-t2,engine,engine-plain-t3 --games 2 --depth 3 --max-moves 20
        STDOUT_REGEX "^agent +games .*\nengine-t2 +4 .*\nengine +4 .*\nengine-plain-t3 +4 ")
    set_tests_properties("cli: part6-tournament: engine-t2 plays engine and engine-plain-t3" PROPERTIES LABELS threaded)
    gametree_cli_test("part6-tournament: one agent is not a tournament"
        COMMAND ${tournament} --agents random EXIT 2 STDERR_REGEX "^error: --agents needs at least two comma-separated agent names: the agents are ")
    gametree_cli_test("part6-tournament: an agent named twice"
        COMMAND ${tournament} --agents random,minimax1,random EXIT 2 STDERR_REGEX "^error: --agents names 'random' twice")
    string(REPEAT "x" 300 long_name)
    gametree_cli_test("part6-tournament: a long agent name is quoted short"
        COMMAND ${tournament} --agents random,${long_name} EXIT 2 STDERR_REGEX "^error: unknown agent 'x+\\.\\.\\.' \\(300 characters\\): ")
    gametree_cli_test("part6-tournament: a bad number is quoted escaped"
        COMMAND ${tournament} --games "4\tx" EXIT 2 STDERR_REGEX "^error: --games needs an even number of games from 2 to 10000, not '4\\\\tx'\n$")
    gametree_cli_test("part6-tournament: an option without its value"
        COMMAND ${tournament} --depth 1 --games EXIT 2 STDERR_REGEX "^error: --games needs a value")
    gametree_cli_test("part6-tournament: an unknown option at the end"
        COMMAND ${tournament} --depth 1 --fast EXIT 2 STDERR_REGEX "^error: unknown option '--fast'")
    set(with_default "[^\n]*\\(default[^\n]*")
    gametree_cli_test("part6-tournament: --help lists every option with its default"
        COMMAND ${tournament} --help STDERR_REGEX "^$"
        STDOUT_REGEX "^usage: wits2021-part6-tournament .*\n  --agents ${with_default}.*\n  --games ${with_default}\n  --movetime ${with_default}\n  --depth ${with_default}\n  --max-moves ${with_default}\n  --seed ${with_default}\n  --pgn ${with_default}\n  --concurrency ${with_default}\n(                     [^\n]*\n)*  -h, --help ")
    # --concurrency: several games at once, the same output as one at a time with depth-limited agents.
    add_test(NAME "cli: part6-tournament: --concurrency 2 plays the games of --concurrency 1"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/same_tournament.sh
            ${tournament} --agents minimax1,alphabeta2,engine,engine-plain --games 4 --depth 3 --max-moves 40 --concurrency 1 --
            ${tournament} --agents minimax1,alphabeta2,engine,engine-plain --games 4 --depth 3 --max-moves 40 --concurrency 2)
    add_test(NAME "cli: part6-tournament: --concurrency 3, more workers than cores"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/same_tournament.sh
            ${tournament} --agents alphabeta1,engine --games 6 --depth 2 --max-moves 30 --
            ${tournament} --agents alphabeta1,engine --games 6 --depth 2 --max-moves 30 --concurrency 3)
    # The random agent too: it is reseeded for each game from --seed and the game's number, so the games
    # do not depend on the worker that plays them (its generator once ran on from game to game).
    add_test(NAME "cli: part6-tournament: --concurrency 3 with the random agent"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/same_tournament.sh
            ${tournament} --agents random,alphabeta1,minimax1 --games 8 --depth 1 --max-moves 40 --
            ${tournament} --agents random,alphabeta1,minimax1 --games 8 --depth 1 --max-moves 40 --concurrency 3)
    set_tests_properties("cli: part6-tournament: --concurrency 2 plays the games of --concurrency 1"
        "cli: part6-tournament: --concurrency 3, more workers than cores"
        "cli: part6-tournament: --concurrency 3 with the random agent" PROPERTIES LABELS threaded TIMEOUT 300)
    gametree_cli_test("part6-tournament: --concurrency out of range"
        COMMAND ${tournament} --concurrency 0 EXIT 2
        STDERR_REGEX "^error: --concurrency needs a number of games at once from 1 to 1024, not '0'
$")
    gametree_cli_test("part6-tournament: --concurrency not a number"
        COMMAND ${tournament} --concurrency many EXIT 2 STDERR_REGEX "^error: --concurrency needs a number of games at once")
    gametree_cli_test("part6-tournament: -h prints the usage"
        COMMAND ${tournament} --games 4 -h STDOUT_REGEX "^usage: wits2021-part6-tournament ")

    # Cut short: by a signal (the table so far, 128 + the signal), or by a PGN file that cannot be written.
    if(UNIX)
        add_test(NAME "cli: part6-tournament: SIGINT during a long engine think"
            COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/tournament_interrupt.sh ${tournament} INT 130
                --agents random,minimax1,engine --games 6 --movetime 3600000)
        add_test(NAME "cli: part6-tournament: SIGTERM between quick games"
            COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/tournament_interrupt.sh ${tournament} TERM 143
                --agents random,engine --games 40 --movetime 10)
        # The same with two games at once: both abandoned, the games finished before them kept.
        add_test(NAME "cli: part6-tournament: SIGINT with --concurrency 2"
            COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/tournament_interrupt.sh ${tournament} INT 130
                --agents random,minimax1,engine --games 6 --movetime 3600000 --concurrency 2)
        add_test(NAME "cli: part6-tournament: SIGTERM with --concurrency 2"
            COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/tournament_interrupt.sh ${tournament} TERM 143
                --agents random,engine --games 40 --movetime 10 --concurrency 2)
        set_tests_properties("cli: part6-tournament: SIGINT during a long engine think"
            "cli: part6-tournament: SIGTERM between quick games" PROPERTIES TIMEOUT 120 LABELS threaded)
        # The course's agents too: alpha-beta at depth 12 thinks for hours, and went on after SIGINT.
        add_test(NAME "cli: part6-tournament: SIGINT during a deep alpha-beta think"
            COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/tournament_interrupt.sh ${tournament} INT 130
                --agents random,minimax1,alphabeta12 --games 6)
        set_tests_properties("cli: part6-tournament: SIGINT during a deep alpha-beta think" PROPERTIES TIMEOUT 120)
        set_tests_properties("cli: part6-tournament: SIGINT with --concurrency 2"
            "cli: part6-tournament: SIGTERM with --concurrency 2" PROPERTIES TIMEOUT 120 LABELS threaded)
    endif()
    add_test(NAME "cli: part6-tournament: PGN moves are numbered from the FEN's count plus one"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/tournament_pgn_numbers.sh ${tournament}
            --agents random,minimax1 --games 4 --depth 1 --max-moves 5)
    set_tests_properties("cli: part6-tournament: PGN moves are numbered from the FEN's count plus one" PROPERTIES
        TIMEOUT 60 PASS_REGULAR_EXPRESSION "^ok: PGN move numbers")
    if(EXISTS /dev/full)
        gametree_cli_test("part6-tournament: a PGN file that cannot be written stops the tournament"
            COMMAND ${tournament} --agents random,minimax1 --games 4 --depth 1 --pgn /dev/full EXIT 2
            STDOUT_REGEX "^agent .*\nrandom +1 .*\nminimax1 +1 "
            STDERR_REGEX "^\\[1/4\\] [^\n]*\nerror: cannot write '/dev/full': No space left on device\nstopped after 1 of 4 games; the table counts that one\n$")
        add_test(NAME "cli: part6-tournament: standard output that cannot be written"
            COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/tournament_stdout_full.sh ${tournament})
        set_tests_properties("cli: part6-tournament: standard output that cannot be written" PROPERTIES TIMEOUT 60)
    endif()
endif()
