#include <doctest/doctest.h>

#include <random>
#include <vector>

#include "gametree/games/congo/evaluation/strong.hpp"
#include "gametree/games/congo/fen.hpp"
#include "support/congo_playouts.hpp"
#include "support/reference_strong_evaluation.hpp"

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

namespace {
/// `pos` seen from the other side: ranks reversed, colours swapped, the other side to move.
Position colour_flipped(const Position& pos) {
    Position flipped(pos.rules());
    for (int s = 0; s < square_count; ++s) {
        const auto sq = static_cast<Square>(s);
        if (const Piece p = pos.piece_at(sq); p != Piece::none)
            flipped.put(make_square(file_of(sq), board_size - 1 - rank_of(sq)), make_piece(opponent(color_of(p)), type_of(p)));
    }
    flipped.set_side_to_move(opponent(pos.side_to_move()));
    flipped.set_move_number(pos.move_number());
    return flipped;
}

/// Weights drawn at random around the defaults (some negative), to compare two implementations on
/// more than one set of numbers.
StrongWeights random_weights(std::mt19937_64& rng) {
    std::uniform_int_distribution<Score> small(-20, 40);
    std::uniform_int_distribution<Score> value(-50, 600);
    StrongWeights w;
    for (auto& v : w.material) v = value(rng);
    for (auto& m : w.mobility) m = small(rng);
    for (Score* s : {&w.threat_share, &w.jump_threat, &w.tempo, &w.castle_pressure, &w.castle_guard, &w.river_loss_share,
                     &w.river_risk_share, &w.pawn_advance, &w.centralisation})
        *s = small(rng);
    w.progress = 0;  // the former evaluation had no progress term
    return w;
}
}  // namespace

TEST_CASE("the fast evaluation equals the former one, term for term, on many positions and weights") {
    std::mt19937_64 rng(12);
    StrongWeights defaults;
    defaults.progress = 0;  // the former evaluation had no progress term
    std::vector<StrongWeights> weight_sets{defaults};
    for (int i = 0; i < 20; ++i) weight_sets.push_back(random_weights(rng));
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        const auto positions = testing::random_congo_positions(rules, 1500, 7, 120);
        for (std::size_t w = 0; w < weight_sets.size(); ++w) {
            const StrongEvaluator fast{weight_sets[w]};
            const reference::ReferenceStrongEvaluator former{weight_sets[w]};
            int differing = 0;
            for (const Position& pos : positions) {
                for (const Player side : {white, black}) {
                    Position p = pos;
                    p.set_side_to_move(side);
                    if (fast.white_score(p) != former.white_score(p)) {
                        if (++differing == 1) CHECK_MESSAGE(false, "weights ", w, ": ", to_fen(p));
                    }
                }
            }
            CHECK(differing == 0);
        }
    }
}

TEST_CASE("a colour-flipped position evaluates to the negation, on many positions") {
    StrongWeights with_progress;
    with_progress.progress = 9;
    for (const StrongEvaluator& eval : {StrongEvaluator{}, StrongEvaluator{with_progress}}) {
        for (const Rules rules : {Rules::standard, Rules::wits2021}) {
            const auto positions = testing::random_congo_positions(rules, 2000, 3, 120);
            int checked_ongoing = 0;
            for (const Position& pos : positions) {
                CAPTURE(to_fen(pos));
                const Position flipped = colour_flipped(pos);
                CHECK(eval.white_score(flipped) == -eval.white_score(pos));
                CHECK(eval(flipped) == eval(pos));
                checked_ongoing += pos.outcome() == Outcome::ongoing;
            }
            CHECK(checked_ongoing > 1000);  // the check is about positions still in play
        }
    }
}

TEST_CASE("progress: the side ahead in material gains as its pieces approach the enemy lion") {
    StrongWeights w;
    w.progress = 8;
    const StrongEvaluator eval{w};
    StrongWeights off = w;
    off.progress = 0;
    const StrongEvaluator without{off};
    // White is an elephant, a crocodile and a zebra ahead; only the zebra's place differs (d4, then f5).
    const char* far_fen = "3l3/7/7/3Z3/7/7/EC1L3 w 0";
    const char* near_fen = "3l3/7/5Z1/7/7/7/EC1L3 w 0";
    const auto far = parse_fen(far_fen);
    const auto near = parse_fen(near_fen);
    REQUIRE(far);
    REQUIRE(near);
    // The progress term is what it says: its share of the lead times the closeness gained.
    const auto progress_of = [&](const Position& p) { return eval.white_score(p) - without.white_score(p); };
    CHECK(progress_of(*far) > 0);
    CHECK(progress_of(*near) > progress_of(*far));
    // Equal material: no progress term at all.
    const auto equal = parse_fen("3l3/3z3/7/7/7/7/3LZ2 w 0");
    REQUIRE(equal);
    CHECK(eval.white_score(*equal) == without.white_score(*equal));
    // Black ahead: the term is Black's.
    const auto black_ahead = parse_fen("3l3/1zc4/7/7/7/7/3L3 w 0");
    REQUIRE(black_ahead);
    CHECK(eval.white_score(*black_ahead) < without.white_score(*black_ahead));
}

TEST_CASE("simplify: the side ahead in material gains, in proportion to its lead, as pieces leave the board") {
    StrongWeights w;
    w.simplify = 64;
    const StrongEvaluator eval{w};
    StrongWeights off = w;
    off.simplify = 0;
    const StrongEvaluator without{off};
    const auto simplify_of = [&](const char* fen) {
        const auto p = parse_fen(fen);
        REQUIRE(p);
        return eval.white_score(*p) - without.white_score(*p);
    };
    const Score crocodile = w.material[static_cast<int>(PieceType::crocodile)];
    const Score zebra = w.material[static_cast<int>(PieceType::zebra)];
    REQUIRE(crocodile < 600);
    REQUIRE(crocodile + zebra > 600);
    // White a crocodile ahead with 3 pieces besides the lions: 25 of the 28 gone.
    CHECK(simplify_of("3l3/1z5/7/7/7/7/ZC1L3 w 0") == 64 * crocodile * 25 / 6400);
    // The zebras traded: 27 gone, the same lead.
    CHECK(simplify_of("3l3/7/7/7/7/7/1C1L3 w 0") == 64 * crocodile * 27 / 6400);
    // Equal material: nothing; Black ahead: the term is Black's.
    CHECK(simplify_of("3l3/3z3/7/7/7/7/3LZ2 w 0") == 0);
    CHECK(simplify_of("3l3/1zc4/7/7/7/7/3L3 w 0") == -(64 * 600 * 26 / 6400));  // a lead over 600 counts 600
}

TEST_CASE("estimate: the material and river terms alone, within the lazy margin of the evaluation") {
    static_assert(EstimatingEvaluator<StrongEvaluator, Position>);
    // With every positional weight 0 the evaluation is its material and river terms: the estimate exactly.
    StrongWeights material_only;
    material_only.mobility = {};
    material_only.threat_share = 0;
    material_only.jump_threat = 0;
    material_only.tempo = 0;
    material_only.castle_pressure = 0;
    material_only.castle_guard = 0;
    material_only.pawn_advance = 0;
    material_only.centralisation = 0;
    const StrongEvaluator bare{material_only};
    const StrongEvaluator full{};
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        const auto positions = gametree::testing::random_congo_positions(rules, 2000, 41);
        int within = 0;
        for (const Position& pos : positions) {
            CAPTURE(to_fen(pos));
            CHECK(bare.estimate(pos) == bare(pos));
            const Score error = full(pos) - full.estimate(pos);
            within += (error < 0 ? -error : error) <= 100;
        }
        // The engine's default margin (100) holds for most random positions (1,690 and 1,672 of 2,000
        // with the Texel-fitted weights, whose mobility terms the estimate leaves out; 94% of the
        // positions a search evaluates).
        CHECK(within >= 1600);
    }
    // Finished games: the evaluation's own scores.
    const Position no_black_lion = *parse_fen("7/7/7/7/7/7/3L3 w 0");
    CHECK(full.estimate(no_black_lion) == full(no_black_lion));
}
