// Declares Feature::danger, but in_danger returns int instead of bool: must not compile.
#include <gametree/search/engine/engine.hpp>

#include "toy_game.hpp"

struct DangerMoves : toy::Moves {
    static constexpr gametree::Features gametree_features = gametree::Feature::danger;
    [[nodiscard]] int in_danger(const toy::Pile& s) const { return s.left == 1; }
};

int main() {
    gametree::Engine<toy::Pile, DangerMoves, toy::Score> engine;
    return engine.search(toy::Pile{}, gametree::SearchLimits::to_depth(2)).best_move.has_value() ? 0 : 1;
}
