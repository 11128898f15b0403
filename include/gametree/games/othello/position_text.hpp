/// \file
/// The position as one line of text: N*N squares from the top rank down, then the side to move, e.g.
/// "---------------------------XO------OX--------------------------- X" for the 8×8 start.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>

#include "gametree/core/expected.hpp"
#include "gametree/core/text.hpp"
#include "gametree/games/othello/position.hpp"

namespace gametree::othello {

/// The position's text: the squares rank by rank from rank N down to rank 1, each from file a, as `X`
/// (the first player), `O` (the second) or `-` (empty); a space; `X` or `O` for the side to move.
template <int N>
[[nodiscard]] std::string to_text(const Position<N>& pos) {
    std::string text;
    text.reserve(N * N + 2);
    for (int rank = N - 1; rank >= 0; --rank)
        for (int file = 0; file < N; ++file) {
            const Bitboard square = Geometry<N>::at(file, rank);
            text += (pos.discs(Player::first) & square) ? 'X' : (pos.discs(Player::second) & square) ? 'O' : '-';
        }
    text += ' ';
    text += pos.side_to_move() == Player::first ? 'X' : 'O';
    return text;
}

namespace detail {

/// The name of the square written at `index` of a position text (rank N first).
template <int N>
[[nodiscard]] std::string text_square_name(std::size_t index) {
    const int file = static_cast<int>(index % N);
    const int rank = N - 1 - static_cast<int>(index / N);
    return {static_cast<char>('a' + file), static_cast<char>('1' + rank)};
}

}  // namespace detail

/// The length of the board part of a position text: up to its first white space (a space, or a tab or
/// newline that parse_position names as the wrong separator), or the whole text.
[[nodiscard]] constexpr std::size_t board_length(std::string_view text) noexcept {
    return std::min(text.find_first_of(" \t\n\r\v\f"), text.size());
}

/// Reads a position as to_text() writes it. Errors name the problem and its offset: a character other
/// than X, O and - (with its square), a board of the wrong length, a separator other than one space
/// (a tab, say), a missing or unknown side to move,
/// text after it, or an empty centre square (every game starts with the four centre squares taken and
/// discs are never removed, so such a position cannot arise).
template <int N>
[[nodiscard]] Parsed<Position<N>> parse_position(std::string_view text) {
    constexpr std::size_t squares = static_cast<std::size_t>(N) * N;
    const auto error = [&](std::string problem, std::size_t offset) {
        std::string message = "bad position ";
        message += excerpt(text, offset);
        message += ": ";
        message += problem;
        return ParseError{message, offset};
    };
    // The board ends at the first white space: a tab or newline there is named as the wrong separator,
    // rather than read as one more square of a bigger board.
    const std::size_t board_end = board_length(text);
    Bitboard first = 0;
    Bitboard second = 0;
    for (std::size_t i = 0; i < board_end && i < squares; ++i) {
        const int file = static_cast<int>(i % N);
        const int rank = N - 1 - static_cast<int>(i / N);
        const char c = text[i];
        if (c == 'X') first |= Geometry<N>::at(file, rank);
        else if (c == 'O') second |= Geometry<N>::at(file, rank);
        else if (c != '-')
            return error("unexpected " + shown_byte(c) + " on " + detail::text_square_name<N>(i) +
                             "; a square is X, O or -", i);
    }
    if (board_end != squares) {
        std::string problem = "the board has " + std::to_string(board_end) + (board_end == 1 ? " square; " : " squares; ") + (N == 8 ? "an " : "a ") +
                              std::to_string(N) + "x" + std::to_string(N) + " board has " + std::to_string(squares);
        return error(problem, std::min(board_end, squares));
    }
    if (board_end < text.size() && text[board_end] != ' ')
        return error("the board and the side to move are separated by a space, not " + shown_byte(text[board_end]), board_end);
    if (text.size() <= squares + 1)
        return error("missing the side to move after the board (X or O, after one space)", text.size());
    const char side = text[squares + 1];
    if (side != 'X' && side != 'O')
        return error("the side to move is X or O, not " + shown_byte(side), squares + 1);
    if (text.size() > squares + 2) return error("unexpected text after the side to move", squares + 2);
    for (std::size_t i = 0; i < squares; ++i) {
        const int file = static_cast<int>(i % N);
        const int rank = N - 1 - static_cast<int>(i / N);
        if ((Geometry<N>::centre & Geometry<N>::at(file, rank)) && text[i] == '-')
            return error("the centre square " + detail::text_square_name<N>(i) +
                             " is empty; the four centre squares hold discs from the start", i);
    }
    return Position<N>::from_discs(first, second, side == 'X' ? Player::first : Player::second);
}

}  // namespace gametree::othello
