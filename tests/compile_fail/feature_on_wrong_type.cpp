// The state declares a generator's feature (noisy_moves): must not compile.
#include <gametree/search/perft.hpp>

#include "toy_game.hpp"

struct ConfusedPile : toy::Pile {
    static constexpr gametree::Features gametree_features = gametree::Feature::noisy_moves;
    [[nodiscard]] ConfusedPile after(int take) const { return {toy::Pile::after(take)}; }
};

struct ConfusedMoves {
    static constexpr std::size_t max_moves = 2;
    void generate(const ConfusedPile& s, gametree::MoveBuffer<int, max_moves>& out) const { toy::Moves{}.generate(s, out); }
};

int main() { return static_cast<int>(gametree::perft(ConfusedPile{}, 3, ConfusedMoves{})); }
