// The evaluator declares Feature::estimate, but estimate() returns a double: minimax must refuse it as
// the engine does (every search checks what is declared, whether it uses the feature or not).
#include <gametree/search/minimax.hpp>

#include "toy_game.hpp"

struct Zero {
    static constexpr gametree::Features gametree_features = gametree::Feature::estimate;
    [[nodiscard]] int operator()(const toy::Pile&) const { return 0; }
    [[nodiscard]] double estimate(const toy::Pile&) const { return 0.5; }
};

int main() { return gametree::minimax(toy::Pile{}, 3, toy::Moves{}, Zero{}).value; }
