// Declares Feature::pass, but after_pass() is not const: alpha-beta must refuse it, not search on as if
// a player without a move lost.
#include <gametree/search/alphabeta.hpp>

#include "toy_game.hpp"

struct PassingPile : toy::Pile {
    static constexpr gametree::Features gametree_features = gametree::Feature::pass;
    [[nodiscard]] PassingPile after(int take) const { return {toy::Pile::after(take)}; }
    [[nodiscard]] PassingPile after_pass() { return {toy::Pile{left, gametree::opponent(mover)}}; }
};

struct PassingMoves {
    static constexpr std::size_t max_moves = 2;
    void generate(const PassingPile& s, gametree::MoveBuffer<int, max_moves>& out) const { toy::Moves{}.generate(s, out); }
};

int main() {
    return gametree::alphabeta(PassingPile{}, 3, PassingMoves{}, [](const PassingPile&) { return 0; }).value;
}
