# Warnings are errors in the project's own targets (never imposed on users of the library).
function(gametree_warnings target)
    if(MSVC)
        target_compile_options(${target} PRIVATE /W4 /WX /permissive-)
    else()
        target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Werror)
    endif()
endfunction()

# An executable of the project: warnings as errors, linked to the library.
function(gametree_executable name)
    add_executable(${name} ${ARGN})
    target_link_libraries(${name} PRIVATE gametree::gametree)
    gametree_warnings(${name})
endfunction()
