// A broken contract with contracts on: the history table is asked for an index past its size. The test
// expects the abort and the message naming the contract.
#define GAMETREE_ENABLE_ASSERTS 1
#include <gametree/search/engine/move_ordering.hpp>

int main() {
    gametree::HistoryTable history;
    history.resize(4);
    history.reward(0, 9, 1);  // index 9 of 4: a game whose history_index() breaks its promise
    return 0;
}
