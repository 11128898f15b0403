/// \file
/// Players for matches: anything that picks a move for a state, with a name.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "gametree/core/concepts.hpp"

namespace gametree {

/// What an agent decided: the move (none when it has no move) and what it cost.
template <class Move>
struct Decision {
    /// The move to play; empty when the side to move has no move.
    std::optional<Move> move;
    /// The work the choice took: nodes searched (an MCTS agent reports its iterations, a random mover 0).
    std::uint64_t nodes = 0;
    /// The agent's value of the position for the side to move, as its search reports it (0 when it has none).
    Score score = 0;
};

/// A named player of game `S`, type-erased so that different kinds of agents can meet in one
/// tournament. The call per move goes through std::function; the search inside does not.
///
/// A copy of an agent shares what the agent keeps (an engine with its table, a random generator): a
/// copy is the same player, not a second one, and two threads must not ask copies of one agent for
/// moves at once. Make each thread's agents apart (concurrent_round_robin refuses copies shared by its
/// workers: see is_copy_of).
template <State S>
class Agent {
public:
    /// The move type of game `S`.
    using Move = typename S::move_type;
    /// The function that picks a move for a state: what choose() calls.
    using Choose = std::function<Decision<Move>(const S&)>;
    /// The function that prepares for a new game, whatever its number: what new_game() calls.
    using Reset = std::function<void()>;
    /// The function that prepares for the game numbered by its argument (see new_game()): for an agent
    /// whose play depends on the game, such as one that draws random numbers seeded per game.
    using ResetForGame = std::function<void(std::uint64_t)>;

    /// An agent called `name` that picks its moves with `choose` and prepares for each game with `new_game`
    /// (by default, nothing), which does not need the game's number.
    Agent(std::string name, Choose choose, Reset new_game = [] {})
        : name_(std::move(name)), choose_(std::move(choose)),
          new_game_([reset = std::move(new_game)](std::uint64_t) { reset(); }) {}
    /// An agent called `name` that picks its moves with `choose` and prepares for each game with
    /// `new_game(game)`, given the number of the game about to start.
    Agent(std::string name, Choose choose, ResetForGame new_game)
        : name_(std::move(name)), choose_(std::move(choose)), new_game_(std::move(new_game)) {}

    /// The agent's name, as the standings show it.
    [[nodiscard]] const std::string& name() const noexcept { return name_; }
    /// Picks a move for the side to move in `state`.
    [[nodiscard]] Decision<Move> choose(const S& state) const { return choose_(state); }
    /// Called before each game (engines forget their tables) with the game's number: play_game() passes
    /// the number it is given, which round_robin() and concurrent_round_robin() make the game's place in
    /// round_robin_schedule(). An agent whose moves are random is reseeded from it (random_agent()), so
    /// that a game is the same whichever games were played before it, on whichever thread.
    void new_game(std::uint64_t game = 0) const { new_game_(game); }
    /// Whether this agent and `other` are copies of one agent (made by one constructor call), and so share
    /// what it keeps. An agent made apart is never a copy, even when its functions hold a copy of another
    /// agent (a wrapper): what they hold is theirs to keep apart.
    [[nodiscard]] bool is_copy_of(const Agent& other) const noexcept { return identity_ == other.identity_; }
    /// The same address for an agent and its copies, and different ones for agents made apart: to sort
    /// or look agents up by (is_copy_of compares it).
    [[nodiscard]] const void* identity() const noexcept { return identity_.get(); }

private:
    std::string name_;
    Choose choose_;
    ResetForGame new_game_;
    std::shared_ptr<const char> identity_ = std::make_shared<const char>('a');  ///< shared by the copies
};

}  // namespace gametree
