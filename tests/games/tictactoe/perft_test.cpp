// The game tree of tic-tac-toe, counted: the well-known numbers of move sequences and complete games.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>

#include "gametree/games/tictactoe/movegen.hpp"
#include "gametree/search/perft.hpp"

using namespace gametree;
using namespace gametree::tictactoe;

namespace {

/// Complete games from `p`, split by how they end, counted by walking the whole tree (without perft).
struct GameCounts {
    std::uint64_t first_wins = 0;
    std::uint64_t second_wins = 0;
    std::uint64_t draws = 0;
    std::array<std::uint64_t, 10> by_length{};
};

void count_games(const Position& p, int ply, GameCounts& counts) {
    switch (p.outcome()) {
    case Outcome::first_wins: ++counts.first_wins; break;
    case Outcome::second_wins: ++counts.second_wins; break;
    case Outcome::draw: ++counts.draws; break;
    case Outcome::ongoing: {
        auto moves = gametree::moves_of(MoveGenerator{}, p);
        for (const Move m : moves) count_games(p.after(m), ply + 1, counts);
        return;
    }
    }
    ++counts.by_length[static_cast<std::size_t>(ply)];
}

}  // namespace

TEST_CASE("perft from the empty board") {
    const std::array<std::uint64_t, 10> expected{1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872};
    for (int depth = 0; depth <= 9; ++depth) {
        CAPTURE(depth);
        CHECK(perft(Position{}, depth, MoveGenerator{}) == expected[static_cast<std::size_t>(depth)]);
    }
    CHECK(perft(Position{}, 10, MoveGenerator{}) == 0);  // every game is over by then
}

TEST_CASE("perft divide: each first move has 8 * 7 replies and continuations, by symmetry in three groups") {
    const auto divide = perft_divide(Position{}, 3, MoveGenerator{});
    REQUIRE(divide.size() == 9);
    std::uint64_t total = 0;
    for (const auto& [move, nodes] : divide) {
        CHECK(nodes == 56);
        total += nodes;
    }
    CHECK(total == 504);
    // Two plies deeper the corners, the edges and the centre differ, symmetric cells alike.
    const auto deep = perft_divide(Position{}, 6, MoveGenerator{});
    for (const Cell corner : {2, 6, 8}) CHECK(deep[static_cast<std::size_t>(corner)].second == deep[0].second);
    for (const Cell edge : {3, 5, 7}) CHECK(deep[static_cast<std::size_t>(edge)].second == deep[1].second);
    CHECK(deep[0].second * 4 + deep[1].second * 4 + deep[4].second == 54720);
}

TEST_CASE("255168 complete games: 131184 won by X, 77904 by O, 46080 drawn") {
    GameCounts counts;
    count_games(Position{}, 0, counts);
    CHECK(counts.first_wins + counts.second_wins + counts.draws == 255168);
    CHECK(counts.first_wins == 131184);
    CHECK(counts.second_wins == 77904);
    CHECK(counts.draws == 46080);
    // Games by length: none before X's third mark; a game that reaches ply 9 ends there.
    const std::array<std::uint64_t, 10> by_length{0, 0, 0, 0, 0, 1440, 5328, 47952, 72576, 127872};
    CHECK(counts.by_length == by_length);
    // Perft agrees: the sequences that go on past ply d are those reaching it minus the games ending
    // there, and each goes on with one move per empty cell.
    for (int depth = 0; depth < 9; ++depth) {
        CAPTURE(depth);
        const std::uint64_t going_on =
            perft(Position{}, depth, MoveGenerator{}) - counts.by_length[static_cast<std::size_t>(depth)];
        CHECK(perft(Position{}, depth + 1, MoveGenerator{}) == going_on * static_cast<std::uint64_t>(9 - depth));
    }
}
