// The engine on a game with chance (Dice Nim): it would take the rolls of the die for the player's
// choices and call the start a proven win. Must not compile.
#include <gametree/games/dice_nim/dice_nim.hpp>
#include <gametree/search/engine/engine.hpp>

int main() {
    using namespace gametree::dice_nim;
    gametree::Engine<Position, MoveGenerator, ReachEvaluator> engine;
    return engine.search(Position(8), gametree::SearchLimits::to_depth(4)).best_move ? 0 : 1;
}
