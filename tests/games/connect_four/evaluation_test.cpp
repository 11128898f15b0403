#include <doctest/doctest.h>

#include <random>

#include "gametree/core/concepts.hpp"
#include "gametree/games/connect_four/evaluation.hpp"
#include "gametree/games/connect_four/movegen.hpp"
#include "gametree/games/connect_four/notation.hpp"

using namespace gametree;
using namespace gametree::connect_four;

static_assert(Evaluator<ThreatEvaluator, Position<>>);
static_assert(Evaluator<ThreatEvaluator, Position<4, 4>>);

namespace {

Score eval(const char* moves) { return ThreatEvaluator{}(play_moves(moves).value()); }

/// The position with its columns in reverse order.
template <int W, int H>
Position<W, H> mirrored(const std::string& moves) {
    Position<W, H> p;
    for (const char c : moves) p = p.after(Move::drop(W - 1 - (c - 'a')));
    return p;
}

}  // namespace

TEST_CASE("finished games: a draw is 0, a win is worth more the sooner it came") {
    CHECK(ThreatEvaluator{}(Position<>{}) == 0);
    CHECK(eval("dededed") == -(10'000 + 35));  // the first player won with 35 cells free; the second is to move
    CHECK(ThreatEvaluator{}(*play_moves<4, 4>("bbdcdbccadbdacaa")) == 0);
}

TEST_CASE("a win on the next move, and two threats that cannot both be blocked") {
    // The first player has a1 b1 c1 and may play d1: a win one ply later, with 35 cells free.
    CHECK(eval("aebece") == 10'000 + 36 - 1);
    // The second player has b1 c1 d1 and may play a1 or e1.
    CHECK(eval("gbbccdd") == 10'000 + 35 - 1);
    // The second player to move, facing b1 c1 d1 with a1 and e1 free: it loses two plies later.
    CHECK(eval("bbccd") == -(10'000 + 37 - 2));
}

TEST_CASE("otherwise threats and central stones count") {
    // First player d1 e1, second d2 e2; first to move. No threats; lines through the cells:
    // 7 + 5 for the side to move, 10 + 8 for the other.
    CHECK(eval("ddee") == (7 + 5) - (10 + 8));
    // First player c1 b2 c2 d2, second b1 d1 g1; second to move. The first player's row b2-c2-d2
    // threatens a2 and e2, neither playable yet: two threats against.
    CHECK(eval("cbbdcgd") == -2 * 24 + (4 + 7 + 3) - (5 + 6 + 8 + 10));
    CHECK(ThreatEvaluator{10'000, 0}(play_moves("cbbdcgd").value()) == (4 + 7 + 3) - (5 + 6 + 8 + 10));
}

TEST_CASE("mirrored positions score the same") {
    std::mt19937_64 rng(3);
    for (int trial = 0; trial < 300; ++trial) {
        Position<> p;
        std::string moves;
        const int plies = std::uniform_int_distribution<int>(0, 30)(rng);
        for (int i = 0; i < plies && !is_over(p.outcome()); ++i) {
            auto buffer = gametree::moves_of(MoveGenerator{}, p);
            const Move m = buffer[std::uniform_int_distribution<std::size_t>(0, buffer.size() - 1)(rng)];
            moves += to_string(m);
            p = p.after(m);
        }
        CAPTURE(moves);
        CHECK(ThreatEvaluator{}(p) == ThreatEvaluator{}(mirrored<7, 6>(moves)));
    }
}
