// Tests of slide.hpp: rays on an empty board, blockers, limits.
#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>

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

TEST_CASE("slide: a step of INT_MIN or INT_MAX leaves the board at once, without overflow") {
    // The room left was found with -d.file and -d.rank: negating INT_MIN was undefined behaviour.
    using G = Grid<8, 8>;
    constexpr int big = std::numeric_limits<int>::max();
    constexpr int small = std::numeric_limits<int>::min();
    const auto d4 = G::square(3, 3);
    for (const Step d : {Step{small, 0}, Step{0, small}, Step{small, small}, Step{big, 0}, Step{0, big}, Step{big, small}}) {
        CAPTURE(d.file);
        CAPTURE(d.rank);
        CHECK(slide<G>(d4, d, 0) == 0);
        CHECK(slide<G>(d4, d, 0, big) == 0);
    }
    static_assert(ray_table<G>(Step{small, small})[27] == 0);
}

TEST_CASE("blocked_ray on a ray_table gives slide's squares: every square, direction and limit, random pieces") {
    using G = Grid<7, 7>;
    constexpr std::array<Step, 8> all_directions{Step{0, 1}, Step{1, 1}, Step{1, 0}, Step{1, -1},
                                                 Step{0, -1}, Step{-1, -1}, Step{-1, 0}, Step{-1, 1}};
    std::uint64_t seed = 0x9E3779B97F4A7C15U;
    const auto next = [&seed] {
        seed ^= seed << 13U;
        seed ^= seed >> 7U;
        seed ^= seed << 17U;
        return seed;
    };
    int checked = 0;
    for (const Step d : all_directions)
        for (const int limit : {1, 3, 14}) {
            const auto rays = ray_table<G>(d, limit);
            for (int s = 0; s < G::square_count; ++s)
                for (int trial = 0; trial < 40; ++trial) {
                    const auto sq = static_cast<G::square_type>(s);
                    // Sparse and dense boards alike; bits beyond the board must not matter.
                    const Bitboard occupied = trial % 2 ? next() & next() : next();
                    const Bitboard expected = slide<G>(sq, d, occupied & all<G>, limit);
                    const Bitboard got = ascending(d, G::width) ? blocked_ray<true>(rays[static_cast<std::size_t>(s)], occupied)
                                                                : blocked_ray<false>(rays[static_cast<std::size_t>(s)], occupied);
                    CHECK(got == expected);
                    ++checked;
                }
        }
    CHECK(checked == 8 * 3 * 49 * 40);
}

TEST_CASE("blocked_ray: a blocker on the top bit of a 64-square board") {
    using G = Grid<8, 8>;
    const auto a1 = *G::parse_square("a1");
    const Bitboard diagonal_ray = ray_table<G>(Step{1, 1})[static_cast<std::size_t>(a1)];
    CHECK(blocked_ray<true>(diagonal_ray, Bitboard{1} << 63U) == diagonal_ray);  // h8 is the last square
    CHECK(blocked_ray<false>(ray_table<G>(Step{-1, -1})[63], Bitboard{1}) == slide<G>(static_cast<G::square_type>(63), Step{-1, -1}, 1));
}

TEST_CASE("slide: from no_square nothing is reached") {
    // no_square (square W*H) used to slide south down file a from the rank above the board, and east
    // past the end of the bitboard: a shift by 64 or more, undefined behaviour, on an 8x8 board.
    using G = Grid<8, 8>;
    for (const Step d : directions) {
        CHECK(slide<G>(G::no_square, d, 0) == 0);
        CHECK(slide<G>(G::no_square, d, ~Bitboard{0}) == 0);
    }
    CHECK(slides<G>(G::no_square, orthogonal, 0) == 0);
    using S = Grid<7, 6>;
    for (const Step d : directions) CHECK(slide<S>(S::no_square, d, 0) == 0);
    using T = Grid<1, 64>;
    CHECK(slide<T>(T::no_square, south, 0) == 0);
}
