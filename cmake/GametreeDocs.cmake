# The API reference: an optional `docs` target that runs Doxygen over include/gametree and the pages of
# docs/ (the tutorial among them) into <build>/docs/html. Without Doxygen the target is not defined and
# everything else builds as before. Every Doxygen warning fails the target (docs/Doxyfile.in), and so
# does every public name without a comment: the reference stays complete as the library grows.
option(GAMETREE_DOCS_WARN_UNDOCUMENTED
    "docs: report (and fail on) every public name without a comment; OFF gives such names a bare page" ON)

find_package(Doxygen QUIET)
if(NOT DOXYGEN_FOUND OR NOT TARGET Doxygen::doxygen)
    message(STATUS "gametree: Doxygen not found; no `docs` target (apt-get install doxygen to have one)")
    return()
endif()

set(GAMETREE_DOCS_OUTPUT ${PROJECT_BINARY_DIR}/docs)
if(GAMETREE_DOCS_WARN_UNDOCUMENTED)
    set(GAMETREE_DOCS_EXTRACT_ALL NO)
else()
    set(GAMETREE_DOCS_EXTRACT_ALL YES)
endif()
configure_file(${PROJECT_SOURCE_DIR}/docs/Doxyfile.in ${GAMETREE_DOCS_OUTPUT}/Doxyfile @ONLY)

add_custom_target(docs
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${GAMETREE_DOCS_OUTPUT}/html
    COMMAND Doxygen::doxygen ${GAMETREE_DOCS_OUTPUT}/Doxyfile
    WORKING_DIRECTORY ${GAMETREE_DOCS_OUTPUT}
    COMMENT "Doxygen: the API reference in ${GAMETREE_DOCS_OUTPUT}/html (any warning is an error)"
    VERBATIM)
