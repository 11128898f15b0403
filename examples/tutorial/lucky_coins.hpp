// Lucky Coins, the game with chance of the tutorial docs/your-own-game.md (section 6): Echo Coins with
// a die. The lines between a "tutorial:begin" and a "tutorial:end" marker are, byte for byte, a code
// block of the tutorial (tests/cli/docs.cmake).
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>

#include <gametree/core.hpp>

#include "echo_coins.hpp"

namespace lucky {

// tutorial:begin lucky
/// A move: a take of Echo Coins, or at a chance state the roll of the die (lucky: a 5 or a 6).
struct Move {
    echo::Take take;
    bool lucky = false;
    friend bool operator==(const Move&, const Move&) = default;
};

/// Echo Coins with a die rolled before every take: on a 5 or a 6 the coin taken counts double.
struct Coins {
    using move_type = Move;
    static constexpr gametree::Features gametree_features = gametree::Feature::hash |
        gametree::Feature::terminal_utility | gametree::Feature::pass | gametree::Feature::chance;
    static constexpr gametree::NoMovePolicy no_move_policy = gametree::NoMovePolicy::pass;
    static constexpr std::size_t max_outcomes = 2;  // the outcomes of one roll, at most

    echo::Coins game;
    int factor = 0;  // 0 while the die is still to be rolled, then what the next coin counts: 1 or 2

    static Coins start(std::initializer_list<int> values) { return Coins{echo::Coins::start(values), 0}; }

    // At a chance state the player to move is the one the die is rolled for.
    gametree::Player side_to_move() const { return game.side; }
    gametree::Outcome outcome() const { return game.outcome(); }
    bool is_chance() const { return factor == 0 && game.left < game.right; }

    void chance_outcomes(gametree::ChanceBufferFor<Coins>& out) const {
        out.push_back({Move{{}, false}, 4.0 / 6});  // 1 to 4
        out.push_back({Move{{}, true}, 2.0 / 6});   // 5 or 6
    }

    Coins after(Move m) const {
        if (is_chance()) return Coins{game, m.lucky ? 2 : 1};
        Coins next{game.after(m.take), 0};
        next.game.banked[static_cast<std::size_t>(gametree::index_of(game.side))] += (factor - 1) * next.game.echo;
        return next;
    }
    Coins after_pass() const { return Coins{game.after_pass(), 0}; }
    int utility() const { return game.utility(); }

    // The factor decides the rest of the game too: before the roll and after a plain one are different states.
    std::uint64_t hash() const {
        return (game.hash() ^ static_cast<std::uint64_t>(factor)) * std::uint64_t{1099511628211};
    }
    friend bool operator==(const Coins&, const Coins&) = default;
};

/// The moves: the outcomes of the roll at a chance state, in their order; otherwise Echo Coins' takes.
struct Moves {
    static constexpr std::size_t max_moves = 2;

    void generate(const Coins& s, gametree::MoveBuffer<Move, max_moves>& out) const {
        if (s.is_chance()) {
            gametree::ChanceBufferFor<Coins> outcomes;
            s.chance_outcomes(outcomes);
            for (const auto& o : outcomes) out.push_back(o.outcome);
            return;
        }
        gametree::MoveBuffer<echo::Take, echo::CoinMoves::max_moves> takes;
        echo::CoinMoves{}.generate(s.game, takes);
        for (const auto t : takes) out.push_back(Move{t, false});
    }
};

/// The evaluation for the side to move: its lead, as in Echo Coins.
struct Lead {
    int operator()(const Coins& s) const { return echo::CoinLead{}(s.game); }
};
// tutorial:end lucky

}  // namespace lucky
