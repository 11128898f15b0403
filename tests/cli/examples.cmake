# Tests of the short "use it in your project" examples (included by CMakeLists.txt, which defines
# gametree_cli_test).
if(TARGET own_game)
    # Race to 21 passes the conformance kit, is a first-player win (alpha-beta's +100; the engine's mate
    # score gives its length), and both Congo searches name a move.
    gametree_cli_test("own_game" COMMAND $<TARGET_FILE:own_game>
        STDOUT_REGEX "^Race to 21\n  conformance: 200 games, [0-9]+ plies, all checks passed\n  perft depth 4: 81 move sequences\n  alpha-beta: value 100, first move: add 1\n  engine features: transposition table 16 MiB, killers, late move reductions, futility pruning, PVS, aspiration windows, mate scores; no move: loss; game declares: hash\n  engine: first player wins in 13 plies, first move: add 1\nCongo with a material and mobility evaluator\n  alpha-beta depth 3: value -?[0-9]+, best move [a-g][1-7][a-g][1-7]\n  engine depth 5: score -?[0-9]+, best move [a-g][1-7][a-g][1-7], pv( [a-g1-7]+)+, [0-9]+ nodes\n$")
    gametree_cli_test("own_game: --help" COMMAND $<TARGET_FILE:own_game> --help STDOUT_REGEX "^usage: own_game\n")
    gametree_cli_test("own_game: takes no arguments" COMMAND $<TARGET_FILE:own_game> x EXIT 2
        STDERR_REGEX "^error: own_game takes no arguments")
    gametree_cli_test("own_game: a full disk" COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/stdout_full.sh $<TARGET_FILE:own_game>
        EXIT 2 STDERR_REGEX "^error: cannot write the output: No space left on device\n$")
endif()
