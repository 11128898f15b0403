// The engine's search as the page's worker asks for it: the game so far (its start FEN and the moves
// played), not only its position. Plain C++ (no Emscripten), so that its tests run natively.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

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

}  // namespace web
