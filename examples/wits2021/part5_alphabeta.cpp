// Course Part 5: the fail-hard alpha-beta value at depth 4 with the advanced evaluation (--fast: the same
// value, searched by gametree::ExactSearch).
#include "gametree/games/congo/evaluation/course_advanced.hpp"
#include "gametree/search/alphabeta.hpp"
#include "search_cases.hpp"

int main(int argc, char** argv) {
    using namespace gametree::congo;
    const course::Program program{"wits2021-part5-alphabeta",
                                  "the fail-hard alpha-beta value with the advanced evaluation for the side to move", 4};
    return course::print_search_values(argc, argv, program, [](const Position& pos, int depth) {
        return gametree::alphabeta(pos, depth, MoveGenerator{}, CourseAdvancedEvaluator{});
    }, FastCourseAdvancedEvaluator{});  // --fast: the same values, counted in bit slices
}
