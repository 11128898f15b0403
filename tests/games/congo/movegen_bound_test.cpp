// How many moves a Congo position can have, against MoveGenerator::max_moves, the inline capacity of
// move lists (a list with more moves spills to the heap).
//
// The worst case is a monkey's multi-capture: every prefix of every jump sequence is a move of its
// own. The position below is the largest found by a throwaway search (simulated annealing over
// positions within the FEN reader's piece limits, maximising MoveGenerator::count; an estimate, not a
// proof). White's monkey on c4 stands in a block of Black's 14 pieces, each between two empty landing
// squares (files a/c/e/g, ranks 2/4/6, and the squares around them), with Black's lion on f3 ending
// the sequences that jump it: 25718 capture sequences of up to 14 jumps, plus 74 plain moves of
// White's other pieces, which stand where they block no landing square.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>

#include <gametree/games/congo/fen.hpp>
#include <gametree/games/congo/movegen.hpp>
#include <gametree/games/congo/notation.hpp>

#include "support/congo_playouts.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {

constexpr const char* worst_fen = "2ZG3/1s1e1SS/Eepms2/1zMp1C1/SsscglE/1S1p1S1/1S1L1S1 w 0";
// The same board without Black's lion, which the FEN reader refuses on f3 (outside its castle, where no
// game puts it): the test adds the lion by hand. The bound still holds for any board a caller builds.
constexpr const char* worst_fen_without_lion = "2ZG3/1s1e1SS/Eepms2/1zMp1C1/Ssscg1E/1S1p1S1/1S1L1S1 w 0";
constexpr std::uint64_t worst_count = 25'792;
constexpr std::uint64_t worst_monkey_captures = 25'718;

}  // namespace

TEST_CASE("the most moves found in a position: 25792, listed on the heap") {
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        CAPTURE(to_string(rules));
        CHECK_FALSE(parse_fen(worst_fen, rules));
        const auto parsed = parse_fen(worst_fen_without_lion, rules);
        REQUIRE(parsed.has_value());
        Position pos = *parsed;
        pos.put(f3, make_piece(black, PieceType::lion));
        CHECK(to_fen(pos) == worst_fen);
        REQUIRE_FALSE(is_over(pos.outcome()));

        CHECK(MoveGenerator{}.count(pos) == worst_count);
        CHECK(worst_count > MoveGenerator::max_moves);

        // generate() lists them all: the list outgrows its inline capacity and moves to the heap.
        auto moves = gametree::moves_of(MoveGenerator{}, pos);
        CHECK(moves.spilled());
        REQUIRE(moves.size() == worst_count);

        // Distinct, playable moves, nearly all of them monkey captures.
        std::set<std::string> names;
        std::uint64_t captures = 0;
        std::uint64_t inconsistent = 0;
        int longest = 0;
        for (const Move& m : moves) {
            names.insert(to_string(m));
            if (m.jumps > 0) ++captures;
            longest = std::max(longest, static_cast<int>(m.jumps));
            const Position next = pos.after(m);
            if (next.hash() != next.compute_hash()) ++inconsistent;
        }
        CHECK(inconsistent == 0);
        CHECK(names.size() == worst_count);
        CHECK(captures == worst_monkey_captures);
        CHECK(longest == max_monkey_jumps);  // all 14 of Black's pieces jumped, the lion last

        // The longest sequences are read back by parse_move.
        for (const Move& m : moves)
            if (m.jumps == max_monkey_jumps) {
                const auto back = parse_move(pos, to_string(m));
                REQUIRE(back.has_value());
                CHECK(*back == m);
                break;
            }
    }
}

TEST_CASE("positions of real games stay within max_moves: their move lists never spill") {
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        std::uint64_t most = 0;
        for (const Position& pos : testing::random_congo_positions(rules, 400, 0xB0D + static_cast<unsigned>(rules), 200))
            most = std::max(most, MoveGenerator{}.count(pos));
        CAPTURE(to_string(rules));
        CAPTURE(most);  // 46 in both rule sets at the time of writing
        CHECK(most > 0);
        CHECK(most <= MoveGenerator::max_moves);
    }
}
