# congo uci: the engine protocol, driven through a pipe as a GUI would (the scripts share uci_lib.sh).
if(NOT TARGET congo)
    return()
endif()
# gametree_uci_test(NAME SCRIPT PASS_TEXT TIMEOUT): a script run on the congo program; it passes when it
# prints PASS_TEXT (each script bounds its own waits; TIMEOUT is the last resort).
function(gametree_uci_test name script pass_text timeout)
    add_test(NAME "cli: congo uci: ${name}" COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/${script} $<TARGET_FILE:congo>)
    # Every session runs a reader and a search thread: they are threaded tests (the tsan preset runs them).
    set_tests_properties("cli: congo uci: ${name}" PROPERTIES PASS_REGULAR_EXPRESSION "${pass_text}" TIMEOUT ${timeout}
        LABELS threaded)
endfunction()

gametree_uci_test("a session through a pipe" uci_session.sh "all answers as expected" 120)
gametree_uci_test("commands heard during searches, quit and end of input at once" uci_concurrency.sh
    "uci concurrency: all answers as expected" 120)
gametree_uci_test("overlong lines, control bytes, huge tokens, unsupported commands" uci_protocol_abuse.sh
    "uci protocol abuse: all answers as expected" 180)
gametree_uci_test("the Threads option" uci_threads.sh "uci threads: all answers as expected" 120)
gametree_uci_test("the Contempt option" uci_contempt.sh "uci contempt: all answers as expected" 60)
gametree_uci_test("the MultiPV option" uci_multipv.sh "uci multipv: all answers as expected" 60)
gametree_uci_test("an output that cannot be written" uci_stdout_full.sh "uci with a full output: all failures reported" 60)
gametree_uci_test("a clock that ran out: negative times count as 0" uci_clock.sh "uci clock: all answers as expected" 60)
gametree_uci_test("isready builds the endgame tablebases, once" uci_tablebases.sh "uci tablebases: all answers as expected" 120)
gametree_uci_test("setoption's words, values in any case, the last pv shows the bestmove" uci_setoption_and_pv.sh
    "uci setoption and pv: all answers as expected" 120)
gametree_uci_test("go searchmoves plays only the moves given, go mate N looks for a forced win" uci_searchmoves.sh
    "uci searchmoves: all answers as expected" 120)
gametree_uci_test("go searchmoves with Algorithm mcts plays only the moves given, on every tree" uci_mcts_searchmoves.sh
    "uci mcts searchmoves: all answers as expected" 120)
gametree_uci_test("go ponder holds the clock and the bestmove until ponderhit or stop, the Ponder option names a reply" uci_ponder.sh
    "uci ponder: all answers as expected" 120)
# 80 MB of input: not labelled threaded, so that the ThreadSanitizer step (slow at reading that much)
# leaves it to the other builds.
add_test(NAME "cli: congo uci: the commands waiting behind a search are bounded"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/uci_queue_bound.sh $<TARGET_FILE:congo>)
set_tests_properties("cli: congo uci: the commands waiting behind a search are bounded" PROPERTIES
    PASS_REGULAR_EXPRESSION "uci queue bound: all answers as expected" TIMEOUT 240)
# A sanitizer reserves terabytes of address space for its shadow memory: `ulimit -v` breaks it.
if(NOT CMAKE_CXX_FLAGS MATCHES "sanitize=(address|thread|memory)")
    gametree_uci_test("a Hash too large for the memory limit" uci_memory_limit.sh
        "uci under a memory limit: all answers as expected" 120)
    gametree_uci_test("more Threads than the memory limit can start" uci_thread_limit.sh
        "uci under a thread limit: all answers as expected" 120)
endif()
