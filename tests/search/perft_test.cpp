#include <doctest/doctest.h>

#include <cstdint>
#include <numeric>
#include <vector>

#include <gametree/games/congo/congo.hpp>
#include <gametree/search/perft.hpp>

#include "support/bonus_nim.hpp"
#include "support/congo_playouts.hpp"
#include "support/nim.hpp"
#include "support/policy_tree.hpp"
#include "support/test_generators.hpp"
#include "support/tree_game.hpp"

using namespace gametree;
using namespace gametree::testing;

// The toy games plug into the concepts, including the optional ones where they provide them.
static_assert(State<Nim> && HashedState<Nim>);
static_assert(MoveGen<NimMoves, Nim> && CountingMoveGen<NimMoves, Nim>);
static_assert(State<BonusNim> && HashedState<BonusNim>);
static_assert(MoveGen<BonusNimMoves, BonusNim> && CountingMoveGen<BonusNimMoves, BonusNim>);
static_assert(State<TreeGame> && !HashedState<TreeGame>);
static_assert(MoveGen<TreeMoves, TreeGame> && !CountingMoveGen<TreeMoves, TreeGame>);
// The wrappers keep or drop bulk counting as intended.
static_assert(MoveGen<ListingOnly<NimMoves>, Nim> && !CountingMoveGen<ListingOnly<NimMoves>, Nim>);
static_assert(CountingMoveGen<CallCounter<NimMoves>, Nim>);
static_assert(MoveGen<CallCounter<ListingOnly<NimMoves>>, Nim> &&
              !CountingMoveGen<CallCounter<ListingOnly<NimMoves>>, Nim>);
static_assert(CountingMoveGen<congo::MoveGenerator, congo::Position>);
static_assert(!CountingMoveGen<ListingOnly<congo::MoveGenerator>, congo::Position>);

namespace {

/// Nim perft written straight from the rules, independently of the library: the number of sequences of
/// `depth` takes of 1-3 stones that never take from an empty pile.
std::uint64_t nim_sequences(int stones, int depth) {
    if (depth == 0) return 1;
    std::uint64_t total = 0;
    for (int k = 1; k <= 3 && k <= stones; ++k) total += nim_sequences(stones - k, depth - 1);
    return total;
}

}  // namespace

TEST_CASE("perft of Nim: hand-computed counts") {
    // From 5 stones: 3 first takes; 8 = 3 + 3 + 2 pairs; 10 = 6 + 3 + 1 triples (from 4, 3, 2 left:
    // 6, 3 and 1 pairs); 5 = 4 + 1 + 0; only 1+1+1+1+1 lasts five plies; nothing lasts six.
    const Nim five{5};
    const std::vector<std::uint64_t> expected{1, 3, 8, 10, 5, 1, 0, 0};
    for (int depth = 0; depth < static_cast<int>(expected.size()); ++depth) {
        CAPTURE(depth);
        CHECK(perft(five, depth, NimMoves{}) == expected[static_cast<std::size_t>(depth)]);
    }
    // A pile too big to empty in the depth: every take is possible, 3^depth.
    CHECK(perft(Nim{10}, 3, NimMoves{}) == 27);
    CHECK(perft(Nim{9}, 3, NimMoves{}) == 27);  // 3+3+3 empties the pile on the last ply: still a leaf
    CHECK(perft(Nim{4}, 3, NimMoves{}) == 4);   // 1+1+1, 1+1+2, 1+2+1, 2+1+1
}

TEST_CASE("perft of Nim equals the sequences counted from the rules") {
    for (int stones = 0; stones <= 12; ++stones)
        for (int depth = 0; depth <= 8; ++depth) {
            CAPTURE(stones);
            CAPTURE(depth);
            CHECK(perft(Nim{stones}, depth, NimMoves{}) == nim_sequences(stones, depth));
        }
}

TEST_CASE("perft of Bonus Nim equals Nim's: the bonus turn changes who moves, not which moves exist") {
    for (int stones = 0; stones <= 12; ++stones)
        for (int depth = 0; depth <= 8; ++depth) {
            CAPTURE(stones);
            CAPTURE(depth);
            CHECK(perft(BonusNim{stones}, depth, BonusNimMoves{}) == perft(Nim{stones}, depth, NimMoves{}));
        }
}

TEST_CASE("perft of an explicit tree") {
    const TreeGame root{textbook_tree};
    CHECK(perft(root, 0, TreeMoves{}) == 1);
    CHECK(perft(root, 1, TreeMoves{}) == 3);
    CHECK(perft(root, 2, TreeMoves{}) == 9);
    CHECK(perft(root, 3, TreeMoves{}) == 0);  // every leaf ends the game at depth 2
}

TEST_CASE("game-over states are leaves: counted at their own depth, never expanded") {
    SUBCASE("an empty pile") {
        CHECK(perft(Nim{0}, 0, NimMoves{}) == 1);
        for (int depth = 1; depth <= 4; ++depth) CHECK(perft(Nim{0}, depth, NimMoves{}) == 0);
        CHECK(perft_divide(Nim{0}, 3, NimMoves{}).empty());
    }
    SUBCASE("a game that can end on the way") {
        // From 2 stones: take 1 (then 1 is left, one move), or take 2 (game over, nothing below).
        CHECK(perft(Nim{2}, 1, NimMoves{}) == 2);
        CHECK(perft(Nim{2}, 2, NimMoves{}) == 1);
        CHECK(perft(Nim{2}, 3, NimMoves{}) == 0);
    }
    SUBCASE("the generator is never asked about a finished game, on either path") {
        for (int stones = 0; stones <= 9; ++stones)
            for (int depth = 0; depth <= 9; ++depth) {
                const CallCounter<NimMoves> counting;
                const CallCounter<ListingOnly<NimMoves>> listing;
                CHECK(perft(Nim{stones}, depth, counting) == perft(Nim{stones}, depth, listing));
                CHECK(counting.calls_on_finished_games == 0);
                CHECK(listing.calls_on_finished_games == 0);
            }
    }
    SUBCASE("Congo: a position without Black's lion") {
        const auto pos = congo::parse_fen("7/7/7/7/7/7/3L3 b 0").value();
        REQUIRE(is_over(pos.outcome()));
        CHECK(perft(pos, 0, congo::MoveGenerator{}) == 1);
        CHECK(perft(pos, 1, congo::MoveGenerator{}) == 0);
        CHECK(perft(pos, 2, ListingOnly<congo::MoveGenerator>{}) == 0);
    }
    SUBCASE("Congo: captures of the lion end the game one ply down") {
        // White's lion can fly up the open d-file to take Black's, and the pawn on c6 can take it too:
        // the two captures finish the game, so they add nothing at depth 2.
        const auto pos = congo::parse_fen("3l3/2P4/7/7/7/7/3L3 w 0").value();
        const CallCounter<congo::MoveGenerator> counting;
        std::uint64_t expected = 0;
        int finished = 0;
        auto moves = gametree::moves_of(congo::MoveGenerator{}, pos);
        for (const auto& m : moves) {
            const auto next = pos.after(m);
            if (is_over(next.outcome())) {
                ++finished;
                continue;
            }
            auto replies = gametree::moves_of(congo::MoveGenerator{}, next);
            expected += replies.size();
        }
        CHECK(finished == 2);
        CHECK(perft(pos, 2, counting) == expected);
        CHECK(counting.calls_on_finished_games == 0);
    }
}

TEST_CASE("bulk counting and listing take different paths to the same counts") {
    SUBCASE("Nim: the counting generator counts the last ply, the listing one lists it") {
        // 10 stones, depth 3: 1 + 3 states are expanded, the 9 at depth 2 are bulk-counted.
        const CallCounter<NimMoves> counting;
        CHECK(perft(Nim{10}, 3, counting) == 27);
        CHECK(counting.generate_calls == 4);
        CHECK(counting.count_calls == 9);

        const CallCounter<ListingOnly<NimMoves>> listing;
        CHECK(perft(Nim{10}, 3, listing) == 27);
        CHECK(listing.generate_calls == 1 + 3 + 9);
        CHECK(listing.count_calls == 0);
    }
    SUBCASE("Bonus Nim") {
        for (int stones = 0; stones <= 10; ++stones)
            for (int depth = 0; depth <= 7; ++depth)
                CHECK(perft(BonusNim{stones}, depth, BonusNimMoves{}) ==
                      perft(BonusNim{stones}, depth, ListingOnly<BonusNimMoves>{}));
    }
    SUBCASE("Congo: the start position and random positions under both rule sets") {
        for (const auto rules : {congo::Rules::standard, congo::Rules::wits2021}) {
            const auto start = congo::parse_fen(congo::start_fen, rules).value();
            for (int depth = 0; depth <= 3; ++depth)
                CHECK(perft(start, depth, congo::MoveGenerator{}) ==
                      perft(start, depth, ListingOnly<congo::MoveGenerator>{}));
            for (const auto& pos : random_congo_positions(rules, 40, 0x5EED'0001 + static_cast<unsigned>(rules))) {
                CAPTURE(congo::to_fen(pos));
                for (int depth = 1; depth <= 2; ++depth)
                    CHECK(perft(pos, depth, congo::MoveGenerator{}) ==
                          perft(pos, depth, ListingOnly<congo::MoveGenerator>{}));
            }
        }
    }
}

TEST_CASE("perft_divide lists the root moves in generation order and sums to perft") {
    SUBCASE("Nim") {
        const auto split = perft_divide(Nim{5}, 3, NimMoves{});
        REQUIRE(split.size() == 3);
        CHECK(split[0].first == Take{1});
        CHECK(split[0].second == 6);  // 4 stones left, 2 plies: 6 pairs
        CHECK(split[1].first == Take{2});
        CHECK(split[1].second == 3);
        CHECK(split[2].first == Take{3});
        CHECK(split[2].second == 1);
        for (int stones = 0; stones <= 10; ++stones)
            for (int depth = 1; depth <= 7; ++depth) {
                const auto parts = perft_divide(Nim{stones}, depth, NimMoves{});
                const auto sum = std::accumulate(parts.begin(), parts.end(), std::uint64_t{0},
                                                 [](std::uint64_t acc, const auto& p) { return acc + p.second; });
                CHECK(sum == perft(Nim{stones}, depth, NimMoves{}));
            }
    }
    SUBCASE("depth 0 has no root moves to split by") { CHECK(perft_divide(Nim{5}, 0, NimMoves{}).empty()); }
    SUBCASE("Congo start position") {
        const auto start = congo::parse_fen(congo::start_fen).value();
        auto moves = gametree::moves_of(congo::MoveGenerator{}, start);
        for (int depth = 1; depth <= 3; ++depth) {
            const auto parts = perft_divide(start, depth, congo::MoveGenerator{});
            REQUIRE(parts.size() == moves.size());
            std::uint64_t sum = 0;
            for (std::size_t i = 0; i < parts.size(); ++i) {
                CHECK(parts[i].first == moves[i]);
                sum += parts[i].second;
            }
            CHECK(sum == perft(start, depth, congo::MoveGenerator{}));
        }
    }
}

TEST_CASE("perft_divide of a root whose only move is a pass: one row, the pass, with perft's count") {
    using Passing = PolicyTree<NoMovePolicy::pass>;
    // dead_end_tree's node 1: the second player has no move and passes to node 3, whose one move ends
    // the game at node 4. Perft counts the pass as a move: 1 leaf at depth 1 (the pass), 1 at depth 2.
    const Passing stuck{dead_end_tree, 1};
    REQUIRE(gametree::moves_of(PolicyMoves{}, stuck).empty());
    for (int depth = 1; depth <= 4; ++depth) {
        CAPTURE(depth);
        const auto parts = perft_divide(stuck, depth, PolicyMoves{});
        REQUIRE(parts.size() == 1);
        CHECK(parts[0].first == int{});  // the pass: a default-constructed move, as PlayedMove records one
        CHECK(parts[0].second == perft(stuck.after_pass(), depth - 1, PolicyMoves{}));
        CHECK(parts[0].second == perft(stuck, depth, PolicyMoves{}));
    }
    CHECK(perft(stuck, 1, PolicyMoves{}) == 1);
    CHECK(perft(stuck, 2, PolicyMoves{}) == 1);
    CHECK(perft(stuck, 3, PolicyMoves{}) == 0);
    CHECK(perft_divide(stuck, 0, PolicyMoves{}).empty());
    // Every node, every depth: the division adds up to perft, passes or not.
    for (int at = 0; at < static_cast<int>(std::size(dead_end_tree)); ++at)
        for (int depth = 0; depth <= 4; ++depth) {
            CAPTURE(at);
            CAPTURE(depth);
            const Passing node{dead_end_tree, at};
            std::uint64_t sum = 0;
            for (const auto& [move, leaves] : perft_divide(node, depth, PolicyMoves{})) sum += leaves;
            CHECK(sum == (depth == 0 ? 0 : perft(node, depth, PolicyMoves{})));
        }
    // Under the other policies a dead end is not a pass: nothing to divide, and perft counts nothing.
    const PolicyTree<NoMovePolicy::loss> lost{dead_end_tree, 1};
    CHECK(perft_divide(lost, 2, PolicyMoves{}).empty());
    CHECK(perft(lost, 2, PolicyMoves{}) == 0);
}
