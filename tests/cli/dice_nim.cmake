# Tests of the dice-nim program (included by CMakeLists.txt, which defines gametree_cli_test).
if(TARGET dice-nim)
    set(dice_nim $<TARGET_FILE:dice-nim>)

    # solve: the values are checked against a brute force in the unit tests; here the program prints
    # them. 5 stones: the first player wins with probability 15/32 (value -62.5 on the ±1000 scale).
    gametree_cli_test("dice-nim solve: 5 stones" COMMAND ${dice_nim} solve --stones 5
        STDOUT_REGEX "^Dice Nim solve: 5 stones, first to roll\nvalue -62\\.5000 \\(the first player wins with probability 0\\.4688\\) nodes [0-9]+ time_ms [0-9]+\nroll 1: take 1 .*\nroll 2: take [12] .*\nroll 3: take [123] .*\nroll 4: take [1234] .*\n$")
    gametree_cli_test("dice-nim solve: one stone is a sure win" COMMAND ${dice_nim} solve --stones 1
        STDOUT_REGEX "\nvalue 1000\\.0000 \\(the first player wins with probability 1\\.0000\\)")
    gametree_cli_test("dice-nim selfplay: expectiminimax against MCTS" COMMAND ${dice_nim} selfplay --stones 6 --games 4 --iterations 2000
        STDOUT_REGEX "^Dice Nim self-play: expectiminimax against MCTS \\(2000 iterations a move\\), 6 stones, 4 games\n(game [1-4]: (mcts|expectiminimax) first, roll:take( [1-4]:[1-4])+, (mcts|expectiminimax) wins\n)+expectiminimax [0-4], mcts [0-4]\n$")

    # Bad input: named, on stderr, exit status 2.
    gametree_cli_test("dice-nim: stones out of range" COMMAND ${dice_nim} solve --stones 40 EXIT 2
        STDERR_REGEX "^error: --stones must be between 1 and 12, not '40'\n$")
    gametree_cli_test("dice-nim: stones not a number" COMMAND ${dice_nim} selfplay --stones x EXIT 2
        STDERR_REGEX "^error: --stones must be an integer, not 'x'\n$")
    # A number too big for any integer type is still a number: the range is what the user needs to hear.
    gametree_cli_test("dice-nim: a huge number is out of range, not 'not an integer'" COMMAND ${dice_nim} solve
        --stones 99999999999999999999999 EXIT 2 STDERR_REGEX "^error: --stones must be between 1 and 12, not '99999999999999999999999'\n$")
    gametree_cli_test("dice-nim: a huge negative number is out of range" COMMAND ${dice_nim} selfplay
        --seed -99999999999999999999999 EXIT 2 STDERR_REGEX "^error: --seed must be between 0 and 4611686018427387904, not '-99999999999999999999999'\n$")
    gametree_cli_test("dice-nim: iterations out of range" COMMAND ${dice_nim} selfplay --iterations 0 EXIT 2
        STDERR_REGEX "^error: --iterations must be between 1 and 10000000, not '0'\n$")
    gametree_cli_test("dice-nim: an option of another command" COMMAND ${dice_nim} solve --games 3 EXIT 2
        STDERR_REGEX "^error: dice-nim solve takes no --games option\n$")
    gametree_cli_test("dice-nim: an option without its value" COMMAND ${dice_nim} selfplay --seed EXIT 2
        STDERR_REGEX "^error: --seed needs a value\n$")
    # "--" ends the options (nothing may follow: no command takes arguments); "--stones=3" is "--stones 3".
    gametree_cli_test("dice-nim: -- ends the options" COMMAND ${dice_nim} solve --stones 1 --
        STDOUT_REGEX "^Dice Nim solve: 1 stone")
    gametree_cli_test("dice-nim: a word after --" COMMAND ${dice_nim} solve -- --help EXIT 2 STDOUT ""
        STDERR_REGEX "^error: unexpected argument '--help' \\(dice-nim solve takes only options\\)\n$")
    gametree_cli_test("dice-nim: --stones=1" COMMAND ${dice_nim} solve --stones=1 STDOUT_REGEX "^Dice Nim solve: 1 stone")
    gametree_cli_test("dice-nim: --stones= with a bad value" COMMAND ${dice_nim} solve --stones=x EXIT 2
        STDERR_REGEX "^error: --stones must be")
    gametree_cli_test("dice-nim: --help given a value" COMMAND ${dice_nim} solve --help=yes EXIT 2
        STDERR_REGEX "^error: --help takes no value, not '--help=yes'\n$")
    gametree_cli_test("dice-nim: unknown command" COMMAND ${dice_nim} frobnicate EXIT 2 STDERR_REGEX "^error: unknown command 'frobnicate'")
    gametree_cli_test("dice-nim: no command" COMMAND ${dice_nim} EXIT 2 STDERR_REGEX "^usage: dice-nim")
    gametree_cli_test("dice-nim: help" COMMAND ${dice_nim} help STDOUT_REGEX "^usage: dice-nim solve")
    foreach(command solve selfplay)
        gametree_cli_test("dice-nim ${command} --help" COMMAND ${dice_nim} ${command} --stones 3 --help STDOUT_REGEX "^usage: dice-nim solve")
    endforeach()

    # Output that cannot be written: said on stderr with status 2. Self-play notices it at its next
    # line, not after all its games (1000 games of 12 stones take about a minute).
    gametree_cli_test("dice-nim selfplay: a reader gone away ends the games" COMMAND
        ${CMAKE_CURRENT_SOURCE_DIR}/stdout_closed_pipe.sh ${dice_nim} selfplay --stones 12 --games 1000 EXIT 2
        STDERR_REGEX "^error: cannot write the output: Broken pipe\n$")
    gametree_cli_test("dice-nim solve: a full disk" COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/stdout_full.sh ${dice_nim}
        solve --stones 3 EXIT 2 STDERR_REGEX "^error: cannot write the output: No space left on device\n$")
endif()
