/// \file
/// Writing and reading a board in one line: ranks 3 to 1 separated by '/', each three cells of X, O
/// or '.', e.g. "X.O/.X./..O". The side to move follows from the counts: X moves first.
#pragma once

#include <string>
#include <string_view>

#include "gametree/core/expected.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/tictactoe/position.hpp"

namespace gametree::tictactoe {

/// The board string of `pos`, e.g. "X.O/.X./..O" (rank 3 first, files a to c in each rank).
[[nodiscard]] inline std::string to_board_string(const Position& pos) {
    std::string text;
    for (int row = board_size - 1; row >= 0; --row) {
        for (int column = 0; column < board_size; ++column) {
            const Mask b = bit(make_cell(column, row));
            text += (pos.marks(crosses) & b) ? 'X' : (pos.marks(noughts) & b) ? 'O' : '.';
        }
        if (row > 0) text += '/';
    }
    return text;
}

/// The position that `text` describes, or an error that names the problem and where it is. Besides
/// the layout (three ranks of three cells), the position must be reachable in play: X has as many
/// marks as O or one more, at most one player has three in a row, and nobody moved after a win.
[[nodiscard]] inline Parsed<Position> parse_board(std::string_view text) {
    Mask marks[2] = {0, 0};
    int row = board_size - 1;
    int column = 0;
    std::size_t rank_start = 0;
    const auto rank_error = [&](std::size_t at) {
        std::string message = "rank ";
        message += static_cast<char>('1' + row);
        message += " has ";
        message += std::to_string(column);
        message += " cells, expected 3";
        return ParseError{message, at};
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '/') {
            if (column != board_size) return rank_error(rank_start);
            if (row == 0) return ParseError{"board has more than 3 ranks", i};
            --row;
            column = 0;
            rank_start = i + 1;
            continue;
        }
        if (c != 'X' && c != 'O' && c != '.') {
            std::string message = "unknown mark ";
            message += excerpt(text.substr(i, 1));
            message += " (expected X, O or .)";
            return ParseError{message, i};
        }
        if (column == board_size) {
            std::string message = "rank ";
            message += static_cast<char>('1' + row);
            message += " has more than 3 cells";
            return ParseError{message, i};
        }
        if (c != '.') marks[c == 'X' ? 0 : 1] |= bit(make_cell(column, row));
        ++column;
    }
    if (column != board_size) return rank_error(rank_start);
    if (row > 0) {
        std::string message = "board has ";
        message += std::to_string(board_size - row);
        message += " ranks, expected 3";
        return ParseError{message, text.size()};
    }

    const int x = count(marks[0]);
    const int o = count(marks[1]);
    if (x != o && x != o + 1) {
        std::string message = "X has ";
        message += std::to_string(x);
        message += " marks and O has ";
        message += std::to_string(o);
        message += ": X moves first, so X has as many marks as O or one more";
        return ParseError{message, 0};
    }
    const bool x_line = has_line(marks[0]);
    const bool o_line = has_line(marks[1]);
    if (x_line && o_line) return ParseError{"both X and O have three in a row", 0};
    if (x_line && x == o) return ParseError{"X has three in a row, but O moved after the game was over", 0};
    if (o_line && x > o) return ParseError{"O has three in a row, but X moved after the game was over", 0};
    return Position::from_marks(marks[0], marks[1]);
}

}  // namespace gametree::tictactoe
