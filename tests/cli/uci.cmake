# congo uci: the engine protocol, driven through a pipe as a GUI would.
if(NOT TARGET congo)
    return()
endif()
add_test(NAME "cli: congo uci: a session through a pipe" COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/uci_session.sh $<TARGET_FILE:congo>)
set_tests_properties("cli: congo uci: a session through a pipe" PROPERTIES PASS_REGULAR_EXPRESSION "all answers as expected" TIMEOUT 120)
