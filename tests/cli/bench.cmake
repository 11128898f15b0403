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
if(TARGET tune_congo)
    gametree_cli_test("tune_congo: --help" COMMAND $<TARGET_FILE:tune_congo> -h STDOUT_REGEX "^usage: tune_congo .*\\(default: 40\\)")
    gametree_cli_test("tune_congo: a bad number" COMMAND $<TARGET_FILE:tune_congo> --games x EXIT 2
        STDERR_REGEX "^error: --games needs a non-negative integer, not 'x'")
endif()
