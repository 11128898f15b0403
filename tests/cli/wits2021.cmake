# The course's programs on every handout sample, byte for byte, and on malformed input.
set(samples ${PROJECT_SOURCE_DIR}/tests/data/wits2021)
set(malformed ${PROJECT_SOURCE_DIR}/tests/data/wits2021-malformed)

function(course_sample program sample)
    gametree_cli_test("${program}: sample ${sample}" COMMAND $<TARGET_FILE:wits2021-${program}> ${ARGN}
        INPUT ${samples}/${sample}.in STDOUT_FILE ${samples}/${sample}.expected)
endfunction()

if(TARGET wits2021-part1-board)
    course_sample(part1-board part1_sample)
    course_sample(part2-lion part2_lion)
    course_sample(part2-zebra part2_zebra)
    course_sample(part2-elephant part2_elephant)
    course_sample(part2-pawn part2_pawn)
    course_sample(part3-execute part3_sample)
    course_sample(part3-execute part3_generated53)
    course_sample(part4-eval part4_eval)
    course_sample(part4-minimax part4_minimax2)
    course_sample(part5-eval part5_adveval)
    course_sample(part5-alphabeta part5_alphabeta4)
    # --fast must give the course's values too.
    gametree_cli_test("part4-minimax --fast: sample part4_minimax2" COMMAND $<TARGET_FILE:wits2021-part4-minimax> --fast
        INPUT ${samples}/part4_minimax2.in STDOUT_FILE ${samples}/part4_minimax2.expected)
    gametree_cli_test("part5-alphabeta --fast: sample part5_alphabeta4" COMMAND $<TARGET_FILE:wits2021-part5-alphabeta> --fast
        INPUT ${samples}/part5_alphabeta4.in STDOUT_FILE ${samples}/part5_alphabeta4.expected)
    gametree_cli_test("part5-alphabeta --fast: --depth 0 is the evaluation"
        COMMAND $<TARGET_FILE:wits2021-part5-alphabeta> --fast --depth 0 INPUT ${samples}/part5_alphabeta4.in
        STDOUT_FILE ${samples}/part5_adveval.expected)
    gametree_cli_test("part5-alphabeta --fast --verbose: best move, principal variation and nodes"
        COMMAND $<TARGET_FILE:wits2021-part5-alphabeta> --fast --verbose INPUT ${samples}/part5_alphabeta4.in
        STDOUT_REGEX "^-103 bestmove [a-g][1-7][a-g][1-7] pv [a-g][1-7][a-g][1-7] [a-g][1-7][a-g][1-7] [a-g][1-7][a-g][1-7] [a-g][1-7][a-g][1-7] nodes [0-9]+\n832 bestmove .*\n-914 bestmove ")

    gametree_cli_test("part4-eval: a bad FEN is reported, the other cases answered"
        COMMAND $<TARGET_FILE:wits2021-part4-eval> INPUT ${malformed}/part4_eval_bad_fen.in
        STDOUT_FILE ${malformed}/part4_eval_bad_fen.expected EXIT 2
        STDERR_REGEX "^error: line 3: bad FEN '[^']+': board has 6 ranks, expected 7 \\(at byte 34\\)\nerror: line 5: bad FEN '[^']+': side to move must be 'w' or 'b', not 'x' \\(at byte 35\\)\n$")
    gametree_cli_test("part3-execute: illegal and malformed moves are reported, the valid case answered"
        COMMAND $<TARGET_FILE:wits2021-part3-execute> INPUT ${malformed}/part3_illegal_move.in
        STDOUT_FILE ${malformed}/part3_illegal_move.expected EXIT 2
        STDERR_REGEX "^error: line 3: illegal move d1d3 in position 2ele1z/ppppppp/7/7/7/PPP1PPP/2ELE1Z w 4\nerror: line 7: malformed move 'zz'")
    gametree_cli_test("part2-lion: input shorter than announced"
        COMMAND $<TARGET_FILE:wits2021-part2-lion> INPUT ${malformed}/part2_lion_truncated.in
        STDOUT_FILE ${malformed}/part2_lion_truncated.expected EXIT 2
        STDERR_REGEX "^error: line 3: missing FEN: the input ended after 1 of 3 cases\n$")
    gametree_cli_test("part5-eval: the count is not a number"
        COMMAND $<TARGET_FILE:wits2021-part5-eval> INPUT ${malformed}/not_a_count.in STDOUT "" EXIT 2
        STDERR_REGEX "^error: line 1: expected the number of cases, found 'three'")
    # Blank lines among the cases (after the count, between cases, between a FEN and its move, lines of
    # spaces, at the end) are skipped: each program still answers the N cases that are there.
    gametree_cli_test("part4-eval: blank lines among the cases are skipped"
        COMMAND $<TARGET_FILE:wits2021-part4-eval> INPUT ${malformed}/part4_eval_blank_lines.in
        STDOUT_FILE ${samples}/part4_eval.expected)
    gametree_cli_test("part1-board: a blank line between the cases, as in its own output, is skipped"
        COMMAND $<TARGET_FILE:wits2021-part1-board> INPUT ${malformed}/part1_blank_line.in
        STDOUT_FILE ${samples}/part1_sample.expected)
    gametree_cli_test("part3-execute: blank lines between and inside the cases are skipped"
        COMMAND $<TARGET_FILE:wits2021-part3-execute> INPUT ${malformed}/part3_blank_lines.in
        STDOUT_FILE ${samples}/part3_sample.expected)
    # ... but a blank line is no case: one missing is still reported, not made up by a blank line.
    gametree_cli_test("part4-eval: a blank line does not count as a case"
        COMMAND $<TARGET_FILE:wits2021-part4-eval> INPUT ${malformed}/part4_eval_blank_not_a_case.in
        STDOUT_FILE ${malformed}/part4_eval_blank_not_a_case.expected EXIT 2
        STDERR_REGEX "^error: line 6: missing FEN: the input ended after 2 of 3 cases\n$")
    # The course's input begins with the count on its first line: an empty one is said in words.
    gametree_cli_test("part4-eval: an empty first line is said to be empty"
        COMMAND $<TARGET_FILE:wits2021-part4-eval> INPUT ${malformed}/empty_count_line.in STDOUT "" EXIT 2
        STDERR_REGEX "^error: line 1: empty line, expected the number of cases\n$")
    gametree_cli_test("part3-execute: a first line of spaces is said to be empty"
        COMMAND $<TARGET_FILE:wits2021-part3-execute> INPUT ${malformed}/blank_count_line.in STDOUT "" EXIT 2
        STDERR_REGEX "^error: line 1: empty line, expected the number of cases\n$")
    gametree_cli_test("part4-eval: Windows line ends and stray spaces are tolerated"
        COMMAND $<TARGET_FILE:wits2021-part4-eval> INPUT ${malformed}/part4_eval_crlf.in
        STDOUT_FILE ${malformed}/part4_eval_crlf.expected)
    # As Notepad saves a file: a UTF-8 byte order mark before the count, and Windows line ends.
    gametree_cli_test("part3-execute: a byte order mark at the start is skipped"
        COMMAND $<TARGET_FILE:wits2021-part3-execute> INPUT ${malformed}/part3_bom.in
        STDOUT_FILE ${samples}/part3_sample.expected)
    gametree_cli_test("part4-minimax: --verbose prints the best move and principal variation"
        COMMAND $<TARGET_FILE:wits2021-part4-minimax> --verbose INPUT ${samples}/part4_minimax2.in
        STDOUT_REGEX "^-100 bestmove [a-g][1-7][a-g][1-7] pv [a-g][1-7][a-g][1-7] [a-g][1-7][a-g][1-7] nodes [0-9]+\n800 bestmove ")
    gametree_cli_test("part5-alphabeta: --depth overrides the course's depth"
        COMMAND $<TARGET_FILE:wits2021-part5-alphabeta> --depth 0 INPUT ${samples}/part5_alphabeta4.in
        STDOUT_FILE ${samples}/part5_adveval.expected)
    gametree_cli_test("part5-alphabeta: unknown option"
        COMMAND $<TARGET_FILE:wits2021-part5-alphabeta> --quick INPUT ${samples}/part5_alphabeta4.in
        EXIT 2 STDERR_REGEX "unknown argument '--quick' \\(options: --depth N, --verbose, --fast, --help\\)")
    gametree_cli_test("part1-board: takes no options"
        COMMAND $<TARGET_FILE:wits2021-part1-board> --depth 3 INPUT ${samples}/part1_sample.in
        EXIT 2 STDERR_REGEX "this program takes no options")
endif()

# Part 3 stops at the first case after its output could not be written, as the other course programs do:
# 2,000 cheap cases, then an illegal move that must not be reached (it would be reported on stderr).
if(TARGET wits2021-part3-execute)
    string(REPEAT "2ele1z/ppppppp/7/7/7/PPP1PPP/2ELE1Z w 4\nd1d2\n" 2000 part3_cases)
    file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/part3_many_cases.in
        "2001\n${part3_cases}2ele1z/ppppppp/7/7/7/PPP1PPP/2ELE1Z w 4\nd1d3\n")
    gametree_cli_test("part3-execute: a full disk stops the cases"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/stdout_full.sh $<TARGET_FILE:wits2021-part3-execute>
        INPUT ${CMAKE_CURRENT_BINARY_DIR}/part3_many_cases.in EXIT 2
        STDERR_REGEX "^error: cannot write the output: No space left on device\n$")
    gametree_cli_test("part3-execute: a reader gone away stops the cases"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/stdout_closed_pipe.sh $<TARGET_FILE:wits2021-part3-execute>
        INPUT ${CMAKE_CURRENT_BINARY_DIR}/part3_many_cases.in EXIT 2
        STDERR_REGEX "^error: cannot write the output: Broken pipe\n$")
endif()

# Every course program answers --help (and -h) on stdout with its options and their defaults.
foreach(program part1-board part2-lion part2-zebra part2-elephant part2-pawn part3-execute part4-eval part4-minimax
                part5-eval part5-alphabeta)
    if(TARGET wits2021-${program})
        gametree_cli_test("${program}: --help" COMMAND $<TARGET_FILE:wits2021-${program}> --help
            STDOUT_REGEX "^usage: wits2021-${program} .*< cases.txt\nReads N, then N .*  --help, -h   this text\n")
        gametree_cli_test("${program}: -h" COMMAND $<TARGET_FILE:wits2021-${program}> -h STDOUT_REGEX "^usage: wits2021-${program} ")
    endif()
endforeach()
if(TARGET wits2021-part4-eval)
    gametree_cli_test("part4-eval: --help says where blank lines may stand"
        COMMAND $<TARGET_FILE:wits2021-part4-eval> --help
        STDOUT_REGEX "\nN must be on the first line\\. Blank lines among the cases are skipped and are no case")
endif()
if(TARGET wits2021-part4-minimax)
    gametree_cli_test("part4-minimax: --help gives the default depth" COMMAND $<TARGET_FILE:wits2021-part4-minimax> --help
        STDOUT_REGEX "--depth N +the search depth in plies, 0 to 32 \\(default: 2\\)\n  --verbose .*\\(default: off\\)\n  --fast .*default: off\\)")
    gametree_cli_test("part5-alphabeta: --help gives the default depth" COMMAND $<TARGET_FILE:wits2021-part5-alphabeta> --help
        STDOUT_REGEX "\\(default: 4\\)")
    gametree_cli_test("part4-minimax: --depth without a value"
        COMMAND $<TARGET_FILE:wits2021-part4-minimax> --depth INPUT ${samples}/part4_minimax2.in
        EXIT 2 STDOUT "" STDERR_REGEX "^error: --depth needs a value \\(a depth from 0 to 32\\)\nusage: ")
    # Made here rather than kept in tests/data: 70,000 characters of one line.
    string(REPEAT "p" 70000 long_line)
    file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/part4_eval_long_line.in
        "3\n2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 4\n${long_line}\n2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 4\n")
    gametree_cli_test("part4-eval: a line longer than 64 KiB is reported, the other cases answered"
        COMMAND $<TARGET_FILE:wits2021-part4-eval> INPUT ${CMAKE_CURRENT_BINARY_DIR}/part4_eval_long_line.in
        STDOUT "0\n0" EXIT 2 STDERR_REGEX "^error: line 3: longer than 65536 characters \\(skipped\\)\n$")
    gametree_cli_test("part4-eval: input without a line end is reported once"
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/course_no_line_end.sh $<TARGET_FILE:wits2021-part4-eval> STDOUT "" EXIT 2
        STDERR_REGEX "^error: line 2: no line end in 64 MiB of input: the rest of the input is ignored\n$")
    # Output that cannot be written stops the searches at the next case, with the reason: 1,000 depth-5
    # searches (a third of a second each) for a reader gone away would run for minutes.
    string(REPEAT "2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 4\n" 1000 many_cases)
    file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/part5_many_cases.in "1000\n${many_cases}")
    gametree_cli_test("part5-alphabeta: a reader gone away stops the searches" COMMAND
        ${CMAKE_CURRENT_SOURCE_DIR}/stdout_closed_pipe.sh $<TARGET_FILE:wits2021-part5-alphabeta> --depth 5
        INPUT ${CMAKE_CURRENT_BINARY_DIR}/part5_many_cases.in EXIT 2
        STDERR_REGEX "^error: cannot write the output: Broken pipe\n$")
endif()
