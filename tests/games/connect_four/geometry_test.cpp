#include <doctest/doctest.h>

#include <array>
#include <random>

#include "games/connect_four/naive_connect_four.hpp"
#include "gametree/games/connect_four/geometry.hpp"
#include "gametree/games/connect_four/movegen.hpp"

using namespace gametree;
using namespace gametree::connect_four;

namespace {

/// The free cells of `p` that would complete a four for `player`, found by trying each in turn.
template <int W, int H>
Bitboard threats_by_trial(const Position<W, H>& p, Player player) {
    using G = Geometry<W, H>;
    Bitboard result = 0;
    for (int c = 0; c < W; ++c)
        for (int r = 0; r < H; ++r)
            if (!(p.occupied() & G::cell(c, r)) && G::four_in_a_row(p.stones(player) | G::cell(c, r)))
                result |= G::cell(c, r);
    return result;
}

/// Whether `stones` hold four in a row, by the naive board's scan.
template <int W, int H>
bool four_by_scan(Bitboard stones) {
    testing::NaiveBoard board(W, H);
    for (int c = 0; c < W; ++c)
        for (int r = 0; r < H; ++r)
            if (stones & Geometry<W, H>::cell(c, r)) board.cells[c][r] = 1;
    return board.someone_has_four(1);
}

template <int W, int H>
void check_lines_against_scans(std::uint64_t seed) {
    using G = Geometry<W, H>;
    std::mt19937_64 rng(seed);
    // Random sets of cells, sparse so that some hold a four and many do not.
    for (int trial = 0; trial < 2000; ++trial) {
        Bitboard stones = 0;
        const int n = std::uniform_int_distribution<int>(0, G::cell_count / 2)(rng);
        for (int i = 0; i < n; ++i)
            stones |= G::cell(std::uniform_int_distribution<int>(0, W - 1)(rng),
                              std::uniform_int_distribution<int>(0, H - 1)(rng));
        CAPTURE(stones);
        CHECK(G::four_in_a_row(stones) == four_by_scan<W, H>(stones));
    }
    // Threats in positions of random games.
    for (int game = 0; game < 100; ++game) {
        Position<W, H> p;
        while (!is_over(p.outcome())) {
            const Bitboard free = G::all_cells & ~p.occupied();
            for (const Player player : {Player::first, Player::second})
                CHECK((G::completing_cells(p.stones(player)) & free) == threats_by_trial(p, player));
            auto moves = gametree::moves_of(MoveGenerator{}, p);
            p = p.after(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
        }
    }
}

}  // namespace

TEST_CASE("cells are laid out column by column with a spare bit on top") {
    using G = Geometry<7, 6>;
    CHECK(G::stride == 7);
    CHECK(G::cell(0, 0) == 1);
    CHECK(G::cell(0, 5) == Bitboard{1} << 5);
    CHECK(G::cell(1, 0) == Bitboard{1} << 7);
    CHECK(G::cell(6, 5) == Bitboard{1} << 47);
    CHECK(count(G::all_cells) == 42);
    CHECK(count(G::bottom_row) == 7);
    CHECK(G::column_cells(3) == Bitboard{0x3F} << 21);
    CHECK(G::top_cell(3) == G::cell(3, 5));
    // The largest boards fill all 64 bits.
    CHECK(count(Geometry<8, 7>::all_cells) == 56);
    CHECK(Geometry<8, 7>::top_cell(7) == Bitboard{1} << 62);
    CHECK(count(Geometry<26, 1>::all_cells) == 26);
    CHECK(Geometry<21, 2>::top_cell(20) == Bitboard{1} << 61);
}

TEST_CASE("columns are listed from the centre out") {
    CHECK(Geometry<7, 6>::column_order == std::array<int, 7>{3, 2, 4, 1, 5, 0, 6});
    CHECK(Geometry<4, 4>::column_order == std::array<int, 4>{1, 2, 0, 3});
    CHECK(Geometry<1, 8>::column_order == std::array<int, 1>{0});
}

TEST_CASE("four in a row in each direction, and never across the edge of the board") {
    using G = Geometry<7, 6>;
    const auto line = [](int c, int r, int dc, int dr) {
        Bitboard b = 0;
        for (int i = 0; i < 4; ++i) b |= G::cell(c + i * dc, r + i * dr);
        return b;
    };
    CHECK(G::four_in_a_row(line(0, 0, 0, 1)));
    CHECK(G::four_in_a_row(line(3, 2, 0, 1)));
    CHECK(G::four_in_a_row(line(3, 5, 1, 0)));
    CHECK(G::four_in_a_row(line(0, 0, 1, 1)));
    CHECK(G::four_in_a_row(line(3, 5, 1, -1)));
    CHECK_FALSE(G::four_in_a_row(line(0, 0, 0, 1) & ~G::cell(0, 2)));
    // The top two cells of column a and the bottom two of column b are consecutive bits apart from the
    // spare bit between them.
    CHECK_FALSE(G::four_in_a_row(G::cell(0, 4) | G::cell(0, 5) | G::cell(1, 0) | G::cell(1, 1)));
    CHECK_FALSE(G::four_in_a_row(G::all_cells & ~G::all_cells));
}

TEST_CASE("lines and threats agree with a naive scan on random sets of cells") {
    check_lines_against_scans<7, 6>(1);
    check_lines_against_scans<4, 4>(2);
    check_lines_against_scans<5, 4>(3);
    check_lines_against_scans<8, 7>(4);  // all 64 bits in use
    check_lines_against_scans<9, 5>(5);
    check_lines_against_scans<3, 8>(6);  // too narrow for horizontal and diagonal lines
    check_lines_against_scans<16, 3>(7);  // too low for vertical and diagonal lines
}

TEST_CASE("the number of lines of four through each cell: the classic 7 x 6 table") {
    using G = Geometry<7, 6>;
    const int table[6][7] = {{3, 4, 5, 7, 5, 4, 3},   {4, 6, 8, 10, 8, 6, 4}, {5, 8, 11, 13, 11, 8, 5},
                             {5, 8, 11, 13, 11, 8, 5}, {4, 6, 8, 10, 8, 6, 4}, {3, 4, 5, 7, 5, 4, 3}};
    int total = 0;
    for (int r = 0; r < 6; ++r)
        for (int c = 0; c < 7; ++c) {
            CHECK(G::line_weight(G::cell(c, r)) == table[r][c]);
            total += table[r][c];
        }
    CHECK(G::line_weight(G::all_cells) == total);
    CHECK(total == 69 * 4);  // 69 lines of four cells each
    CHECK(Geometry<3, 3>::line_weight(Geometry<3, 3>::all_cells) == 0);
    CHECK(Geometry<4, 4>::line_weight(Geometry<4, 4>::all_cells) == 10 * 4);  // 4 rows, 4 columns, 2 diagonals
}
