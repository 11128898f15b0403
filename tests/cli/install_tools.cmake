# The install components: a plain install gives the library only; `--component tools` gives the programs.
#   -DBUILD_DIR=<the project's build tree> -DWORK_DIR=<scratch dir>
file(REMOVE_RECURSE ${WORK_DIR})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${WORK_DIR}/library RESULT_VARIABLE status OUTPUT_QUIET)
if(NOT status EQUAL 0 OR NOT EXISTS ${WORK_DIR}/library/include/gametree/gametree.hpp OR EXISTS ${WORK_DIR}/library/bin/congo)
    message(FATAL_ERROR "a plain install must give the headers and no program (status ${status})")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${WORK_DIR}/tools --component tools
    RESULT_VARIABLE status OUTPUT_QUIET)
if(NOT status EQUAL 0 OR EXISTS ${WORK_DIR}/tools/include/gametree/gametree.hpp)
    message(FATAL_ERROR "--component tools must give the programs only (status ${status})")
endif()
foreach(program congo chess960 chess-simulator othello wits2021-part4-minimax wits2021-part6-tournament)
    execute_process(COMMAND ${WORK_DIR}/tools/bin/${program} --help RESULT_VARIABLE status OUTPUT_VARIABLE out)
    if(NOT status EQUAL 0 OR NOT out MATCHES "^usage: ")
        message(FATAL_ERROR "installed ${program} --help: status ${status}, output:\n${out}")
    endif()
endforeach()
message(STATUS "install components: library and tools as documented")
