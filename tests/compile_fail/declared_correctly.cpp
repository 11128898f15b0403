// The control: the same toy game with its features declared correctly compiles and searches.
#include <gametree/search/engine/engine.hpp>
#include <gametree/search/perft.hpp>

#include "toy_game.hpp"

struct HashedPile : toy::Pile {
    static constexpr gametree::Features gametree_features = gametree::Feature::hash;
    [[nodiscard]] HashedPile after(int take) const { return {toy::Pile::after(take)}; }
    [[nodiscard]] std::uint64_t hash() const { return static_cast<std::uint64_t>(left) * 2 + (mover == gametree::Player::first); }
};

struct CountingMoves {
    static constexpr std::size_t max_moves = 2;
    static constexpr gametree::Features gametree_features = gametree::Feature::move_count | gametree::Feature::noisy_moves;
    void generate(const HashedPile& s, gametree::MoveBuffer<int, max_moves>& out) const { toy::Moves{}.generate(s, out); }
    void generate_noisy(const HashedPile&, gametree::MoveBuffer<int, max_moves>&) const {}
    [[nodiscard]] std::uint64_t count(const HashedPile& s) const { return s.left >= 2 ? 2 : static_cast<std::uint64_t>(s.left); }
};

struct Zero {
    static constexpr gametree::Features gametree_features = gametree::Feature::estimate;
    [[nodiscard]] int operator()(const HashedPile&) const { return 0; }
    [[nodiscard]] int estimate(const HashedPile&) const { return 0; }
};

int main() {
    gametree::Engine<HashedPile, CountingMoves, Zero> engine;
    const auto r = engine.search(HashedPile{}, gametree::SearchLimits::to_depth(6));
    // Five counters: the first player takes two and wins (leaving a multiple of three).
    return r.best_move == 2 && gametree::perft(HashedPile{}, 2, CountingMoves{}) == 4 ? 0 : 1;
}
