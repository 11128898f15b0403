// Course Part 4: material evaluation (pawn 100, elephant 200, zebra 300) for the side to move.
#include "evaluate_cases.hpp"
#include "gametree/games/congo/evaluation/material.hpp"

int main(int argc, char** argv) {
    const course::Program program{"wits2021-part4-eval",
                                  "the material evaluation for the side to move (pawn 100, elephant 200, zebra 300)"};
    return course::print_evaluations(argc, argv, program, gametree::congo::MaterialEvaluator{});
}
