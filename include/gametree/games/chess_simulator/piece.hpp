/// \file
/// The 32 pieces of the simulator, each with its own name: White's ki qu r1 r2 b1 b2 n1 n2 p1..p8 and
/// Black's KI QU R1 R2 B1 B2 N1 N2 P1..P8.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "gametree/core/player.hpp"

namespace gametree::chess_simulator {

/// White, the first player.
inline constexpr Player white = Player::first;
/// Black, the second player.
inline constexpr Player black = Player::second;

/// "white" or "black".
[[nodiscard]] constexpr std::string_view color_name(Player p) noexcept { return p == white ? "white" : "black"; }

/// What a piece is and so how it moves.
enum class PieceKind : std::uint8_t { king, queen, rook, bishop, knight, pawn };

/// The number of piece kinds.
inline constexpr int piece_kind_count = 6;

/// How many pieces a side has, and so how many names: a king, a queen, two rooks, bishops and knights,
/// eight pawns.
inline constexpr int pieces_per_side = 16;
/// The number of pieces of both sides, and so of Piece values other than `none`.
inline constexpr int piece_count = 2 * pieces_per_side;

// clang-format off
/// Every piece by its name: a piece is one particular man, not a kind of man, since the simulator's
/// commands name them ("move r2 g2"). White's slots 0..15, then Black's in the same order.
/// `Piece::none` marks an empty square.
enum class Piece : std::uint8_t {
    ki, qu, r1, r2, b1, b2, n1, n2, p1, p2, p3, p4, p5, p6, p7, p8,
    KI, QU, R1, R2, B1, B2, N1, N2, P1, P2, P3, P4, P5, P6, P7, P8,
    none
};
// clang-format on

/// The piece in slot 0..15 of `color` (0 king, 1 queen, 2-3 rooks, 4-5 bishops, 6-7 knights, 8-15 pawns).
[[nodiscard]] constexpr Piece make_piece(Player color, int slot) noexcept {
    return static_cast<Piece>(index_of(color) * pieces_per_side + slot);
}
/// The slot 0..15 of a piece within its side.
[[nodiscard]] constexpr int slot_of(Piece p) noexcept { return static_cast<int>(p) % pieces_per_side; }
/// The side a piece (not `none`) belongs to.
[[nodiscard]] constexpr Player color_of(Piece p) noexcept {
    return static_cast<int>(p) < pieces_per_side ? white : black;
}
/// What kind of piece `p` (not `none`) is.
[[nodiscard]] constexpr PieceKind kind_of(Piece p) noexcept {
    constexpr std::array<PieceKind, pieces_per_side> kinds{
        PieceKind::king,   PieceKind::queen,  PieceKind::rook, PieceKind::rook, PieceKind::bishop, PieceKind::bishop,
        PieceKind::knight, PieceKind::knight, PieceKind::pawn, PieceKind::pawn, PieceKind::pawn,   PieceKind::pawn,
        PieceKind::pawn,   PieceKind::pawn,   PieceKind::pawn, PieceKind::pawn};
    return kinds[static_cast<std::size_t>(slot_of(p))];
}

/// The first slot of a kind; a side's pieces of one kind fill consecutive slots (r1 then r2).
[[nodiscard]] constexpr int first_slot(PieceKind k) noexcept {
    constexpr std::array<int, piece_kind_count> first{0, 1, 2, 4, 6, 8};
    return first[static_cast<std::size_t>(k)];
}
/// How many pieces of a kind a side has.
[[nodiscard]] constexpr int pieces_of_kind(PieceKind k) noexcept {
    constexpr std::array<int, piece_kind_count> counts{1, 1, 2, 2, 2, 8};
    return counts[static_cast<std::size_t>(k)];
}

/// The king of `color`.
[[nodiscard]] constexpr Piece king_of(Player color) noexcept { return make_piece(color, 0); }

namespace detail {
inline constexpr std::string_view piece_names = "kiqur1r2b1b2n1n2p1p2p3p4p5p6p7p8KIQUR1R2B1B2N1N2P1P2P3P4P5P6P7P8";
}  // namespace detail

/// The piece's two-character name: "ki", "r2", "p5" for White, "KI", "R2", "P5" for Black.
[[nodiscard]] constexpr std::string_view name(Piece p) noexcept {
    return detail::piece_names.substr(2 * static_cast<std::size_t>(p), 2);
}

/// The piece a name stands for (case matters: "p1" is White's, "P1" Black's); nothing if it is none.
[[nodiscard]] constexpr std::optional<Piece> parse_piece(std::string_view text) noexcept {
    if (text.size() != 2) return std::nullopt;
    for (int i = 0; i < piece_count; ++i)
        if (detail::piece_names.substr(2 * static_cast<std::size_t>(i), 2) == text) return static_cast<Piece>(i);
    return std::nullopt;
}

}  // namespace gametree::chess_simulator
