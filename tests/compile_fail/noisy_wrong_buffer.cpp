// Declares Feature::noisy_moves, but generate_noisy takes a buffer of another capacity: must not compile.
#include <gametree/search/engine/engine.hpp>

#include "toy_game.hpp"

struct NoisyMoves : toy::Moves {
    static constexpr gametree::Features gametree_features = gametree::Feature::noisy_moves;
    void generate_noisy(const toy::Pile&, gametree::MoveBuffer<int, 64>&) const {}
};

int main() {
    gametree::Engine<toy::Pile, NoisyMoves, toy::Score> engine;
    return engine.search(toy::Pile{}, gametree::SearchLimits::to_depth(2)).best_move.has_value() ? 0 : 1;
}
