// The engine's search as the page's worker asks for it: the game so far (its start FEN and the moves
// played), not only its position. Plain C++ (no Emscripten), so that its tests run natively.
#pragma once

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

private:
    GameSession game_;  ///< the game being searched, apart from the page's own
    std::unique_ptr<cli::CongoEngine> engine_;
    gametree::congo::Rules rules_ = gametree::congo::Rules::standard;
    std::string last_start_;  ///< the game searched last: its start FEN and moves
    std::string last_moves_;
};

}  // namespace web
