# The benchmark programs run (briefly) as tests too, so that they keep working.
if(TARGET search_bench)
    gametree_cli_test("search_bench: runs and agrees with the hand-written search"
        COMMAND $<TARGET_FILE:search_bench> --depth 3 --repeat 1
        STDOUT_REGEX "Engine to depth 3.*\ntotal .*Generic alphabeta vs hand-written Congo alpha-beta, depth 3.*\ntotal ")
    gametree_cli_test("search_bench: --help" COMMAND $<TARGET_FILE:search_bench> --help
        STDOUT_REGEX "^usage: search_bench .*--depth D .*\\(default: 8\\).*--repeat N .*\\(default: 5\\)")
    gametree_cli_test("search_bench: a bad depth" COMMAND $<TARGET_FILE:search_bench> --depth 99 EXIT 2
        STDERR_REGEX "^error: --depth takes 1 to 30")
    gametree_cli_test("search_bench: a missing value" COMMAND $<TARGET_FILE:search_bench> --repeat EXIT 2
        STDERR_REGEX "^error: a value is missing after --repeat")
endif()
if(TARGET tune_congo)
    gametree_cli_test("tune_congo: --help" COMMAND $<TARGET_FILE:tune_congo> -h STDOUT_REGEX "^usage: tune_congo .*\\(default: 40\\)")
    gametree_cli_test("tune_congo: a bad number" COMMAND $<TARGET_FILE:tune_congo> --games x EXIT 2
        STDERR_REGEX "^error: --games needs a non-negative integer, not 'x'")
endif()
if(TARGET mcts_bench)
    gametree_cli_test("mcts_bench: throughput lines and a short Connect Four match"
        COMMAND $<TARGET_FILE:mcts_bench> --iterations 300 --games 2 --movetime 5
        STDOUT_REGEX "^congo start, playouts to the end +iterations 300 .*\ncongo start, cut-off after 8 plies +iterations 300 .*\nconnect four 7x6, empty board +iterations 300 .*\nconnect four 7x6, 5 ms a move: mcts against engine W-D-L [0-2]-[0-2]-[0-2]\n$")
    gametree_cli_test("mcts_bench: an odd number of games" COMMAND $<TARGET_FILE:mcts_bench> --games 3 EXIT 2
        STDERR_REGEX "^error: bad argument '--games'")
endif()
