# Tests of the othello program (included by CMakeLists.txt, which defines gametree_cli_test).
if(TARGET othello)
    set(othello $<TARGET_FILE:othello>)
    set(line "time_ms [0-9]+ nps [0-9]+\n")

    # othello perft: the published counts from the start, a pass counting as one move; depths 8 and 9
    # take well under a second in Release.
    gametree_cli_test("othello perft: 8x8 to depth 9" COMMAND ${othello} perft 9
        STDOUT_REGEX "^depth 1 nodes 4 ${line}depth 2 nodes 12 ${line}depth 3 nodes 56 ${line}depth 4 nodes 244 ${line}depth 5 nodes 1396 ${line}depth 6 nodes 8200 ${line}depth 7 nodes 55092 ${line}depth 8 nodes 390216 ${line}depth 9 nodes 3005288 ${line}$")
    gametree_cli_test("othello perft: 6x6 to depth 9, the first passes" COMMAND ${othello} perft --size 6 9
        STDOUT_REGEX "^depth 1 nodes 4 ${line}depth 2 nodes 12 ${line}depth 3 nodes 56 ${line}depth 4 nodes 244 ${line}depth 5 nodes 1364 ${line}depth 6 nodes 7604 ${line}depth 7 nodes 47740 ${line}depth 8 nodes 308716 ${line}depth 9 nodes 2114912 ${line}$")
    gametree_cli_test("othello perft: 6x6 with 3 threads, the same counts" COMMAND ${othello} perft --size 6 --threads 3 9
        STDOUT_REGEX "^depth 1 nodes 4 ${line}depth 2 nodes 12 ${line}depth 3 nodes 56 ${line}depth 4 nodes 244 ${line}depth 5 nodes 1364 ${line}depth 6 nodes 7604 ${line}depth 7 nodes 47740 ${line}depth 8 nodes 308716 ${line}depth 9 nodes 2114912 ${line}$")
    gametree_cli_test("othello perft: --threads out of range" COMMAND ${othello} perft --threads 1025 5 EXIT 2
        STDERR_REGEX "^error: --threads must be between 1 and 1024, not '1025'\n$")
    # Threads that cannot be started (1024 stacks of 8 MiB under a 1000000 KiB limit, which ASan cannot
    # run under): an error before any count, not an abort ("terminate called ...", status 134).
    if(NOT CMAKE_CXX_FLAGS MATCHES "sanitize=address")
        add_test(NAME "cli: othello perft: threads that cannot be started are an error"
            COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cluster_thread_limit.sh
                "^error: cannot start 1024 threads \\(.+\\). try fewer --threads$" ${othello} perft --threads 1024 9)
    endif()
    gametree_cli_test("othello perft: depth 0 counts the root" COMMAND ${othello} perft 0 STDOUT "depth 0 nodes 1 time_ms 0 nps 0")
    gametree_cli_test("othello perft: from a board, its size read from the text" COMMAND ${othello} perft
        --board "OXXXOOOOXXOX-OOXXXOOOOXXOOO-OX-----O O" 2 STDOUT_REGEX "^depth 1 nodes 1 ${line}depth 2 nodes 7 ${line}$")
    gametree_cli_test("othello perft: a finished game has no moves" COMMAND ${othello} perft
        --board "XXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOO X" 1 STDOUT_REGEX "^depth 1 nodes 0 ")
    gametree_cli_test("othello perft: bad depth" COMMAND ${othello} perft x EXIT 2
        STDERR_REGEX "^error: DEPTH must be an integer, not 'x'\n$")
    gametree_cli_test("othello perft: depth out of range" COMMAND ${othello} perft 21 EXIT 2
        STDERR_REGEX "^error: DEPTH must be between 0 and 20, not '21'\n$")
    gametree_cli_test("othello perft: missing depth" COMMAND ${othello} perft --size 6 EXIT 2
        STDERR_REGEX "^error: missing DEPTH; usage: othello perft")
    gametree_cli_test("othello perft: too many arguments" COMMAND ${othello} perft 1 2 EXIT 2
        STDERR_REGEX "^error: too many arguments; usage: othello perft")

    # othello solve: exact margins of small endgames (checked against brute force in the unit tests),
    # each side passing when it must; the line printed goes to the end of the game.
    gametree_cli_test("othello solve: a 6x6 endgame with 10 empty squares" COMMAND ${othello} solve
        --board "--X--OXX-XO-OXXOXOOOOXOOOOOOXO--OX-- X"
        STDOUT_REGEX "^Othello 6x6 solve: [-XO]+ X, 10 empty squares, X to move\ndepth 1 score eval -?[0-9]+ nodes [0-9]+ nps [0-9]+ time_ms [0-9]+ pv [a-f][1-6]\n(depth .*\n)*value 2 exact \\(X wins by 2 with best play; the game ends in 11 plies\\)\nbestmove [a-f][1-6]\npv( [a-f][1-6]| pass)+\n$")
    gametree_cli_test("othello solve: an 8x8 endgame with 12 empty squares" COMMAND ${othello} solve
        --board "O-OX-OO-OO-XOOOXOOXOO-O-OOOXXOOOOOOXXXO-OOOOXXX-OOOOXXXX---OXXO-" X
        STDOUT_REGEX "\ndepth [0-9]+ score margin \\+34 plies 17 .*\nvalue 34 exact \\(X wins by 34 with best play; the game ends in 17 plies\\)\nbestmove h1\n")
    gametree_cli_test("othello solve: the side to move must pass first" COMMAND ${othello} solve
        --board "OXXXOOOOXXOX-OOXXXOOOOXXOOO-OX-----O O"
        STDOUT_REGEX "\nvalue -18 exact \\(O loses by 18 with best play; the game ends in 10 plies\\)\nbestmove pass\npv pass( [a-f][1-6]| pass)+\n$")
    gametree_cli_test("othello solve: a game one ply from its end says 1 ply" COMMAND ${othello} solve
        --board "XXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOO- X"
        STDOUT_REGEX "\nvalue 8 exact \\(X wins by 8 with best play; the game ends in 1 ply\\)\nbestmove f1\n")
    gametree_cli_test("othello solve: a finished game" COMMAND ${othello} solve --board "XXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOO X"
        STDOUT_REGEX "\nvalue -4 exact \\(the game is over: X lost by 4\\)\n$")
    gametree_cli_test("othello solve: out of time, the value is unknown" COMMAND ${othello} solve --movetime 1
        STDOUT_REGEX "^Othello 8x8 solve: .*\nvalue unknown \\(stopped after depth [0-9]+, .*\nbestmove [a-h][1-8]\npv [a-h][1-8]")
    gametree_cli_test("othello solve: a bad board names the square" COMMAND ${othello} solve --size 6
        --board "--------------Xo----OX-------------- X" EXIT 2
        STDERR_REGEX "^error: bad position '[-XOo ]+': unexpected 'o' on d4; a square is X, O or - \\(at byte 16\\)\n$")
    gametree_cli_test("othello perft: a tab between the board and the side to move is named, on the board's size"
        COMMAND ${othello} perft --board "--------------XO----OX--------------\tX" 1 EXIT 2
        STDERR_REGEX "separated by a space, not U\\+0009 \\(at byte 37\\)\n$")
    gametree_cli_test("othello solve: a board of the wrong size" COMMAND ${othello} solve --size 8
        --board "--------------XO----OX-------------- X" EXIT 2
        STDERR_REGEX "the board has 36 squares; an 8x8 board has 64 \\(at byte 37\\)\n$")

    # Output nobody reads (a closed pipe, a full disk) stops the search of a position it cannot solve.
    add_test(NAME "cli: othello solve: a reader that goes away stops the search"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/othello_reader_gone.sh ${othello})
    set_tests_properties("cli: othello solve: a reader that goes away stops the search" PROPERTIES
        PASS_REGULAR_EXPRESSION "othello reader gone: every search stopped" TIMEOUT 120)

    # othello selfplay
    # The header is on its way before the first move's search (which takes long at a high depth).
    gametree_cli_test("othello selfplay: the header comes before the first search"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/first_line_soon.sh 2 ${othello} selfplay --depth 30
        STDOUT "Othello 8x8 self-play: the engine at depth 30 on both sides")
    gametree_cli_test("othello selfplay: 6x6 to the end" COMMAND ${othello} selfplay --size 6 --depth 2
        STDOUT_REGEX "^Othello 6x6 self-play: the engine at depth 2 on both sides\n.*\n1\\. X [a-f][1-6]  \\(eval .*\nfinal [-XO]+ [XO]\nResult: (X wins by [0-9]+|O wins by [0-9]+|draw) \\(X [0-9]+, O [0-9]+\\)\nSearched [0-9]+ nodes in total\n$")

    # Options, commands and help.
    gametree_cli_test("othello: --size 7" COMMAND ${othello} perft --size 7 3 EXIT 2 STDERR_REGEX "^error: --size must be 6 or 8, not '7'\n$")
    gametree_cli_test("othello: an option of another command" COMMAND ${othello} perft --movetime 5 3 EXIT 2
        STDERR_REGEX "^error: othello perft takes no --movetime option")
    gametree_cli_test("othello: unknown option" COMMAND ${othello} solve --fast EXIT 2 STDERR_REGEX "^error: unknown option '--fast'")
    gametree_cli_test("othello: an option without its value" COMMAND ${othello} solve --movetime EXIT 2
        STDERR_REGEX "^error: --movetime needs a value")
    # "--" ends the options, as in congo: the words after it are arguments,
    # even one that looks like an option. It was taken for an argument itself ("too many arguments").
    gametree_cli_test("othello perft: -- ends the options" COMMAND ${othello} perft --size 6 -- 3
        STDOUT_REGEX "^depth 1 nodes 4 ${line}depth 2 nodes 12 ${line}depth 3 nodes 56 ${line}$")
    gametree_cli_test("othello perft: -- last" COMMAND ${othello} perft 1 -- STDOUT_REGEX "^depth 1 nodes 4 ${line}$")
    gametree_cli_test("othello perft: after --, --help is an argument" COMMAND ${othello} perft -- --help EXIT 2 STDOUT ""
        STDERR_REGEX "^error: DEPTH must be an integer, not '--help'\n$")
    gametree_cli_test("othello solve: after --, an option is an argument" COMMAND ${othello} solve -- --movetime 1 EXIT 2
        STDOUT "" STDERR_REGEX "^error: unexpected argument '--movetime' \\(see othello solve --help\\)\n$")
    gametree_cli_test("othello perft: a board given as an option's value may start with --" COMMAND ${othello} perft
        --board -- 1 EXIT 2 STDERR_REGEX "^error: bad position '--'")
    # --option=VALUE is --option VALUE, as GNU tools take it; it was "unknown option '--size=6'".
    gametree_cli_test("othello perft: --size=6" COMMAND ${othello} perft --size=6 --threads=2 3
        STDOUT_REGEX "^depth 1 nodes 4 ${line}depth 2 nodes 12 ${line}depth 3 nodes 56 ${line}$")
    gametree_cli_test("othello perft: --board=TEXT X" COMMAND ${othello} perft
        --board=OXXXOOOOXXOX-OOXXXOOOOXXOOO-OX-----O O 2 STDOUT_REGEX "^depth 1 nodes 1 ${line}depth 2 nodes 7 ${line}$")
    gametree_cli_test("othello solve: --movetime= with no value" COMMAND ${othello} solve --movetime= EXIT 2 STDOUT ""
        STDERR_REGEX "^error: --movetime must be an integer, not ''\n$")
    gametree_cli_test("othello solve: --help=x is no request for help" COMMAND ${othello} solve --help=x EXIT 2 STDOUT ""
        STDERR_REGEX "^error: --help takes no value, not '--help=x'\n$")
    gametree_cli_test("othello: unknown command" COMMAND ${othello} frobnicate EXIT 2 STDERR_REGEX "^error: unknown command 'frobnicate'")
    gametree_cli_test("othello: no command" COMMAND ${othello} EXIT 2 STDERR_REGEX "^usage: othello")
    gametree_cli_test("othello: help" COMMAND ${othello} help STDOUT_REGEX "^usage: othello <command>")
    gametree_cli_test("othello: help for an unknown command" COMMAND ${othello} help frobnicate EXIT 2
        STDERR_REGEX "unknown command 'frobnicate'")
    # help is one of the commands the usage lists: its own help is the usage, not "unknown command".
    gametree_cli_test("othello help help" COMMAND ${othello} help help STDOUT_REGEX "^usage: othello <command>")
    gametree_cli_test("othello: help for two commands" COMMAND ${othello} help perft bogus EXIT 2
        STDERR_REGEX "^error: unexpected argument 'bogus' after othello help perft \\(usage: othello help \\[COMMAND\\]\\)\n$")
    foreach(command perft solve selfplay)
        gametree_cli_test("othello ${command} --help" COMMAND ${othello} ${command} --help
            STDOUT_REGEX "^usage: othello ${command} .*--size 6\\|8 +the board \\(default: 8, or the size of --board\\)\n")
        gametree_cli_test("othello help ${command}" COMMAND ${othello} help ${command} STDOUT_REGEX "^usage: othello ${command} ")
    endforeach()
    gametree_cli_test("othello: every option's default is in the usage" COMMAND ${othello} solve -h
        STDOUT_REGEX "--movetime MS .*\\(default: none, solve\\)\n  --hash MIB .*\\(default: 64\\)\n$")
endif()
