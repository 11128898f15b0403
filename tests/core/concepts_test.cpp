// The concepts a game models: what they accept and what they refuse.
#include <doctest/doctest.h>

#include <cstddef>

#include "gametree/core/concepts.hpp"
#include "support/nim.hpp"

using namespace gametree;
using namespace gametree::testing;

namespace {

/// Nim's moves with a stack buffer of `Room` moves: any positive room works (longer lists spill to the heap).
template <std::size_t Room>
struct NimMovesWithRoom {
    static constexpr std::size_t max_moves = Room;
    void generate(const Nim& s, MoveBuffer<Take, Room>& out) const {
        MoveBuffer<Take, NimMoves::max_moves> all;
        NimMoves{}.generate(s, all);
        for (const Take& m : all) out.push_back(m);
    }
};

}  // namespace

TEST_CASE("a generator's max_moves is at least 1: a buffer of 0 moves is refused by MoveGen, not deep in a search") {
    CHECK(MoveGen<NimMovesWithRoom<1>, Nim>);
    CHECK(MoveGen<NimMovesWithRoom<3>, Nim>);
    // It was accepted, and the first search to make its buffer stopped at a bare "static assertion failed"
    // inside MoveBuffer.
    CHECK_FALSE(MoveGen<NimMovesWithRoom<0>, Nim>);
}
