/// \file
/// Declared features: a game says which optional concepts it means to provide, and the library checks
/// them at compile time, so that a one-character slip (a hash returning uint32_t, a noisy generator
/// taking the wrong buffer) is an error with a message instead of an engine that silently runs
/// without a table or without quiescence search.
///
/// A state, a move generator or an evaluator declares its features with a static member:
///
///     struct MyMoves {
///         static constexpr gametree::Features gametree_features =
///             gametree::Feature::move_count | gametree::Feature::noisy_moves;
///         ...
///     };
///
/// (or, for a type you cannot change, by specialising gametree::declared_features<T>). Every search
/// then calls check_declared_features<S, G>(), whose static_asserts name the feature and the expression
/// that is missing or has the wrong type. An optional concept that is present but not declared is still
/// detected and used; declaring it makes its absence an error.
#pragma once

#include <concepts>
#include <cstdint>
#include <string>
#include <type_traits>

#include "gametree/core/chance.hpp"
#include "gametree/core/concepts.hpp"

namespace gametree {

/// The optional features a game can declare. Each names one optional concept of concepts.hpp.
enum class Feature : std::uint32_t {
    none = 0,
    hash = 1U << 0,              ///< State: `s.hash()` returns std::uint64_t (HashedState): transposition table
    move_count = 1U << 1,        ///< MoveGen: `g.count(s)` (CountingMoveGen): bulk-counted perft
    noisy_moves = 1U << 2,       ///< MoveGen: `g.generate_noisy(s, out)` (NoisyMoveGen): quiescence search
    move_ranking = 1U << 3,      ///< MoveGen: `g.capture_order(s, m)` (CaptureOrderedMoveGen): move ordering
    history = 1U << 4,           ///< MoveGen: `G::history_size`, `g.history_index(s, m)`: history heuristic
    terminal_utility = 1U << 5,  ///< State: `s.utility()` (UtilityState): finished games scored by margin
    pass = 1U << 6,              ///< State: `s.after_pass()` (PassingState): a player without a move passes
    chance = 1U << 7,            ///< State: `s.is_chance()`, `s.chance_outcomes(out)` (ChanceState): dice
    null_move = 1U << 8,         ///< State: `s.after_null_move()` (NullMoveState): null-move pruning
    danger = 1U << 9,            ///< MoveGen: `g.in_danger(s)` (DangerAwareMoveGen): no pruning, evasions in quiescence
    quiet_moves = 1U << 10,      ///< MoveGen: `g.generate_quiet(s, out)` (StagedMoveGen): quiet moves generated only when needed
    estimate = 1U << 11,         ///< Evaluator: `e.estimate(s)` (EstimatingEvaluator): lazy evaluation
};

/// A set of features.
class Features {
public:
    constexpr Features() noexcept = default;
    /// The set holding only `f` (empty for Feature::none); implicit, so that one Feature stands for a set.
    constexpr Features(Feature f) noexcept : bits_(static_cast<std::uint32_t>(f)) {}  // NOLINT: implicit by design

    /// True when `f` is in the set (always false for Feature::none).
    [[nodiscard]] constexpr bool has(Feature f) const noexcept {
        return (bits_ & static_cast<std::uint32_t>(f)) != 0;
    }
    /// True when the set holds no feature.
    [[nodiscard]] constexpr bool empty() const noexcept { return bits_ == 0; }
    /// The set as a bit mask: the union of the values of its features' enumerators.
    [[nodiscard]] constexpr std::uint32_t bits() const noexcept { return bits_; }

    /// The union of two sets.
    friend constexpr Features operator|(Features a, Features b) noexcept { return from_bits(a.bits_ | b.bits_); }
    /// Equal when both sets hold the same features.
    friend constexpr bool operator==(Features, Features) noexcept = default;

private:
    static constexpr Features from_bits(std::uint32_t bits) noexcept {
        Features f;
        f.bits_ = bits;
        return f;
    }
    std::uint32_t bits_ = 0;
};

/// The set of two features, so that `Feature::a | Feature::b` reads as a set.
[[nodiscard]] constexpr Features operator|(Feature a, Feature b) noexcept { return Features(a) | Features(b); }

/// The name of one feature, as the messages and engine reports write it.
[[nodiscard]] constexpr const char* feature_name(Feature f) noexcept {
    switch (f) {
    case Feature::none: return "none";
    case Feature::hash: return "hash";
    case Feature::move_count: return "move_count";
    case Feature::noisy_moves: return "noisy_moves";
    case Feature::move_ranking: return "move_ranking";
    case Feature::history: return "history";
    case Feature::terminal_utility: return "terminal_utility";
    case Feature::pass: return "pass";
    case Feature::chance: return "chance";
    case Feature::null_move: return "null_move";
    case Feature::danger: return "danger";
    case Feature::quiet_moves: return "quiet_moves";
    case Feature::estimate: return "estimate";
    }
    return "?";
}

/// The names of a set of features, separated by ", " ("none" when empty).
[[nodiscard]] inline std::string to_string(Features features) {
    std::string text;
    for (std::uint32_t bit = 1; bit != 0 && bit <= static_cast<std::uint32_t>(Feature::estimate); bit <<= 1) {
        const auto f = static_cast<Feature>(bit);
        if (!features.has(f)) continue;
        if (!text.empty()) text += ", ";
        text += feature_name(f);
    }
    return text.empty() ? "none" : text;
}

/// What `T` declares: its `T::gametree_features`, or nothing. Specialise this for a type you cannot change.
template <class T>
struct declared_features {
    /// `T::gametree_features` as a set, or the empty set when `T` declares none.
    static constexpr Features value = [] {
        if constexpr (requires { T::gametree_features; }) return Features(T::gametree_features);
        else return Features{};
    }();
};

/// The features `T` declares (`T::gametree_features`), or the empty set.
template <class T>
inline constexpr Features declared_features_v = declared_features<T>::value;

/// Optional: a state that can say by how much a finished game was won, for games decided by a margin
/// (discs, points). `s.utility()` is the final margin for the side to move in a finished state:
/// positive when it won, negative when it lost, 0 for a draw; its size is capped at max_utility. The
/// searches keep wins above draws above losses and, among wins, prefer the bigger margin, then the
/// faster win.
template <class S>
concept UtilityState = State<S> && requires(const S s) {
    { s.utility() } -> std::integral;
};

/// Optional: a state whose player passes when it has no move (Othello): `s.after_pass()` is the state
/// with the turn handed over. Offering it makes the game's NoMovePolicy `pass` unless the state declares
/// another `S::no_move_policy` (which then wins: a loss or a draw for want of a move).
template <class S>
concept PassingState = State<S> && requires(const S s) {
    { s.after_pass() } -> std::same_as<S>;
};

/// Optional: a state that can hand the turn over without a move, for null-move pruning (the engine's
/// EngineOptions::null_move): `s.after_null_move()` is `s` as if its side to move had passed, with
/// whatever the game's rules do at the end of a turn (Congo: the mover's river pieces drown). The
/// move need not be legal in the game; the engine uses it only to test whether a position is so good
/// that even passing keeps it above beta. Games with zugzwang (where passing would help) should not
/// offer it, or switch the option off.
template <class S>
concept NullMoveState = State<S> && requires(const S s) {
    { s.after_null_move() } -> std::same_as<S>;
};

/// Checks, at compile time, every feature that state `S` and generator `G` declare; a declared feature
/// that does not model its concept fails with a message naming the feature and the expression.
/// Returns true so that it can stand in a static_assert or a constant.
template <class S, class G>
consteval bool check_declared_features() {
    constexpr Features state = declared_features_v<S>;
    constexpr Features gen = declared_features_v<G>;
    if constexpr (state.has(Feature::hash)) {
        static_assert(requires(const S s) { s.hash(); },
                      "gametree: the state declares Feature::hash but has no const member s.hash()");
        static_assert(requires(const S s) { { s.hash() } -> std::same_as<std::uint64_t>; },
                      "gametree: the state declares Feature::hash: s.hash() must return exactly std::uint64_t");
    }
    if constexpr (state.has(Feature::terminal_utility)) {
        static_assert(requires(const S s) { s.utility(); },
                      "gametree: the state declares Feature::terminal_utility but has no const member s.utility()");
        static_assert(UtilityState<S>,
                      "gametree: the state declares Feature::terminal_utility: s.utility() must return an integer");
    }
    if constexpr (state.has(Feature::pass)) {
        static_assert(PassingState<S>,
                      "gametree: the state declares Feature::pass: s.after_pass() must be a const member returning S");
    }
    if constexpr (state.has(Feature::chance)) {
        static_assert(requires { S::max_outcomes; },
                      "gametree: the state declares Feature::chance but has no static S::max_outcomes");
        static_assert(ChanceState<S>,
                      "gametree: the state declares Feature::chance: s.is_chance() must return bool and "
                      "s.chance_outcomes(out) must take ChanceBufferFor<S>&");
    }
    if constexpr (!state.has(Feature::chance) &&
                  (requires(const S s) { s.is_chance(); } || requires { S::max_outcomes; })) {
        // Undeclared chance that misses its concept is not a game without chance: every search would
        // take its rolls for a player's choices, silently (alphabeta and the engine, which refuse chance,
        // would search it).
        static_assert(ChanceState<S>,
                      "gametree: the state has s.is_chance() or S::max_outcomes but is not a ChanceState (the searches "
                      "would take its rolls for a player's moves): declare Feature::chance to be told what is wrong");
    }
    if constexpr (state.has(Feature::null_move)) {
        static_assert(NullMoveState<S>,
                      "gametree: the state declares Feature::null_move: s.after_null_move() must be a const member "
                      "returning S");
    }
    if constexpr (gen.has(Feature::move_count)) {
        static_assert(CountingMoveGen<G, S>,
                      "gametree: the generator declares Feature::move_count: g.count(s) must return an unsigned count");
    }
    if constexpr (gen.has(Feature::noisy_moves)) {
        static_assert(NoisyMoveGen<G, S>,
                      "gametree: the generator declares Feature::noisy_moves: g.generate_noisy(s, out) must take "
                      "the generator's own buffer, MoveBufferFor<G, S>&");
    }
    if constexpr (gen.has(Feature::move_ranking)) {
        static_assert(CaptureOrderedMoveGen<G, S>,
                      "gametree: the generator declares Feature::move_ranking: g.capture_order(s, m) must return an int");
    }
    if constexpr (gen.has(Feature::history)) {
        static_assert(requires { G::history_size; },
                      "gametree: the generator declares Feature::history but has no static G::history_size");
        static_assert(HistoryIndexedMoveGen<G, S>,
                      "gametree: the generator declares Feature::history: g.history_index(s, m) must return a "
                      "std::size_t below G::history_size");
    }
    if constexpr (gen.has(Feature::danger)) {
        static_assert(DangerAwareMoveGen<G, S>,
                      "gametree: the generator declares Feature::danger: g.in_danger(s) must be a const member returning bool");
    }
    if constexpr (gen.has(Feature::quiet_moves)) {
        static_assert(StagedMoveGen<G, S>,
                      "gametree: the generator declares Feature::quiet_moves: g.generate_quiet(s, out) must take the "
                      "generator's own buffer, MoveBufferFor<G, S>&, and the generator must also offer generate_noisy");
    }
    static_assert(!state.has(Feature::estimate) && !gen.has(Feature::estimate),
                  "gametree: estimate is declared by the evaluator, not the state or the move generator");
    constexpr Features misplaced_on_state = Feature::move_count | Feature::noisy_moves | Feature::move_ranking |
                                            Feature::history | Feature::danger | Feature::quiet_moves;
    static_assert((state.bits() & misplaced_on_state.bits()) == 0,
                  "gametree: move_count, noisy_moves, move_ranking, history, danger and quiet_moves are declared by the move "
                  "generator, not the state");
    constexpr Features misplaced_on_generator =
        Feature::hash | Feature::terminal_utility | Feature::pass | Feature::chance | Feature::null_move;
    static_assert((gen.bits() & misplaced_on_generator.bits()) == 0,
                  "gametree: hash, terminal_utility, pass, chance and null_move are declared by the state, not the move "
                  "generator");
    return true;
}

/// Checks, at compile time, what evaluator `E` declares (its only feature is Feature::estimate), as
/// check_declared_features does for the state and the generator. The engine, the search that uses an
/// evaluator's estimate, calls it.
template <class E, class S>
consteval bool check_declared_evaluator_features() {
    constexpr Features eval = declared_features_v<E>;
    if constexpr (eval.has(Feature::estimate)) {
        static_assert(requires(const E e, const S s) { e.estimate(s); },
                      "gametree: the evaluator declares Feature::estimate but has no const member e.estimate(s)");
        static_assert(EstimatingEvaluator<E, S>,
                      "gametree: the evaluator declares Feature::estimate: e.estimate(s) must return an integer");
    }
    static_assert((eval.bits() & ~Features(Feature::estimate).bits()) == 0,
                  "gametree: an evaluator declares only estimate; the other features are declared by the state or "
                  "the move generator");
    return true;
}

/// The features an evaluator `E` offers for `S`, declared or not (Feature::estimate or none).
template <class E, class S>
[[nodiscard]] constexpr Features available_evaluator_features() noexcept {
    if constexpr (EstimatingEvaluator<E, S>) return Feature::estimate;
    else return Features{};
}

/// The features a search can use with `S` and `G`: those whose concepts they model, declared or not.
template <class S, class G>
[[nodiscard]] constexpr Features available_features() noexcept {
    Features f;
    if constexpr (HashedState<S>) f = f | Feature::hash;
    if constexpr (CountingMoveGen<G, S>) f = f | Feature::move_count;
    if constexpr (NoisyMoveGen<G, S>) f = f | Feature::noisy_moves;
    if constexpr (CaptureOrderedMoveGen<G, S>) f = f | Feature::move_ranking;
    if constexpr (HistoryIndexedMoveGen<G, S>) f = f | Feature::history;
    if constexpr (UtilityState<S>) f = f | Feature::terminal_utility;
    if constexpr (PassingState<S>) f = f | Feature::pass;
    if constexpr (ChanceState<S>) f = f | Feature::chance;
    if constexpr (NullMoveState<S>) f = f | Feature::null_move;
    if constexpr (DangerAwareMoveGen<G, S>) f = f | Feature::danger;
    if constexpr (StagedMoveGen<G, S>) f = f | Feature::quiet_moves;
    return f;
}

}  // namespace gametree
