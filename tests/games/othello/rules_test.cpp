// The rules on bitboards, by hand on the cases that matter (every direction, every edge) and against
// the naive implementation on many random boards.
#include <doctest/doctest.h>

#include <random>

#include "games/othello/naive_othello.hpp"
#include "gametree/games/othello/rules.hpp"

using namespace gametree::othello;
using gametree::othello::testing::NaiveBoard;

namespace {

template <int N>
Bitboard sq(int file, int rank) {
    return Geometry<N>::at(file, rank);
}

/// A random board: each square X, O or empty.
template <int N>
NaiveBoard random_board(std::mt19937_64& rng) {
    NaiveBoard b;
    b.n = N;
    for (int r = 0; r < N; ++r)
        for (int f = 0; f < N; ++f) b.cell[static_cast<std::size_t>(r)][static_cast<std::size_t>(f)] = static_cast<int>(rng() % 3);
    return b;
}

template <int N>
Bitboard discs_of(const NaiveBoard& b, int player) {
    Bitboard out = 0;
    for (int r = 0; r < N; ++r)
        for (int f = 0; f < N; ++f)
            if (b.cell[static_cast<std::size_t>(r)][static_cast<std::size_t>(f)] == player) out |= sq<N>(f, r);
    return out;
}

template <int N>
void compare_with_naive(int boards) {
    std::mt19937_64 rng(N);
    for (int i = 0; i < boards; ++i) {
        const NaiveBoard b = random_board<N>(rng);
        const Bitboard x = discs_of<N>(b, 1);
        const Bitboard o = discs_of<N>(b, 2);
        Bitboard expected_moves = 0;
        for (const auto& m : b.moves(1)) expected_moves |= sq<N>(m[0], m[1]);
        REQUIRE(legal_moves<N>(x, o) == expected_moves);
        for (int r = 0; r < N; ++r)
            for (int f = 0; f < N; ++f) {
                if (b.cell[static_cast<std::size_t>(r)][static_cast<std::size_t>(f)] != 0) continue;
                Bitboard expected = 0;
                for (const auto& c : b.flipped(f, r, 1)) expected |= sq<N>(c[0], c[1]);
                REQUIRE(flips<N>(x, o, sq<N>(f, r)) == expected);
            }
    }
}

}  // namespace

TEST_CASE("othello rules: a disc flips lines in all eight directions at once") {
    // X plays d4, the centre of a star: one O disc in each direction, an X disc behind each.
    Bitboard own = 0;
    Bitboard opp = 0;
    const int steps[8][2] = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
    for (const auto& s : steps) {
        opp |= sq<8>(3 + s[0], 3 + s[1]);
        own |= sq<8>(3 + 2 * s[0], 3 + 2 * s[1]);
    }
    CHECK((legal_moves<8>(own, opp) & sq<8>(3, 3)) != 0);
    CHECK(flips<8>(own, opp, sq<8>(3, 3)) == opp);
    // Each direction alone is enough, and flips only its own disc.
    for (const auto& s : steps) {
        CAPTURE(s[0]);
        CAPTURE(s[1]);
        const Bitboard one = sq<8>(3 + s[0], 3 + s[1]);
        const Bitboard behind = sq<8>(3 + 2 * s[0], 3 + 2 * s[1]);
        CHECK(flips<8>(behind, one, sq<8>(3, 3)) == one);
        CHECK((legal_moves<8>(behind, one) & sq<8>(3, 3)) != 0);
    }
}

TEST_CASE("othello rules: long lines flip whole, broken or open lines flip nothing") {
    // a1 X, b1..g1 O: h1 takes six discs.
    const Bitboard line = sq<8>(1, 0) | sq<8>(2, 0) | sq<8>(3, 0) | sq<8>(4, 0) | sq<8>(5, 0) | sq<8>(6, 0);
    CHECK(flips<8>(sq<8>(0, 0), line, sq<8>(7, 0)) == line);
    CHECK(legal_moves<8>(sq<8>(0, 0), line) == sq<8>(7, 0));
    // 6×6: a1 X, b1..e1 O, f1 takes four.
    const Bitboard short_line = sq<6>(1, 0) | sq<6>(2, 0) | sq<6>(3, 0) | sq<6>(4, 0);
    CHECK(flips<6>(sq<6>(0, 0), short_line, sq<6>(5, 0)) == short_line);
    // A gap stops the line; so does the edge with no disc of the mover's behind it.
    CHECK(flips<8>(sq<8>(0, 0), sq<8>(1, 0) | sq<8>(3, 0), sq<8>(4, 0)) == 0);
    CHECK(legal_moves<8>(0, line) == 0);
}

TEST_CASE("othello rules: no line wraps round an edge, on 8x8 and 6x6") {
    // 8×8: O on h1 with X on a2 (the next square in bit order): g1 is not a move.
    CHECK(legal_moves<8>(sq<8>(0, 1), sq<8>(7, 0)) == 0);
    CHECK(flips<8>(sq<8>(0, 1), sq<8>(7, 0), sq<8>(6, 0)) == 0);
    // ...and westwards: O on a2, X on h1, b2 is not a move.
    CHECK(legal_moves<8>(sq<8>(7, 0), sq<8>(0, 1)) == 0);
    // Diagonally: O on h2, X on a4, which a plain shift by 9 (north-east) reaches from h2: g1 is no move.
    CHECK(legal_moves<8>(sq<8>(0, 3), sq<8>(7, 1)) == 0);
    // 6×6: O on f1, X on a2; O on f3, X on a5 (north-east by 7 wraps).
    CHECK(legal_moves<6>(sq<6>(0, 1), sq<6>(5, 0)) == 0);
    CHECK(legal_moves<6>(sq<6>(0, 4), sq<6>(5, 2)) == 0);
    CHECK(legal_moves<6>(sq<6>(5, 0), sq<6>(0, 1)) == 0);
    // Off the top and bottom edges nothing appears either: O on a6 with X below it gives no a7.
    CHECK(legal_moves<6>(sq<6>(0, 4), sq<6>(0, 5)) == 0);
    CHECK(legal_moves<6>(sq<6>(0, 1), sq<6>(0, 0)) == 0);
}

TEST_CASE("othello rules: moves and flips equal the naive implementation's on random boards") {
    compare_with_naive<8>(300);
    compare_with_naive<6>(300);
    compare_with_naive<4>(300);
}
