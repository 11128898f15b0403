/// \file
/// Reading and writing Congo FEN: "<ranks 7 to 1> <w|b> <move number>", e.g.
/// "gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0".
#pragma once

#include <array>
#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "gametree/core/expected.hpp"
#include "gametree/core/text.hpp"
#include "gametree/core/utf8.hpp"
#include "gametree/games/congo/position.hpp"

namespace gametree::congo {

/// The most pieces of one type a side may have: the start position's army (pawns and superpawns share
/// the pawns' seven). Congo has no drops and promotion only turns a pawn into a superpawn, so no game
/// ever exceeds it.
inline constexpr std::array<int, piece_type_count> max_pieces_per_side{7, 7, 1, 1, 2, 1, 1, 1};

/// The start of a game under the standard rules, White to move.
inline constexpr std::string_view start_fen = "gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w 0";
/// The start of the course's game (parts 2-6): no giraffes, monkeys or crocodiles.
inline constexpr std::string_view course_start_fen = "2ele1z/ppppppp/7/7/7/PPPPPPP/2ELE1Z w 0";

/// The start position's FEN for a rule set: the full army for `standard`, the course's for `wits2021`.
[[nodiscard]] constexpr std::string_view start_fen_for(Rules rules) noexcept {
    return rules == Rules::wits2021 ? course_start_fen : start_fen;
}

namespace detail {

/// The character of `text` that starts at byte `at`, for a message: an ASCII one in quotes, escaped (a
/// control byte never reaches a terminal raw); another one whole, with its code ('♔' (U+2654)), not
/// only its first byte; a byte that starts no UTF-8 character as "byte 0xNN".
[[nodiscard]] inline std::string quoted(std::string_view text, std::size_t at) {
    const char c = text[at];
    if (static_cast<unsigned char>(c) < 0x80) return excerpt(std::string_view(&c, 1));
    const CodePoint cp = decode_utf8(text, at);
    return cp.length == 0 ? shown_byte(c) : shown_character(text.substr(at, cp.length), cp.value);
}

/// Where each square's piece letter stands in the FEN (only meaningful for occupied squares).
using SquareOffsets = std::array<std::size_t, square_count>;

/// Reads the board field (which starts at `offset` in the whole FEN) into `pos`, noting in `at` the
/// offset of each piece letter.
[[nodiscard]] inline std::optional<ParseError> read_board(std::string_view board, std::size_t offset, Position& pos,
                                                          SquareOffsets& at) {
    int rank = board_size - 1;
    int file = 0;
    std::size_t rank_start = 0;
    bool after_digit = false;
    const auto rank_error = [&](std::size_t where) {
        return ParseError{"rank " + std::to_string(rank + 1) + " has " + std::to_string(file) + " squares, expected 7",
                          offset + where};
    };
    const auto overflow_error = [&](std::size_t where) {
        return ParseError{"rank " + std::to_string(rank + 1) + " has more than 7 squares", offset + where};
    };
    for (std::size_t i = 0; i < board.size(); ++i) {
        const char c = board[i];
        if (c == '/') {
            if (file != board_size) return rank_error(rank_start);
            if (rank == 0) return ParseError{"board has more than 7 ranks", offset + i};
            --rank;
            file = 0;
            rank_start = i + 1;
            after_digit = false;
            continue;
        }
        if (c >= '0' && c <= '9') {
            if (after_digit)
                return ParseError{"two digits in a row in rank " + std::to_string(rank + 1) + " (write one count)",
                                  offset + i};
            if (c == '0') return ParseError{"empty-square count '0' in rank " + std::to_string(rank + 1), offset + i};
            file += c - '0';
            if (file > board_size) return overflow_error(i);
            after_digit = true;
            continue;
        }
        const auto piece = piece_from_letter(c);
        if (!piece)
            return ParseError{"unknown piece letter " + quoted(board, i) + " in rank " + std::to_string(rank + 1) +
                                  " (expected one of PSGMELCZ or psgmelcz, or a digit 1-7)",
                              offset + i};
        if (file >= board_size) return overflow_error(i);
        pos.put(make_square(file, rank), *piece);
        at[make_square(file, rank)] = offset + i;
        ++file;
        after_digit = false;
    }
    if (file != board_size) return rank_error(rank_start);
    if (rank != 0)
        return ParseError{"board has " + std::to_string(board_size - rank) + " ranks, expected 7",
                          offset + board.size()};
    return std::nullopt;
}

/// The square of the piece of `pieces` that comes `n`th (from 0) in FEN order: ranks 7 to 1, files a
/// to g. There must be more than `n`.
[[nodiscard]] constexpr Square nth_in_fen_order(Bitboard pieces, int n) noexcept {
    for (int rank = board_size - 1;; --rank) {
        Bitboard row = pieces & rank_mask(rank);
        if (count(row) > n) {
            for (; n > 0; --n) row &= row - 1;  // lowest bits are the files a..g of the rank
            return first_square(row);
        }
        n -= count(row);
    }
}

/// Checks that neither side has more pieces of a type than the start position's army. The error points
/// at the first piece too many in FEN order and names its square.
[[nodiscard]] inline std::optional<ParseError> check_piece_counts(const Position& pos, const SquareOffsets& at) {
    const auto too_many = [&](Player side, Bitboard pieces, int limit, std::string_view what) -> std::optional<ParseError> {
        const int n = count(pieces);
        if (n <= limit) return std::nullopt;
        const Square extra = nth_in_fen_order(pieces, limit);
        std::string message(color_name(side));
        message += " has ";
        message += std::to_string(n);
        message += ' ';
        message += what;
        message += " (at most ";
        message += std::to_string(limit);
        message += "): one too many on ";
        message += to_string(extra);
        return ParseError{std::move(message), at[extra]};
    };
    for (const Player side : {white, black}) {
        if (auto error = too_many(side, pos.pieces(side, PieceType::pawn) | pos.pieces(side, PieceType::superpawn),
                                  max_pieces_per_side[0], "pawns and superpawns"))
            return error;
        for (const PieceType t : all_piece_types) {
            if (t == PieceType::pawn || t == PieceType::superpawn) continue;
            if (auto error = too_many(side, pos.pieces(side, t), max_pieces_per_side[static_cast<std::size_t>(t)],
                                      std::string(name(t)) + "s"))
                return error;
        }
    }
    return std::nullopt;
}

[[nodiscard]] inline std::string castle_name(Player side) { return side == white ? "c1-e3" : "c5-e7"; }

/// "white lion on a1": a piece and its square, for a message.
[[nodiscard]] inline std::string described(Piece p, Square s) {
    std::string text(color_name(color_of(p)));
    text += ' ';
    text += name(type_of(p));
    text += " on ";
    text += to_string(s);
    return text;
}

/// Checks that a game can reach this placement: each lion stands in its own castle, except one that
/// has just flown to capture the other lion (it then stands in the enemy castle, and the game is
/// over); under rules with promotion, no pawn stands on its last rank. The first offending piece in
/// FEN order is reported, with the offset of its letter. (Messages are built by appending: g++ 12 at
/// -O3 warns falsely (-Wrestrict) on "literal" + std::string&&.)
[[nodiscard]] inline std::optional<ParseError> check_placement(const Position& pos, const SquareOffsets& at) {
    for (int rank = board_size - 1; rank >= 0; --rank)
        for (int file = 0; file < board_size; ++file) {
            const Square s = make_square(file, rank);
            const Piece p = pos.piece_at(s);
            if (p == Piece::none) continue;
            const Player side = color_of(p);
            if (type_of(p) == PieceType::lion && !contains(castle(side), s)) {
                const Bitboard enemy_lion = pos.pieces(opponent(side), PieceType::lion);
                const bool in_enemy_castle = contains(castle(opponent(side)), s);
                if (in_enemy_castle && !enemy_lion) continue;  // it flew there and captured the enemy lion
                std::string message = described(p, s);
                message += " is outside its castle (";
                message += castle_name(side);
                message += ')';
                if (in_enemy_castle) {
                    message += "; a lion enters the enemy castle only by capturing the enemy lion, which is still on ";
                    message += to_string(first_square(enemy_lion));
                }
                return ParseError{std::move(message), at[s]};
            }
            const int last_rank = side == white ? board_size - 1 : 0;
            if (type_of(p) == PieceType::pawn && rank == last_rank && promotes(pos.rules())) {
                std::string message = described(p, s);
                message += " stands on its last rank; under ";
                message += to_string(pos.rules());
                message += " rules it would have promoted to a superpawn (";
                message += letter(make_piece(side, PieceType::superpawn));
                message += ')';
                return ParseError{std::move(message), at[s]};
            }
        }
    return std::nullopt;
}

}  // namespace detail

/// Reads a FEN under `rules`. Exactly three fields separated by single spaces; each rank exactly seven
/// squares, written with piece letters and digits 1-7 (never two digits in a row, so that writing the
/// position back gives the same text); side `w` or `b`; a move number 0..999999999 without sign or
/// leading zeros; at most the start position's pieces per side; each lion in its own castle (or in
/// the enemy castle when the enemy lion is gone: it flew there to capture it); under `standard` rules
/// no pawn on its last rank (it would have promoted). Errors name the problem and its place, and quote
/// at most a short, escaped excerpt of the input.
[[nodiscard]] inline Parsed<Position> parse_fen(std::string_view text, Rules rules = Rules::standard) {
    if (text.empty()) return ParseError{"empty FEN", 0};
    std::array<std::string_view, 3> fields;
    std::array<std::size_t, 3> starts{};
    std::size_t field = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i < text.size() && text[i] != ' ') {
            if (text[i] == '\t' || text[i] == '\n' || text[i] == '\r')
                return ParseError{"unexpected whitespace character in FEN (fields are separated by single spaces)", i};
            continue;
        }
        if (i == start)
            return ParseError{i == text.size() ? "FEN ends with a space" : "empty field (two spaces in a row or a leading space)",
                              i};
        if (field == fields.size())
            return ParseError{"too many fields: expected 3 (board, side to move, move number)", start};
        fields[field] = text.substr(start, i - start);
        starts[field] = start;
        ++field;
        start = i + 1;
    }
    if (field < fields.size())
        return ParseError{"missing " + std::string(field == 1 ? "side to move" : "move number") +
                              ": expected 3 fields (board, side to move, move number)",
                          text.size()};

    Position pos(rules);
    detail::SquareOffsets at{};
    if (auto error = detail::read_board(fields[0], starts[0], pos, at)) return *error;

    if (fields[1] != "w" && fields[1] != "b") {
        std::string message = "side to move must be 'w' or 'b', not ";
        message += excerpt(fields[1]);
        return ParseError{std::move(message), starts[1]};
    }
    pos.set_side_to_move(fields[1] == "w" ? white : black);

    const std::string_view number = fields[2];
    for (std::size_t i = 0; i < number.size(); ++i)
        if (number[i] < '0' || number[i] > '9')
            return ParseError{"move number must be a non-negative integer, found " + detail::quoted(number, i),
                              starts[2] + i};
    if (number.size() > 1 && number[0] == '0') return ParseError{"move number has a leading zero", starts[2]};
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (ec != std::errc{} || end != number.data() + number.size() || value > max_move_number)
        return ParseError{"move number is too large (at most 999999999)", starts[2]};
    pos.set_move_number(static_cast<std::uint32_t>(value));

    if (auto error = detail::check_piece_counts(pos, at)) return *error;
    if (auto error = detail::check_placement(pos, at)) return *error;
    return pos;
}

/// The start position of a rule set (see start_fen_for).
[[nodiscard]] inline Position start_position(Rules rules) { return parse_fen(start_fen_for(rules), rules).value(); }

/// Writes the position as FEN; parse_fen(to_fen(p), p.rules()) gives back p.
[[nodiscard]] inline std::string to_fen(const Position& pos) {
    std::string fen;
    fen.reserve(64);
    for (int rank = board_size - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < board_size; ++file) {
            const Piece p = pos.piece_at(make_square(file, rank));
            if (p == Piece::none) {
                ++empty;
                continue;
            }
            if (empty) fen += static_cast<char>('0' + empty);
            empty = 0;
            fen += letter(p);
        }
        if (empty) fen += static_cast<char>('0' + empty);
        if (rank) fen += '/';
    }
    fen += pos.side_to_move() == white ? " w " : " b ";
    fen += std::to_string(pos.move_number());
    return fen;
}

}  // namespace gametree::congo
