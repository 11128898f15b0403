// Minimax on a game with chance (Dice Nim): it would take the rolls of the die for the player's
// choices. Must not compile.
#include <gametree/games/dice_nim/dice_nim.hpp>
#include <gametree/search/minimax.hpp>

int main() {
    using namespace gametree::dice_nim;
    return gametree::minimax(Position(8), 4, MoveGenerator{}, ReachEvaluator{}).value > 0 ? 0 : 1;
}
