// Perft and position counts of the bitboard Connect Four, checked against the naive implementation on
// several board sizes and against the published counts for the standard board.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <unordered_set>
#include <vector>

#include "games/connect_four/naive_connect_four.hpp"
#include "gametree/games/connect_four/movegen.hpp"
#include "gametree/search/perft.hpp"

using namespace gametree;
using namespace gametree::connect_four;
using gametree::connect_four::testing::NaiveBoard;

namespace {

template <int W, int H>
void compare_perft_with_naive(int max_depth) {
    CAPTURE(W);
    CAPTURE(H);
    for (int depth = 0; depth <= max_depth; ++depth) {
        CAPTURE(depth);
        CHECK(perft(Position<W, H>{}, depth, MoveGenerator{}) == testing::naive_perft(NaiveBoard(W, H), depth));
    }
}

/// Distinct positions after 1, 2, ... `max_plies` plies, told apart by key().
template <int W, int H>
std::vector<std::uint64_t> position_counts(int max_plies) {
    std::vector<std::uint64_t> counts;
    std::vector<Position<W, H>> layer{Position<W, H>{}};
    for (int ply = 1; ply <= max_plies; ++ply) {
        std::vector<Position<W, H>> next;
        std::unordered_set<std::uint64_t> seen;
        for (const auto& p : layer) {
            auto moves = gametree::moves_of(MoveGenerator{}, p);
            for (const Move m : moves) {
                const auto child = p.after(m);
                if (seen.insert(child.key()).second) next.push_back(child);
            }
        }
        counts.push_back(next.size());
        layer = std::move(next);
    }
    return counts;
}

}  // namespace

TEST_CASE("perft of the standard board") {
    // Up to ply 6 every sequence is possible (7^d); at ply 7 only the seven sequences that put the
    // first six stones in one column lack their seventh move; from ply 8 on, won games stop early.
    const std::array<std::uint64_t, 9> expected{1, 7, 49, 343, 2401, 16807, 117649, 823536, 5673234};
    for (int depth = 0; depth <= 8; ++depth) {
        CAPTURE(depth);
        CHECK(perft(Position<>{}, depth, MoveGenerator{}) == expected[static_cast<std::size_t>(depth)]);
    }
}

TEST_CASE("perft agrees with the naive implementation on boards of many sizes") {
    compare_perft_with_naive<7, 6>(6);
    compare_perft_with_naive<4, 4>(9);
    compare_perft_with_naive<5, 4>(7);
    compare_perft_with_naive<4, 5>(7);
    compare_perft_with_naive<6, 5>(6);
    compare_perft_with_naive<8, 7>(5);   // every bit of the 64 in use
    compare_perft_with_naive<3, 3>(9);   // too small for any line: every game fills the board
    compare_perft_with_naive<1, 8>(8);   // one column: only vertical lines
    compare_perft_with_naive<10, 4>(4);  // wider than high
}

TEST_CASE("distinct positions per ply: the published counts for 7 x 6, and the naive implementation's") {
    // The number of positions after n plies on the standard board (OEIS A212693).
    const std::vector<std::uint64_t> published{7, 49, 238, 1120, 4263, 16422, 54859, 184275};
    CHECK(position_counts<7, 6>(8) == published);
    CHECK(position_counts<7, 6>(6) == testing::naive_position_counts(7, 6, 6));
    CHECK(position_counts<4, 4>(12) == testing::naive_position_counts(4, 4, 12));
    CHECK(position_counts<5, 4>(8) == testing::naive_position_counts(5, 4, 8));
}
