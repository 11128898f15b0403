# The benchmark programs run (briefly) as tests too, so that they keep working.
if(TARGET search_bench)
    gametree_cli_test("search_bench: runs and agrees with the hand-written search"
        COMMAND $<TARGET_FILE:search_bench> --depth 3 --repeat 1
        STDOUT_REGEX "Engine to depth 3.*\ntotal .*Generic alphabeta vs hand-written Congo alpha-beta, depth 3.*\ntotal ")
    gametree_cli_test("search_bench: 2 threads" COMMAND $<TARGET_FILE:search_bench> --depth 4 --threads 2 --repeat 1
        STDOUT_REGEX "Engine to depth 4, 16 MiB table, 2 threads .*\ntotal ")
    set_tests_properties("cli: search_bench: 2 threads" PROPERTIES LABELS threaded)
    gametree_cli_test("search_bench: --help" COMMAND $<TARGET_FILE:search_bench> --help
        STDOUT_REGEX "^usage: search_bench .*--depth D .*\\(default: 8\\).*--repeat N .*\\(default: 5\\)")
    gametree_cli_test("search_bench: a bad depth" COMMAND $<TARGET_FILE:search_bench> --depth 99 EXIT 2
        STDERR_REGEX "^error: --depth takes 1 to 30")
    gametree_cli_test("search_bench: a missing value" COMMAND $<TARGET_FILE:search_bench> --repeat EXIT 2
        STDERR_REGEX "^error: a value is missing after --repeat")
endif()
if(TARGET exact_search_bench)
    gametree_cli_test("exact_search_bench: the same values, nodes, times and the speed-up"
        COMMAND $<TARGET_FILE:exact_search_bench> --repeat 1
        STDOUT_REGEX "^Part 5 samples to depth 4, best of 1 round: the same values\nalpha-beta +160415 nodes +[0-9.]+ ms\nExactSearch +[0-9]+ nodes +[0-9.]+ ms\nspeed-up [0-9.]+x \\(nodes [0-9.]+x\\)\n$")
    gametree_cli_test("exact_search_bench: other depths" COMMAND $<TARGET_FILE:exact_search_bench> --depth 3 --repeat 2
        STDOUT_REGEX "^Part 5 samples to depth 3, best of 2 rounds: the same values\n")
    gametree_cli_test("exact_search_bench: --help" COMMAND $<TARGET_FILE:exact_search_bench> --help
        STDOUT_REGEX "^usage: exact_search_bench \\[--depth N\\] \\[--repeat R\\]\n.*\\(default: 4, the course's\\).*\\(default: 20\\)")
    gametree_cli_test("exact_search_bench: a bad depth" COMMAND $<TARGET_FILE:exact_search_bench> --depth 9 EXIT 2
        STDERR_REGEX "^error: --depth takes 1 to 8, not 9\n")
    gametree_cli_test("exact_search_bench: an unknown argument" COMMAND $<TARGET_FILE:exact_search_bench> --fast EXIT 2
        STDERR_REGEX "^error: unknown argument --fast\nusage: exact_search_bench")
endif()
if(TARGET tune_congo)
    gametree_cli_test("tune_congo: --help" COMMAND $<TARGET_FILE:tune_congo> -h STDOUT_REGEX "^usage: tune_congo .*\\(default: 40\\)")
    gametree_cli_test("tune_congo: a bad number" COMMAND $<TARGET_FILE:tune_congo> --games x EXIT 2
        STDERR_REGEX "^error: --games needs a non-negative integer, not 'x'")
endif()
if(TARGET texel_generate AND TARGET texel_tune)
    gametree_cli_test("texel_generate: --help" COMMAND $<TARGET_FILE:texel_generate> --help
        STDOUT_REGEX "^usage: texel_generate --out FILE .*--games N .*\\(default: 200\\)")
    gametree_cli_test("texel_generate: --out is required" COMMAND $<TARGET_FILE:texel_generate> --games 2 EXIT 2
        STDERR_REGEX "^error: --out FILE is required")
    gametree_cli_test("texel_generate: a bad number" COMMAND $<TARGET_FILE:texel_generate> --nodes 0 --out x EXIT 2
        STDERR_REGEX "^error: --nodes takes a number in its range, not '0'")
    gametree_cli_test("texel_tune: --help" COMMAND $<TARGET_FILE:texel_tune> -h STDOUT_REGEX "^usage: texel_tune DATA")
    gametree_cli_test("texel_tune: a missing file is named" COMMAND $<TARGET_FILE:texel_tune> no-such-file.data EXIT 2
        STDERR_REGEX "^error: no-such-file.data: cannot be read")
    # A small run of both: a few games written, then read back and tuned for one pass.
    gametree_cli_test("texel_generate and texel_tune: a short run"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/texel_round_trip.sh $<TARGET_FILE:texel_generate> $<TARGET_FILE:texel_tune>
        STDOUT_REGEX "4 games: .* positions written to .*positions. K = .*pass 1: error .*final error .*material\\{")
endif()
if(TARGET mcts_bench)
    gametree_cli_test("mcts_bench: throughput lines and a short Connect Four match"
        COMMAND $<TARGET_FILE:mcts_bench> --iterations 300 --games 2 --movetime 5
        STDOUT_REGEX "^congo start, playouts to the end +iterations 300 .*\ncongo start, cut-off after 8 plies +iterations 300 .*\nconnect four 7x6, empty board +iterations 300 .*\nconnect four 7x6, 5 ms a move: mcts against engine W-D-L [0-2]-[0-2]-[0-2]\n$")
    gametree_cli_test("mcts_bench: an odd number of games" COMMAND $<TARGET_FILE:mcts_bench> --games 3 EXIT 2
        STDERR_REGEX "^error: bad argument '--games'")
endif()
