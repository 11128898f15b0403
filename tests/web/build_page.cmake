# Builds the web page as `cmake --preset wasm` does, into BUILD_DIR: emcc's optimiser needs Debian's
# node modules (NODE_PATH), which the image's node does not see by default.
foreach(step configure build)
    if(step STREQUAL configure)
        set(command ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${BUILD_DIR} -G ${GENERATOR} -DCMAKE_TOOLCHAIN_FILE=${TOOLCHAIN}
            -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF -DGAMETREE_BUILD_BENCH=OFF -DGAMETREE_BUILD_EXAMPLES=OFF)
    else()
        set(command ${CMAKE_COMMAND} --build ${BUILD_DIR} --target congo_web -j2)
    endif()
    execute_process(COMMAND ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs ${command} RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "the web page's ${step} step failed (${status})")
    endif()
endforeach()
