/// \file
/// What a user gives the conformance kit (conformance.hpp): how many games, and optional hooks that
/// print the game's states, write and read its moves, and check its own rules.
#pragma once

#include <concepts>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "gametree/core/concepts.hpp"
#include "gametree/core/score.hpp"

namespace gametree::testing {

/// Reads a move's text against a state, for the notation check. It is built from any callable
/// `parse(state, text)` whose result tests true when it read a move and then gives the move with `*`
/// (Parsed<Move>, std::optional<Move>, ...); a result with `error().describe()` explains a refusal.
template <State S>
class MoveReader {
public:
    /// The game's move.
    using Move = typename S::move_type;
    /// The move read, or none and (when the parser says) why.
    struct Read {
        /// The move read; none when the text was refused.
        std::optional<Move> move;
        /// Why the text was refused, when the parser's result tells (`error().describe()`); else empty.
        std::string error;
    };

    /// No parser: the reader tests false, and the kit skips the notation check.
    MoveReader() = default;
    /// Wraps `parse(state, text)` (see the class); implicit, so that a lambda can be assigned to
    /// ConformanceOptions::parse.
    template <class F>
        requires(!std::same_as<std::remove_cvref_t<F>, MoveReader> && std::invocable<const F&, const S&, std::string_view>)
    MoveReader(F parse)  // NOLINT: implicit by design, so that options.parse = lambda works
        : read_([parse = std::move(parse)](const S& s, std::string_view text) {
              const auto r = parse(s, text);
              Read out;
              if (r) {
                  out.move = Move(*r);
              } else if constexpr (requires { r.error().describe(); }) {
                  out.error = r.error().describe();
              }
              return out;
          }) {}

    /// Whether the reader has a parser.
    explicit operator bool() const noexcept { return static_cast<bool>(read_); }
    /// Reads `text` as a move of `s`; only for a reader that tests true (an empty one throws std::bad_function_call).
    [[nodiscard]] Read operator()(const S& s, std::string_view text) const { return read_(s, text); }

private:
    std::function<Read(const S&, std::string_view)> read_;
};

/// How many random games to play, and what the kit may use beyond the concepts. Every hook is optional.
template <State S>
struct ConformanceOptions {
    /// The game's move, as the hooks take it.
    using Move = typename S::move_type;

    /// How many random games to play.
    int games = 100;
    /// A game stops after this many plies if it has not ended.
    int max_plies = 200;
    /// The same seed plays the same games, on every platform.
    std::uint64_t seed = 1;
    /// For games whose rules end them within max_plies: a game still going on then is a failure.
    bool games_must_end = false;

    /// Shows a state in failure messages (they name the state by its moves from the start without it).
    std::function<std::string(const S&)> print_state;
    /// A move's text: names moves in messages (escaped, so a stray control byte or invalid UTF-8 shows;
    /// see excerpt()), and every state's moves must have distinct texts.
    std::function<std::string(const Move&)> to_text;
    /// Reads a move's text against a state; with to_text, the move played must read back as itself.
    MoveReader<S> parse;
    /// A check of the user's own on every move played: returns "" when `after` is right, else what is wrong.
    std::function<std::string(const S& before, const Move& move, const S& after)> check_move;
    /// The user's evaluator, e.g. `[](const S& s) { return MyEvaluator{}(s); }`: every state of the games,
    /// finished or not, must be valued strictly inside ±evaluation_bound, and a copy of a state the same
    /// (the engine caches values and stores them in its table). Taken as a long long, so that a value too
    /// wide for a Score shows as it is.
    std::function<long long(const S&)> evaluate;
    /// The range `evaluate` must stay inside: the engine's limit by default (decisive_bound, about
    /// ±872,000; from it on, its scores announce proven results); score_infinity for an evaluator used only
    /// by minimax and alphabeta.
    Score evaluation_bound = decisive_bound;
};

}  // namespace gametree::testing
