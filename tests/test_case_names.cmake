# Fails when a doctest case's name holds a ';'. doctest_discover_tests makes each case a ctest test that
# runs it by name (--test-case=NAME), and a ';' (a CMake list separator) cuts the name there: that test
# then runs no case at all and passes. 24 cases went unrun so before this check.
#   cmake -DSOURCE_DIR=<the tests folder> -P test_case_names.cmake
file(GLOB_RECURSE sources "${SOURCE_DIR}/*.cpp" "${SOURCE_DIR}/*.hpp")
set(offenders "")
foreach(source IN LISTS sources)
    # A match's text would be split at its ';' too: only whether there is one counts.
    file(STRINGS "${source}" matches REGEX "TEST_CASE[A-Z_]*\\(\"[^\"]*;")
    if(matches)
        file(RELATIVE_PATH name "${SOURCE_DIR}" "${source}")
        list(APPEND offenders "${name}")
    endif()
endforeach()
if(offenders)
    list(JOIN offenders ", " offenders)
    message(FATAL_ERROR "a test case's name holds a ';', so ctest would run none of its checks (use ',' instead): ${offenders}")
endif()
list(LENGTH sources count)
message(STATUS "test case names: no ';' in the ${count} test sources")
