// Declares Feature::quiet_moves with generate_quiet but no generate_noisy: the quiet moves are the
// complement of the noisy ones, so there is nothing to stage. Must not compile.
#include <gametree/search/engine/engine.hpp>

#include "toy_game.hpp"

struct QuietOnlyMoves : toy::Moves {
    static constexpr gametree::Features gametree_features = gametree::Feature::quiet_moves;
    void generate_quiet(const toy::Pile& s, gametree::MoveBuffer<int, max_moves>& out) const { generate(s, out); }
};

int main() {
    gametree::Engine<toy::Pile, QuietOnlyMoves, toy::Score> engine;
    return engine.search(toy::Pile{}, gametree::SearchLimits::to_depth(2)).best_move.has_value() ? 0 : 1;
}
