/// \file
/// The three concepts through which a game plugs into every search in gametree.
///
/// A game provides a State (a position, with the rules that tell whose turn it is and whether the game
/// is over), a MoveGen (which lists the moves of a state) and an Evaluator (which scores a state for
/// the side to move). Nothing else is required; everything a search can use beyond that (a hash, a
/// cheaper move count) is an optional concept that is detected at compile time.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <type_traits>

#include "gametree/core/assert.hpp"
#include "gametree/core/move_buffer.hpp"
#include "gametree/core/player.hpp"
#include "gametree/core/score.hpp"

namespace gametree {

/// What a game's move must be: default-constructible (move lists and tables hold moves before they are
/// filled), copyable and equality-comparable (the table move is found again in a fresh list). The
/// transposition table stores a move as its index in the move list, so a move may own memory (a
/// std::string, a std::vector), at the price of copying it.
template <class M>
concept MoveType = std::default_initializable<M> && std::copyable<M> && std::equality_comparable<M>;

/// A position of a two-player game, with its rules.
///
/// - `S::move_type`: a move of the game, a MoveType; ideally small and trivially copyable.
/// - `s.side_to_move()`: the player whose turn it is. A game may let a player move several times in a
///   row; searches negate a child's value only when the side to move changes (value_for_parent).
/// - `s.outcome()`: `Outcome::ongoing` while the game goes on, otherwise who won or a draw. A state
///   that is over has no moves to search. A state that is not over may have no move: what that means
///   is the game's NoMovePolicy (no_move_policy.hpp): a loss by default, or a draw, or a pass.
/// - `s.after(m)`: the state reached by playing `m`, which must be a move the game's MoveGen produced
///   for `s`. `s` itself is unchanged (searches copy-make).
template <class S>
concept State = std::copyable<S> && requires { typename S::move_type; } && MoveType<typename S::move_type> &&
                requires(const S s, const typename S::move_type m) {
                    { s.side_to_move() } -> std::same_as<Player>;
                    { s.outcome() } -> std::same_as<Outcome>;
                    { s.after(m) } -> std::same_as<S>;
                };

/// The buffer a move generator `G` fills for states `S`: its capacity is the generator's `max_moves`.
template <class G, class S>
using MoveBufferFor = MoveBuffer<typename S::move_type, G::max_moves>;

/// Lists the moves of a state.
///
/// - `G::max_moves`: the number of moves that ordinary states do not exceed, at least 1: move lists hold
///   that many on the stack (a state with more still works; its list moves to the heap).
/// - `g.generate(s, out)`: appends every legal move of `s` to `out` (which starts empty), in a fixed
///   order, so that searches are reproducible. Generates nothing when `s` is over.
template <class G, class S>
concept MoveGen = State<S> && requires(const G g, const S s, MoveBufferFor<G, S>& out) {
    { G::max_moves } -> std::convertible_to<std::size_t>;
    requires G::max_moves > 0;  // a buffer of 0 moves cannot be made
    g.generate(s, out);
};

/// The moves of `s` as `gen` lists them, in a buffer on the stack: the buffer-then-generate pair in one
/// call, for code that is not a search's inner loop (the searches fill one buffer per node in place).
template <class G, class S>
    requires MoveGen<G, S>
[[nodiscard]] constexpr MoveBufferFor<G, S> moves_of(const G& gen, const S& s) {
    MoveBufferFor<G, S> moves;
    gen.generate(s, moves);
    return moves;
}

/// Scores a state for the side to move: larger is better for the player whose turn it is. The score is
/// an integer (any integral type; the searches convert it to Score, so keep it inside ±decisive_bound,
/// about ±872,000, for the engine, and inside ±score_infinity for minimax and alphabeta: with contracts on,
/// checked_evaluation stops a search whose evaluation leaves that range). An evaluator that computes in floating point must round itself, e.g. with
/// `static_cast<gametree::Score>(std::lround(x))`: a double is refused rather than silently truncated.
template <class E, class S>
concept Evaluator = State<S> && requires(const E e, const S s) {
    { e(s) } -> std::integral;
};

namespace detail {
/// Whether an evaluation `v` of any integral type lies strictly inside ±bound.
template <std::integral T>
[[nodiscard]] constexpr bool within(T v, Score bound) noexcept {
    if constexpr (std::is_signed_v<T>) return static_cast<long long>(v) > -bound && static_cast<long long>(v) < bound;
    else return static_cast<unsigned long long>(v) < static_cast<unsigned long long>(bound);
}

/// The broken contract of checked_evaluation: fails as GAMETREE_ASSERT does (contract_failed), with a
/// message that says the value, the range and the limit's name, so that the user sees how far to scale
/// the evaluator down.
template <std::integral T>
[[noreturn]] void evaluation_out_of_range(T value, Score bound, const char* file, int line) {
    char shown[24];
    if constexpr (std::is_signed_v<T>) std::snprintf(shown, sizeof shown, "%lld", static_cast<long long>(value));
    else std::snprintf(shown, sizeof shown, "%llu", static_cast<unsigned long long>(value));
    const char* limit = bound == score_infinity ? " (gametree::score_infinity, the limit of minimax and alphabeta)"
                        : bound == decisive_bound
                            ? " (gametree::decisive_bound, the engine's limit: from it on, scores announce proven results)"
                            : "";
    char message[320];
    std::snprintf(message, sizeof message,
                  "an evaluation is outside the range the search allows: %s is not strictly between %lld and %lld%s; "
                  "scale the evaluator's values down (see gametree::Evaluator)",
                  shown, -static_cast<long long>(bound), static_cast<long long>(bound), limit);
    contract_failed("detail::within(value, bound)", message, file, line);
}
}  // namespace detail

/// An evaluator's value (of `e(s)` or `e.estimate(s)`) as the searches take it: a Score. With contracts
/// on (GAMETREE_ASSERT), a value outside ±bound breaks a contract instead of being wrapped into a Score
/// (a 64-bit 5,000,000,000 would become 705,032,704) or taken for a proven result. minimax and alphabeta
/// allow anything inside ±score_infinity, the engine anything inside ±decisive_bound.
template <std::integral T>
[[nodiscard]] constexpr Score checked_evaluation(T value, [[maybe_unused]] Score bound = score_infinity) noexcept {
#if defined(GAMETREE_ENABLE_ASSERTS) && GAMETREE_ENABLE_ASSERTS
    if (!detail::within(value, bound)) detail::evaluation_out_of_range(value, bound, __FILE__, __LINE__);
#endif
    return static_cast<Score>(value);
}

/// Optional: an evaluator that offers a cheap estimate of its own value, for lazy evaluation.
/// `e.estimate(s)` should be within a known margin of `e(s)` nearly always (material alone, when the
/// rest of the evaluation is positional terms of bounded size); the engine (EngineOptions::lazy_margin)
/// skips the full evaluation where the estimate and that margin already decide what the value is
/// needed for. A heuristic: an estimate outside the margin changes values, never legality.
template <class E, class S>
concept EstimatingEvaluator = Evaluator<E, S> && requires(const E e, const S s) {
    { e.estimate(s) } -> std::integral;
};

/// Optional: a generator that can count the moves of a state without listing them (bulk counting in
/// perft). `g.count(s)` must equal the number of moves `generate` would produce.
template <class G, class S>
concept CountingMoveGen = MoveGen<G, S> && requires(const G g, const S s) {
    { g.count(s) } -> std::convertible_to<std::uint64_t>;
};

/// Optional: a state with a hash of everything that decides its future (pieces and side to move), for
/// transposition tables. Equal states must have equal hashes.
template <class S>
concept HashedState = State<S> && requires(const S s) {
    { s.hash() } -> std::same_as<std::uint64_t>;
};

}  // namespace gametree

namespace gametree {

/// Optional (Feature::noisy_moves): a generator that can list only the "noisy" moves of a state (in chess
/// terms captures; in any game the moves that change the evaluation sharply), for quiescence search,
/// which follows them past the horizon until the position is quiet. `g.generate_noisy(s, out)` appends
/// a subset of generate's moves to the generator's own buffer type, MoveBufferFor<G, S>.
template <class G, class S>
concept NoisyMoveGen = MoveGen<G, S> && requires(const G g, const S s, MoveBufferFor<G, S>& out) {
    g.generate_noisy(s, out);
};

/// Optional (Feature::quiet_moves): a generator that can also list the other moves, the quiet ones, on
/// their own, so that a search can generate its moves in stages: the noisy moves first, and the quiet
/// moves only at a node where no noisy move has already cut the search off. `g.generate_quiet(s, out)`
/// appends the moves of generate that generate_noisy does not list: together the two lists are exactly
/// generate's moves, each once (the conformance kit checks it). With CaptureOrderedMoveGen, the noisy
/// moves should be the ranked ones, which the engine tries before every quiet move anyway.
template <class G, class S>
concept StagedMoveGen = NoisyMoveGen<G, S> && requires(const G g, const S s, MoveBufferFor<G, S>& out) {
    g.generate_quiet(s, out);
};

/// Optional (Feature::move_ranking): a generator that ranks the moves that change the position sharply
/// — captures in chess-like games, any "forcing" move in others — for move ordering.
/// `g.capture_order(s, m)` is 0 for a quiet move and positive for a ranked move, larger for those to try
/// first (e.g. most valuable victim, least valuable attacker). Beware: the engine treats every move
/// ranked above 0 as noisy, so it is never reduced (late move reductions) nor stored as a killer or in
/// the history; rank only moves that deserve it.
template <class G, class S>
concept CaptureOrderedMoveGen = MoveGen<G, S> && requires(const G g, const S s, const typename S::move_type m) {
    { g.capture_order(s, m) } -> std::convertible_to<int>;
};

/// Optional: a generator that maps moves to a small index for the history heuristic.
/// `g.history_index(s, m)` is below `G::history_size`; moves alike in effect should share an index
/// (e.g. origin and destination square).
template <class G, class S>
concept HistoryIndexedMoveGen = MoveGen<G, S> && requires(const G g, const S s, const typename S::move_type m) {
    { G::history_size } -> std::convertible_to<std::size_t>;
    { g.history_index(s, m) } -> std::convertible_to<std::size_t>;
};

/// Optional (Feature::danger): a generator that tells when the side to move is in danger, that is when
/// the opponent could end the game at its next move unless the side to move answers: in chess, check;
/// in Congo, a lion that can be taken. `g.in_danger(s)` is true then. The engine (EngineOptions::evasions)
/// does not prune such a node forward, and its quiescence search tries every move there rather than
/// standing pat on an evaluation that the threat makes meaningless.
template <class G, class S>
concept DangerAwareMoveGen = MoveGen<G, S> && requires(const G g, const S s) {
    { g.in_danger(s) } -> std::same_as<bool>;
};

}  // namespace gametree
