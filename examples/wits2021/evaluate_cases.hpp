// The evaluation programs of Parts 4 and 5: print an evaluator's score for each FEN.
#pragma once

#include <iostream>

#include "course_io.hpp"

namespace course {

template <class Evaluator>
int print_evaluations(int argc, char** argv, const Program& program, const Evaluator& eval) {
    int status = 0;
    if (!parse_options(argc, argv, program, status)) return status;
    return for_each_fen_case(gametree::congo::Rules::wits2021,
                             [&](const gametree::congo::Position& pos) { std::cout << eval(pos) << '\n'; });
}

}  // namespace course
