// Course Part 4: the minimax value at depth 2 with the material evaluation (--fast: the same value, searched
// by gametree::ExactSearch).
#include "gametree/games/congo/evaluation/material.hpp"
#include "gametree/search/minimax.hpp"
#include "search_cases.hpp"

int main(int argc, char** argv) {
    using namespace gametree::congo;
    const course::Program program{"wits2021-part4-minimax",
                                  "the minimax value with the material evaluation for the side to move", 2};
    return course::print_search_values(argc, argv, program, [](const Position& pos, int depth) {
        return gametree::minimax(pos, depth, MoveGenerator{}, MaterialEvaluator{});
    }, MaterialEvaluator{});
}
