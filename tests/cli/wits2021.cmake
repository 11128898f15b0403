# The course's programs on every handout sample, byte for byte, and on malformed input.
set(samples ${PROJECT_SOURCE_DIR}/tests/data/wits2021)
set(malformed ${PROJECT_SOURCE_DIR}/tests/data/wits2021-malformed)

function(course_sample program sample)
    gametree_cli_test("${program}: sample ${sample}" COMMAND $<TARGET_FILE:wits2021-${program}>
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

    gametree_cli_test("part4-eval: a bad FEN is reported, the other cases answered"
        COMMAND $<TARGET_FILE:wits2021-part4-eval> INPUT ${malformed}/part4_eval_bad_fen.in
        STDOUT_FILE ${malformed}/part4_eval_bad_fen.expected EXIT 2
        STDERR_REGEX "^error: line 3: bad FEN '[^']+': board has 6 ranks, expected 7 \\(at character 34\\)\nerror: line 5: bad FEN '[^']+': side to move must be 'w' or 'b', not 'x' \\(at character 35\\)\n$")
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
    gametree_cli_test("part4-eval: Windows line ends and stray spaces are tolerated"
        COMMAND $<TARGET_FILE:wits2021-part4-eval> INPUT ${malformed}/part4_eval_crlf.in
        STDOUT_FILE ${malformed}/part4_eval_crlf.expected)
    gametree_cli_test("part4-minimax: --verbose prints the best move and principal variation"
        COMMAND $<TARGET_FILE:wits2021-part4-minimax> --verbose INPUT ${samples}/part4_minimax2.in
        STDOUT_REGEX "^-100 bestmove [a-g][1-7][a-g][1-7] pv [a-g][1-7][a-g][1-7] [a-g][1-7][a-g][1-7] nodes [0-9]+\n800 bestmove ")
    gametree_cli_test("part5-alphabeta: --depth overrides the course's depth"
        COMMAND $<TARGET_FILE:wits2021-part5-alphabeta> --depth 0 INPUT ${samples}/part5_alphabeta4.in
        STDOUT_FILE ${samples}/part5_adveval.expected)
    gametree_cli_test("part5-alphabeta: unknown option"
        COMMAND $<TARGET_FILE:wits2021-part5-alphabeta> --fast INPUT ${samples}/part5_alphabeta4.in
        EXIT 2 STDERR_REGEX "unknown argument '--fast'")
    gametree_cli_test("part1-board: takes no options"
        COMMAND $<TARGET_FILE:wits2021-part1-board> --depth 3 INPUT ${samples}/part1_sample.in
        EXIT 2 STDERR_REGEX "this program takes no options")
endif()
