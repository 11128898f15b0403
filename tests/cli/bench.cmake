# The benchmark programs run (briefly) as tests too, so that they keep working.
set(stdout_full ${CMAKE_CURRENT_SOURCE_DIR}/stdout_full.sh)
set(full_disk_said "^error: cannot write the output: No space left on device\n$")
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
    # Output that cannot be written is said, with status 2 (it was status 0, or 2 without a word).
    gametree_cli_test("search_bench: a full disk" COMMAND ${stdout_full} $<TARGET_FILE:search_bench> --depth 1 --repeat 1
        EXIT 2 STDERR_REGEX "${full_disk_said}")
    gametree_cli_test("search_bench --only generic: a full disk" COMMAND ${stdout_full} $<TARGET_FILE:search_bench>
        --only generic --depth 1 EXIT 2 STDERR_REGEX "${full_disk_said}")
    gametree_cli_test("search_bench: --only with a bad value" COMMAND $<TARGET_FILE:search_bench> --only both --depth 1 EXIT 2
        STDERR_REGEX "^error: --only takes engine, generic or handwritten, not 'both'\n$")
    if(NOT CMAKE_CXX_FLAGS MATCHES "sanitize=address")
        # A table or threads that cannot be had: an error, not an abort (status 134).
        gametree_cli_test("search_bench: a table larger than the memory" COMMAND
            ${CMAKE_CURRENT_SOURCE_DIR}/under_memory_limit.sh $<TARGET_FILE:search_bench> --hash 4096 --depth 1 --repeat 1
            EXIT 2 STDERR_REGEX "^error: out of memory \\(try a smaller --hash\\)\n$")
        gametree_cli_test("search_bench: threads that cannot be started" COMMAND
            ${CMAKE_CURRENT_SOURCE_DIR}/under_memory_limit.sh $<TARGET_FILE:search_bench> --threads 256 --depth 2 --repeat 1
            EXIT 2 STDERR_REGEX "^error: cannot start the threads \\(.+\\). try fewer --threads\n$")
    endif()
    gametree_cli_test("search_bench --help: a full disk" COMMAND ${stdout_full} $<TARGET_FILE:search_bench> --help
        EXIT 2 STDERR_REGEX "${full_disk_said}")
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
    gametree_cli_test("exact_search_bench: a full disk" COMMAND ${stdout_full} $<TARGET_FILE:exact_search_bench>
        --depth 1 --repeat 1 EXIT 2 STDERR_REGEX "${full_disk_said}")
endif()
if(TARGET tune_congo)
    gametree_cli_test("tune_congo: --help" COMMAND $<TARGET_FILE:tune_congo> -h STDOUT_REGEX "^usage: tune_congo .*\\(default: 40\\)")
    gametree_cli_test("tune_congo: a bad number" COMMAND $<TARGET_FILE:tune_congo> --games x EXIT 2
        STDERR_REGEX "^error: --games needs a non-negative integer, not 'x'")
    # Numbers out of range are refused, not silently changed (--games 0 played 2 games, --games 3 four).
    foreach(games 0 3 100002)
        gametree_cli_test("tune_congo: --games ${games}" COMMAND $<TARGET_FILE:tune_congo> --games ${games} EXIT 2
            STDERR_REGEX "^error: --games takes an even number from 2 to 100000, not '${games}'\n$")
    endforeach()
    gametree_cli_test("tune_congo: --nodes 0" COMMAND $<TARGET_FILE:tune_congo> --nodes 0 EXIT 2
        STDERR_REGEX "^error: --nodes takes a number from 1 up, not '0'\n$")
    gametree_cli_test("tune_congo: an unknown argument is named" COMMAND $<TARGET_FILE:tune_congo> --fast EXIT 2
        STDERR_REGEX "^error: unknown argument '--fast'\nusage: tune_congo ")
    # Quoted as every program quotes its input: escaped, at most 80 characters, the length said.
    string(REPEAT "x" 200 long_word)
    gametree_cli_test("tune_congo: a long unknown argument is cut to an excerpt" COMMAND $<TARGET_FILE:tune_congo> ${long_word}
        EXIT 2 STDERR_REGEX "^error: unknown argument 'x+\\.\\.\\.' \\(200 characters\\)\nusage: tune_congo ")
    gametree_cli_test("tune_congo: a full disk" COMMAND ${stdout_full} $<TARGET_FILE:tune_congo> --games 2 --nodes 50
        EXIT 2 STDERR_REGEX "${full_disk_said}")
endif()
if(TARGET texel_generate AND TARGET texel_tune)
    gametree_cli_test("texel_generate: --help" COMMAND $<TARGET_FILE:texel_generate> --help
        STDOUT_REGEX "^usage: texel_generate --out FILE .*--games N .*\\(default: 200\\)")
    # A data file that cannot be written says why, and a full disk stops the run after the game that met it.
    gametree_cli_test("texel_generate: an --out that cannot be opened says why" COMMAND $<TARGET_FILE:texel_generate>
        --games 2 --nodes 50 --out /nonexistent/texel.data EXIT 2
        STDERR_REGEX "^error: cannot write /nonexistent/texel.data: No such file or directory\n$")
    gametree_cli_test("texel_generate: a full --out stops the run" COMMAND $<TARGET_FILE:texel_generate>
        --games 200 --nodes 50 --out /dev/full EXIT 2
        STDERR_REGEX "^error: writing /dev/full failed: No space left on device\n$")
    gametree_cli_test("texel_generate: --out is required" COMMAND $<TARGET_FILE:texel_generate> --games 2 EXIT 2
        STDERR_REGEX "^error: --out FILE is required")
    gametree_cli_test("texel_generate: a bad number" COMMAND $<TARGET_FILE:texel_generate> --nodes 0 --out x EXIT 2
        STDERR_REGEX "^error: --nodes takes a number in its range, not '0'")
    gametree_cli_test("texel_tune: --help" COMMAND $<TARGET_FILE:texel_tune> -h STDOUT_REGEX "^usage: texel_tune DATA")
    string(REPEAT "x" 200 long_word_texel)
    gametree_cli_test("texel_tune: a long bad --passes is cut to an excerpt" COMMAND $<TARGET_FILE:texel_tune> data --passes ${long_word_texel}
        EXIT 2 STDERR_REGEX "^error: --passes takes 1 to 1000, not 'x+\\.\\.\\.' \\(200 characters\\)\n$")
    gametree_cli_test("texel_tune: a missing file is named" COMMAND $<TARGET_FILE:texel_tune> no-such-file.data EXIT 2
        STDERR_REGEX "^error: no-such-file.data: cannot be read: No such file or directory\n$")
    gametree_cli_test("texel_tune: a directory is named" COMMAND $<TARGET_FILE:texel_tune> ${CMAKE_CURRENT_SOURCE_DIR} EXIT 2
        STDERR_REGEX "^error: [^\n]*:1: cannot be read: Is a directory\n$")
    gametree_cli_test("texel_tune: endless input is refused, in bounded memory" COMMAND $<TARGET_FILE:texel_tune> /dev/zero
        EXIT 2 STDERR_REGEX "^error: /dev/zero:1: longer than 1024 characters; expected FEN;RESULT\n$")
    gametree_cli_test("texel_generate: a full disk" COMMAND ${stdout_full} $<TARGET_FILE:texel_generate> --games 1
        --nodes 50 --out /dev/null EXIT 2 STDERR_REGEX "${full_disk_said}")
    gametree_cli_test("texel_tune --help: a full disk" COMMAND ${stdout_full} $<TARGET_FILE:texel_tune> --help EXIT 2
        STDERR_REGEX "${full_disk_said}")
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
    gametree_cli_test("mcts_bench: --help" COMMAND $<TARGET_FILE:mcts_bench> --help
        STDOUT_REGEX "^usage: mcts_bench .*--games G .*\\(default: 20; 0: no match\\)")
    gametree_cli_test("mcts_bench: a full disk" COMMAND ${stdout_full} $<TARGET_FILE:mcts_bench> --iterations 10 --games 0
        EXIT 2 STDERR_REGEX "${full_disk_said}")
endif()
if(TARGET tablebase_bench)
    gametree_cli_test("tablebase_bench: the tables of three, then one of four with its counts"
        COMMAND $<TARGET_FILE:tablebase_bench> --tables 1
        STDOUT_REGEX "^standard rules: 17 tables of three pieces in [0-9]+ ms\nlions SS  positions  175122  won +[0-9]+  lost +[0-9]+  drawn +[0-9]+  longest win +[0-9]+ plies +[0-9]+ ms\n1 table of four: 175122 positions in [0-9.]+ s \\([0-9.]+ M positions/s\\), 4 MB of values\n$")
    gametree_cli_test("tablebase_bench: the course's rules" COMMAND $<TARGET_FILE:tablebase_bench> --rules wits2021 --tables 0
        STDOUT_REGEX "^wits2021 rules: 17 tables of three pieces in [0-9]+ ms\n0 tables of four: 0 positions")
    gametree_cli_test("tablebase_bench: --help" COMMAND $<TARGET_FILE:tablebase_bench> --help
        STDOUT_REGEX "^usage: tablebase_bench \\[--rules standard\\|wits2021\\] \\[--tables N\\]\n")
    gametree_cli_test("tablebase_bench: bad arguments" COMMAND $<TARGET_FILE:tablebase_bench> --rules chess EXIT 2
        STDERR_REGEX "^error: bad argument '--rules'; usage: tablebase_bench ")
    gametree_cli_test("tablebase_bench: more tables than there are" COMMAND $<TARGET_FILE:tablebase_bench> --tables 96 EXIT 2
        STDERR_REGEX "^error: bad argument '--tables'; usage: tablebase_bench ")
    gametree_cli_test("tablebase_bench: a full disk" COMMAND ${stdout_full} $<TARGET_FILE:tablebase_bench> --tables 0
        EXIT 2 STDERR_REGEX "${full_disk_said}")
endif()
if(TARGET pns_bench)
    gametree_cli_test("pns_bench: throughput lines, the draws solved and the Congo win proven"
        COMMAND $<TARGET_FILE:pns_bench> --movetime 20 --quick
        STDOUT_REGEX "^tic-tac-toe, empty board +value draw +expansions [0-9]+ .*\nconnect four 4x4, empty board +value draw .*\ncongo, lion capture in 3 plies +value win .*\ncongo start, until a limit +value unknown .*\ndf-pn: tic-tac-toe, empty board +value draw +expansions [0-9]+ table_entries [0-9]+ .*\ndf-pn: connect four 4x4, empty board +value draw .*\ndf-pn: congo, lion capture in 3 plies +value win .*\ndf-pn: congo start, until a limit +value unknown .*\n$")
    gametree_cli_test("pns_bench: a bad movetime" COMMAND $<TARGET_FILE:pns_bench> --movetime 0 EXIT 2
        STDERR_REGEX "^error: bad argument '--movetime'")
    gametree_cli_test("pns_bench: --help" COMMAND $<TARGET_FILE:pns_bench> --help
        STDOUT_REGEX "^usage: pns_bench \\[--movetime MS\\] \\[--table-entries N\\] \\[--dfpn-table-entries N\\] \\[--quick\\]")
    gametree_cli_test("pns_bench: --table-entries 0 runs without the table"
        COMMAND $<TARGET_FILE:pns_bench> --movetime 20 --quick --table-entries 0
        STDOUT_REGEX "^tic-tac-toe, empty board +value draw +expansions 3797 .* table_hits 0\nconnect four 4x4, empty board +value draw +expansions 103867 .* table_hits 0\n")
    gametree_cli_test("pns_bench: a bad --table-entries" COMMAND $<TARGET_FILE:pns_bench> --table-entries -1 EXIT 2
        STDERR_REGEX "^error: bad argument '--table-entries'")
    gametree_cli_test("pns_bench: --dfpn-table-entries 4 solves the same draws in a table of one bucket"
        COMMAND $<TARGET_FILE:pns_bench> --movetime 20 --quick --dfpn-table-entries 4
        STDOUT_REGEX "\ndf-pn: tic-tac-toe, empty board +value draw +expansions [0-9]+ table_entries [1-4] .*\ndf-pn: connect four 4x4, empty board +value draw +expansions [0-9]+ table_entries [1-4] ")
    gametree_cli_test("pns_bench: a bad --dfpn-table-entries" COMMAND $<TARGET_FILE:pns_bench> --dfpn-table-entries 3 EXIT 2
        STDERR_REGEX "^error: bad argument '--dfpn-table-entries'")
    gametree_cli_test("pns_bench: a full disk" COMMAND ${stdout_full} $<TARGET_FILE:pns_bench> --movetime 1 --quick
        EXIT 2 STDERR_REGEX "${full_disk_said}")
endif()
if(TARGET evaluation_share)
    gametree_cli_test("evaluation_share: a full disk" COMMAND ${stdout_full} $<TARGET_FILE:evaluation_share> --depth 1
        EXIT 2 STDERR_REGEX "${full_disk_said}")
    gametree_cli_test("evaluation_share: an unknown argument is named" COMMAND $<TARGET_FILE:evaluation_share> --dept 3
        EXIT 2 STDERR_REGEX "^error: unknown argument '--dept'\nusage: evaluation_share")
    gametree_cli_test("evaluation_share: a bad depth is named" COMMAND $<TARGET_FILE:evaluation_share> --depth 31
        EXIT 2 STDERR_REGEX "^error: --depth takes 1 to 30, not '31'\n$")
endif()
