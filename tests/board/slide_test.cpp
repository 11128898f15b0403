// Tests of slide.hpp: rays on an empty board, blockers, limits.
#include <doctest/doctest.h>

#include "gametree/board/bitboard.hpp"
#include "gametree/board/grid.hpp"
#include "gametree/board/slide.hpp"
#include "gametree/board/step.hpp"

using namespace gametree::board;

namespace {
template <class G, std::size_t N>
int total_on_empty_board(const std::array<Step, N>& steps) {
    int total = 0;
    for (int s = 0; s < G::square_count; ++s)
        total += count(slides<G>(static_cast<typename G::square_type>(s), steps, 0));
    return total;
}
}  // namespace

TEST_CASE("slide: on an empty board a rook reaches W + H - 2 squares from everywhere") {
    CHECK(total_on_empty_board<Grid<8, 8>>(orthogonal) == 64 * 14);
    CHECK(total_on_empty_board<Grid<7, 7>>(orthogonal) == 49 * 12);
    CHECK(total_on_empty_board<Grid<5, 3>>(orthogonal) == 15 * 6);
    CHECK(total_on_empty_board<Grid<8, 8>>(diagonal) == 560);  // the bishop moves on a chess board
}

TEST_CASE("slide: a ray stops on the first occupied square and includes it") {
    using G = Grid<8, 8>;
    const auto sq = [](const char* name) { return *G::parse_square(name); };
    const auto b = [&](const char* name) { return bit<G>(sq(name)); };
    const Bitboard occupied = b("d6") | b("d8") | b("f4") | b("b2");
    CHECK(slide<G>(sq("d4"), north, occupied) == (b("d5") | b("d6")));
    CHECK(slide<G>(sq("d4"), east, occupied) == (b("e4") | b("f4")));
    CHECK(slide<G>(sq("d4"), west, occupied) == (b("c4") | b("b4") | b("a4")));
    CHECK(slide<G>(sq("d4"), south_west, occupied) == (b("c3") | b("b2")));
    CHECK(slide<G>(sq("h4"), east, occupied) == 0);
    CHECK(slides<G>(sq("d4"), orthogonal, occupied) ==
          (slide<G>(sq("d4"), north, occupied) | slide<G>(sq("d4"), east, occupied) |
           slide<G>(sq("d4"), south, occupied) | slide<G>(sq("d4"), west, occupied)));
}

TEST_CASE("slide: a limit stops the ray early") {
    using G = Grid<7, 7>;
    const auto at = [](int f, int r) { return G::square(f, r); };
    CHECK(slide<G>(at(3, 0), north, 0, 3) == (bit<G>(at(3, 1)) | bit<G>(at(3, 2)) | bit<G>(at(3, 3))));
    CHECK(slide<G>(at(3, 0), north, bit<G>(at(3, 2)), 3) == (bit<G>(at(3, 1)) | bit<G>(at(3, 2))));
    CHECK(slide<G>(at(3, 0), north, 0, 0) == 0);
}
