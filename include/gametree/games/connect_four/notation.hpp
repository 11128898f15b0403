/// \file
/// Reading moves: a column letter ("d") against a position, and a whole game as letters ("ddcee").
#pragma once

#include <string>
#include <string_view>

#include "gametree/core/expected.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/connect_four/position.hpp"

namespace gametree::connect_four {

/// The legal move of `pos` that `text` names (one column letter, a to the board's last column), or an
/// error: not a column of this board, a full column, or a game that is over.
template <int W, int H>
[[nodiscard]] Parsed<Move> parse_move(const Position<W, H>& pos, std::string_view text) {
    if (text.size() != 1 || text[0] < 'a' || text[0] >= 'a' + W) {
        std::string message = "malformed move ";
        message += excerpt(text);
        message += ": expected a column a to ";
        message += static_cast<char>('a' + W - 1);
        return ParseError{message, 0};
    }
    const int column = text[0] - 'a';
    std::string reason;
    if (is_over(pos.outcome())) reason = "the game is over";
    else if (!pos.has_room(column)) reason = "the column is full";
    if (reason.empty()) return Move::drop(column);
    return illegal_move_error(text, reason);
}

/// The position reached from `start` by playing the moves `moves` names, one letter each, e.g.
/// "ddce". The error for a bad letter names the move's number (from 1) and points at it.
template <int W, int H>
[[nodiscard]] Parsed<Position<W, H>> play_moves(const Position<W, H>& start, std::string_view moves) {
    Position<W, H> pos = start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto move = parse_move(pos, moves.substr(i, 1));
        if (!move) {
            std::string message = "move ";
            message += std::to_string(i + 1);
            message += ": ";
            message += move.error().message;
            return ParseError{message, i};
        }
        pos = pos.after(*move);
    }
    return pos;
}

/// The position reached from the empty board by `moves` (see above).
template <int W = 7, int H = 6>
[[nodiscard]] Parsed<Position<W, H>> play_moves(std::string_view moves) {
    return play_moves(Position<W, H>{}, moves);
}

}  // namespace gametree::connect_four
