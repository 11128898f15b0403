// The conformance kit's hooks for the library's games: each game's notation (written and read back)
// and a way to show its states in failure messages. Tests set the games, plies and seed.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <gametree/games/chess_simulator/chess_simulator.hpp>
#include <gametree/games/congo/congo.hpp>
#include <gametree/games/connect_four/connect_four.hpp>
#include <gametree/games/othello/othello.hpp>
#include <gametree/games/tictactoe/tictactoe.hpp>
#include <gametree/testing/conformance.hpp>

namespace gametree::testing {

/// Congo: moves in course notation ("c4a4c2e4"), states as FEN.
inline ConformanceOptions<congo::Position> congo_conformance_options() {
    ConformanceOptions<congo::Position> options;
    options.to_text = [](const congo::Move& m) { return congo::to_string(m); };
    options.parse = [](const congo::Position& pos, std::string_view text) { return congo::parse_move(pos, text); };
    options.print_state = [](const congo::Position& pos) { return congo::to_fen(pos); };
    return options;
}

/// Tic-tac-toe: moves as cells ("b2"), states as board strings.
inline ConformanceOptions<tictactoe::Position> tictactoe_conformance_options() {
    ConformanceOptions<tictactoe::Position> options;
    options.to_text = [](const tictactoe::Move& m) { return tictactoe::to_string(m); };
    options.parse = [](const tictactoe::Position& pos, std::string_view text) { return tictactoe::parse_move(pos, text); };
    options.print_state = [](const tictactoe::Position& pos) { return tictactoe::to_board_string(pos); };
    return options;
}

/// Connect Four: moves as column letters ("d"), states drawn.
template <int W, int H>
ConformanceOptions<connect_four::Position<W, H>> connect_four_conformance_options() {
    using Position = connect_four::Position<W, H>;
    ConformanceOptions<Position> options;
    options.to_text = [](const connect_four::Move& m) { return connect_four::to_string(m); };
    options.parse = [](const Position& pos, std::string_view text) { return connect_four::parse_move(pos, text); };
    options.print_state = [](const Position& pos) { return connect_four::render(pos); };
    return options;
}

/// Othello on an N x N board: moves as squares ("d3"), states drawn.
template <int N>
ConformanceOptions<othello::Position<N>> othello_conformance_options() {
    using Position = othello::Position<N>;
    ConformanceOptions<Position> options;
    options.to_text = [](const othello::Move& m) { return othello::to_string(m); };
    options.parse = [](const Position& pos, std::string_view text) { return othello::parse_move(pos, text); };
    options.print_state = [](const Position& pos) { return othello::render(pos); };
    return options;
}

/// The chess simulator: moves written by their squares ("e2e4") and read back through the simulator's
/// own notation, the piece's name and its destination ("p5 e4"), which checks the move against the
/// rules; states drawn, with the side to move.
inline ConformanceOptions<chess_simulator::Position> chess_simulator_conformance_options() {
    using namespace gametree::chess_simulator;
    ConformanceOptions<chess_simulator::Position> options;
    options.to_text = [](const Move& m) { return to_string(m); };
    options.parse = [](const chess_simulator::Position& pos, std::string_view text) -> std::optional<Move> {
        const auto from = text.size() == 4 ? parse_square(text.substr(0, 2)) : std::nullopt;
        if (!from || pos.board().piece_at(*from) == Piece::none) return std::nullopt;
        const auto move = parse_move(pos.board(), name(pos.board().piece_at(*from)), text.substr(2));
        if (!move) return std::nullopt;
        return *move;
    };
    options.print_state = [](const chess_simulator::Position& pos) {
        return render(pos.board()) + (pos.side_to_move() == white ? "white" : "black") + " to move";
    };
    return options;
}

}  // namespace gametree::testing
