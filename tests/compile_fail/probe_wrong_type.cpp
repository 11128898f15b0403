// A tablebase whose probe returns optional<int> instead of optional<TablebaseValue>: must not compile.
#include <optional>

#include <gametree/search/engine/engine.hpp>

#include "toy_game.hpp"

struct WrongTablebase {
    [[nodiscard]] std::optional<int> probe(const toy::Pile&) const { return std::nullopt; }
};

int main() {
    gametree::Engine<toy::Pile, toy::Moves, toy::Score, WrongTablebase> engine;
    return engine.search(toy::Pile{}, gametree::SearchLimits::to_depth(2)).best_move.has_value() ? 0 : 1;
}
