// An evaluator returning double: refused rather than silently truncated.
#include <gametree/search/alphabeta.hpp>

#include "toy_game.hpp"

struct HalfScore {
    [[nodiscard]] double operator()(const toy::Pile& s) const { return s.left * 0.5; }
};

int main() { return gametree::alphabeta(toy::Pile{}, 3, toy::Moves{}, HalfScore{}).value; }
