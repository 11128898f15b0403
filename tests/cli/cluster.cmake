# congo-cluster over MPI (built when an MPI is found): 2 ranks on this machine must give the counts of
# congo perft and the output of the single-process tournament, and fail on bad input on every rank
# without hanging. Open MPI needs --allow-run-as-root as root, and --oversubscribe on fewer cores.
if(NOT TARGET congo-cluster OR NOT MPIEXEC_EXECUTABLE)
    return()
endif()
set(mpirun ${MPIEXEC_EXECUTABLE} ${MPIEXEC_NUMPROC_FLAG})
execute_process(COMMAND ${MPIEXEC_EXECUTABLE} --version OUTPUT_VARIABLE mpiexec_version ERROR_QUIET)
set(open_mpi_flags "")
if(mpiexec_version MATCHES "Open MPI|OpenRTE")
    set(open_mpi_flags --allow-run-as-root --oversubscribe)
endif()
set(cluster $<TARGET_FILE:congo-cluster>)
set(congo $<TARGET_FILE:congo>)
set(tournament $<TARGET_FILE:wits2021-part6-tournament>)
set(start "gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0")
set(wits_start "2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 0")

add_test(NAME "cli: congo-cluster perft: 2 ranks count what congo perft counts"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/same_perft_lines.sh ${congo} perft ${start} 5 --
        ${mpirun} 2 ${open_mpi_flags} ${cluster} perft ${start} 5)
add_test(NAME "cli: congo-cluster perft: 2 ranks of 2 threads, course rules, depth 0 and 4"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/same_perft_lines.sh ${congo} perft --rules wits2021 ${wits_start} 4 --
        ${mpirun} 2 ${open_mpi_flags} ${cluster} perft --rules wits2021 --threads 2 ${wits_start} 4)
add_test(NAME "cli: congo-cluster perft: 3 ranks, a finished game"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/same_perft_lines.sh ${congo} perft "7/7/7/7/7/7/3L3 b 3" 3 --
        ${mpirun} 3 ${open_mpi_flags} ${cluster} perft "7/7/7/7/7/7/3L3 b 3" 3)
# Rank 0's clock covers every rank's counting: 4 ranks (on 2 cores, 3x too many nodes/s before).
add_test(NAME "cli: congo-cluster perft: nodes/s counts only what its time allows"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cluster_perft_speed.sh 4 ${congo} perft ${start} 4 --
        ${mpirun} 4 ${open_mpi_flags} ${cluster} perft ${start} 4)
# Alone (no mpirun, which would not pass the failure on), a failed write is the one error line of every
# program: MPI_Abort's notice of killing every MPI process followed it, with no other process to kill.
add_test(NAME "cli: congo-cluster perft: alone, a full disk is one error line"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/full_disk_said_once.sh ${cluster} perft ${start} 3)
set(depth_limited --agents minimax1,alphabeta2,engine,engine-plain --games 4 --depth 3 --max-moves 40)
add_test(NAME "cli: congo-cluster tournament: 2 ranks play the single-process games"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/same_tournament.sh ${tournament} ${depth_limited} --
        ${mpirun} 2 ${open_mpi_flags} ${cluster} tournament ${depth_limited})
add_test(NAME "cli: congo-cluster tournament: 3 ranks of 2 games at once"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/same_tournament.sh ${tournament} ${depth_limited} --
        ${mpirun} 3 ${open_mpi_flags} ${cluster} tournament ${depth_limited} --concurrency 2)
set(with_random --agents random,alphabeta1,minimax1 --games 8 --depth 1 --max-moves 40)
add_test(NAME "cli: congo-cluster tournament: 2 ranks, the random agent plays the single-process games"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/same_tournament.sh ${tournament} ${with_random} --
        ${mpirun} 2 ${open_mpi_flags} ${cluster} tournament ${with_random})

# SIGTERM: to mpirun, which passes it on, every game is abandoned; to rank 1 alone (another rank's
# game 0 ends as usual), rank 0 must still name the signal that stopped the tournament.
set(two_games --agents engine,engine-plain --games 2 --movetime 50 --max-moves 30)
add_test(NAME "cli: congo-cluster tournament: SIGTERM to mpirun"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cluster_interrupt.sh mpirun 0
        ${mpirun} 2 ${open_mpi_flags} ${cluster} tournament ${two_games})
add_test(NAME "cli: congo-cluster tournament: SIGTERM to rank 1 alone"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cluster_interrupt.sh rank1 1
        ${mpirun} 2 ${open_mpi_flags} ${cluster} tournament ${two_games})
# SIGTERM to mpirun once thousands of games are played (60,000 in about 15 s): Open MPI's mpirun passes
# on no more than a pipe's 64 KiB of output once signalled, and kills the ranks a second later. Rank 0
# wrote the progress lines first, blocked after about 1,100 of them, and was killed before the table.
# Not under a sanitizer: rank 0's closing work (the games rebuilt from the ranks' records) then takes
# longer than mpirun's second, a limit of the environment, not of the program (under ASan the CI saw
# nothing printed at all).
if(NOT CMAKE_CXX_FLAGS MATCHES "-fsanitize")
    set(many_games --agents random,minimax1,alphabeta2,alphabeta3 --games 10000 --depth 1 --max-moves 100)
    add_test(NAME "cli: congo-cluster tournament: SIGTERM to mpirun after thousands of games"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cluster_interrupt.sh mpirun@3 "[0-9]+"
            ${mpirun} 2 ${open_mpi_flags} ${cluster} tournament ${many_games})
endif()

# The gather of the ranks' game records: in pieces, and past the 2 GiB an MPI count can say in all
# (rank 0 ended on std::length_error). The second needs about 3 GB of memory for 5 s.
if(TARGET cluster_gather_check)
    set(gather_check $<TARGET_FILE:cluster_gather_check>)
    add_test(NAME "cli: congo-cluster: gather of 3 ranks' texts in pieces of 7 bytes"
        COMMAND ${mpirun} 3 ${open_mpi_flags} ${gather_check} 1000 7)
    # Pieces of 0 bytes are pieces of 1: the sender and rank 0 looped for ever over empty messages.
    add_test(NAME "cli: congo-cluster: gather of 2 ranks' texts in pieces of 0 bytes"
        COMMAND timeout 30 ${mpirun} 2 ${open_mpi_flags} ${gather_check} 100 0)
    # Not under the sanitizers, whose shadow memory would add gigabytes more to the three.
    if(NOT CMAKE_CXX_FLAGS MATCHES "-fsanitize")
        add_test(NAME "cli: congo-cluster: gather of 2 ranks' texts of 1 GiB + 1 byte"
            COMMAND ${mpirun} 2 ${open_mpi_flags} ${gather_check} 1073741825)
    endif()
endif()

# The benchmark of rank 0's closing work (tests/cluster/close_bench.cpp) runs, so that it keeps working.
if(TARGET cluster_close_bench)
    add_test(NAME "cli: congo-cluster: the benchmark of rank 0's closing work runs"
        COMMAND $<TARGET_FILE:cluster_close_bench> --repeat 2 --agents random,minimax1,alphabeta1 --games 4 --depth 1 --max-moves 20)
    set_tests_properties("cli: congo-cluster: the benchmark of rank 0's closing work runs" PROPERTIES
        PASS_REGULAR_EXPRESSION "^12 games counted of 12, [0-9]+ moves.*\ntotal +best .*\noutput checksum [0-9a-f]+\n$")
endif()

# A rank done with its share waits for the others asleep: Open MPI's blocking calls poll without a
# pause, and the waiting rank burned a core (66% to 100% of its wait) that the ranks still at work
# needed. One rank sleeps 1 s before each of World's operations, and the ranks waiting for it may use
# at most 25% of that time. Not under a sanitizer, as the other tests of time.
if(TARGET cluster_wait_check AND NOT CMAKE_CXX_FLAGS MATCHES "-fsanitize")
    add_test(NAME "cli: congo-cluster: a rank waiting for another sleeps, not polls"
        COMMAND ${mpirun} 2 ${open_mpi_flags} $<TARGET_FILE:cluster_wait_check> 1 25)
endif()

# Bad input: every rank exits non-zero, rank 0 alone says why, nobody waits.
set(cluster_errors
    "perft --threads 0 ${start} 3|--threads must be between 1 and 256, not '0'"
    "perft ${start}|missing arguments. usage: congo-cluster perft"
    "perft bad/fen w 0 3|bad FEN"
    "perft --divide ${start} 3|takes no --divide"
    "bogus|unknown command 'bogus'"
    "tournament --games 3|--games needs an even number"
    "tournament --agents engine,deepblue|unknown agent 'deepblue'"
    "tournament --concurrency 0|--concurrency needs a number"
    "tournament --agents random,minimax1 --pgn /nonexistent/dir/x.pgn|cannot write '/nonexistent/dir/x.pgn'")
foreach(case IN LISTS cluster_errors)
    string(REPLACE "|" ";" parts "${case}")
    list(GET parts 0 words)
    list(GET parts 1 regex)
    separate_arguments(arguments UNIX_COMMAND "${words}")
    add_test(NAME "cli: congo-cluster: error on 2 ranks: ${words}"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cluster_error.sh "${regex}" ${mpirun} 2 ${open_mpi_flags} ${cluster} ${arguments})
endforeach()

# Ranks given other command lines (mpirun's MPMD form, `-np 1 A : -np 1 B`): an error before any work,
# not sums of two different trees (exit status 0) or ranks waiting in different messages for ever.
set(rank_0 ${MPIEXEC_EXECUTABLE} ${open_mpi_flags} ${MPIEXEC_NUMPROC_FLAG} 1 ${cluster})
set(rank_1 : ${MPIEXEC_NUMPROC_FLAG} 1 ${cluster})
set(other_arguments "^error: every rank must run the same command, but 1 of 2 ranks were given other arguments than rank 0$")
add_test(NAME "cli: congo-cluster: ranks given other FENs are an error"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cluster_error.sh "${other_arguments}"
        ${rank_0} perft ${start} 5 ${rank_1} perft ${wits_start} 5)
add_test(NAME "cli: congo-cluster: ranks given other commands are an error"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cluster_error.sh "${other_arguments}"
        ${rank_0} perft ${start} 3 ${rank_1} tournament --agents random,minimax1 --depth 1 --max-moves 3)

# Threads a rank cannot start (under a memory limit, which ASan cannot run under): an error, not an abort.
if(NOT CMAKE_CXX_FLAGS MATCHES "sanitize=address")
    add_test(NAME "cli: congo-cluster perft: threads a rank cannot start are an error"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cluster_thread_limit.sh
            "^error: rank [0-9]+: cannot start 128 threads \\(.+\\). try fewer --threads$"
            ${mpirun} 2 ${open_mpi_flags} ${cluster} perft --threads 128 ${start} 5)
    # Checked before any game, as the single-process program checks them: the error names the threads
    # and the option (it was "system error: Resource temporarily unavailable", found as they started).
    add_test(NAME "cli: congo-cluster tournament: game threads a rank cannot start are an error"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cluster_thread_limit.sh
            "^error: rank [0-9]+: cannot start 256 game threads \\(.+\\). try fewer --concurrency$"
            ${mpirun} 2 ${open_mpi_flags} ${cluster} tournament --agents random,minimax1 --games 512 --depth 1
            --max-moves 5 --concurrency 1024)
    # Game threads that start, but the agents of the later ones (two engines' tables each) do not fit,
    # with engines that think 100 s a move: the game threads that did start abandon their games, and the
    # error comes at once; they played a move of each on, and every rank waited minutes for it.
    add_test(NAME "cli: congo-cluster tournament: game threads a rank cannot start stop the others at once"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cluster_thread_limit.sh
            "^error: rank [0-9]+: (system error: .+|out of memory|cannot start 40 game threads \\(.+\\). try fewer --concurrency)$"
            ${mpirun} 2 ${open_mpi_flags} ${cluster} tournament --agents engine,engine-plain --games 512 --movetime 100000
            --max-moves 5 --concurrency 40)
    # Rank 1 alone cannot start its 128 game threads (rank 0 can, and would play games of long searches):
    # every rank learns it before any game, and rank 1 says which threads and which option, in one line.
    # It said "system error: Resource temporarily unavailable" once rank 0 was playing, and MPI_Abort
    # ended them, its notice lost in Open MPI's own errors.
    add_test(NAME "cli: congo-cluster tournament: one rank that cannot start its game threads says so before any game"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cluster_error.sh
            "^error: rank 1: cannot start 128 game threads \\(.+\\). try fewer --concurrency$"
            sh -c "ulimit -s 8192 && exec \"$@\"" sh
            ${mpirun} 2 ${open_mpi_flags} ${CMAKE_CURRENT_SOURCE_DIR}/one_rank_limited.sh 1 1000000
            ${cluster} tournament --agents alphabeta6,alphabeta7 --games 512 --max-moves 50 --concurrency 128)
    # The game threads start, but an engine in one of them cannot start its 200 search threads: the
    # exception leaves that game's thread, which must not end the rank with std::terminate.
    add_test(NAME "cli: congo-cluster tournament: engine threads a game cannot start are an error"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cluster_thread_limit.sh "^error: rank [0-9]+: system error: .+$"
            ${mpirun} 2 ${open_mpi_flags} ${cluster} tournament --agents engine-t200,engine-plain --games 4 --depth 2
            --max-moves 5 --concurrency 2)
    # Rank 1 alone without the memory for its agents (42 engines of 16 MiB under 600 MB; rank 0 has it):
    # rank 1 must say so itself, though it had std::cerr silenced while it read the options (its error
    # went nowhere, and mpirun's MPI_ABORT notice was all there was).
    set(many_engines engine,engine-plain)
    foreach(t RANGE 1 20)
        string(APPEND many_engines ",engine-t${t},engine-plain-t${t}")
    endforeach()
    add_test(NAME "cli: congo-cluster tournament: one rank without the memory for its agents says so"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cluster_error.sh "^error: rank 1: out of memory$"
            ${mpirun} 2 ${open_mpi_flags} ${CMAKE_CURRENT_SOURCE_DIR}/one_rank_limited.sh 1 600000
            ${cluster} tournament --agents ${many_engines} --depth 1 --max-moves 2)
    # The same agents under 1.15 GB, which one set of them (about 700 MB with the stacks of an engine's 20
    # threads) and Open MPI fit in: a rank plays with the set it made when it read the options, as the
    # single-process program does. It kept that set and made another (1.4 GB), so it ran out of memory.
    # (Engines on several threads play differently from run to run: only success is checked.)
    set(one_set --agents ${many_engines} --depth 1 --max-moves 1)
    add_test(NAME "cli: congo-cluster tournament: a rank needs one set of agents, not two"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cluster_succeeds.sh
            ${mpirun} 2 ${open_mpi_flags} ${CMAKE_CURRENT_SOURCE_DIR}/one_rank_limited.sh 1 1150000
            ${cluster} tournament ${one_set})
endif()

get_property(cluster_tests DIRECTORY PROPERTY TESTS)
list(FILTER cluster_tests INCLUDE REGEX "congo-cluster")
set_tests_properties(${cluster_tests} PROPERTIES TIMEOUT 300 RESOURCE_LOCK mpi
    # Under LeakSanitizer (asan preset): Open MPI's own allocations are not ours to free.
    ENVIRONMENT "LSAN_OPTIONS=suppressions=${CMAKE_CURRENT_SOURCE_DIR}/mpi_lsan.supp:fast_unwind_on_malloc=0:print_suppressions=0")
