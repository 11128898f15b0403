# Proof-number search in the congo program: congo analyse --algorithm pns (included by CMakeLists.txt,
# after ${congo} and ${start} are set).
if(TARGET congo)
    set(pns_first "^algorithm: pns \\(proof-number search, no evaluation, endgame tablebases of three pieces, a tree of at most 4194304 nodes, a table of 65536 solved positions, single-threaded\\)\n")
    # A root of at most four pieces is searched with the tablebases of four (built for it first).
    set(pns_first_four "^algorithm: pns \\(proof-number search, no evaluation, endgame tablebases of four pieces, a tree of at most 4194304 nodes, a table of 65536 solved positions, single-threaded\\)\n")
    set(pns_counts "expansions [0-9]+ nodes [0-9]+ eps [0-9]+ time [0-9]+ hits [0-9]+ tbhits [0-9]+")
    # The lion capture in three plies of tests/search/pns: proven, its line, and the winning move last.
    set(pns_win_in_3 "2e1c2/mgpz1e1/2l2pp/7/P4PG/PE1LP2/1ME1C1Z w 21")
    gametree_cli_test("congo analyse pns: a forced win, its proof line, then bestmove" COMMAND ${congo} analyse
        ${pns_win_in_3} --algorithm pns --expansions 100000
        STDOUT_REGEX "${pns_first}pns: win ${pns_counts} pv g3e3 f5e4 e3c5\nbestmove g3e3\n$")
    # Two pawns: a root of four pieces, won at once, its line the proving move and then the tablebases'
    # best play to the capture.
    gametree_cli_test("congo analyse pns: a root of four pieces, valued by the tablebases of four" COMMAND ${congo} analyse
        "4l2/7/7/7/2P4/7/2L1P2 w 0" --algorithm pns
        STDOUT_REGEX "^algorithm: pns \\(proof-number search, no evaluation, endgame tablebases of four pieces, [^\n]*\npns: win expansions 1 nodes [0-9]+ eps [0-9]+ time [0-9]+ hits 0 tbhits [1-9][0-9]* pv [a-g][1-7][a-g][1-7]( [a-g][1-7][a-g][1-7])+\nbestmove [a-g][1-7][a-g][1-7]\n$")
    # By default it thinks by the clock, like the other algorithms, and finds the same win.
    gametree_cli_test("congo analyse pns: the default limit is time" COMMAND ${congo} analyse ${pns_win_in_3} --algorithm pns
        STDOUT_REGEX "${pns_first}pns: win ${pns_counts} pv g3e3 f5e4 e3c5\nbestmove g3e3\n$")
    # The position after g3e3, Black to move: lost, with the line of the proof and no bestmove (no move
    # of the loser is shown to be best).
    gametree_cli_test("congo analyse pns: a forced loss has a line and no bestmove" COMMAND ${congo} analyse
        "2e1c2/mgpz1e1/2l2pp/7/P3GP1/PE1LP2/1ME1C1Z b 21" --algorithm pns --expansions 100000
        STDOUT_REGEX "${pns_first}pns: loss ${pns_counts} pv f5e4 e3c5\n$")
    # Lion and cannon against a lone lion near the move limit: neither side can force the capture.
    gametree_cli_test("congo analyse pns: a draw has neither line nor bestmove" COMMAND ${congo} analyse
        "7/3l3/2C4/7/7/7/2L4 b 100" --algorithm pns --expansions 100000
        STDOUT_REGEX "${pns_first_four}pns: draw ${pns_counts}\n$")
    # A budget too small for any proof: unknown, and which limit ended it.
    gametree_cli_test("congo analyse pns: unknown within 10 expansions" COMMAND ${congo} analyse ${pns_win_in_3}
        --algorithm pns --expansions 10
        STDOUT_REGEX "${pns_first}pns: unknown expansions 10 nodes [0-9]+ eps [0-9]+ time [0-9]+ hits [0-9]+ tbhits [0-9]+ limit expansions\n$")
    gametree_cli_test("congo analyse pns: unknown within 50 ms" COMMAND ${congo} analyse ${start} --algorithm pns
        --movetime 50 STDOUT_REGEX "${pns_first}pns: unknown ${pns_counts} limit time\n$")
    gametree_cli_test("congo analyse pns: a finished game is refused" COMMAND ${congo} analyse "3l3/7/7/7/7/7/3L3 b 0"
        --algorithm pns EXIT 2 STDOUT ""
        STDERR_REGEX "^error: the game is over: Draw \\(only the two lions remain\\); nothing to analyse\n$")
    gametree_cli_test("congo analyse pns: every option of its usage" COMMAND ${congo} analyse --rules wits2021
        ${wits_start} --algorithm pns --movetime 50 STDOUT_REGEX "${pns_first}pns: unknown ${pns_counts} limit time\n$")
    # The options of the other algorithms are refused, each saying why.
    foreach(case "--depth|3|^error: --algorithm pns takes --expansions or --movetime, not --depth\n$"
            "--hash|8|^error: --hash is for alphabeta: --algorithm pns sizes its table with --table-entries\n$"
            "--multipv|2|^error: --multipv is for alphabeta \\(pns reports one line\\)\n$"
            "--threads|1|^error: --algorithm pns searches on one thread: --threads is for alphabeta and mcts\n$"
            "--iterations|5|^error: --iterations is for --algorithm mcts \\(pns takes --expansions\\)\n$")
        string(REPLACE "|" ";" words "${case}")
        list(GET words 0 option)
        list(GET words 1 value)
        list(GET words 2 message)
        gametree_cli_test("congo analyse pns: ${option} is refused" COMMAND ${congo} analyse ${start} --algorithm pns
            ${option} ${value} EXIT 2 STDOUT "" STDERR_REGEX "${message}")
    endforeach()
    gametree_cli_test("congo analyse pns: expansions and movetime together" COMMAND ${congo} analyse ${start}
        --algorithm pns --expansions 10 --movetime 10 EXIT 2 STDOUT ""
        STDERR_REGEX "^error: give either --expansions or --movetime, not both\n$")
    foreach(algorithm alphabeta mcts)
        gametree_cli_test("congo analyse ${algorithm}: --expansions is refused" COMMAND ${congo} analyse ${start}
            --algorithm ${algorithm} --expansions 10 EXIT 2 STDOUT "" STDERR_REGEX "^error: --expansions is for --algorithm pns or dfpn\n$")
    endforeach()
    gametree_cli_test("congo analyse: --expansions without an algorithm is refused" COMMAND ${congo} analyse ${start}
        --expansions 10 EXIT 2 STDOUT "" STDERR_REGEX "^error: --expansions is for --algorithm pns or dfpn\n$")
    foreach(bad 0 1000000001 many)
        gametree_cli_test("congo analyse pns: --expansions ${bad} is refused" COMMAND ${congo} analyse ${start}
            --algorithm pns --expansions ${bad} EXIT 2 STDOUT ""
            STDERR_REGEX "^error: --expansions must be (between 1 and 1000000000|an integer), not '${bad}'\n$")
    endforeach()
    gametree_cli_test("congo analyse pns: --expansions without a value" COMMAND ${congo} analyse ${start} --algorithm pns
        --expansions EXIT 2 STDOUT "" STDERR_REGEX "^error: --expansions needs a value \\(proof-number search expansions\\)\n$")
    gametree_cli_test("congo analyse --help: pns and --expansions" COMMAND ${congo} analyse --help
        STDOUT_REGEX "\n       congo analyse \\[--rules R\\] FEN --algorithm pns \\[--expansions N \\| --movetime MS\\] \\[--tree-nodes N\\]\n.*or pns: proof-number search.*\"bestmove MOVE\" only for a win.*\n  --expansions N  with pns or dfpn: expand at most N nodes, 1\\.\\.1000000000, instead of a time limit\n")
    # The tree's bound and the table's size.
    gametree_cli_test("congo analyse pns: --tree-nodes bounds the tree" COMMAND ${congo} analyse ${start} --algorithm pns
        --expansions 1000000 --tree-nodes 20000
        STDOUT_REGEX "^algorithm: pns \\(proof-number search, no evaluation, endgame tablebases of three pieces, a tree of at most 20000 nodes, a table of 65536 solved positions, single-threaded\\)\npns: unknown ${pns_counts} limit tree\n$")
    gametree_cli_test("congo analyse pns: --table-entries 0 keeps no table" COMMAND ${congo} analyse ${pns_win_in_3}
        --algorithm pns --expansions 100000 --table-entries 0
        STDOUT_REGEX "^algorithm: pns \\(proof-number search, no evaluation, endgame tablebases of three pieces, a tree of at most 4194304 nodes, no table, single-threaded\\)\npns: win expansions 928 nodes [0-9]+ eps [0-9]+ time [0-9]+ hits 0 tbhits 0 pv g3e3 f5e4 e3c5\nbestmove g3e3\n$")
    gametree_cli_test("congo analyse pns: --table-entries is rounded down to a power of two" COMMAND ${congo} analyse
        ${pns_win_in_3} --algorithm pns --expansions 100000 --table-entries=1000 --tree-nodes=100000
        STDOUT_REGEX "^algorithm: pns \\(proof-number search, no evaluation, endgame tablebases of three pieces, a tree of at most 100000 nodes, a table of 512 solved positions, single-threaded\\)\npns: win ${pns_counts} pv g3e3 f5e4 e3c5\nbestmove g3e3\n$")
    foreach(option --tree-nodes --table-entries)
        # The tree is pns's alone; the table is dfpn's too.
        set(for_algorithms "pns")
        if(option STREQUAL "--table-entries")
            set(for_algorithms "pns or dfpn")
        endif()
        foreach(algorithm alphabeta mcts)
            gametree_cli_test("congo analyse ${algorithm}: ${option} is refused" COMMAND ${congo} analyse ${start}
                --algorithm ${algorithm} ${option} 100 EXIT 2 STDOUT "" STDERR_REGEX "^error: ${option} is for --algorithm ${for_algorithms}\n$")
        endforeach()
        gametree_cli_test("congo analyse: ${option} without an algorithm is refused" COMMAND ${congo} analyse ${start}
            ${option} 100 EXIT 2 STDOUT "" STDERR_REGEX "^error: ${option} is for --algorithm ${for_algorithms}\n$")
    endforeach()
    foreach(bad 1 1000000001 many -5)
        gametree_cli_test("congo analyse pns: --tree-nodes ${bad} is refused" COMMAND ${congo} analyse ${start}
            --algorithm pns --tree-nodes ${bad} EXIT 2 STDOUT ""
            STDERR_REGEX "^error: --tree-nodes must be (between 2 and 1000000000|an integer), not '${bad}'\n$")
    endforeach()
    foreach(bad -1 1000000001 many)
        gametree_cli_test("congo analyse pns: --table-entries ${bad} is refused" COMMAND ${congo} analyse ${start}
            --algorithm pns --table-entries ${bad} EXIT 2 STDOUT ""
            STDERR_REGEX "^error: --table-entries must be (between 0 and 1000000000|an integer), not '${bad}'\n$")
    endforeach()
    gametree_cli_test("congo analyse pns: --tree-nodes without a value" COMMAND ${congo} analyse ${start} --algorithm pns
        --tree-nodes EXIT 2 STDOUT "" STDERR_REGEX "^error: --tree-nodes needs a value \\(the proof-number tree's nodes\\)\n$")
    gametree_cli_test("congo analyse pns: --table-entries without a value" COMMAND ${congo} analyse ${start} --algorithm pns
        --table-entries EXIT 2 STDOUT ""
        STDERR_REGEX "^error: --table-entries needs a value \\(solved positions to keep, 0 for none\\)\n$")
    gametree_cli_test("congo analyse --help: --tree-nodes and --table-entries" COMMAND ${congo} analyse --help
        STDOUT_REGEX "--algorithm pns \\[--expansions N \\| --movetime MS\\] \\[--tree-nodes N\\]\n +\\[--table-entries N\\] \\[--searchmoves M,\\.\\.\\.\\]\n.*\n  --tree-nodes N  with pns: the tree holds at most N nodes, 2\\.\\.1000000000.*\n  --table-entries N  with pns: remember at most N solved positions")
    # --searchmoves: the position solved among the moves named alone. White's lion takes Black's at once
    # along the open e-file (e1e7): without it, e1e2 keeps the lions facing and loses at once, e1d1
    # steps off the file and still wins; each answer differs from the whole position's.
    set(facing_lions --rules wits2021 "4l2/6P/7/7/7/7/4L2 w 18")
    gametree_cli_test("congo analyse pns: --searchmoves leaves out the winning capture: a loss"
        COMMAND ${congo} analyse ${facing_lions} --algorithm pns --expansions 100000 --searchmoves e1e2
        STDOUT_REGEX "${pns_first_four}pns: loss ${pns_counts} pv e1e2 e7e2\n$")
    gametree_cli_test("congo analyse pns: --searchmoves, a win by a move named, not by the capture"
        COMMAND ${congo} analyse ${facing_lions} --algorithm pns --expansions 100000 --searchmoves e1d1
        STDOUT_REGEX "${pns_first_four}pns: win ${pns_counts} pv e1d1 [^\n]*\nbestmove e1d1\n$")
    gametree_cli_test("congo analyse pns: --searchmoves repeated, with a repeat, every move named losing"
        COMMAND ${congo} analyse ${facing_lions} --algorithm pns --expansions 100000 --searchmoves "e1e2 g6g5"
        --searchmoves e1e2 STDOUT_REGEX "${pns_first_four}pns: loss ${pns_counts} pv (e1e2|g6g5) e7e[12]\n$")
    # The lion capture in three plies without g3e3: g3e5 wins as well.
    gametree_cli_test("congo analyse pns: --searchmoves, another winning move when the first is left out"
        COMMAND ${congo} analyse ${pns_win_in_3} --algorithm pns --expansions 100000 --searchmoves d2c2,g3e5,d2e3
        STDOUT_REGEX "${pns_first}pns: win ${pns_counts} pv g3e5 [^\n]*\nbestmove g3e5\n$")
    # The drawn lion and cannon against a lion: only d6c5, taking the cannon, holds the draw; d6d5 and
    # d6c6 walk into the lion.
    gametree_cli_test("congo analyse pns: --searchmoves, a draw lost without its drawing move"
        COMMAND ${congo} analyse "7/3l3/2C4/7/7/7/2L4 b 100" --algorithm pns --expansions 100000 --searchmoves d6d5,d6c6
        STDOUT_REGEX "${pns_first_four}pns: loss ${pns_counts} pv d6(d5|c6) c5(d5|c6)\n$")
    gametree_cli_test("congo analyse pns: --searchmoves, the best of the moves named draws"
        COMMAND ${congo} analyse "7/3l3/2C4/7/7/7/2L4 b 100" --algorithm pns --expansions 100000 --searchmoves d6d5,d6c5
        STDOUT_REGEX "${pns_first_four}pns: draw ${pns_counts}\n$")
    gametree_cli_test("congo analyse pns: --searchmoves with an illegal move is refused"
        COMMAND ${congo} analyse ${facing_lions} --algorithm pns --searchmoves e1e2,e1e3 EXIT 2 STDOUT ""
        STDERR_REGEX "^error: --searchmoves 'e1e2,e1e3': illegal move e1e3")
    gametree_cli_test("congo analyse --help: --searchmoves with pns" COMMAND ${congo} analyse --help
        STDOUT_REGEX "\n  --searchmoves M,\\.\\.\\.  search only these moves [^\n]*\n[^\n]*as UCI's go searchmoves; with pns or dfpn a win is\n +one of them winning, a loss all of them losing\n")
    gametree_cli_test("congo analyse pns: a full disk" COMMAND ${stdout_full} ${congo} analyse ${pns_win_in_3} --algorithm pns
        EXIT 2 STDERR_REGEX "^error: cannot write the output: No space left on device\n$")
endif()
