// Declares Feature::estimate on an evaluator whose estimate returns double: an estimate on the wrong
// scale type would otherwise be ignored and lazy evaluation silently off. Must not compile.
#include <gametree/search/engine/engine.hpp>

#include "toy_game.hpp"

struct RoughScore : toy::Score {
    static constexpr gametree::Features gametree_features = gametree::Feature::estimate;
    [[nodiscard]] double estimate(const toy::Pile& s) const { return s.left * 0.5; }
};

int main() {
    gametree::Engine<toy::Pile, toy::Moves, RoughScore> engine;
    return engine.search(toy::Pile{}, gametree::SearchLimits::to_depth(2)).best_move.has_value() ? 0 : 1;
}
