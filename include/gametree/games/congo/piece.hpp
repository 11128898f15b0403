/// \file
/// The eight Congo piece types, pieces of a colour, and their FEN letters.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "gametree/core/player.hpp"

namespace gametree::congo {

/// Piece types, in the order the course's Part 1 lists them.
enum class PieceType : std::uint8_t { pawn, superpawn, giraffe, monkey, elephant, lion, crocodile, zebra };

/// The number of piece types.
inline constexpr int piece_type_count = 8;

/// Every piece type, in PieceType's order.
inline constexpr std::array<PieceType, piece_type_count> all_piece_types{
    PieceType::pawn,     PieceType::superpawn, PieceType::giraffe,   PieceType::monkey,
    PieceType::elephant, PieceType::lion,      PieceType::crocodile, PieceType::zebra};

/// White, the first player.
inline constexpr Player white = Player::first;
/// Black, the second player.
inline constexpr Player black = Player::second;

/// A piece: a type and a colour, packed as `colour * 8 + type`; `Piece::none` marks an empty square.
enum class Piece : std::uint8_t { none = 2 * piece_type_count };

/// The piece of `color` and `type`.
[[nodiscard]] constexpr Piece make_piece(Player color, PieceType type) noexcept {
    return static_cast<Piece>(index_of(color) * piece_type_count + static_cast<int>(type));
}
/// The type of a piece (not `none`).
[[nodiscard]] constexpr PieceType type_of(Piece p) noexcept {
    return static_cast<PieceType>(static_cast<int>(p) % piece_type_count);
}
/// The side a piece (not `none`) belongs to.
[[nodiscard]] constexpr Player color_of(Piece p) noexcept {
    return static_cast<int>(p) < piece_type_count ? Player::first : Player::second;
}

/// English name as the course prints it: "pawn", "superpawn", ...
[[nodiscard]] constexpr std::string_view name(PieceType t) noexcept {
    constexpr std::array<std::string_view, piece_type_count> names{
        "pawn", "superpawn", "giraffe", "monkey", "elephant", "lion", "crocodile", "zebra"};
    return names[static_cast<std::size_t>(t)];
}

/// "white" or "black".
[[nodiscard]] constexpr std::string_view color_name(Player p) noexcept {
    return p == white ? "white" : "black";
}

/// The FEN letters of White's pieces, in PieceType's order.
inline constexpr std::string_view white_piece_letters = "PSGMELCZ";
/// The FEN letters of Black's pieces, in PieceType's order.
inline constexpr std::string_view black_piece_letters = "psgmelcz";

/// FEN letter: upper case for White, lower case for Black.
[[nodiscard]] constexpr char letter(Piece p) noexcept {
    const auto type = static_cast<std::size_t>(type_of(p));
    return color_of(p) == white ? white_piece_letters[type] : black_piece_letters[type];
}

/// The piece a FEN letter names, or nothing.
[[nodiscard]] constexpr std::optional<Piece> piece_from_letter(char c) noexcept {
    if (const auto i = white_piece_letters.find(c); i != std::string_view::npos)
        return make_piece(white, static_cast<PieceType>(i));
    if (const auto i = black_piece_letters.find(c); i != std::string_view::npos)
        return make_piece(black, static_cast<PieceType>(i));
    return std::nullopt;
}

}  // namespace gametree::congo
