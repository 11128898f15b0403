/// \file
/// The board as the simulator prints it, and the same text read back into a board:
///
/// ```text
///   -----------------------      23 dashes
///   R1 N1 B1 QU KI B2 N2 R2      rank 8, squares a..h: each a piece's name or two spaces,
///   P1 P2 P3 P4 P5 P6 P7 P8      joined by single spaces, so every row is 23 characters
///   ...
///   r1 n1 b1 qu ki b2 n2 r2      rank 1
///   -----------------------
/// ```
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gametree/core/expected.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/chess_simulator/board.hpp"
#include "gametree/games/chess_simulator/piece.hpp"
#include "gametree/games/chess_simulator/square.hpp"

namespace gametree::chess_simulator {

/// Characters in a printed row: eight two-character cells and seven separating spaces.
inline constexpr std::size_t row_width = 3 * board_size - 1;

/// The frame line above and below the rows.
inline constexpr std::string_view frame_line = "-----------------------";
static_assert(frame_line.size() == row_width);

/// One printed row: rank `rank` (0 = rank 1), squares a..h, without a line end.
[[nodiscard]] inline std::string render_rank(const Board& board, int rank) {
    std::string row;
    row.reserve(row_width);
    for (int file = 0; file < board_size; ++file) {
        if (file > 0) row += ' ';
        const Piece p = board.piece_at(make_square(file, rank));
        row += p == Piece::none ? std::string_view("  ") : name(p);
    }
    return row;
}

/// The board as the simulator prints it: the frame line, ranks 8 down to 1, the frame line, each line
/// ended by a new line.
[[nodiscard]] inline std::string render(const Board& board) {
    std::string text;
    text.reserve((row_width + 1) * (board_size + 2));
    text += frame_line;
    text += '\n';
    for (int rank = board_size - 1; rank >= 0; --rank) {
        text += render_rank(board, rank);
        text += '\n';
    }
    text += frame_line;
    text += '\n';
    return text;
}

/// Reads a board written as render() prints it, with or without the two frame lines. Lines end in
/// "\n" or "\r\n"; the last line end is optional. A row may be shorter than 23 characters (trailing
/// spaces that an editor removed): the squares it leaves out are empty. Errors name the line, the
/// square or the piece at fault; the offset is the byte where the problem starts.
[[nodiscard]] inline Parsed<Board> parse_board(std::string_view text) {
    struct Line {
        std::string_view text;
        std::size_t offset;
    };
    std::vector<Line> lines;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        std::string_view line = text.substr(at, end - at);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back({line, at});
        at = end + 1;
    }
    if (lines.size() == board_size + 2) {
        for (const Line& frame : {lines.front(), lines.back()})
            if (frame.text != frame_line)
                return ParseError{"a board of 10 lines must begin and end with a line of 23 dashes", frame.offset};
        lines.erase(lines.begin());
        lines.pop_back();
    }
    if (lines.size() != board_size) {
        // Built by appending: g++ 12 at -O3 warns falsely (-Wrestrict) on "literal" + std::string&&.
        std::string message = "expected 8 rows (ranks 8 to 1), optionally between two lines of 23 dashes; found ";
        message += std::to_string(lines.size());
        message += lines.size() == 1 ? " line" : " lines";
        return ParseError{std::move(message), text.size()};
    }
    Board board;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const int rank = board_size - 1 - static_cast<int>(i);
        const Line& line = lines[i];
        std::string rank_name = "rank ";
        rank_name += static_cast<char>('1' + rank);
        if (line.text.size() > row_width)
            return ParseError{rank_name + " is " + std::to_string(line.text.size()) +
                                  " characters long; a row has at most 23",
                              line.offset + row_width};
        std::string row(line.text);
        row.resize(row_width, ' ');
        for (int file = 0; file < board_size; ++file) {
            const auto column = static_cast<std::size_t>(3 * file);
            const Square s = make_square(file, rank);
            if (file > 0 && row[column - 1] != ' ')
                return ParseError{rank_name + ": squares must be separated by a single space",
                                  line.offset + column - 1};
            const std::string_view cell = std::string_view(row).substr(column, 2);
            if (cell == "  ") continue;
            const auto p = parse_piece(cell);
            if (!p) {
                std::string message = "unknown piece ";
                message += excerpt(cell);
                message += " on ";
                message += to_string(s);
                return ParseError{std::move(message), line.offset + column};
            }
            if (board.is_on_board(*p)) {
                std::string message(name(*p));
                message += " stands on both ";
                message += to_string(board.square_of(*p));
                message += " and ";
                message += to_string(s);
                return ParseError{std::move(message), line.offset + column};
            }
            board.put(s, *p);
        }
    }
    return board;
}

}  // namespace gametree::chess_simulator
