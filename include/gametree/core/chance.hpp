/// \file
/// Optional concept for games with chance (dice, shuffled cards): some states are not decided by a
/// player but by a random event with known probabilities.
#pragma once

#include <concepts>
#include <cstddef>
#include <random>

#include "gametree/core/assert.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/core/move_buffer.hpp"
#include "gametree/core/random.hpp"

namespace gametree {

/// One outcome of a chance event: the "move" chance makes, and how likely it is.
template <class Move>
struct ChanceOutcome {
    /// The outcome, as a move of the state: `s.after(outcome)` is the state after it.
    Move outcome{};
    /// How likely the outcome is; the probabilities of one event's outcomes are positive and add up to 1.
    double probability = 0;
};

/// The buffer a chance state `S` fills with its outcomes: its capacity is `S::max_outcomes`.
template <class S>
using ChanceBufferFor = MoveBuffer<ChanceOutcome<typename S::move_type>, S::max_outcomes>;

/// Optional (Feature::chance): a state in which chance may act instead of a player.
///
/// - `s.is_chance()`: true when the next event is random (a roll of the dice), false when a player moves.
/// - `s.chance_outcomes(out)`: for a chance state, appends every possible outcome with its probability to
///   `out` (which starts empty); the probabilities are positive and add up to 1. `s.after(o.outcome)` is
///   the state after that outcome.
/// - `S::max_outcomes`: how many outcomes a chance event has at most (the buffer's inline capacity).
/// - A chance state's `side_to_move()` names the point of view its value is given in (usually the player
///   who moves after the event); searches negate a child's value only when that player changes, as for
///   ordinary moves (value_for_parent).
///
/// Only searches that know chance use it: expectiminimax (search/chance/expectiminimax.hpp) and MCTS,
/// which samples outcomes by probability. So that rule-agnostic tools (perft, random playouts, the
/// conformance kit) can still walk the game, the game's MoveGen should list the same outcomes, in the
/// same order, as the moves of a chance state.
template <class S>
concept ChanceState = State<S> && requires(const S s, ChanceBufferFor<S>& out) {
    { S::max_outcomes } -> std::convertible_to<std::size_t>;
    { s.is_chance() } -> std::same_as<bool>;
    s.chance_outcomes(out);
};

/// How far from 1 the probabilities of one chance event may add up: rounding, such as that of
/// probabilities kept in float, is not a broken promise. valid_chance_outcomes and the conformance kit
/// (testing/conformance.hpp) both allow it, so that a game the kit passes is one the searches accept.
inline constexpr double chance_probability_tolerance = 1e-6;

/// Whether `outcomes` (a `ChanceBufferFor<S>` that `s.chance_outcomes` filled) keep ChanceState's promise:
/// at least one outcome, every probability in (0, 1], and together 1 (within chance_probability_tolerance,
/// 1e-6, for rounding). The
/// searches check it as a contract (GAMETREE_ASSERT): Star1's bounds and MCTS's sampling rely on it,
/// and without it expectiminimax gives another value with pruning than without, silently.
template <class Buffer>
[[nodiscard]] constexpr bool valid_chance_outcomes(const Buffer& outcomes) noexcept {
    double sum = 0;
    for (const auto& o : outcomes) {
        if (!(o.probability > 0 && o.probability <= 1)) return false;  // NaN too
        sum += o.probability;
    }
    return !outcomes.empty() && sum > 1 - chance_probability_tolerance && sum < 1 + chance_probability_tolerance;
}

/// An outcome of the chance state `s`, drawn by its probability with `rng`: what the arena's games
/// (play_game) and openings (random_openings) roll. The same generator state gives the same outcome on
/// every platform and standard library (random_unit, not a std distribution). The outcomes
/// must keep ChanceState's promise (a contract: valid_chance_outcomes).
template <ChanceState S>
[[nodiscard]] typename S::move_type draw_chance_outcome(const S& s, std::mt19937_64& rng) {
    ChanceBufferFor<S> outcomes;
    s.chance_outcomes(outcomes);
    GAMETREE_ASSERT(valid_chance_outcomes(outcomes),
                    "chance_outcomes gave probabilities that are not positive or do not add up to 1");
    double total = 0;
    for (const auto& o : outcomes) total += o.probability;
    // Uniform in [0, total): probabilities that add up to 1 but for rounding still cover every draw.
    double r = random_unit(rng) * total;
    std::size_t last = 0;  // the last outcome that can happen: the one a draw at the very end falls on
    for (std::size_t k = 0; k < outcomes.size(); ++k) {
        if (!(outcomes[k].probability > 0)) continue;
        if (r < outcomes[k].probability) return outcomes[k].outcome;
        r -= outcomes[k].probability;
        last = k;
    }
    return outcomes[last].outcome;
}

/// True when `s` is a chance state: always false for games without chance.
template <State S>
[[nodiscard]] constexpr bool is_chance_state(const S& s) noexcept {
    if constexpr (ChanceState<S>) return s.is_chance();
    else return (void)s, false;
}

}  // namespace gametree
