# Monte Carlo tree search in the programs: congo analyse --algorithm mcts, the UCI Algorithm option and
# the tournament's mcts agents (included by CMakeLists.txt, after ${congo} and ${start} are set).
if(TARGET congo)
    set(mcts_line "iterations [0-9]+ nodes [0-9]+ ips [0-9]+ time [0-9]+ score (cp -?[0-9]+|mate -?[0-9]+ proven) visits [0-9]+ value [01]\\.[0-9]+ pv")
    # A progress line every tenth of 2000 iterations (the last one is the final line), then bestmove.
    string(REPEAT "${mcts_line}[a-g1-7 ]*\n" 9 nine_lines)
    gametree_cli_test("congo analyse mcts: a progress line per tenth of an iteration budget, then bestmove"
        COMMAND ${congo} analyse ${start} --algorithm mcts --iterations 2000
        STDOUT_REGEX "^algorithm: mcts \\(UCT, solver, random playouts, single-threaded\\)\niterations 200 [^\n]*\n${nine_lines}bestmove [a-g][1-7][a-g][1-7]\n$")
    gametree_cli_test("congo analyse mcts: root parallelism on two threads shares the iteration budget"
        COMMAND ${congo} analyse ${start} --algorithm mcts --iterations 2000 --threads 2
        STDOUT_REGEX "^algorithm: mcts \\(UCT, solver, random playouts, root parallelism, 2 threads\\)\n(iterations [^\n]*\n)*iterations 2000 [^\n]*\nbestmove [a-g][1-7][a-g][1-7]\n$")
    gametree_cli_test("congo analyse mcts: a lion capture proven" COMMAND ${congo} analyse --rules wits2021
        "4l2/6P/7/7/7/7/4L2 w 18" --algorithm mcts --movetime 5000
        STDOUT_REGEX "score mate 1 proven visits [0-9]+ value 1\\.000 pv e1e7\nbestmove e1e7\n$")
    # --multipv N: every progress line becomes N, numbered after the iterations, each move's own; 1 is
    # the plain line.
    set(mcts_numbered "")
    foreach(k 1 2 3)
        string(APPEND mcts_numbered "iterations [0-9]+ multipv ${k} nodes [0-9]+ ips [0-9]+ time [0-9]+ score [a-z]+ -?[0-9]+[ a-z]* visits [0-9]+ value [01]\\.[0-9]+ pv [a-g][1-7][a-g][1-7][a-g1-7 ]*\n")
    endforeach()
    string(REPEAT "${mcts_numbered}" 9 nine_numbered)
    gametree_cli_test("congo analyse mcts: --multipv 3, three numbered lines per progress line"
        COMMAND ${congo} analyse ${start} --algorithm mcts --iterations 2000 --multipv 3
        STDOUT_REGEX "^algorithm: mcts \\(UCT, solver, random playouts, single-threaded\\)\n${nine_numbered}iterations 2000 multipv 1 [^\n]*\niterations 2000 multipv 2 [^\n]*\niterations 2000 multipv 3 [^\n]*\nbestmove [a-g][1-7][a-g][1-7]\n$")
    gametree_cli_test("congo analyse mcts: --multipv 1 is the plain line"
        COMMAND ${congo} analyse ${start} --algorithm mcts --iterations 2000 --multipv 1
        STDOUT_REGEX "^algorithm: mcts \\(UCT, solver, random playouts, single-threaded\\)\niterations 200 [^\n]*\n${nine_lines}bestmove [a-g][1-7][a-g][1-7]\n$")
    gametree_cli_test("congo analyse mcts: --multipv 2 on two threads"
        COMMAND ${congo} analyse ${start} --algorithm mcts --iterations 2000 --threads 2 --multipv 2
        STDOUT_REGEX "\niterations 2000 multipv 1 [^\n]* pv [a-g][1-7][a-g][1-7][^\n]*\niterations 2000 multipv 2 [^\n]* pv [a-g][1-7][a-g][1-7][^\n]*\nbestmove [a-g][1-7][a-g][1-7]\n$")
    gametree_cli_test("congo analyse mcts: --multipv with a proven win, the winning move first"
        COMMAND ${congo} analyse --rules wits2021 "4l2/6P/7/7/7/7/4L2 w 18" --algorithm mcts --movetime 5000 --multipv 2
        STDOUT_REGEX "multipv 1 [^\n]*score mate 1 proven visits [0-9]+ value 1\\.000 pv e1e7\n[^\n]*multipv 2 [^\n]*\nbestmove e1e7\n$")
    # --searchmoves: the tree's root keeps only the moves named; a win through a move left out is not one.
    gametree_cli_test("congo analyse mcts: --searchmoves, every line and bestmove among the moves named"
        COMMAND ${congo} analyse ${start} --algorithm mcts --iterations 2000 --searchmoves g2g3,c2c3
        STDOUT_REGEX "^algorithm: [^\n]*\n(iterations [^\n]* pv (g2g3|c2c3)[a-g1-7 ]*\n)+bestmove (g2g3|c2c3)\n$")
    gametree_cli_test("congo analyse mcts: --searchmoves leaves out the winning capture"
        COMMAND ${congo} analyse --rules wits2021 "4l2/6P/7/7/7/7/4L2 w 18" --algorithm mcts --iterations 2000 --searchmoves e1e2
        STDOUT_REGEX "score mate -1 proven visits [0-9]+ value 0\\.000 pv e1e2 e7e2\nbestmove e1e2\n$")
    gametree_cli_test("congo analyse mcts: by time" COMMAND ${congo} analyse ${start} --algorithm mcts --movetime 200
        STDOUT_REGEX "\niterations [0-9]+ .*\nbestmove [a-g][1-7][a-g][1-7]\n$")
    gametree_cli_test("congo analyse mcts: no depth" COMMAND ${congo} analyse ${start} --algorithm mcts --depth 3 EXIT 2
        STDERR_REGEX "^error: --algorithm mcts takes --iterations or --movetime, not --depth\n$")
    gametree_cli_test("congo analyse mcts: iterations and movetime together" COMMAND ${congo} analyse ${start}
        --algorithm mcts --iterations 10 --movetime 10 EXIT 2 STDERR_REGEX "^error: give either --iterations or --movetime, not both\n$")
    gametree_cli_test("congo analyse: iterations without mcts" COMMAND ${congo} analyse ${start} --iterations 10 EXIT 2
        STDERR_REGEX "^error: --iterations is for --algorithm mcts \\(alpha-beta takes --depth\\)\n$")
    gametree_cli_test("congo analyse: an unknown algorithm" COMMAND ${congo} analyse ${start} --algorithm mtdf EXIT 2
        STDERR_REGEX "^error: --algorithm needs 'alphabeta', 'mcts', 'pns' or 'dfpn'\n$")
    gametree_cli_test("congo analyse mcts: iterations out of range" COMMAND ${congo} analyse ${start} --algorithm mcts
        --iterations 0 EXIT 2 STDERR_REGEX "^error: --iterations must be between 1 and 1000000000, not '0'\n$")
    gametree_cli_test("congo analyse mcts: iterations not a number" COMMAND ${congo} analyse ${start} --algorithm mcts
        --iterations many EXIT 2 STDERR_REGEX "^error: --iterations must be an integer, not 'many'\n$")
    gametree_cli_test("congo analyse: alphabeta named explicitly" COMMAND ${congo} analyse ${start} --algorithm alphabeta
        --depth 2 STDOUT_REGEX "\ndepth 2 score .*\nbestmove [a-g][1-7][a-g][1-7]\n$")

    add_test(NAME "cli: congo uci: the mcts algorithm" COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/uci_mcts.sh $<TARGET_FILE:congo>)
    set_tests_properties("cli: congo uci: the mcts algorithm" PROPERTIES PASS_REGULAR_EXPRESSION "uci mcts: all answers as expected"
        TIMEOUT 60)
endif()

if(TARGET wits2021-part6-tournament)
    gametree_cli_test("part6-tournament: the mcts agents play"
        COMMAND $<TARGET_FILE:wits2021-part6-tournament> --agents mcts,mcts-cutoff,mcts-uct --games 2 --movetime 20 --max-moves 20
        STDOUT_REGEX "^agent +games +wins +draws +losses +score +ms/move +nodes/move\nmcts +4 .*\nmcts-cutoff +4 .*\nmcts-uct +4 .*\n"
        STDERR_REGEX "\\[6/6\\] ")
    gametree_cli_test("part6-tournament: an unknown mcts variant"
        COMMAND $<TARGET_FILE:wits2021-part6-tournament> --agents mcts,mcts-fast EXIT 2 STDERR_REGEX "^error: unknown agent 'mcts-fast'")
endif()

if(TARGET readme_mcts_quick_start)
    gametree_cli_test("README MCTS quick start runs" COMMAND $<TARGET_FILE:readme_mcts_quick_start>
        STDOUT_REGEX "^e1e7 proven plies 1\ndice nim, 8 stones: 15\\.625 in [0-9]+ nodes\n$")
endif()
