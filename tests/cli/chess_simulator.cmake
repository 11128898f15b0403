# Tests of the chess-simulator program (included by CMakeLists.txt, which defines gametree_cli_test).
if(TARGET chess-simulator)
    set(simulator $<TARGET_FILE:chess-simulator>)
    set(data ${PROJECT_SOURCE_DIR}/tests/data/chess_simulator)

    # The assignment's sample, byte for byte, and the seed's own example (its Figures 1 and 2).
    gametree_cli_test("chess-simulator: sample" COMMAND ${simulator} ${data}/sample-input.txt
        STDOUT_FILE ${data}/sample-output-reading.txt)
    gametree_cli_test("chess-simulator: the seed's figure 1" COMMAND ${simulator} ${data}/figure1-input.txt
        STDOUT_FILE ${data}/figure1-output.txt)
    gametree_cli_test("chess-simulator: --extensions leaves the sample unchanged" COMMAND ${simulator} --extensions
        ${data}/sample-input.txt STDOUT_FILE ${data}/sample-output-reading.txt)

    # Extensions: hint (a depth-3 alpha-beta search) and initialize960, and their malformed forms.
    gametree_cli_test("chess-simulator: extensions" COMMAND ${simulator} --extensions ${data}/extensions-input.txt
        STDOUT_FILE ${data}/extensions-output.txt)
    gametree_cli_test("chess-simulator: extensions are off by default" COMMAND ${simulator}
        ${data}/extensions-input.txt
        STDOUT_REGEX "^> hint white\nFAILED\n> hint black\nFAILED\n> initialize960 0\nFAILED\n")

    # Robustness: unknown and malformed commands, unknown pieces, squares off the board, extra words,
    # moves the rules refuse; then white space, blank lines and Windows line ends.
    gametree_cli_test("chess-simulator: malformed commands and refused moves" COMMAND ${simulator}
        ${data}/malformed-input.txt STDOUT_FILE ${data}/malformed-output.txt)
    gametree_cli_test("chess-simulator: white space, blank lines, CRLF, no last line end" COMMAND ${simulator}
        ${data}/whitespace-input.txt STDOUT_FILE ${data}/whitespace-output.txt)

    # A file saved by an editor that begins it with a UTF-8 byte order mark (Notepad): the mark is no
    # part of the first command.
    gametree_cli_test("chess-simulator: a byte order mark before the first command" COMMAND ${simulator}
        ${data}/bom-input.txt STDOUT "> showmoves p1\na3\n> exit")

    # Problems with the arguments or the file: a message on stderr, nothing on stdout, exit status 2. A
    # path over 80 characters is quoted by its end, with its length.
    gametree_cli_test("chess-simulator: no argument" COMMAND ${simulator} EXIT 2 STDOUT_REGEX "^$"
        STDERR_REGEX "^error: no input file given\nusage: chess-simulator")
    gametree_cli_test("chess-simulator: missing file" COMMAND ${simulator} ${data}/no-such-file.txt EXIT 2
        STDOUT_REGEX "^$" STDERR_REGEX "^error: cannot open '[^']*no-such-file.txt'( \\([0-9]+ characters\\))?: No such file or directory\n$")
    gametree_cli_test("chess-simulator: a directory" COMMAND ${simulator} ${data} EXIT 2 STDOUT_REGEX "^$"
        STDERR_REGEX "^error: '[^']*'( \\([0-9]+ characters\\))? is a directory, not a file of commands\n$")
    gametree_cli_test("chess-simulator: empty file" COMMAND ${simulator} ${data}/empty-input.txt EXIT 2
        STDOUT_REGEX "^$" STDERR_REGEX "^error: '[^']*empty-input.txt'( \\([0-9]+ characters\\))? has no commands \\(it is empty or blank\\)\n$")
    gametree_cli_test("chess-simulator: only blank lines" COMMAND ${simulator} ${data}/blank-input.txt EXIT 2
        STDOUT_REGEX "^$" STDERR_REGEX "has no commands")
    gametree_cli_test("chess-simulator: unknown option" COMMAND ${simulator} --fast ${data}/sample-input.txt EXIT 2
        STDOUT_REGEX "^$" STDERR_REGEX "^error: unknown option '--fast'\nusage: chess-simulator")
    gametree_cli_test("chess-simulator: two files" COMMAND ${simulator} ${data}/sample-input.txt
        ${data}/figure1-input.txt EXIT 2 STDOUT_REGEX "^$" STDERR_REGEX "^error: more than one input file")
    # An argument is quoted in at most 80 characters, escaped: a path by its end, where its name is.
    string(REPEAT x 5000 long_word)
    gametree_cli_test("chess-simulator: a long unknown option is cut" COMMAND ${simulator} --${long_word} EXIT 2
        STDOUT_REGEX "^$" STDERR_REGEX "^error: unknown option '--x+\\.\\.\\.' \\(5002 characters\\)\nusage: ")
    gametree_cli_test("chess-simulator: a long file name is cut" COMMAND ${simulator} ${data}/${long_word} EXIT 2
        STDOUT_REGEX "^$" STDERR_REGEX "^error: cannot open '\\.\\.\\.x+' \\([0-9]+ characters\\): File name too long\n$")
    # `exit` ends the reading: a line after it is not read, even one too long (once reported, status 2).
    gametree_cli_test("chess-simulator: the lines after exit are not read" COMMAND ${simulator}
        ${data}/exit-then-long-input.txt STDOUT "> exit" STDERR_REGEX "^$")
    gametree_cli_test("chess-simulator: --help" COMMAND ${simulator} --help
        STDOUT_REGEX "^usage: chess-simulator \\[--extensions\\] INPUT\n.*hint white\\|black.*initialize960 N")
    gametree_cli_test("chess-simulator: -h" COMMAND ${simulator} -h STDOUT_REGEX "^usage: chess-simulator")
    gametree_cli_test("chess-simulator: --help on a full disk" COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/stdout_full.sh
        ${simulator} --help EXIT 2 STDERR_REGEX "^error: cannot write the output: No space left on device\n$")
    # Output that cannot be written ends the run at once, with the reason (as in every program).
    gametree_cli_test("chess-simulator: commands on a full disk" COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/stdout_full.sh
        ${simulator} ${data}/sample-input.txt EXIT 2 STDOUT_REGEX "^$"
        STDERR_REGEX "^error: cannot write the output: No space left on device\n$")
    gametree_cli_test("chess-simulator: a reader that goes away stops the run" COMMAND
        ${CMAKE_CURRENT_SOURCE_DIR}/simulator_reader_gone.sh ${simulator} EXIT 2 STDOUT_REGEX "^$"
        STDERR_REGEX "^error: cannot write the output: Broken pipe\n$")
endif()
