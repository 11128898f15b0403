// Random games from the standard board and from Chess960 boards through the conformance kit (its
// generic checks, with the simulator's notation), adding at every move what is the simulator's own: the
// generator agrees with the geometric statement of the rules, kings are never captured, a move changes
// exactly its two squares, the board's views agree.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "games/chess_simulator/test_boards.hpp"
#include "gametree/games/chess_simulator/chess_simulator.hpp"
#include "gametree/testing/conformance.hpp"
#include "support/game_conformance.hpp"

using namespace gametree;
using namespace gametree::chess_simulator;
using gametree::chess_simulator::testing::GeometricMoveGenerator;
using gametree::testing::check_conformance;
using gametree::testing::ConformanceResult;

namespace {

constexpr int max_plies = 200;

std::vector<Move> sorted_moves(const MoveGenerator::Buffer& buffer) {
    std::vector<Move> moves(buffer.begin(), buffer.end());
    std::sort(moves.begin(), moves.end(),
              [](Move a, Move b) { return a.from != b.from ? a.from < b.from : a.to < b.to; });
    return moves;
}

/// What is wrong with `pos` itself, or "" when nothing is.
std::string state_violation(const Position& pos) {
    const Board& b = pos.board();
    Bitboard by_color[2] = {0, 0};
    for (int s = 0; s < square_count; ++s) {
        const auto sq = static_cast<Square>(s);
        const Piece p = b.piece_at(sq);
        if (p == Piece::none) continue;
        if (b.square_of(p) != sq) return "piece_at and square_of disagree";
        by_color[index_of(color_of(p))] |= bit(sq);
    }
    if (by_color[0] != b.pieces(white) || by_color[1] != b.pieces(black)) return "the colour sets disagree";
    if (!b.is_on_board(Piece::ki) || !b.is_on_board(Piece::KI)) return "a king is missing";
    auto moves = gametree::moves_of(MoveGenerator{}, pos);
    if (moves.size() > MoveGenerator::max_moves) return "more moves than max_moves";
    auto geometric = gametree::moves_of(GeometricMoveGenerator{}, pos);
    if (sorted_moves(moves) != sorted_moves(geometric)) return "the generator and the geometric rules disagree";
    return "";
}

/// What is wrong with playing `m` from `before` to `after`, or "" when nothing is.
std::string move_violation(const Position& before, const Move& m, const Position& after) {
    const Piece mover = before.board().piece_at(m.from);
    const Piece captured = before.board().piece_at(m.to);
    if (color_of(mover) != before.side_to_move()) return "a piece of the side not to move moved";
    if (after.side_to_move() != opponent(before.side_to_move())) return "the turn did not pass";
    if (after.board().piece_at(m.to) != mover || after.board().piece_at(m.from) != Piece::none)
        return "the piece did not move";
    if (captured != Piece::none &&
        (kind_of(captured) == PieceKind::king || color_of(captured) == color_of(mover) || after.board().is_on_board(captured)))
        return "a wrong capture";
    for (int s = 0; s < square_count; ++s) {
        const auto sq = static_cast<Square>(s);
        if (sq != m.from && sq != m.to && after.board().piece_at(sq) != before.board().piece_at(sq))
            return "a square the move does not touch changed";
    }
    return state_violation(after);
}

ConformanceResult playouts(int number, int games, std::uint64_t seed) {
    const Position start(*chess960_board(number));
    INFO("Chess960 start " << number);
    CHECK(state_violation(start).empty());
    auto options = gametree::testing::chess_simulator_conformance_options();
    options.games = games;
    options.max_plies = max_plies;
    options.seed = seed;
    options.check_move = move_violation;
    const auto r = check_conformance(start, MoveGenerator{}, options);
    CHECK_MESSAGE(r.ok(), r.failure);
    CHECK(r.stuck_games == 0);  // with no move the game is drawn, hence over, not stuck
    return r;
}

}  // namespace

TEST_CASE("random playouts keep the rules' invariants") {
    std::uint64_t plies = playouts(chess960::standard_number, 200, 20201211).plies;
    std::mt19937_64 rng(20201211);
    for (int i = 0; i < 40; ++i)
        plies += playouts(std::uniform_int_distribution<int>(0, chess960::position_count - 1)(rng), 5, rng()).plies;
    MESSAGE(plies << " plies played");
    CHECK(plies > 400 * max_plies / 2);
}
