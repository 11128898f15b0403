// Thousands of random games under both rule sets through the conformance kit (its generic checks, with
// Congo's notation and FEN), adding at every move the invariants of Congo's own rules.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include "gametree/gametree.hpp"
#include "gametree/testing/conformance.hpp"
#include "support/game_conformance.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {

constexpr int games_per_rule_set = 1500;
constexpr int max_plies = 300;

/// The mover's non-crocodile pieces that stood on the river before the move must all be gone from
/// the river after it (the moved piece included when it moved within the river). "" when they are.
std::string drowning_violation(const Position& before, const Position& after, const Move& m) {
    const Player mover = before.side_to_move();
    const Bitboard stood = before.pieces(mover) & river & ~before.pieces(PieceType::crocodile);
    Bitboard still_there = after.pieces(mover) & river & ~after.pieces(PieceType::crocodile);
    // A piece that came onto the river with this move may stay there until its next move.
    if (!contains(stood, m.from)) still_there &= ~bit(m.to);
    if ((still_there & stood & ~bit(m.from)) != 0) return "a piece that stood on the river did not drown";
    if (contains(stood, m.from) && contains(after.pieces(mover) & river, m.to))
        return "a piece that moved within the river did not drown";
    return "";
}

/// What is wrong with `after`, reached from `before` by `m` under `rules`, or "" when nothing is.
std::string rules_violation(const Position& before, const Move& m, const Position& after, Rules rules) {
    const Player mover = before.side_to_move();
    if (after.outcome() == Outcome::ongoing &&
        (count(after.pieces(white, PieceType::lion)) != 1 || count(after.pieces(black, PieceType::lion)) != 1))
        return "the game goes on without one lion per side";
    if (after.side_to_move() != opponent(mover)) return "the turn did not pass";
    if (after.move_number() != before.move_number() + (mover == black ? 1U : 0U)) return "wrong move number";
    if (count(after.pieces(mover)) > count(before.pieces(mover))) return "the mover gained a piece";
    if (const std::string drowned = drowning_violation(before, after, m); !drowned.empty()) return drowned;
    if (count(after.pieces(opponent(mover), PieceType::lion)) == 0 && after.outcome() != win_for(mover))
        return "taking the last lion did not win";
    if (rules == Rules::standard && after.outcome() == Outcome::draw && count(after.occupied()) != 2)
        return "a draw with more than the two lions";
    if (rules == Rules::wits2021 && after.outcome() == Outcome::draw) return "a draw under the course's rules";
    if (rules == Rules::wits2021 && count(after.pieces(PieceType::superpawn)) != 0)
        return "a promotion under the course's rules";
    const auto reread = parse_fen(to_fen(after), rules);
    if (!reread) {
        std::string message = "its FEN does not read back: ";
        return message += reread.error().describe();
    }
    if (!(*reread == after) || reread->hash() != after.hash()) return "its FEN reads back as another position";
    return "";
}

}  // namespace

TEST_CASE("random games keep every invariant of the rules") {
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        CAPTURE(to_string(rules));
        auto options = testing::congo_conformance_options();
        options.games = games_per_rule_set;
        options.max_plies = max_plies;
        options.seed = rules == Rules::standard ? 2021 : 4242;
        options.check_move = [rules](const Position& before, const Move& m, const Position& after) {
            return rules_violation(before, m, after, rules);
        };
        const auto r = testing::check_conformance(start_position(rules), MoveGenerator{}, options);
        CHECK_MESSAGE(r.ok(), r.failure);
        CHECK(r.plies > games_per_rule_set * 20);
        CHECK(r.finished_games > 0);
    }
}
