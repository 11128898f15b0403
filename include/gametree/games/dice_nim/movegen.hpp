/// \file
/// The moves of Dice Nim: the faces of the die in a chance state, the takes otherwise.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "gametree/core/move_buffer.hpp"
#include "gametree/games/dice_nim/position.hpp"

namespace gametree::dice_nim {

/// Lists the takes of a rolled position (the roll, at most the pile, down to 1) and, so that perft and
/// random playouts can walk the game, the faces of the die in a chance state. Models MoveGen and
/// CountingMoveGen.
struct MoveGenerator {
    /// The optional features it provides (checked when searched): counted perft.
    static constexpr Features gametree_features = Feature::move_count;
    /// No position has more moves than the die has faces.
    static constexpr std::size_t max_moves = die_faces;

    /// Appends the moves of `p` to `out`: the faces 1 to `die_faces` in a chance state, otherwise the takes
    /// from the largest allowed (the roll, at most the pile) down to 1; nothing when the pile is empty.
    constexpr void generate(const Position& p, MoveBuffer<Move, max_moves>& out) const noexcept {
        const int n = static_cast<int>(count(p));
        if (p.is_chance()) {
            for (int face = 1; face <= n; ++face) out.push_back(Move{face});
        } else {
            for (int take = n; take >= 1; --take) out.push_back(Move{take});  // the biggest first: it may win at once
        }
    }
    /// The number of moves `generate` lists for `p`.
    [[nodiscard]] constexpr std::uint64_t count(const Position& p) const noexcept {
        if (p.stones() == 0) return 0;
        if (p.is_chance()) return die_faces;
        return static_cast<std::uint64_t>(std::min(p.roll(), p.stones()));
    }
};

}  // namespace gametree::dice_nim
