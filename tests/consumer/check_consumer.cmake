# Builds and runs a separate consumer project against gametree, as a user would; in subdirectory mode it
# also installs the consumer, which must not install the gametree it vendors.
# In buildtree mode the consumer finds a configured, not installed, gametree: -Dgametree_DIR=<its build tree>.
# In fetchcontent mode the consumer gets gametree with FetchContent_MakeAvailable (from the source tree).
# In pkgconfig mode gametree is installed to a prefix that is then moved (to a path with a space), and once
# with absolute install directories with spaces, and the consumer is compiled by
# hand with what pkg-config says (-DPKG_CONFIG=<pkg-config> -DCXX=<compiler>), as a Makefile user would.
#   -DMODE=installed|buildtree|subdirectory|fetchcontent|pkgconfig -DSOURCE_DIR=<gametree source> -DWORK_DIR=<scratch dir> -DGENERATOR=<cmake generator>
file(REMOVE_RECURSE ${WORK_DIR})
function(run)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "failed (${status}): ${ARGN}\n${out}\n${err}")
    endif()
endfunction()
if(MODE STREQUAL "pkgconfig")
    # Compiles and runs the consumer with what pkg-config says for the .pc file in `pc_dir`, which must
    # name `include_dir` (as pkg-config writes it: a space escaped). The flags are split as a shell splits them.
    function(compile_with_pkg_config pc_dir include_dir name)
        set(ENV{PKG_CONFIG_PATH} ${pc_dir})
        execute_process(COMMAND ${PKG_CONFIG} --cflags --libs gametree RESULT_VARIABLE status OUTPUT_VARIABLE flags
            ERROR_VARIABLE err OUTPUT_STRIP_TRAILING_WHITESPACE)
        if(NOT status EQUAL 0)
            message(FATAL_ERROR "pkg-config --cflags --libs gametree failed (${status}): ${err}")
        endif()
        string(REPLACE " " "\\ " escaped "${include_dir}")
        string(FIND "${flags}" "-I${escaped}" at)
        if(at EQUAL -1)
            message(FATAL_ERROR "pkg-config's flags do not point into ${include_dir}: ${flags}")
        endif()
        separate_arguments(flags UNIX_COMMAND "${flags}")
        run(${CXX} -std=c++20 ${SOURCE_DIR}/tests/consumer/main.cpp -o ${WORK_DIR}/${name} ${flags})
        run(${WORK_DIR}/${name})
    endfunction()
    run(${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${WORK_DIR}/gametree -G ${GENERATOR} -DBUILD_TESTING=OFF
        -DGAMETREE_BUILD_EXAMPLES=OFF -DGAMETREE_BUILD_BENCH=OFF -DCMAKE_INSTALL_PREFIX=${WORK_DIR}/prefix
        "-DCMAKE_INSTALL_INCLUDEDIR=my include")
    run(${CMAKE_COMMAND} --install ${WORK_DIR}/gametree)
    file(RENAME ${WORK_DIR}/prefix "${WORK_DIR}/moved prefix")  # the .pc file finds its prefix from where it is
    compile_with_pkg_config("${WORK_DIR}/moved prefix/share/pkgconfig" "${WORK_DIR}/moved prefix/" consumer)
    # Absolute install directories are written as they are, spaces included.
    set(odd "${WORK_DIR}/odd prefix")
    run(${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${WORK_DIR}/gametree-absolute -G ${GENERATOR} -DBUILD_TESTING=OFF
        -DGAMETREE_BUILD_EXAMPLES=OFF -DGAMETREE_BUILD_BENCH=OFF "-DCMAKE_INSTALL_PREFIX=${odd}"
        "-DCMAKE_INSTALL_INCLUDEDIR=${odd}/my headers" "-DCMAKE_INSTALL_DATADIR=${odd}/my data")
    run(${CMAKE_COMMAND} --install ${WORK_DIR}/gametree-absolute)
    compile_with_pkg_config("${odd}/my data/pkgconfig" "${odd}/my headers" consumer-absolute)
    return()
endif()
set(consumer_args)
if(MODE STREQUAL "installed")
    run(${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${WORK_DIR}/gametree -G ${GENERATOR} -DBUILD_TESTING=OFF
        -DGAMETREE_BUILD_EXAMPLES=OFF -DGAMETREE_BUILD_BENCH=OFF -DCMAKE_INSTALL_PREFIX=${WORK_DIR}/prefix)
    run(${CMAKE_COMMAND} --install ${WORK_DIR}/gametree)
    set(consumer_args -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix)
elseif(MODE STREQUAL "buildtree")
    run(${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${WORK_DIR}/gametree -G ${GENERATOR} -DBUILD_TESTING=OFF
        -DGAMETREE_BUILD_EXAMPLES=OFF -DGAMETREE_BUILD_BENCH=OFF)
    set(consumer_args -Dgametree_DIR=${WORK_DIR}/gametree)
else()
    set(consumer_args -DGAMETREE_SOURCE_DIR=${SOURCE_DIR})
endif()
set(project_dir ${MODE})
if(MODE STREQUAL "buildtree")
    set(project_dir installed)  # the same find_package project
endif()
run(${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/consumer/${project_dir} -B ${WORK_DIR}/consumer -G ${GENERATOR} ${consumer_args})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/consumer)
run(${WORK_DIR}/consumer/consumer)
if(MODE STREQUAL "subdirectory" OR MODE STREQUAL "fetchcontent")
    # Installing the project installs its program, not the library it vendors (GAMETREE_INSTALL is off
    # when gametree is not the top-level project).
    run(${CMAKE_COMMAND} --install ${WORK_DIR}/consumer --prefix ${WORK_DIR}/consumer-prefix)
    file(GLOB_RECURSE installed RELATIVE ${WORK_DIR}/consumer-prefix ${WORK_DIR}/consumer-prefix/*)
    list(FILTER installed INCLUDE REGEX "gametree")
    if(installed)
        list(LENGTH installed count)
        list(GET installed 0 example)
        message(FATAL_ERROR "installing a project that adds gametree with add_subdirectory installed ${count} files of "
            "gametree too (${example}, ...): the vendored library's install rules must be off by default (${MODE})")
    endif()
endif()
