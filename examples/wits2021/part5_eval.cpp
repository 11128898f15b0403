// Course Part 5: the advanced evaluation (material + mobility + attack) for the side to move.
#include "evaluate_cases.hpp"
#include "gametree/games/congo/evaluation/course_advanced.hpp"

int main(int argc, char** argv) {
    const course::Program program{"wits2021-part5-eval",
                                  "the advanced evaluation (material, mobility, attack) for the side to move"};
    return course::print_evaluations(argc, argv, program, gametree::congo::CourseAdvancedEvaluator{});
}
