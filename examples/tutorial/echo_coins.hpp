// Echo Coins, the game of the tutorial docs/your-own-game.md. The lines between a "tutorial:begin"
// and a "tutorial:end" marker are, byte for byte, code blocks of the tutorial (tests/cli/docs.cmake).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>

#include <gametree/core.hpp>

namespace echo {

// tutorial:begin move
/// A move: take the coin at the left or the right end of the row.
struct Take {
    bool right = false;
    friend bool operator==(const Take&, const Take&) = default;
};
// tutorial:end move

// tutorial:begin state
/// A position: the coins still in the row, what each player has banked, the value the
/// opponent just took (0 after a pass or at the start), and whose turn it is.
struct Coins {
    using move_type = Take;
    static constexpr gametree::Features gametree_features =
        gametree::Feature::hash | gametree::Feature::terminal_utility | gametree::Feature::pass;
    static constexpr gametree::NoMovePolicy no_move_policy = gametree::NoMovePolicy::pass;

    std::array<int, 12> row{};
    int left = 0;   // the row is row[left] .. row[right - 1]
    int right = 0;
    std::array<int, 2> banked{};
    int echo = 0;   // the value the side to move may not take
    gametree::Player side = gametree::Player::first;

    static Coins start(std::initializer_list<int> values) {
        GAMETREE_ASSERT(values.size() <= 12, "Coins::start: at most 12 coins");
        Coins s;
        for (const int v : values) {
            GAMETREE_ASSERT(v > 0, "Coins::start: coins are worth more than 0 (0 means nothing to echo)");
            s.row[static_cast<std::size_t>(s.right++)] = v;
        }
        return s;
    }

    gametree::Player side_to_move() const { return side; }

    gametree::Outcome outcome() const {
        if (left < right) return gametree::Outcome::ongoing;
        if (banked[0] == banked[1]) return gametree::Outcome::draw;
        return banked[0] > banked[1] ? gametree::Outcome::first_wins : gametree::Outcome::second_wins;
    }

    Coins after(Take m) const {
        Coins next = *this;
        const int value = m.right ? next.row[static_cast<std::size_t>(--next.right)]
                                  : next.row[static_cast<std::size_t>(next.left++)];
        next.banked[static_cast<std::size_t>(gametree::index_of(side))] += value;
        next.echo = value;
        next.side = gametree::opponent(side);
        return next;
    }

    // The twists: a player who cannot move passes, and a finished game is won by a margin.
    Coins after_pass() const {
        Coins next = *this;
        next.echo = 0;
        next.side = gametree::opponent(side);
        return next;
    }
    int utility() const { return mine() - theirs(); }

    int mine() const { return banked[static_cast<std::size_t>(gametree::index_of(side))]; }
    int theirs() const { return banked[static_cast<std::size_t>(1 - gametree::index_of(side))]; }

    std::uint64_t hash() const {
        std::uint64_t h = 1469598103934665603ULL;
        const auto mix = [&h](std::uint64_t v) { h = (h ^ v) * 1099511628211ULL; };
        for (int i = left; i < right; ++i) mix(static_cast<std::uint64_t>(row[static_cast<std::size_t>(i)]));
        for (const int v : {right - left, banked[0], banked[1], echo, gametree::index_of(side)})
            mix(static_cast<std::uint64_t>(v) + 1000);
        return h;
    }
    friend bool operator==(const Coins&, const Coins&) = default;
};
// tutorial:end state

// tutorial:begin moves
/// The moves of a position: either end, unless its value echoes the opponent's last coin.
struct CoinMoves {
    static constexpr std::size_t max_moves = 2;
    static constexpr gametree::Features gametree_features = gametree::Feature::move_count;

    void generate(const Coins& s, gametree::MoveBuffer<Take, max_moves>& out) const {
        if (s.left == s.right) return;
        if (s.row[static_cast<std::size_t>(s.left)] != s.echo) out.push_back(Take{false});
        if (s.right - s.left > 1 && s.row[static_cast<std::size_t>(s.right - 1)] != s.echo)
            out.push_back(Take{true});
    }
    std::uint64_t count(const Coins& s) const {
        gametree::MoveBuffer<Take, max_moves> out;
        generate(s, out);
        return out.size();
    }
};
// tutorial:end moves

// tutorial:begin evaluator
/// The evaluation for the side to move: its lead in banked coins.
struct CoinLead {
    int operator()(const Coins& s) const { return s.mine() - s.theirs(); }
};
// tutorial:end evaluator

// tutorial:begin to_text
/// A move's text: "L" or "R".
inline std::string to_text(Take m) { return m.right ? "R" : "L"; }
// tutorial:end to_text

}  // namespace echo
