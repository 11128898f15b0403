// Tests of shift.hpp: shifting whole sets, cross-checked square by square, and an Othello flood fill.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "gametree/board/bitboard.hpp"
#include "gametree/board/grid.hpp"
#include "gametree/board/shift.hpp"
#include "gametree/board/step.hpp"

using namespace gametree::board;

namespace {

/// A deterministic stream of bitboards (splitmix64).
struct Bits {
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    Bitboard next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
};

/// shift() computed one square at a time with Grid::shifted.
template <class G>
Bitboard shifted_square_by_square(Bitboard b, Step d) {
    Bitboard out = 0;
    for (const auto s : squares<G>(b & all<G>)) out |= bit<G>(G::shifted(s, d));
    return out;
}

template <class G>
void check_against_squares() {
    Bits bits;
    for (int df = -G::width; df <= G::width; ++df)
        for (int dr = -G::height; dr <= G::height; ++dr)
            for (int i = 0; i < 20; ++i) {
                const Bitboard b = bits.next() & all<G>;
                CHECK(shift<G>(b, Step{df, dr}) == shifted_square_by_square<G>(b, Step{df, dr}));
            }
    CHECK(shift<G>(all<G>, Step{G::width + 5, 0}) == 0);
}

/// Othello's legal moves for `own` against `opp`: empty squares from which a line of opponent's
/// stones in some direction ends on one of `own`'s stones, by flood fills.
template <class G>
Bitboard othello_moves(Bitboard own, Bitboard opp) {
    const Bitboard empty = all<G> & ~(own | opp);
    Bitboard moves = 0;
    for (const Step d : directions) {
        Bitboard line = shift<G>(own, d) & opp;
        for (int i = 0; i < G::width; ++i) line |= shift<G>(line, d) & opp;
        moves |= shift<G>(line, d) & empty;
    }
    return moves;
}

}  // namespace

TEST_CASE("shift: the same as moving each square, on grids of several shapes") {
    check_against_squares<Grid<6, 6>>();
    check_against_squares<Grid<7, 7>>();
    check_against_squares<Grid<8, 8>>();
    check_against_squares<Grid<5, 3>>();
    check_against_squares<Grid<1, 64>>();
}

TEST_CASE("shift: nothing wraps round an edge") {
    using G = Grid<8, 8>;
    CHECK(shift<G>(file_mask<G>(7), east) == 0);
    CHECK(shift<G>(file_mask<G>(0), west) == 0);
    CHECK(shift<G>(rank_mask<G>(7), north) == 0);
    CHECK(shift<G>(rank_mask<G>(0), south_west) == 0);
    CHECK(shift<G>(file_mask<G>(6), east) == file_mask<G>(7));
    using S = Grid<6, 6>;
    CHECK(shift<S>(rank_mask<S>(5), north) == 0);  // the bits above the 36 squares stay clear
    CHECK(shift<S>(file_mask<S>(5), north_east) == 0);
    CHECK(shift<S>(all<S>, north) == (all<S> & ~rank_mask<S>(0)));
    CHECK(shift_all<S>(bit<S>(S::square(0, 0)), directions) ==
          (bit<S>(S::square(1, 0)) | bit<S>(S::square(0, 1)) | bit<S>(S::square(1, 1))));
}

TEST_CASE("shift: Othello's opening moves by flood fill on 8x8 and 6x6") {
    using G = Grid<8, 8>;
    const auto sq = [](const char* name) { return bit<G>(*G::parse_square(name)); };
    // The start: white on d4 and e5, black on e4 and d5; black moves first.
    const Bitboard white = sq("d4") | sq("e5");
    const Bitboard black = sq("e4") | sq("d5");
    CHECK(othello_moves<G>(black, white) == (sq("d3") | sq("c4") | sq("f5") | sq("e6")));
    CHECK(othello_moves<G>(white, black) == (sq("e3") | sq("f4") | sq("c5") | sq("d6")));

    using S = Grid<6, 6>;
    const auto sq6 = [](const char* name) { return bit<S>(*S::parse_square(name)); };
    const Bitboard white6 = sq6("c3") | sq6("d4");
    const Bitboard black6 = sq6("d3") | sq6("c4");
    CHECK(othello_moves<S>(black6, white6) == (sq6("c2") | sq6("b3") | sq6("e4") | sq6("d5")));
    // A line along the edge: black a1, white b1..e1, f1 empty: black may play f1 and nothing wraps.
    const Bitboard edge_white = sq6("b1") | sq6("c1") | sq6("d1") | sq6("e1");
    CHECK(othello_moves<S>(sq6("a1"), edge_white) == sq6("f1"));
    CHECK(othello_moves<S>(sq6("f1"), sq6("a2")) == 0);  // f1 east would wrap to a2 without the masks
}
