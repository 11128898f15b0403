#include <doctest/doctest.h>

#include "gametree/games/congo/evaluation/strong.hpp"
#include "gametree/games/congo/fen.hpp"

using namespace gametree;
using namespace gametree::congo;

namespace {
Score eval(const char* fen, Rules rules = Rules::standard) {
    const auto pos = parse_fen(fen, rules);
    REQUIRE_MESSAGE(pos, fen);
    return StrongEvaluator{}(*pos);
}
/// The evaluation from White's point of view.
Score white_view(const char* fen) {
    const auto pos = parse_fen(fen);
    return StrongEvaluator{}.white_score(*pos);
}
}  // namespace

TEST_CASE("the start position is balanced and symmetric") {
    CHECK(white_view("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0") == 0);
    CHECK(white_view("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ b 0") == 0);
    CHECK(eval("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ b 0") == 0);
}

TEST_CASE("finished games score as won or drawn") {
    CHECK(eval("7/7/7/7/7/7/3L3 w 0") == material_win_score);
    CHECK(eval("7/7/7/7/7/7/3L3 b 0") == -material_win_score);
    CHECK(eval("3l3/7/7/7/7/7/3L3 w 0") == 0);
}

TEST_CASE("material counts for every piece type") {
    const StrongWeights w;
    for (const PieceType t : all_piece_types) {
        if (t == PieceType::lion) continue;
        CAPTURE(name(t));
        CHECK(w.material[static_cast<int>(t)] >= 100);
    }
    // An extra white zebra is worth about its value to White.
    const Score with = white_view("3l3/7/7/7/7/1Z5/3L3 w 0");
    const Score without = white_view("3l3/7/7/7/7/7/3L3 w 0");
    CHECK(with - without > 250);
}

TEST_CASE("pieces standing on the river are in danger") {
    // Two white pawns on the river: one of them will drown. Compare with the same pawns just behind it.
    const Score on_river = white_view("3l3/7/7/P1P4/7/7/3L3 b 0");
    const Score behind = white_view("3l3/7/7/7/P1P4/7/3L3 b 0");
    CHECK(behind - on_river > 60);
    // A crocodile on the river is safe there.
    CHECK(white_view("3l3/7/7/3C3/7/7/3L3 b 0") > white_view("3l3/7/7/7/7/7/3L3 b 0") + 250);
}

TEST_CASE("pawns are worth more as they advance") {
    CHECK(white_view("3l3/7/P6/7/7/7/3L3 w 0") > white_view("3l3/7/7/7/P6/7/3L3 w 0"));
    CHECK(white_view("3l3/7/7/7/P6/7/3L3 w 0") > white_view("3l3/7/7/7/7/P6/3L3 w 0"));
}

TEST_CASE("the evaluation is antisymmetric under colour flip") {
    // Mirror ranks and swap colours: White's score becomes Black's.
    const Score w = white_view("2e1l2/1p5/3z3/7/2P4/1M1E3/3L3 w 0");
    const Score b = white_view("3l3/1m1e3/2p4/7/3Z3/1P5/2E1L2 b 0");
    CHECK(w == -b);
}
