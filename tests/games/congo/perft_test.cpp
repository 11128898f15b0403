#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "gametree/gametree.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {

/// The Congo generator without its bulk counter, so perft lists and plays every last-ply move.
struct ListingOnly {
    static constexpr std::size_t max_moves = MoveGenerator::max_moves;
    void generate(const Position& pos, MoveGenerator::Buffer& out) const { MoveGenerator{}.generate(pos, out); }
};
static_assert(CountingMoveGen<MoveGenerator, Position>);
static_assert(MoveGen<ListingOnly, Position> && !CountingMoveGen<ListingOnly, Position>);

constexpr const char* wits_start = "2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 0";

}  // namespace

TEST_CASE("perft of the standard start position matches the known counts") {
    const auto pos = parse_fen(start_fen, Rules::standard);
    REQUIRE(pos);
    const std::vector<std::uint64_t> known{24, 576, 14332, 356456};
    for (int d = 1; d <= 4; ++d) CHECK(perft(*pos, d, MoveGenerator{}) == known[d - 1]);
}

TEST_CASE("perft of the course start position matches the known counts") {
    const auto pos = parse_fen(wits_start, Rules::wits2021);
    REQUIRE(pos);
    const std::vector<std::uint64_t> known{25, 625, 15354, 377134};
    for (int d = 1; d <= 4; ++d) CHECK(perft(*pos, d, MoveGenerator{}) == known[d - 1]);
}

TEST_CASE("bulk counting and listing every leaf agree") {
    for (const char* fen : {start_fen.data(), wits_start, "1m1El2/P1P2P1/1S4C/4S2/1E3S1/1P3c1/2GL3 b 79",
                            "7/1p4Z/4l1p/1z5/Ep2P2/Eep2p1/4L2 w 10", "2m1l2/1ppp3/2P1P2/1pMp3/2pP3/7/3L3 w 5"}) {
        for (const Rules rules : {Rules::standard, Rules::wits2021}) {
            const auto pos = parse_fen(fen, rules);
            REQUIRE_MESSAGE(pos, fen);
            for (int d = 1; d <= 3; ++d)
                CHECK_MESSAGE(perft(*pos, d, MoveGenerator{}) == perft(*pos, d, ListingOnly{}), fen << " depth " << d);
        }
    }
}

TEST_CASE("perft divide sums to perft") {
    const auto pos = parse_fen(start_fen);
    const auto split = perft_divide(*pos, 3, MoveGenerator{});
    CHECK(split.size() == 24);
    std::uint64_t total = 0;
    for (const auto& [move, nodes] : split) total += nodes;
    CHECK(total == 14332);
}

TEST_CASE("a finished game is a leaf") {
    const auto won = parse_fen("7/7/7/7/7/7/3L3 b 3");  // Black's lion is gone
    CHECK(perft(*won, 0, MoveGenerator{}) == 1);
    CHECK(perft(*won, 1, MoveGenerator{}) == 0);
    CHECK(perft(*won, 3, MoveGenerator{}) == 0);
    // Bare lions: a draw (no moves) in standard rules, a game still going on in the course's rules.
    const char* bare = "3l3/7/7/7/7/7/2L4 w 0";
    CHECK(perft(*parse_fen(bare, Rules::standard), 1, MoveGenerator{}) == 0);
    CHECK(perft(*parse_fen(bare, Rules::wits2021), 1, MoveGenerator{}) == 3);  // c1 to c2, d1, d2
}
