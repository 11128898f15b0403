# Depth-first proof-number search in the congo program: congo analyse --algorithm dfpn (included by
# CMakeLists.txt after congo_pns.cmake, whose positions it solves again: the same answers, by df-pn;
# in the lion capture in three plies it proves g3e5 first, which wins as g3e3 does: e5c5 takes the lion).
if(TARGET congo)
    set(dfpn_first "^algorithm: dfpn \\(depth-first proof-number search, no evaluation, endgame tablebases of three pieces, a table of 1048576 entries, 24 MiB, single-threaded\\)\n")
    # A root of at most four pieces is searched with the tablebases of four (built for it first).
    set(dfpn_first_four "^algorithm: dfpn \\(depth-first proof-number search, no evaluation, endgame tablebases of four pieces, a table of 1048576 entries, 24 MiB, single-threaded\\)\n")
    set(dfpn_counts "expansions [0-9]+ entries [0-9]+ eps [0-9]+ time [0-9]+ hits [0-9]+ tbhits [0-9]+")
    gametree_cli_test("congo analyse dfpn: a forced win, its proof line, then bestmove" COMMAND ${congo} analyse
        ${pns_win_in_3} --algorithm dfpn --expansions 100000
        STDOUT_REGEX "${dfpn_first}dfpn: win ${dfpn_counts} pv g3e5 f5e4 e5c5\nbestmove g3e5\n$")
    gametree_cli_test("congo analyse dfpn: the default limit is time" COMMAND ${congo} analyse ${pns_win_in_3}
        --algorithm dfpn STDOUT_REGEX "${dfpn_first}dfpn: win ${dfpn_counts} pv g3e5 f5e4 e5c5\nbestmove g3e5\n$")
    gametree_cli_test("congo analyse dfpn: a forced loss has a line and no bestmove" COMMAND ${congo} analyse
        "2e1c2/mgpz1e1/2l2pp/7/P3GP1/PE1LP2/1ME1C1Z b 21" --algorithm dfpn --expansions 100000
        STDOUT_REGEX "${dfpn_first}dfpn: loss ${dfpn_counts} pv [^\n]+\n$")
    gametree_cli_test("congo analyse dfpn: a draw has neither line nor bestmove" COMMAND ${congo} analyse
        "7/3l3/2C4/7/7/7/2L4 b 100" --algorithm dfpn --expansions 100000
        STDOUT_REGEX "${dfpn_first_four}dfpn: draw ${dfpn_counts}\n$")
    gametree_cli_test("congo analyse dfpn: unknown within 10 expansions" COMMAND ${congo} analyse ${pns_win_in_3}
        --algorithm dfpn --expansions 10
        STDOUT_REGEX "${dfpn_first}dfpn: unknown expansions 10 entries [0-9]+ eps [0-9]+ time [0-9]+ hits [0-9]+ tbhits [0-9]+ limit expansions\n$")
    # With the tablebases of four a root of four pieces is answered at once, even a draw that rests on
    # going round (lion and giraffe against lion and elephant: unknown without them, README).
    gametree_cli_test("congo analyse dfpn: a root of four pieces, valued by the tablebases of four" COMMAND ${congo} analyse
        "4l2/2e4/7/7/7/2G4/2L4 w 1" --algorithm dfpn
        STDOUT_REGEX "^algorithm: dfpn \\(depth-first proof-number search, no evaluation, endgame tablebases of four pieces, a table of 1048576 entries, 24 MiB, single-threaded\\)\ndfpn: draw expansions 2 entries [0-9]+ eps [0-9]+ time [0-9]+ hits 0 tbhits 28\n$")
    gametree_cli_test("congo analyse dfpn: unknown within 50 ms" COMMAND ${congo} analyse ${start} --algorithm dfpn
        --movetime 50 STDOUT_REGEX "${dfpn_first}dfpn: unknown ${dfpn_counts} limit time\n$")
    # Its memory is the table alone: a small one does not stop the search, whose entries replace each
    # other (pns stops once its tree is full: "limit tree").
    gametree_cli_test("congo analyse dfpn: 30000 expansions in a table of 4096 entries" COMMAND ${congo} analyse ${start}
        --algorithm dfpn --expansions 30000 --table-entries 4096
        STDOUT_REGEX "^algorithm: dfpn \\(depth-first proof-number search, no evaluation, endgame tablebases of three pieces, a table of 4096 entries, 96 KiB, single-threaded\\)\ndfpn: unknown expansions 30000 entries ([0-9]|[1-9][0-9]|[1-9][0-9][0-9]|[1-3][0-9][0-9][0-9]|40[0-8][0-9]|409[0-6]) eps [0-9]+ time [0-9]+ hits [0-9]+ tbhits [0-9]+ limit expansions\n$")
    # (A small table may have given up the entries the line is read from: the line may stop short.)
    gametree_cli_test("congo analyse dfpn: --table-entries is rounded down to a power of two" COMMAND ${congo} analyse
        ${pns_win_in_3} --algorithm dfpn --expansions 100000 --table-entries=1000
        STDOUT_REGEX "^algorithm: dfpn \\(depth-first proof-number search, no evaluation, endgame tablebases of three pieces, a table of 512 entries, 12 KiB, single-threaded\\)\ndfpn: win ${dfpn_counts} pv g3e5[^\n]*\nbestmove g3e5\n$")
    foreach(bad 0 3)
        gametree_cli_test("congo analyse dfpn: --table-entries ${bad} is refused" COMMAND ${congo} analyse ${start}
            --algorithm dfpn --table-entries ${bad} EXIT 2 STDOUT ""
            STDERR_REGEX "^error: --table-entries with --algorithm dfpn must be at least 4, not ${bad} \\(its numbers live in the table\\)\n$")
    endforeach()
    # The options of the other algorithms are refused, each saying why.
    foreach(case "--depth|3|^error: --algorithm dfpn takes --expansions or --movetime, not --depth\n$"
            "--hash|8|^error: --hash is for alphabeta: --algorithm dfpn sizes its table with --table-entries\n$"
            "--multipv|2|^error: --multipv is for alphabeta \\(dfpn reports one line\\)\n$"
            "--threads|1|^error: --algorithm dfpn searches on one thread: --threads is for alphabeta and mcts\n$"
            "--iterations|5|^error: --iterations is for --algorithm mcts \\(dfpn takes --expansions\\)\n$"
            "--tree-nodes|100|^error: --tree-nodes is for --algorithm pns: dfpn keeps no tree \\(its memory is --table-entries\\)\n$")
        string(REPLACE "|" ";" words "${case}")
        list(GET words 0 option)
        list(GET words 1 value)
        list(GET words 2 message)
        gametree_cli_test("congo analyse dfpn: ${option} is refused" COMMAND ${congo} analyse ${start} --algorithm dfpn
            ${option} ${value} EXIT 2 STDOUT "" STDERR_REGEX "${message}")
    endforeach()
    gametree_cli_test("congo analyse dfpn: expansions and movetime together" COMMAND ${congo} analyse ${start}
        --algorithm dfpn --expansions 10 --movetime 10 EXIT 2 STDOUT ""
        STDERR_REGEX "^error: give either --expansions or --movetime, not both\n$")
    # --searchmoves, as with pns: the capture left out loses, a quiet move named still wins.
    gametree_cli_test("congo analyse dfpn: --searchmoves leaves out the winning capture: a loss"
        COMMAND ${congo} analyse ${facing_lions} --algorithm dfpn --expansions 100000 --searchmoves e1e2
        STDOUT_REGEX "${dfpn_first_four}dfpn: loss ${dfpn_counts} pv e1e2 e7e2\n$")
    gametree_cli_test("congo analyse dfpn: --searchmoves, another winning move when the first is left out"
        COMMAND ${congo} analyse ${pns_win_in_3} --algorithm dfpn --expansions 100000 --searchmoves d2c2,g3e5,d2e3
        STDOUT_REGEX "${dfpn_first}dfpn: win ${dfpn_counts} pv g3e5 [^\n]*\nbestmove g3e5\n$")
    gametree_cli_test("congo analyse --help: dfpn" COMMAND ${congo} analyse --help
        STDOUT_REGEX "\n       congo analyse \\[--rules R\\] FEN --algorithm dfpn \\[--expansions N \\| --movetime MS\\]\n +\\[--table-entries N\\] \\[--searchmoves M,\\.\\.\\.\\]\n.*or dfpn: depth-first proof-number search.*\n +with dfpn: its table of N entries")
    gametree_cli_test("congo analyse dfpn: a full disk" COMMAND ${stdout_full} ${congo} analyse ${pns_win_in_3}
        --algorithm dfpn EXIT 2 STDERR_REGEX "^error: cannot write the output: No space left on device\n$")
endif()
