// Depth-first proof-number search on a state without a hash: its table is keyed by s.hash(), so it
// must not compile (prove_win and pns_solve search such a state as a plain tree). Must not compile.
#include <gametree/search/pns/dfpn.hpp>

#include "toy_game.hpp"

int main() {
    return gametree::dfpn_solve(toy::Pile{}, toy::Moves{}).expansions > 0 ? 0 : 1;
}
