# Runs one command and checks what it did; used by ctest through `cmake -P`.
#   -DCOMMAND=<;-list>         the program and its arguments
#   -DEXPECTED_EXIT=<n>        the exit status it must return (default 0)
#   -DEXPECTED_STDOUT_FILE=f   stdout must equal this file byte for byte
#   -DEXPECTED_STDOUT=<text>   stdout must equal this text (a trailing newline is added)
#   -DSTDOUT_REGEX=<regex>     stdout must match this regex
#   -DSTDERR_REGEX=<regex>     stderr must match this regex
#   -DINPUT_FILE=f             fed to standard input
if(NOT DEFINED EXPECTED_EXIT)
    set(EXPECTED_EXIT 0)
endif()
set(input_args)
if(DEFINED INPUT_FILE)
    set(input_args INPUT_FILE ${INPUT_FILE})
endif()
execute_process(COMMAND ${COMMAND} ${input_args}
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
string(REPLACE ";" " " shown "${COMMAND}")
if(NOT "${status}" STREQUAL "${EXPECTED_EXIT}")
    message(FATAL_ERROR "`${shown}` exited with ${status}, expected ${EXPECTED_EXIT}\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(DEFINED EXPECTED_STDOUT_FILE)
    file(READ ${EXPECTED_STDOUT_FILE} expected)
    if(NOT out STREQUAL expected)
        file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/actual_output.txt "${out}")
        message(FATAL_ERROR "`${shown}`: stdout differs from ${EXPECTED_STDOUT_FILE}\n--- got:\n${out}\n--- expected:\n${expected}")
    endif()
endif()
if(DEFINED EXPECTED_STDOUT)
    if(NOT out STREQUAL "${EXPECTED_STDOUT}\n")
        message(FATAL_ERROR "`${shown}`: stdout is\n${out}\nexpected\n${EXPECTED_STDOUT}")
    endif()
endif()
if(DEFINED STDOUT_REGEX AND NOT out MATCHES "${STDOUT_REGEX}")
    message(FATAL_ERROR "`${shown}`: stdout does not match ${STDOUT_REGEX}:\n${out}")
endif()
if(DEFINED STDERR_REGEX AND NOT err MATCHES "${STDERR_REGEX}")
    message(FATAL_ERROR "`${shown}`: stderr does not match ${STDERR_REGEX}:\n${err}")
endif()
