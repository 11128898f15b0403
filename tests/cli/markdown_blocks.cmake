# The ```cpp blocks of a Markdown text, for the tests that check every C++ block of the documentation
# is a compiled file.
#   gametree_cpp_blocks(TEXT WHERE PREFIX): sets PREFIX_1 .. PREFIX_N to the blocks' text and PREFIX_count
#   to N. The blocks are kept as separate variables, not a CMake list: C++ is full of ';'. A block that
#   is never closed is a fatal error naming WHERE (the file, for the message).
function(gametree_cpp_blocks text where prefix)
    set(number 0)
    string(FIND "${text}" "```cpp\n" at)
    while(at GREATER -1)
        math(EXPR number "${number} + 1")
        math(EXPR at "${at} + 7")
        string(SUBSTRING "${text}" ${at} -1 text)
        string(FIND "${text}" "```" end)
        if(end EQUAL -1)
            message(FATAL_ERROR "${where}: ```cpp block ${number} is not closed")
        endif()
        string(SUBSTRING "${text}" 0 ${end} block)
        set(${prefix}_${number} "${block}" PARENT_SCOPE)
        math(EXPR end "${end} + 3")
        string(SUBSTRING "${text}" ${end} -1 text)
        string(FIND "${text}" "```cpp\n" at)
    endwhile()
    set(${prefix}_count ${number} PARENT_SCOPE)
endfunction()
