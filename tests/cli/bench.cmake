# The benchmark programs run (briefly) as tests too, so that they keep working.
if(TARGET search_bench)
    gametree_cli_test("search_bench: runs and agrees with the hand-written search"
        COMMAND $<TARGET_FILE:search_bench> --depth 3 --repeat 1
        STDOUT_REGEX "Engine to depth 3.*\ntotal .*Generic alphabeta vs hand-written Congo alpha-beta, depth 3.*\ntotal ")
endif()
