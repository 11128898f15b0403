# A user who compiles gametree without C++20 (g++ 12 defaults to gnu++17; a build without the CMake
# target, which asks for C++20) must be told so by the first error, not by "'countr_zero' is not a member
# of 'std'" or a defaulted operator== deep in a header. Every public header is compiled alone with
# -std=c++17, stopping at the first error (-Wfatal-errors): that error must be the library's message.
# version.hpp is the exception: it compiles in any C++17 file, so that a build can ask which gametree it has.
#   -DCOMPILER=<c++ compiler> -DINCLUDE_DIR=<include/> -DWORK_DIR=<scratch dir> [-DIS_CLANG=ON]
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
file(GLOB_RECURSE headers RELATIVE ${INCLUDE_DIR} ${INCLUDE_DIR}/gametree/*.hpp)
set(failures "")
foreach(header IN LISTS headers)
    string(MAKE_C_IDENTIFIER ${header} name)
    file(WRITE ${WORK_DIR}/${name}.cpp "#include <${header}>\n")
    # clang goes on with a header for 0.2-0.5 s after its fatal first error (34 s for all of them), so
    # there it only preprocesses them (0.1 s): the library's #error is a preprocessor error, still the
    # first, and whether it comes before anything C++17 cannot compile (the order of the includes) is
    # checked by the compile of the g++ builds. version.hpp is compiled by both.
    set(mode -fsyntax-only)
    if(IS_CLANG AND NOT header STREQUAL "gametree/version.hpp")
        set(mode -E -o ${WORK_DIR}/${name}.i)
    endif()
    execute_process(COMMAND ${COMPILER} -std=c++17 ${mode} -Wfatal-errors -I${INCLUDE_DIR} ${WORK_DIR}/${name}.cpp
        RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(header STREQUAL "gametree/version.hpp")
        if(NOT status EQUAL 0)
            string(APPEND failures "${header} does not compile with -std=c++17:\n${err}\n")
        endif()
    elseif(status EQUAL 0)
        string(APPEND failures "${header} compiles with -std=c++17 without the library's message\n")
    elseif(NOT err MATCHES "gametree needs C\\+\\+20")
        string(APPEND failures "${header}: the first error with -std=c++17 is not the library's message:\n${err}\n")
    endif()
endforeach()
if(failures)
    message(FATAL_ERROR "${failures}")
endif()
