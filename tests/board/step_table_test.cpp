// Tests of step_table.hpp: leaper tables against counts computed from the board's size.
#include <doctest/doctest.h>

#include "gametree/board/grid.hpp"
#include "gametree/board/step.hpp"
#include "gametree/board/step_table.hpp"

using namespace gametree::board;

namespace {

template <class G, std::size_t N>
int total_moves(const std::array<Step, N>& steps) {
    const auto table = step_table<G>(steps);
    int total = 0;
    for (const Bitboard b : table) total += count(b);
    return total;
}

/// Knight and king moves on an empty W x H board, counted by the kinds of pairs of squares.
template <int W, int H>
void check_totals() {
    using G = Grid<W, H>;
    CHECK(total_moves<G>(directions) == 2 * (W - 1) * H + 2 * W * (H - 1) + 4 * (W - 1) * (H - 1));
    CHECK(total_moves<G>(knight_leaps) == 4 * ((W - 1) * (H - 2) + (W - 2) * (H - 1)));
}

}  // namespace

TEST_CASE("step tables: totals on boards of several shapes") {
    check_totals<6, 6>();
    check_totals<7, 7>();
    check_totals<8, 8>();
    check_totals<5, 9>();
    CHECK(total_moves<Grid<8, 8>>(knight_leaps) == 336);
    CHECK(total_moves<Grid<8, 8>>(directions) == 420);
}

TEST_CASE("step tables: single squares, corners and the middle") {
    using G = Grid<7, 7>;
    constexpr auto king = step_table<G>(directions);
    constexpr auto two = step_table<G>(scaled(orthogonal, 2));
    const auto at = [](int f, int r) { return G::square(f, r); };
    CHECK(king[at(0, 0)] == (bit<G>(at(1, 0)) | bit<G>(at(0, 1)) | bit<G>(at(1, 1))));
    CHECK(count(king[at(3, 3)]) == 8);
    CHECK(two[at(0, 0)] == (bit<G>(at(2, 0)) | bit<G>(at(0, 2))));
    CHECK(two[at(6, 6)] == (bit<G>(at(4, 6)) | bit<G>(at(6, 4))));
    CHECK(leaps<G>(at(3, 3), knight_leaps) == step_table<G>(knight_leaps)[at(3, 3)]);
    static_assert(count(step_table<Grid<8, 8>>(knight_leaps)[0]) == 2);  // built at compile time
}

TEST_CASE("step tables: leaps from no_square reach nothing") {
    // leaps() steps with Grid::shifted, which brought no_square back onto the top ranks.
    using G = Grid<8, 8>;
    CHECK(leaps<G>(G::no_square, knight_leaps) == 0);
    CHECK(leaps<G>(G::no_square, directions) == 0);
    using S = Grid<5, 4>;
    CHECK(leaps<S>(S::no_square, directions) == 0);
}
