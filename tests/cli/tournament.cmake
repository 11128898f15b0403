# wits2021-part6-tournament: round robins, their output, and what happens when they are cut short.
if(TARGET wits2021-part6-tournament)
    gametree_cli_test("part6-tournament: a small round robin"
        COMMAND $<TARGET_FILE:wits2021-part6-tournament> --agents minimax1,alphabeta1,random --games 4 --depth 1 --max-moves 30
        STDOUT_REGEX "^agent +games +wins +draws +losses +score +ms/move +nodes/move\nminimax1 +8 .*\nalphabeta1 +8 .*\nrandom +8 .*\n\nElo difference \\(95% margin\\), row against column:\nminimax1 +vs alphabeta1 +W-D-L [0-9]+-[0-9]+-[0-9]+ +Elo "
        STDERR_REGEX "^\\[1/12\\] minimax1 \\(white\\) vs alphabeta1: .*\\[12/12\\] random \\(white\\) vs alphabeta1: ")
    gametree_cli_test("part6-tournament: unknown agent"
        COMMAND $<TARGET_FILE:wits2021-part6-tournament> --agents engine,deepblue EXIT 2 STDERR_REGEX "unknown agent 'deepblue'")
    gametree_cli_test("part6-tournament: odd number of games"
        COMMAND $<TARGET_FILE:wits2021-part6-tournament> --games 3 EXIT 2 STDERR_REGEX "--games needs an even number")
endif()
