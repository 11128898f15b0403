/// \file
/// Reading a move ("b2") against a position.
#pragma once

#include <string>
#include <string_view>

#include "gametree/core/expected.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/tictactoe/board_string.hpp"
#include "gametree/games/tictactoe/position.hpp"

namespace gametree::tictactoe {

/// The legal move of `pos` that `text` names (a cell "a1" to "c3"), or an error: not a cell, a cell
/// already marked, or a game that is over (the error then names the cell and the position's board
/// string).
[[nodiscard]] inline Parsed<Move> parse_move(const Position& pos, std::string_view text) {
    const auto cell = parse_cell(text);
    if (!cell) {
        std::string message = "malformed move ";
        message += excerpt(text);
        message += ": expected a cell a1 to c3";
        return ParseError{message, 0};
    }
    std::string reason;
    if (is_over(pos.outcome())) reason = "the game is over";
    else if (!(pos.empty() & bit(*cell))) reason = "the cell is taken";
    if (reason.empty()) return Move::at(*cell);
    std::string message = "illegal move ";
    message += text;
    message += " in position ";
    message += to_board_string(pos);
    message += " (";
    message += reason;
    message += ')';
    return ParseError{message, 0};
}

}  // namespace gametree::tictactoe
