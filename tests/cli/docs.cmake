# The documentation's tests. This file has two uses:
#   - included by tests/cli/CMakeLists.txt, it registers the tests (the bottom of the file);
#   - run as `cmake -DMODE=... -P docs.cmake`, it is the test itself (the top of the file).
#
# The tutorial docs/your-own-game.md cannot rot:
#   MODE=blocks   Every ```cpp block of the tutorial is, byte for byte, either a whole file of
#                 examples/tutorial/ or a marked region of one: the lines strictly between a line
#                 `// tutorial:begin NAME` and a line `// tutorial:end NAME` (the markers are comments,
#                 so the file still compiles; the build compiles every program of examples/tutorial/).
#                 Conversely every marked region appears in the tutorial, and every program
#                 (examples/tutorial/*.cpp) is shown and has its output shown.
#   MODE=output   A program's output, as the tutorial shows it: the ```text block right after the line
#                 `<!-- output: NAME -->` (NAME: the program's file name without .cpp) must equal, byte for
#                 byte, what the program prints; the program must exit with status 0.
# The API reference:
#   MODE=html     Builds the `docs` target (Doxygen; a warning fails it) and checks that html/index.html,
#                 the tutorial's page and gametree::Engine's page are there.
if(CMAKE_SCRIPT_MODE_FILE)
    cmake_minimum_required(VERSION 3.25)  # today's policies (quoted strings are never variable names)
    include(${CMAKE_CURRENT_LIST_DIR}/markdown_blocks.cmake)
    set(tutorial_md ${SOURCE_DIR}/docs/your-own-game.md)
    file(READ ${tutorial_md} md)
    if(MODE STREQUAL "blocks")
        # The candidates: whole files and marked regions, each with a name for the messages.
        file(GLOB sources ${SOURCE_DIR}/examples/tutorial/*.cpp ${SOURCE_DIR}/examples/tutorial/*.hpp)
        set(names)
        set(index 0)
        foreach(source ${sources})
            get_filename_component(file ${source} NAME)
            file(READ ${source} text)
            set(candidate_${index} "${text}")
            list(APPEND names "examples/tutorial/${file}")
            math(EXPR index "${index} + 1")
            file(STRINGS ${source} begins REGEX "^// tutorial:begin ")
            foreach(line ${begins})
                string(REGEX REPLACE "^// tutorial:begin " "" region "${line}")
                set(open "// tutorial:begin ${region}\n")
                set(close "// tutorial:end ${region}\n")
                string(FIND "${text}" "${open}" at)
                string(FIND "${text}" "${close}" end)
                if(end LESS at)
                    message(FATAL_ERROR "examples/tutorial/${file}: region '${region}' has no end marker after its beginning")
                endif()
                string(LENGTH "${open}" skip)
                math(EXPR at "${at} + ${skip}")
                math(EXPR length "${end} - ${at}")
                string(SUBSTRING "${text}" ${at} ${length} body)
                set(candidate_${index} "${body}")
                list(APPEND names "examples/tutorial/${file}, region '${region}'")
                math(EXPR index "${index} + 1")
            endforeach()
        endforeach()
        list(LENGTH names count)
        set(used)
        gametree_cpp_blocks("${md}" docs/your-own-game.md block)
        set(number ${block_count})
        if(number EQUAL 0)
            message(FATAL_ERROR "docs/your-own-game.md has no ```cpp block")
        endif()
        math(EXPR last "${count} - 1")
        foreach(n RANGE 1 ${number})
            set(found -1)
            foreach(i RANGE 0 ${last})
                if("${candidate_${i}}" STREQUAL "${block_${n}}")
                    set(found ${i})
                    break()
                endif()
            endforeach()
            if(found EQUAL -1)
                message(FATAL_ERROR "docs/your-own-game.md: ```cpp block ${n} is neither a file of "
                    "examples/tutorial/ nor a region marked in one (copy it there, or the file here):\n${block_${n}}")
            endif()
            list(GET names ${found} name)
            list(APPEND used "${name}")
        endforeach()
        # Nothing compiled for the tutorial is missing from it.
        foreach(name IN LISTS names)
            if(name MATCHES "region" AND NOT name IN_LIST used)
                message(FATAL_ERROR "${name} is marked for the tutorial but no ```cpp block of docs/your-own-game.md shows it")
            endif()
            if(name MATCHES "^examples/tutorial/(.*)\\.cpp$")
                set(program ${CMAKE_MATCH_1})
                if(NOT name IN_LIST used)
                    message(FATAL_ERROR "${name} is a tutorial program that docs/your-own-game.md does not show")
                endif()
                string(FIND "${md}" "<!-- output: ${program} -->\n```text\n" at)
                if(at EQUAL -1)
                    message(FATAL_ERROR "docs/your-own-game.md shows no output of ${program} "
                        "(a ```text block right after `<!-- output: ${program} -->`)")
                endif()
            endif()
        endforeach()
        message(STATUS "docs/your-own-game.md: ${number} C++ blocks, each a compiled file or region of examples/tutorial/")
    elseif(MODE STREQUAL "output")
        set(marker "<!-- output: ${NAME} -->\n```text\n")
        string(FIND "${md}" "${marker}" at)
        if(at EQUAL -1)
            message(FATAL_ERROR "docs/your-own-game.md has no `<!-- output: ${NAME} -->` followed by a ```text block")
        endif()
        string(LENGTH "${marker}" skip)
        math(EXPR at "${at} + ${skip}")
        string(SUBSTRING "${md}" ${at} -1 rest)
        string(FIND "${rest}" "```" end)
        string(SUBSTRING "${rest}" 0 ${end} expected)
        execute_process(COMMAND ${PROGRAM} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
        if(NOT status EQUAL 0)
            message(FATAL_ERROR "${NAME} exited with ${status}\nstdout:\n${out}\nstderr:\n${err}")
        endif()
        if(NOT out STREQUAL expected)
            message(FATAL_ERROR "${NAME} does not print what docs/your-own-game.md says\n--- it prints:\n${out}"
                "--- the tutorial says:\n${expected}")
        endif()
    elseif(MODE STREQUAL "html")
        string(TIMESTAMP begin "%s")
        execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} --target docs
            OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
        string(TIMESTAMP end "%s")
        if(NOT status EQUAL 0)
            message(FATAL_ERROR "the docs target failed (status ${status}):\n${out}\n${err}")
        endif()
        foreach(page index.html classgametree_1_1_engine.html md_docs_your_own_game.html)
            if(NOT EXISTS ${HTML_DIR}/${page})
                message(FATAL_ERROR "the docs target made no ${HTML_DIR}/${page}")
            endif()
        endforeach()
        file(READ ${HTML_DIR}/classgametree_1_1_engine.html engine)
        if(NOT engine MATCHES "<title>[^<]*gametree::Engine")
            message(FATAL_ERROR "${HTML_DIR}/classgametree_1_1_engine.html is not gametree::Engine's page")
        endif()
        math(EXPR seconds "${end} - ${begin}")
        message(STATUS "docs built in about ${seconds} s: ${HTML_DIR}/index.html")
    else()
        message(FATAL_ERROR "docs.cmake: unknown MODE '${MODE}'")
    endif()
    return()
endif()

# --- included by tests/cli/CMakeLists.txt: the tests ----------------------------------------------
set(docs_script ${CMAKE_CURRENT_LIST_DIR}/docs.cmake)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/docs/your-own-game.md)
add_test(NAME "docs: every C++ block of the tutorial is compiled"
    COMMAND ${CMAKE_COMMAND} -DMODE=blocks -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -P ${docs_script})
file(GLOB tutorial_programs ${PROJECT_SOURCE_DIR}/examples/tutorial/*.cpp)
foreach(program ${tutorial_programs})
    get_filename_component(step ${program} NAME_WE)
    if(TARGET tutorial_${step})
        add_test(NAME "docs: tutorial ${step} prints what the text says"
            COMMAND ${CMAKE_COMMAND} -DMODE=output -DNAME=${step} -DPROGRAM=$<TARGET_FILE:tutorial_${step}>
                -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -P ${docs_script})
    elseif(TARGET own_game)  # the examples are built, but this program of the tutorial is not
        add_test(NAME "docs: tutorial ${step} is built" COMMAND ${CMAKE_COMMAND} -E false)
    endif()
endforeach()
if(TARGET docs)
    add_test(NAME "docs: the Doxygen reference builds without a warning, every public name documented"
        COMMAND ${CMAKE_COMMAND} -DMODE=html -DBUILD_DIR=${PROJECT_BINARY_DIR} -DHTML_DIR=${PROJECT_BINARY_DIR}/docs/html
            -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -P ${docs_script})
    set_tests_properties("docs: the Doxygen reference builds without a warning, every public name documented" PROPERTIES TIMEOUT 300
        LABELS preset_independent)  # Doxygen reads the sources, whatever the preset
endif()
