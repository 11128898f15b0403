// The engine's search as the page's worker asks for it: the game so far (its start FEN and the moves
// played), not only its position. Plain C++ (no Emscripten), so that its tests run natively.
#pragma once

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "../congo/engine_setup.hpp"
#include "game_session.hpp"

namespace web {

/// Starts `game` again from `start_fen` under `rules` and plays `moves` (space-separated, in notation);
/// on a bad FEN or move returns why.
[[nodiscard]] inline std::optional<std::string> replay(GameSession& game, std::string_view start_fen,
                                                       std::string_view moves, gametree::congo::Rules rules) {
    if (auto error = game.set_fen(start_fen, rules)) return error;
    while (!moves.empty()) {
        const auto end = moves.find(' ');
        if (end != 0) {  // two spaces in a row: no move between them
            if (auto error = game.play(moves.substr(0, end))) return error;
        }
        if (end == std::string_view::npos) break;
        moves.remove_prefix(end + 1);
    }
    return std::nullopt;
}

/// Searches the game's position knowing its earlier positions, as `congo play`, `uci` and `selfplay` do: a
/// line that brings one back scores as a draw (the engine's repetition_draws), so the side ahead makes
/// progress instead of shuffling its pieces until the move limit. `on_iteration` gets each iteration.
template <class OnIteration>
cli::CongoEngine::Report search(cli::CongoEngine& engine, const GameSession& game, const gametree::SearchLimits& limits,
                                OnIteration&& on_iteration) {
    engine.set_history(game.earlier());
    return engine.search(game.position(), limits, std::forward<OnIteration>(on_iteration));
}

/// Whether the game (`start_fen`, `moves`) goes on from the one searched before (`previous_start`,
/// `previous_moves`): the same start, and the moves played then, perhaps followed by more. Anything else
/// (a new game, another position, a move taken back) is a game of its own.
[[nodiscard]] inline bool continues(std::string_view previous_start, std::string_view previous_moves,
                                    std::string_view start_fen, std::string_view moves) {
    if (start_fen != previous_start || !moves.starts_with(previous_moves)) return false;
    return moves.size() == previous_moves.size() || previous_moves.empty() || moves[previous_moves.size()] == ' ';
}

/// The longest search the page's worker runs, whatever it is asked: as long as the page's own longest, its
/// analysis. The worker answers nothing else while it searches, so a search without end leaves the page
/// without an engine for good.
inline constexpr std::chrono::milliseconds longest_search{60'000};

/// The limits of a search to `depth` plies (0: no depth limit) for at most `milliseconds` (0: no time
/// limit), as the page's worker is asked for them; or why they are refused: a negative depth or time, or
/// neither a depth nor a time (a search without end). Every search ends within `longest`: a longer time is
/// cut to it, and a search to a depth alone stops there too. A depth beyond the engine's reach is taken as
/// its deepest, max_ply - 1 plies.
[[nodiscard]] inline std::variant<gametree::SearchLimits, std::string> search_limits(
    int depth, int milliseconds, std::chrono::milliseconds longest = longest_search) {
    if (depth < 0) return "the depth cannot be negative (" + std::to_string(depth) + ")";
    if (milliseconds < 0) return "the time cannot be negative (" + std::to_string(milliseconds) + " ms)";
    if (depth == 0 && milliseconds == 0) return "neither a depth nor a time: the search would not end";
    gametree::SearchLimits limits;
    if (depth > 0) limits.depth = std::min(depth, gametree::max_ply - 1);
    if (milliseconds > 0) {
        limits.time = std::min(std::chrono::milliseconds(milliseconds), longest);
    } else {
        // TimeUse::whole: the ceiling then changes nothing in a depth search that ends before it, where under
        // TimeUse::save a root with a single move would end after one iteration, short of the depth asked for.
        limits.time = longest;
        limits.time_use = gametree::TimeUse::whole;
    }
    return limits;
}

/// The page worker's engine: one per rule set, whose table outlives a search as in a UCI session, and is
/// cleared when the page asks about another game (as `ucinewgame` clears it): a new game then plays as it
/// would in a fresh page, whatever was searched before.
class WorkerEngine {
public:
    /// Searches the game that started at `start_fen` under `rules` and went on with `moves` (space-separated),
    /// as search() does; a bad FEN or move, or an engine that cannot be made, gives the reason instead.
    template <class OnIteration>
    [[nodiscard]] std::variant<cli::CongoEngine::Report, std::string> search(std::string_view start_fen, std::string_view moves,
                                                                          gametree::congo::Rules rules,
                                                                          const gametree::SearchLimits& limits,
                                                                          OnIteration&& on_iteration) {
        if (auto error = replay(game_, start_fen, moves, rules)) return *error;
        if (!engine_ || rules_ != rules) {
            std::string error;
            engine_ = cli::try_make_engine(rules, 16, error);
            rules_ = rules;
            if (!engine_) return error;
        } else if (!continues(last_start_, last_moves_, start_fen, moves)) {
            engine_->new_game();
        }
        last_start_.assign(start_fen);
        last_moves_.assign(moves);
        return web::search(*engine_, game_, limits, std::forward<OnIteration>(on_iteration));
    }

    /// The answer of the page's worker (congo_search in congo_wasm.cpp) to a search of the game that started
    /// at `start_fen` under the rules named `rules` and went on with `moves`, within search_limits(`depth`,
    /// `milliseconds`): "bestmove, score, depth, nodes, milliseconds" separated by tabs, "none" when the
    /// position has no move, or "error: ..." for unknown rules, refused limits, a bad FEN or move.
    template <class OnIteration>
    [[nodiscard]] std::string answer(std::string_view start_fen, std::string_view moves, std::string_view rules,
                                     int depth, int milliseconds, OnIteration&& on_iteration) {
        const auto r = gametree::congo::parse_rules(rules);
        if (!r) return "error: unknown rules";
        const auto limits = search_limits(depth, milliseconds);
        if (const auto* error = std::get_if<std::string>(&limits)) return "error: " + *error;
        const auto result = search(start_fen, moves, *r, std::get<gametree::SearchLimits>(limits),
                                   std::forward<OnIteration>(on_iteration));
        if (const auto* error = std::get_if<std::string>(&result)) return "error: " + *error;
        const auto& report = std::get<cli::CongoEngine::Report>(result);
        if (!report.best_move) return "none";
        return gametree::congo::to_string(*report.best_move) + '\t' + cli::score_text(report.score) + '\t' +
               std::to_string(report.depth) + '\t' + std::to_string(report.nodes) + '\t' +
               std::to_string(report.milliseconds);
    }

private:
    GameSession game_;  ///< the game being searched, apart from the page's own
    std::unique_ptr<cli::CongoEngine> engine_;
    gametree::congo::Rules rules_ = gametree::congo::Rules::standard;
    std::string last_start_;  ///< the game searched last: its start FEN and moves
    std::string last_moves_;
};

}  // namespace web
