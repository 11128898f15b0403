// Random games from the standard board and from Chess960 boards, checking at every ply that the
// generator, the counter and the geometric statement of the rules agree, and that the rules' invariants
// hold: kings are never captured, a move changes exactly its two squares, the board's views agree.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "games/chess_simulator/test_boards.hpp"
#include "gametree/games/chess_simulator/chess_simulator.hpp"

using namespace gametree;
using namespace gametree::chess_simulator;
using namespace gametree::chess_simulator::testing;

namespace {

constexpr int games = 400;
constexpr int max_plies = 200;

std::vector<Move> sorted_moves(const MoveGenerator::Buffer& buffer) {
    std::vector<Move> moves(buffer.begin(), buffer.end());
    std::sort(moves.begin(), moves.end(),
              [](Move a, Move b) { return a.from != b.from ? a.from < b.from : a.to < b.to; });
    return moves;
}

void check_board_views(const Board& b) {
    Bitboard by_color[2] = {0, 0};
    for (int s = 0; s < square_count; ++s) {
        const auto sq = static_cast<Square>(s);
        const Piece p = b.piece_at(sq);
        if (p == Piece::none) continue;
        REQUIRE(b.square_of(p) == sq);
        by_color[index_of(color_of(p))] |= bit(sq);
    }
    REQUIRE(by_color[0] == b.pieces(white));
    REQUIRE(by_color[1] == b.pieces(black));
}

}  // namespace

TEST_CASE("random playouts keep the rules' invariants") {
    std::mt19937_64 rng(20201211);
    std::uint64_t plies_played = 0;
    for (int game = 0; game < games; ++game) {
        const int number = game % 2 == 0 ? chess960::standard_number
                                         : std::uniform_int_distribution<int>(0, chess960::position_count - 1)(rng);
        Position pos(*chess960_board(number));
        for (int ply = 0; ply < max_plies; ++ply) {
            INFO("game " << game << " (start " << number << ") ply " << ply << "\n" << render(pos.board()));
            check_board_views(pos.board());
            REQUIRE(pos.board().is_on_board(Piece::ki));
            REQUIRE(pos.board().is_on_board(Piece::KI));

            MoveGenerator::Buffer moves;
            MoveGenerator{}.generate(pos, moves);
            REQUIRE(MoveGenerator{}.count(pos) == moves.size());
            REQUIRE(moves.size() <= MoveGenerator::max_moves);
            MoveGenerator::Buffer geometric;
            GeometricMoveGenerator{}.generate(pos, geometric);
            REQUIRE(sorted_moves(moves) == sorted_moves(geometric));
            REQUIRE((pos.outcome() == Outcome::ongoing) == !moves.empty());
            if (moves.empty()) break;

            const Move m = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
            const Piece mover = pos.board().piece_at(m.from);
            const Piece captured = pos.board().piece_at(m.to);
            REQUIRE(color_of(mover) == pos.side_to_move());
            REQUIRE(parse_move(pos.board(), name(mover), to_string(m.to)));
            const Position next = pos.after(m);
            REQUIRE(next.side_to_move() == opponent(pos.side_to_move()));
            REQUIRE(next.board().piece_at(m.to) == mover);
            REQUIRE(next.board().piece_at(m.from) == Piece::none);
            if (captured != Piece::none) {
                REQUIRE(kind_of(captured) != PieceKind::king);
                REQUIRE(color_of(captured) != color_of(mover));
                REQUIRE(!next.board().is_on_board(captured));
            }
            for (int s = 0; s < square_count; ++s) {
                const auto sq = static_cast<Square>(s);
                if (sq != m.from && sq != m.to) REQUIRE(next.board().piece_at(sq) == pos.board().piece_at(sq));
            }
            pos = next;
            ++plies_played;
        }
    }
    MESSAGE(plies_played << " plies played");
    CHECK(plies_played > games * max_plies / 2);
}
