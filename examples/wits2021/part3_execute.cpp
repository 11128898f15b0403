// Course Part 3: execute a move. Input: N, then N pairs of lines (FEN, move); blank lines are skipped.
// Output per case: the resulting FEN, then "Continue", "White wins" or "Black wins".
#include <iostream>

#include "course_io.hpp"
#include "execute_cases.hpp"

int main(int argc, char** argv) {
    int status = 0;
    const course::Program program{"wits2021-part3-execute",
                                  "the FEN after the move, then \"Continue\", \"White wins\" or \"Black wins\"", -1,
                                  "N, then N cases of two lines (a FEN, then a move such as e3e4)"};
    if (!course::parse_options(argc, argv, program, status)) return status;
    return course::execute_cases(std::cin);
}
