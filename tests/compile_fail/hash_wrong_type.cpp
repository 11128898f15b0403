// Declares Feature::hash, but hash() returns a 32-bit value: must not compile.
#include <gametree/search/engine/engine.hpp>

#include "toy_game.hpp"

struct HashedPile : toy::Pile {
    static constexpr gametree::Features gametree_features = gametree::Feature::hash;
    [[nodiscard]] HashedPile after(int take) const { return {toy::Pile::after(take)}; }
    [[nodiscard]] std::uint32_t hash() const { return static_cast<std::uint32_t>(left); }
};

struct HashedMoves {
    static constexpr std::size_t max_moves = 2;
    void generate(const HashedPile& s, gametree::MoveBuffer<int, max_moves>& out) const {
        toy::Moves{}.generate(s, out);
    }
};

int main() {
    gametree::Engine<HashedPile, HashedMoves, decltype([](const HashedPile&) { return 0; })> engine;
    return engine.search(HashedPile{}, gametree::SearchLimits::to_depth(2)).best_move.has_value() ? 0 : 1;
}
