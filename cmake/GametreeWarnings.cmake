# Warnings are errors in the project's own targets (never imposed on users of the library).
function(gametree_warnings target)
    if(MSVC)
        target_compile_options(${target} PRIVATE /W4 /WX /permissive-)
    else()
        target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Werror)
    endif()
endfunction()

# An executable of the project: warnings as errors, linked to the library. The programs (those of
# examples/ and bench/, but the web page's) are listed in the global property GAMETREE_PROGRAMS, so
# that a test can check each of them (tests/cli/attack.sh: output that cannot be written) and a new
# program cannot be forgotten.
function(gametree_executable name)
    add_executable(${name} ${ARGN})
    target_link_libraries(${name} PRIVATE gametree::gametree)
    gametree_warnings(${name})
    string(FIND "${CMAKE_CURRENT_SOURCE_DIR}/" "${PROJECT_SOURCE_DIR}/examples/" in_examples)
    string(FIND "${CMAKE_CURRENT_SOURCE_DIR}/" "${PROJECT_SOURCE_DIR}/bench/" in_bench)
    if((in_examples EQUAL 0 OR in_bench EQUAL 0) AND NOT EMSCRIPTEN)
        set_property(GLOBAL APPEND PROPERTY GAMETREE_PROGRAMS ${name})
    endif()
endfunction()
