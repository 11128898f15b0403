// A retrograde table of a game with chance (Dice Nim): it would take the rolls of the die for the
// player's choices and call positions won that chance decides. Must not compile.
#include <cstddef>
#include <optional>

#include <gametree/games/dice_nim/dice_nim.hpp>
#include <gametree/search/tablebase/retrograde.hpp>

struct Piles {
    [[nodiscard]] std::size_t size() const { return 10; }
    [[nodiscard]] std::optional<gametree::dice_nim::Position> state(std::size_t i) const {
        return gametree::dice_nim::Position(static_cast<int>(i) + 1);
    }
    [[nodiscard]] std::optional<std::size_t> index(const gametree::dice_nim::Position& s) const {
        return static_cast<std::size_t>(s.stones() - 1);
    }
};

int main() {
    const gametree::RetrogradeTable<gametree::dice_nim::Position, Piles> table(
        Piles{}, gametree::dice_nim::MoveGenerator{},
        [](const gametree::dice_nim::Position&) { return std::optional<gametree::TablebaseValue>{}; });
    return table.positions() == 10 ? 0 : 1;
}
