/// \file
/// Reading and writing moves: square names ("d3") against a position, and lines with their passes.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "gametree/core/expected.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/othello/position.hpp"

namespace gametree::othello {

/// The legal move of `pos` that `text` names: a file letter and a rank digit of the board ("d3"), or
/// an error that says why not: not a square of this board, an occupied square, a square that flips
/// nothing, a side that must pass, or a game that is over.
template <int N>
[[nodiscard]] Parsed<Move> parse_move(const Position<N>& pos, std::string_view text) {
    const bool square = text.size() == 2 && text[0] >= 'a' && text[0] < 'a' + N && text[1] >= '1' && text[1] < '1' + N;
    if (!square) {
        std::string message = "malformed move ";
        message += excerpt(text);
        message += ": expected a square a1 to ";
        message += static_cast<char>('a' + N - 1);
        message += static_cast<char>('0' + N);
        return ParseError{message, 0};
    }
    const Move move = Move::at(text[0] - 'a', text[1] - '1');
    const Bitboard placed = Geometry<N>::at(move.file, move.rank);
    const char* reason = nullptr;
    if (is_over(pos.outcome())) reason = "the game is over";
    else if (pos.must_pass()) reason = "the side to move has no move and must pass";
    else if (!(placed & pos.empty())) reason = "the square is occupied";
    else if (!(placed & pos.legal_moves())) reason = "it flips no disc";
    if (!reason) return move;
    return illegal_move_error(text, reason);
}

/// The moves of `line`, played from `start`, written with spaces between them and "pass" wherever the
/// side to move had to pass before the next move (a principal variation, a game record). Writing
/// stops at a move that is not legal where it stands.
template <int N>
[[nodiscard]] std::string line_text(const Position<N>& start, const std::vector<Move>& line) {
    std::string text;
    Position<N> pos = start;
    const auto add = [&text](const std::string& word) {
        if (!text.empty()) text += ' ';
        text += word;
    };
    for (const Move& m : line) {
        if (pos.must_pass()) {
            add(pass_text);
            pos = pos.after_pass();
        }
        if (!(pos.legal_moves() & Geometry<N>::at(m.file, m.rank))) break;
        add(to_string(m));
        pos = pos.after(m);
    }
    return text;
}

}  // namespace gametree::othello
