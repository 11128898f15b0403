// A small correct game for the compile-fail tests: each test breaks one declared feature of it.
#pragma once

#include <cstddef>
#include <cstdint>

#include <gametree/core/features.hpp>
#include <gametree/core/move_buffer.hpp>

namespace toy {

/// Take one or two from a pile; whoever takes the last one wins.
struct Pile {
    using move_type = int;
    int left = 5;
    gametree::Player mover = gametree::Player::first;
    [[nodiscard]] gametree::Player side_to_move() const { return mover; }
    [[nodiscard]] gametree::Outcome outcome() const {
        return left == 0 ? gametree::win_for(gametree::opponent(mover)) : gametree::Outcome::ongoing;
    }
    [[nodiscard]] Pile after(int take) const { return {left - take, gametree::opponent(mover)}; }
};

struct Moves {
    static constexpr std::size_t max_moves = 2;
    void generate(const Pile& s, gametree::MoveBuffer<int, max_moves>& out) const {
        for (int take = 1; take <= 2 && take <= s.left; ++take) out.push_back(take);
    }
};

struct Score {
    [[nodiscard]] int operator()(const Pile&) const { return 0; }
};

}  // namespace toy
