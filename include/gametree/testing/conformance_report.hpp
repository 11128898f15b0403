/// \file
/// What the conformance kit (conformance.hpp) reports: the checks it makes, and the result of a run.
#pragma once

#include "gametree/core/cxx20.hpp"

#include <cstdint>
#include <string>
#include <string_view>

namespace gametree::testing {

/// The checks of the conformance kit, each made at every state a random game reaches (or at every
/// move played) where the game offers what it needs.
enum class Check : std::uint8_t {
    none,                 ///< no check failed
    deterministic_order,  ///< generating twice lists the same moves in the same order
    unique_moves,         ///< no move is listed twice
    count,                ///< CountingMoveGen: count(s) equals the number of generated moves
    finished_has_moves,   ///< a finished game has no moves
    noisy_subset,         ///< NoisyMoveGen: every noisy move is one of the moves, listed once
    quiet_complement,     ///< StagedMoveGen: the quiet moves are the moves that are not noisy, each once
    capture_order,        ///< CaptureOrderedMoveGen: capture_order(s, m) is never negative
    history_index,        ///< HistoryIndexedMoveGen: history_index(s, m) is below history_size
    notation,             ///< with to_text and parse: moves have distinct texts that read back as the move
    after_unchanged,      ///< after(m) leaves its state as it was (compared with ==, else by hash)
    after_deterministic,  ///< after(m) twice gives equal states
    hash_copy,            ///< HashedState: a copy has the same hash
    hash_fresh,           ///< HashedState with compute_hash(): the kept hash equals the recomputed one
    hash_transposition,   ///< HashedState: one state reached by two move orders has one hash
    pass_turn,            ///< NoMovePolicy::pass: after_pass() hands the turn to the other player
    game_end,             ///< with games_must_end: every game is over within max_plies
    user_check,           ///< the user's check_move returned a complaint
    chance_outcomes,      ///< ChanceState: a chance state's outcomes have positive probabilities adding up
                          ///< to 1, and are the moves generate lists, in its order
    utility,              ///< UtilityState: a finished game's utility() is positive when the side to move
                          ///< won, negative when it lost, 0 for a draw
    null_move_turn,       ///< NullMoveState: after_null_move() hands the turn to the other player
    hash_complete,        ///< HashedState: states of one hash have the same side to move, outcome and
                          ///< number of moves (the hash covers everything that decides the future)
    equal_state_moves,    ///< states equal by == list the same moves in the same order
    evaluation,           ///< with evaluate: every state is valued inside ±evaluation_bound, a copy alike
    threw,                ///< the game, or a hook, threw an exception (recorded where it happened)
};

/// The check's name as messages show it, e.g. "count" or "hash-fresh".
[[nodiscard]] constexpr std::string_view check_name(Check c) noexcept {
    switch (c) {
    case Check::none: return "none";
    case Check::deterministic_order: return "deterministic-order";
    case Check::unique_moves: return "unique-moves";
    case Check::count: return "count";
    case Check::finished_has_moves: return "finished-has-moves";
    case Check::noisy_subset: return "noisy-subset";
    case Check::quiet_complement: return "quiet-complement";
    case Check::capture_order: return "capture-order";
    case Check::history_index: return "history-index";
    case Check::notation: return "notation";
    case Check::after_unchanged: return "after-unchanged";
    case Check::after_deterministic: return "after-deterministic";
    case Check::hash_copy: return "hash-copy";
    case Check::hash_fresh: return "hash-fresh";
    case Check::hash_transposition: return "hash-transposition";
    case Check::pass_turn: return "pass-turn";
    case Check::game_end: return "game-end";
    case Check::user_check: return "user-check";
    case Check::chance_outcomes: return "chance-outcomes";
    case Check::utility: return "utility";
    case Check::null_move_turn: return "null-move-turn";
    case Check::hash_complete: return "hash-complete";
    case Check::equal_state_moves: return "equal-state-moves";
    case Check::evaluation: return "evaluation";
    case Check::threw: return "threw";
    }
    return "?";
}

namespace detail {

/// The parts one after the other (appending, which unlike chains of + draws no false -Wrestrict from GCC 12).
template <class... Parts>
[[nodiscard]] std::string joined(const Parts&... parts) {
    std::string text;
    ((text += std::string_view(parts)), ...);
    return text;
}

}  // namespace detail

/// What a run of the kit saw. It stops at the first failure, so the counts then stop there too.
struct ConformanceResult {
    std::uint64_t games = 0;           ///< games begun
    std::uint64_t plies = 0;           ///< moves played, passes included
    std::uint64_t passes = 0;          ///< passes played (games whose no-move policy is pass)
    /// checks made: one per check at each state reached and at each move played (after_unchanged,
    /// notation, ...); noisy_subset and chance_outcomes are several at a state, quiet_complement one per
    /// quiet move
    std::uint64_t checks = 0;
    std::uint64_t finished_games = 0;  ///< games that reached a finished state
    std::uint64_t stuck_games = 0;     ///< games stopped at an ongoing state with no moves, no pass (allowed)
    std::uint64_t transpositions = 0;  ///< states reached by two move orders and compared
    Check failed = Check::none;        ///< the first check that failed
    std::string failure;               ///< its message: the check, the game, the ply, the moves, the state
    /// The checks of after() and of the hash that the state's type left out, and why: they compare
    /// states with == (after-unchanged makes do with the hash). Empty when every one was made.
    std::string not_made;

    /// Whether every check passed.
    [[nodiscard]] bool ok() const noexcept { return failed == Check::none; }

    /// "200 games, 4180 plies, all checks passed", or the counts then "FAILED: " and the message (whose
    /// moves and state take lines of their own); a pass names the checks not made, if any ("...; not
    /// made: after-deterministic and hash-transposition, which need the state's ==").
    [[nodiscard]] std::string summary() const {
        if (!ok()) return detail::joined(std::to_string(games), " games, ", std::to_string(plies), " plies, FAILED: ", failure);
        return detail::joined(std::to_string(games), " games, ", std::to_string(plies), " plies, all checks passed",
                              not_made.empty() ? "" : "; not made: ", not_made);
    }
};

}  // namespace gametree::testing
