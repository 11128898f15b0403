# Runs PROGRAM (with ARGUMENT, if given) and passes when it ended abnormally (an abort) with stderr
# matching REGEX.
#   -DPROGRAM=<path> [-DARGUMENT=<word>] -DREGEX=<regex>
execute_process(COMMAND ${PROGRAM} ${ARGUMENT} RESULT_VARIABLE status ERROR_VARIABLE err OUTPUT_QUIET)
if("${status}" STREQUAL "0")
    message(FATAL_ERROR "${PROGRAM} ended normally; a broken contract must abort")
endif()
if(NOT err MATCHES "${REGEX}")
    message(FATAL_ERROR "${PROGRAM} (${status}): stderr does not match ${REGEX}:\n${err}")
endif()
