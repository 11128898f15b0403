// Has a chance state's members (is_chance, max_outcomes) but, undeclared, chance_outcomes takes a
// std::vector: it is not a ChanceState, so alpha-beta (which refuses games with chance) searched it and
// took the rolls for a player's choices, silently. The state must be refused with the library's message.
#include <vector>

#include <gametree/search/alphabeta.hpp>

#include "toy_game.hpp"

struct DicePile : toy::Pile {
    static constexpr std::size_t max_outcomes = 2;
    [[nodiscard]] DicePile after(int take) const { return {toy::Pile::after(take)}; }
    [[nodiscard]] bool is_chance() const { return left == 3; }
    void chance_outcomes(std::vector<gametree::ChanceOutcome<int>>& out) const { out.push_back({1, 0.5}); }
};

struct DiceMoves {
    static constexpr std::size_t max_moves = 2;
    void generate(const DicePile& s, gametree::MoveBuffer<int, max_moves>& out) const { toy::Moves{}.generate(s, out); }
};

int main() { return gametree::alphabeta(DicePile{}, 4, DiceMoves{}, toy::Score{}).value > 0 ? 0 : 1; }
