// Tests of the generator's two stages (movegen.hpp): generate_noisy lists the captures and
// generate_quiet the rest, so that together they are generate's moves, each once and in generate's
// order within each stage; and a capture is exactly what capture_order ranks.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>

#include <gametree/games/congo/fen.hpp>
#include <gametree/games/congo/movegen.hpp>

#include "support/congo_playouts.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

/// The moves of `all` for which `keep` holds, in their order.
template <class Keep>
MoveGenerator::Buffer filtered(const MoveGenerator::Buffer& all, Keep keep) {
    MoveGenerator::Buffer out;
    for (const Move& m : all)
        if (keep(m)) out.push_back(m);
    return out;
}

/// Checks the stages of `pos` against generate, and returns how many quiet moves it has.
std::size_t check_stages(const Position& pos) {
    INFO(to_fen(pos));
    const MoveGenerator gen;
    const MoveGenerator::Buffer all = moves_of(gen, pos);
    MoveGenerator::Buffer noisy;
    MoveGenerator::Buffer quiet;
    gen.generate_noisy(pos, noisy);
    gen.generate_quiet(pos, quiet);
    const auto ranked = [&](const Move& m) { return gen.capture_order(pos, m) > 0; };
    CHECK(std::ranges::equal(noisy, filtered(all, ranked)));
    CHECK(std::ranges::equal(quiet, filtered(all, [&](const Move& m) { return !ranked(m); })));
    CHECK(noisy.size() + quiet.size() == all.size());
    for (const Move& m : quiet) CHECK((m.jumps == 0 && pos.piece_at(m.to) == Piece::none));
    return quiet.size();
}

TEST_CASE("congo staged generation: a monkey's jumps and the captures are noisy, steps onto empty squares quiet") {
    // White's monkey on c3 can jump the black pawns on d4 (to e5) and b3 (to a3); its steps are quiet,
    // the jumps are not. White's zebra on a1 can take the pawn on b3 or step to c2.
    const Position pos = parse_fen("3l3/7/7/3p3/1pM4/7/Z2L3 w 5").value();
    MoveGenerator::Buffer noisy;
    MoveGenerator{}.generate_noisy(pos, noisy);
    CHECK(noisy.size() == 3);
    CHECK(std::ranges::count_if(noisy, [](const Move& m) { return m.jumps == 1; }) == 2);
    CHECK(check_stages(pos) > 0);
}

TEST_CASE("congo staged generation: the stages are generate's moves on many positions of random games") {
    std::size_t positions = 0;
    std::size_t with_both = 0;
    for (const Rules rules : {Rules::standard, Rules::wits2021}) {
        for (const Position& pos : testing::random_congo_positions(rules, 1500, 31, 150)) {
            MoveGenerator::Buffer noisy;
            MoveGenerator{}.generate_noisy(pos, noisy);
            const std::size_t quiet = check_stages(pos);
            with_both += !noisy.empty() && quiet > 0 ? 1 : 0;
            ++positions;
        }
    }
    CHECK(positions == 3000);
    CHECK(with_both > 1000);  // both stages are often there: the test compares something
}

}  // namespace
