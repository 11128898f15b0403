// Thousands of random games under both rule sets, checking the invariants of the rules at every ply.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>

#include "gametree/gametree.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {

constexpr int games_per_rule_set = 1500;
constexpr int max_plies = 300;

/// The mover's non-crocodile pieces that stood on the river before the move must all be gone from
/// the river after it (the moved piece included when it moved within the river).
void check_drowning(const Position& before, const Position& after, const Move& m) {
    const Player mover = before.side_to_move();
    const Bitboard stood = before.pieces(mover) & river & ~before.pieces(PieceType::crocodile);
    Bitboard still_there = after.pieces(mover) & river & ~after.pieces(PieceType::crocodile);
    // A piece that came onto the river with this move may stay there until its next move.
    if (!contains(stood, m.from)) still_there &= ~bit(m.to);
    CHECK_MESSAGE((still_there & stood & ~bit(m.from)) == 0, to_fen(before) << " " << to_string(m));
    if (contains(stood, m.from)) CHECK_MESSAGE(!contains(after.pieces(mover) & river, m.to), to_fen(before) << " " << to_string(m));
}

void play_random_game(Rules rules, std::mt19937_64& rng, std::uint64_t& plies_played) {
    const char* start = rules == Rules::standard ? start_fen.data() : "2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 0";
    Position pos = *parse_fen(start, rules);
    const MoveGenerator gen;
    for (int ply = 0; ply < max_plies; ++ply) {
        // One lion per side while the game goes on.
        if (pos.outcome() == Outcome::ongoing) {
            REQUIRE(count(pos.pieces(white, PieceType::lion)) == 1);
            REQUIRE(count(pos.pieces(black, PieceType::lion)) == 1);
        }
        MoveGenerator::Buffer moves;
        gen.generate(pos, moves);
        REQUIRE(gen.count(pos) == moves.size());
        if (is_over(pos.outcome())) {
            CHECK(moves.empty());
            return;
        }
        if (moves.empty()) return;
        // Every move is distinct and reads back from its notation.
        std::set<std::string> names;
        for (const Move& m : moves) names.insert(to_string(m));
        REQUIRE(names.size() == moves.size());

        const Move m = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
        const auto reread = parse_move(pos, to_string(m));
        REQUIRE(reread);
        CHECK(*reread == m);

        const Position next = pos.after(m);
        ++plies_played;
        REQUIRE(next.hash() == next.compute_hash());
        CHECK(next.side_to_move() == opponent(pos.side_to_move()));
        CHECK(next.move_number() == pos.move_number() + (pos.side_to_move() == black ? 1U : 0U));
        CHECK(count(next.pieces(pos.side_to_move())) <= count(pos.pieces(pos.side_to_move())));
        check_drowning(pos, next, m);
        const Outcome outcome = next.outcome();
        if (count(next.pieces(opponent(pos.side_to_move()), PieceType::lion)) == 0)
            CHECK(outcome == win_for(pos.side_to_move()));
        if (rules == Rules::standard && outcome == Outcome::draw) CHECK(count(next.occupied()) == 2);
        if (rules == Rules::wits2021) {
            CHECK(outcome != Outcome::draw);
            CHECK(count(next.pieces(PieceType::superpawn)) == 0);  // no promotion
        }

        const std::string fen = to_fen(next);
        const auto reread_position = parse_fen(fen, rules);
        REQUIRE_MESSAGE(reread_position, fen);
        CHECK(*reread_position == next);
        CHECK(reread_position->hash() == next.hash());
        pos = next;
    }
}

}  // namespace

TEST_CASE("random games keep every invariant of the rules") {
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        CAPTURE(to_string(rules));
        std::mt19937_64 rng(rules == Rules::standard ? 2021 : 4242);
        std::uint64_t plies = 0;
        for (int game = 0; game < games_per_rule_set; ++game) play_random_game(rules, rng, plies);
        CHECK(plies > games_per_rule_set * 20);
    }
}
