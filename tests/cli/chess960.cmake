# Tests of the chess960 program (included by CMakeLists.txt, which defines gametree_cli_test).
if(TARGET chess960)
    set(chess960 $<TARGET_FILE:chess960>)

    # One argument each way.
    gametree_cli_test("chess960: arrangement to number" COMMAND ${chess960} QNRBBNKR STDOUT "105")
    gametree_cli_test("chess960: number to arrangement" COMMAND ${chess960} 518 STDOUT "RNBQKBNR")
    gametree_cli_test("chess960: lower case" COMMAND ${chess960} rnbqkbnr STDOUT "518")
    gametree_cli_test("chess960: chess symbols" COMMAND ${chess960} "♕♘♖♗♗♘♔♖" "♛♞♜♝♝♞♚♜" STDOUT "105\n105")
    gametree_cli_test("chess960: the old description's pair" COMMAND ${chess960} RQNBBKRN RNQBBKRN STDOUT "601\n617")
    gametree_cli_test("chess960: leading zeros" COMMAND ${chess960} 0518 STDOUT "RNBQKBNR")

    # Several arguments, answered in order.
    gametree_cli_test("chess960: several arguments" COMMAND ${chess960} QNRBBNKR 518 rnbqkbnr 0 959 BBQNNRKR RKRNNQBB
        STDOUT "105\nRNBQKBNR\n518\nBBQNNRKR\nRKRNNQBB\n0\n959")

    # Every position: compared with a list made by an independent script, and checked for its ends.
    gametree_cli_test("chess960: --all" COMMAND ${chess960} --all STDOUT_FILE ${CMAKE_CURRENT_LIST_DIR}/chess960_all.expected)
    gametree_cli_test("chess960: --all first and last lines" COMMAND ${chess960} --all
        STDOUT_REGEX "^0 BBQNNRKR\n1 BQNBNRKR\n.*\n518 RNBQKBNR\n.*\n958 RKRNNBBQ\n959 RKRNNQBB\n$")

    # Invalid arguments: the others are still answered, the errors go to stderr, the exit status is 2.
    gametree_cli_test("chess960: invalid arguments among valid ones" COMMAND ${chess960} 518 KRBQNBNR 960 QNRBBNKR
        EXIT 2 STDOUT "RNBQKBNR\n105"
        STDERR_REGEX "^error: KRBQNBNR: the king on a is not between the rooks on b and h \\(at byte 1\\)\nerror: 960: number 960 is outside 0-959 \\(at byte 1\\)\n$")
    gametree_cli_test("chess960: only an invalid argument" COMMAND ${chess960} RNBQKBN EXIT 2 STDOUT_REGEX "^$"
        STDERR_REGEX "^error: RNBQKBN: arrangement has 7 characters; expected 8, one piece for each square a to h \\(at byte 8\\)\n$")
    gametree_cli_test("chess960: unknown letter" COMMAND ${chess960} RNBQKXNR EXIT 2
        STDERR_REGEX "^error: RNBQKXNR: unknown piece 'X' on square f .*\\(at byte 6\\)\n$")
    gametree_cli_test("chess960: mixed colours" COMMAND ${chess960} RNBQKBNr EXIT 2
        STDERR_REGEX "^error: RNBQKBNr: mixed colours: the black rook on square h after the white rook on square a")
    # Escaped, eight symbols are longer than an excerpt: it shows the byte named (the black rook, \x9c).
    gametree_cli_test("chess960: a long excerpt shows the byte the error names" COMMAND ${chess960} "♖♘♗♕♔♗♘♜" EXIT 2
        STDERR_REGEX "^error: '\\.\\.\\.[^']*\\\\xe2\\\\x99\\\\x9c' \\(8 characters\\): mixed colours: the black rook on square h [^\n]*\\(at byte 22\\)\n$")
    gametree_cli_test("chess960: pawn" COMMAND ${chess960} RNBQKBNP EXIT 2
        STDERR_REGEX "^error: RNBQKBNP: a pawn on square h; pawns do not belong on the back rank")
    gametree_cli_test("chess960: wrong set of pieces" COMMAND ${chess960} RNBQQBNR EXIT 2
        STDERR_REGEX "^error: RNBQQBNR: wrong set of pieces: no king and 2 queens")
    gametree_cli_test("chess960: bishops on one colour" COMMAND ${chess960} RNBQKNBR EXIT 2
        STDERR_REGEX "^error: RNBQKNBR: both bishops are on dark squares \\(c and g\\)")
    gametree_cli_test("chess960: not a number" COMMAND ${chess960} 51x EXIT 2
        STDERR_REGEX "^error: 51x: not a number: 'x' is not a digit \\(at byte 3\\)\n$")
    gametree_cli_test("chess960: negative number" COMMAND ${chess960} -1 EXIT 2
        STDERR_REGEX "^error: -1: number -1 is outside 0-959")
    # A number with a sign or white space before it is read as a number and told what is wrong with it,
    # not as an arrangement "of 4 characters"; an arrangement with a space before it stays one.
    gametree_cli_test("chess960: a number with a plus sign" COMMAND ${chess960} +518 518 EXIT 2 STDOUT "RNBQKBNR"
        STDERR_REGEX "^error: \\+518: not a number: '\\+' is not a digit \\(at byte 1\\)\n$")
    gametree_cli_test("chess960: a number after a space" COMMAND ${chess960} " 518" EXIT 2
        STDERR_REGEX "^error:  518: not a number: ' ' is not a digit \\(at byte 1\\)\n$")
    gametree_cli_test("chess960: an arrangement after a space" COMMAND ${chess960} " RNBQKBNR" EXIT 2
        STDERR_REGEX "^error:  RNBQKBNR: arrangement has 9 characters")
    gametree_cli_test("chess960: unknown option" COMMAND ${chess960} --fast 518 EXIT 2 STDOUT "RNBQKBNR"
        STDERR_REGEX "^error: --fast: unknown option")

    # Usage.
    gametree_cli_test("chess960: no arguments" COMMAND ${chess960} EXIT 2 STDOUT_REGEX "^$" STDERR_REGEX "^usage: chess960")
    gametree_cli_test("chess960: --help" COMMAND ${chess960} --help STDOUT_REGEX "^usage: chess960")
    gametree_cli_test("chess960: -h" COMMAND ${chess960} -h STDOUT_REGEX "^usage: chess960")
endif()
