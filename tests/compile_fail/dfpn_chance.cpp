// Depth-first proof-number search on a game with chance (Dice Nim): it would take the rolls of the die
// for a player's choices. Must not compile.
#include <gametree/games/dice_nim/dice_nim.hpp>
#include <gametree/search/pns/dfpn.hpp>

int main() {
    using namespace gametree::dice_nim;
    return gametree::dfpn_solve(Position(8), MoveGenerator{}).expansions > 0 ? 0 : 1;
}
