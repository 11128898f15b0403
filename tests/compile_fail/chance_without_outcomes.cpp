// Declares Feature::chance, but chance_outcomes takes a std::vector instead of the chance buffer: MCTS
// must refuse it with the library's message rather than search the rolls as a player's moves.
#include <vector>

#include <gametree/search/mcts.hpp>

#include "toy_game.hpp"

struct DicePile : toy::Pile {
    static constexpr gametree::Features gametree_features = gametree::Feature::chance;
    static constexpr std::size_t max_outcomes = 2;
    [[nodiscard]] DicePile after(int take) const { return {toy::Pile::after(take)}; }
    [[nodiscard]] bool is_chance() const { return false; }
    void chance_outcomes(std::vector<gametree::ChanceOutcome<int>>& out) const { out.clear(); }
};

struct DiceMoves {
    static constexpr std::size_t max_moves = 2;
    void generate(const DicePile& s, gametree::MoveBuffer<int, max_moves>& out) const { toy::Moves{}.generate(s, out); }
};

int main() {
    gametree::Mcts<DicePile, DiceMoves> mcts;
    return mcts.search(DicePile{}, gametree::MctsLimits::for_iterations(10)).best_move.has_value() ? 0 : 1;
}
