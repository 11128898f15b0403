/// \file
/// A rectangular board of W files by H ranks: coordinates, square numbers and square names.
#pragma once

#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "gametree/board/step.hpp"

namespace gametree::board {

namespace detail {
/// The underlying type of an enum, or the type itself for an integer.
template <class T, bool = std::is_enum_v<T>>
struct underlying_or_self {
    using type = T;
};
template <class T>
struct underlying_or_self<T, true> {
    using type = std::underlying_type_t<T>;
};
template <class T>
using underlying_or_self_t = typename underlying_or_self<T>::type;
}  // namespace detail

/// A board of `W` files (a, b, ... from the left) and `H` ranks (1, 2, ... from the bottom), at most
/// 64 squares so that a set of them fits a bitboard. Squares are numbered rank by rank: a1 = 0, b1 = 1,
/// ..., the last square = W*H - 1; `no_square` (= W*H) stands for "off the board".
///
/// `Square` is the type a game names its squares with, usually an unscoped enum listing them
/// (`enum Square : std::uint8_t {a1, b1, ..., no_square}`), so every function here takes and returns
/// the game's own type; it defaults to a plain byte. An enum must have a fixed underlying type, and the
/// type must hold W*H: both are checked at compile time.
template <int W, int H, class Square = unsigned char>
struct Grid {
    static_assert(W >= 1 && H >= 1, "a board needs at least one file and one rank");
    static_assert(W * H <= 64, "a bitboard holds at most 64 squares");
    static_assert(W <= 26, "files are named a to z");
    static_assert(std::is_enum_v<Square> || std::is_integral_v<Square>, "a square is an enum or an integer");
    // An enum without a fixed underlying type holds only the values its enumerators' bits span: on a board
    // of 64 (or 16, 32...) squares no_square would lie outside them, which is undefined behaviour.
    // Only an enum with a fixed type can be list-initialised from its underlying type (C++17).
    static_assert(std::is_integral_v<Square> || requires { Square{std::underlying_type_t<Square>{}}; },
                  "Grid: an enum Square needs a fixed underlying type (enum Square : std::uint8_t {...}), so that "
                  "no_square = W*H is one of its values");
    static_assert(std::numeric_limits<detail::underlying_or_self_t<Square>>::max() >= W * H,
                  "Grid: the square type must hold W*H (no_square)");

    /// The game's square type, `Square`, for code that is generic over grids (bit<G>(), Squares<G>).
    using square_type = Square;
    /// The number of files, `W`.
    static constexpr int width = W;
    /// The number of ranks, `H`.
    static constexpr int height = H;
    /// The number of squares, `W * H` (at most 64).
    static constexpr int square_count = W * H;
    /// Square number `W * H`, which stands for "off the board": shifted() gives it when a step leaves the board.
    static constexpr Square no_square = static_cast<Square>(square_count);

    /// File 0..W-1 (a, b, ...) of a square.
    [[nodiscard]] static constexpr int file_of(Square s) noexcept { return static_cast<int>(s) % W; }
    /// Rank 0..H-1 (1, 2, ...) of a square.
    [[nodiscard]] static constexpr int rank_of(Square s) noexcept { return static_cast<int>(s) / W; }
    /// True when file and rank are both on the board.
    [[nodiscard]] static constexpr bool on_board(int file, int rank) noexcept {
        return file >= 0 && file < W && rank >= 0 && rank < H;
    }
    /// The square at (file, rank), both 0-based and on the board.
    [[nodiscard]] static constexpr Square square(int file, int rank) noexcept {
        return static_cast<Square>(rank * W + file);
    }
    /// The square `n` steps `d` away from `s`, or no_square when that leaves the board. From no_square
    /// (or any number off the board) it is no_square too, so that steps chained after one that left the
    /// board do not come back onto it.
    [[nodiscard]] static constexpr Square shifted(Square s, Step d, int n = 1) noexcept {
        // no_square's file and rank (0, H) lie just above the board: a step south would land on it.
        if (static_cast<unsigned>(s) >= static_cast<unsigned>(square_count)) return no_square;
        // In 64 bits: any int step taken any int number of times fits, however far off the board.
        const long long file = file_of(s) + static_cast<long long>(d.file) * n;
        const long long rank = rank_of(s) + static_cast<long long>(d.rank) * n;
        if (file < 0 || file >= W || rank < 0 || rank >= H) return no_square;
        return square(static_cast<int>(file), static_cast<int>(rank));
    }

    /// The name of a square: its file letter then its rank number, "a1" ... ("c10" on a tall board).
    [[nodiscard]] static std::string name(Square s) {
        const char file = static_cast<char>('a' + file_of(s));
        const int rank = rank_of(s) + 1;
        if (rank < 10) return {file, static_cast<char>('0' + rank)};
        return file + std::to_string(rank);
    }

    /// Reads a square name as name() writes it (a lower-case file letter, then the rank without
    /// leading zeros); nothing when the text is not the name of a square of this board.
    [[nodiscard]] static constexpr std::optional<Square> parse_square(std::string_view text) noexcept {
        if (text.size() < 2 || text[1] == '0') return std::nullopt;
        const int file = text[0] - 'a';
        int rank = 0;
        for (const char c : text.substr(1)) {
            if (c < '0' || c > '9' || rank > H) return std::nullopt;  // the bound keeps long digit runs small
            rank = rank * 10 + (c - '0');
        }
        if (!on_board(file, rank - 1)) return std::nullopt;
        return square(file, rank - 1);
    }
};

}  // namespace gametree::board
