// Players for matches: anything that picks a move for a state, with a name.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "gametree/core/concepts.hpp"

namespace gametree {

/// What an agent decided: the move (none when it has no move) and what it cost.
template <class Move>
struct Decision {
    std::optional<Move> move;
    std::uint64_t nodes = 0;
    Score score = 0;
};

/// A named player of game `S`, type-erased so that different kinds of agents can meet in one
/// tournament. The call per move goes through std::function; the search inside does not.
template <State S>
class Agent {
public:
    using Move = typename S::move_type;
    using Choose = std::function<Decision<Move>(const S&)>;
    using Reset = std::function<void()>;

    Agent(std::string name, Choose choose, Reset new_game = [] {})
        : name_(std::move(name)), choose_(std::move(choose)), new_game_(std::move(new_game)) {}

    [[nodiscard]] const std::string& name() const noexcept { return name_; }
    /// Picks a move for the side to move in `state`.
    [[nodiscard]] Decision<Move> choose(const S& state) const { return choose_(state); }
    /// Called before each game (engines forget their tables).
    void new_game() const { new_game_(); }

private:
    std::string name_;
    Choose choose_;
    Reset new_game_;
};

}  // namespace gametree
