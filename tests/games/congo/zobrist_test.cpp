#include <doctest/doctest.h>

#include <set>

#include "gametree/games/congo/zobrist.hpp"

using namespace gametree;
using namespace gametree::congo;

TEST_CASE("every key is distinct and non-zero") {
    std::set<std::uint64_t> keys{zobrist::black_to_move};
    for (const Player side : {white, black})
        for (const PieceType t : all_piece_types)
            for (int s = 0; s < square_count; ++s) keys.insert(zobrist::key(make_piece(side, t), static_cast<Square>(s)));
    CHECK(keys.size() == 2 * 8 * 49 + 1);
    CHECK(keys.count(0) == 0);
}

TEST_CASE("keys are fixed at compile time") {
    static_assert(zobrist::key(make_piece(white, PieceType::lion), d1) != 0);
    CHECK(zobrist::key(make_piece(white, PieceType::lion), d1) == zobrist::piece_square[5][d1]);
}
