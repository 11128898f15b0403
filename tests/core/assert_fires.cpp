// Broken contracts with contracts on; each test names the one to break and expects the abort and the
// message naming the contract:
//   history     the history table is asked for an index past its size
//   count_game  a tournament is given a game without a result (an abandoned one) to count
#define GAMETREE_ENABLE_ASSERTS 1
#include <string_view>

#include <gametree/arena/tournament.hpp>
#include <gametree/search/engine/move_ordering.hpp>

#include "support/nim.hpp"

using gametree::testing::Nim;

int main(int argc, char** argv) {
    const std::string_view contract = argc > 1 ? argv[1] : "history";
    if (contract == "history") {
        gametree::HistoryTable history;
        history.resize(4);
        history.reward(0, 9, 1);  // index 9 of 4: a game whose history_index() breaks its promise
    } else if (contract == "count_game") {
        auto result = gametree::empty_tournament<Nim>({"a", "b"}, 1);
        gametree::GameRecord<Nim> abandoned{Nim{5, gametree::Player::first}, {}, gametree::Outcome::ongoing,
                                            gametree::GameEnd::abandoned};
        gametree::count_game(result, gametree::TournamentGame<Nim>{0, 1, 0, abandoned});
    }
    return 0;
}
