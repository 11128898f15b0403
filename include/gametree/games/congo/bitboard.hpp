// Sets of squares as 49-bit masks, and the attack tables of the leaping pieces.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "gametree/core/player.hpp"
#include "gametree/games/congo/square.hpp"

namespace gametree::congo {

/// A set of squares: bit `s` is set when square `s` is in the set.
using Bitboard = std::uint64_t;

inline constexpr Bitboard all_squares = (Bitboard{1} << square_count) - 1;

[[nodiscard]] constexpr Bitboard bit(Square s) noexcept { return Bitboard{1} << s; }
[[nodiscard]] constexpr bool contains(Bitboard b, Square s) noexcept { return (b >> s) & 1U; }
[[nodiscard]] constexpr int count(Bitboard b) noexcept { return std::popcount(b); }
/// The lowest square of a non-empty set.
[[nodiscard]] constexpr Square first_square(Bitboard b) noexcept { return static_cast<Square>(std::countr_zero(b)); }
/// Removes and returns the lowest square of a non-empty set.
constexpr Square pop_first(Bitboard& b) noexcept {
    const Square s = first_square(b);
    b &= b - 1;
    return s;
}

[[nodiscard]] constexpr Bitboard rank_mask(int rank) noexcept {
    return Bitboard{0x7F} << (rank * board_size);
}
inline constexpr Bitboard river = rank_mask(river_rank);

namespace detail {
constexpr Bitboard castle_from_rank(int first_rank) noexcept {
    Bitboard b = 0;
    for (int r = first_rank; r < first_rank + 3; ++r)
        for (int f = 2; f <= 4; ++f) b |= bit(make_square(f, r));
    return b;
}
}  // namespace detail

/// A 3x3 castle: White's is c1-e3, Black's c5-e7.
[[nodiscard]] constexpr Bitboard castle(Player p) noexcept {
    constexpr Bitboard white_castle = detail::castle_from_rank(0);
    constexpr Bitboard black_castle = detail::castle_from_rank(4);
    return p == Player::first ? white_castle : black_castle;
}

/// Forward along ranks for a player: +1 for White (up the board), -1 for Black.
[[nodiscard]] constexpr int forward(Player p) noexcept { return p == Player::first ? 1 : -1; }

/// A step on the board as (file delta, rank delta).
struct Step {
    int file;
    int rank;
};

/// The eight directions, in a fixed order; monkey jumps are recorded as indices into it.
inline constexpr std::array<Step, 8> directions{
    {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}};

/// The square `n` steps from `s` in direction `d`, or no_square when that leaves the board.
[[nodiscard]] constexpr Square shifted(Square s, Step d, int n = 1) noexcept {
    const int f = file_of(s) + d.file * n;
    const int r = rank_of(s) + d.rank * n;
    return on_board(f, r) ? make_square(f, r) : no_square;
}

namespace detail {

template <class Pattern>
constexpr std::array<Bitboard, square_count> table_from(Pattern pattern) {
    std::array<Bitboard, square_count> t{};
    for (int s = 0; s < square_count; ++s) t[s] = pattern(static_cast<Square>(s));
    return t;
}

template <std::size_t N>
constexpr Bitboard leaps(Square s, const std::array<Step, N>& steps) {
    Bitboard b = 0;
    for (const Step d : steps)
        if (const Square t = shifted(s, d); t != no_square) b |= bit(t);
    return b;
}

}  // namespace detail

/// One step in any of the eight directions (lion, monkey step, giraffe step, crocodile step).
inline constexpr auto king_steps = detail::table_from([](Square s) { return detail::leaps(s, directions); });

/// The knight's leaps (zebra).
inline constexpr auto knight_leaps = detail::table_from([](Square s) {
    return detail::leaps(s, std::array<Step, 8>{
                                {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}});
});

/// One or two squares orthogonally (elephant; the two-square move jumps).
inline constexpr auto elephant_leaps = detail::table_from([](Square s) {
    return detail::leaps(s, std::array<Step, 8>{
                                {{0, 1}, {0, 2}, {1, 0}, {2, 0}, {0, -1}, {0, -2}, {-1, 0}, {-2, 0}}});
});

/// Exactly two squares in any of the eight directions (giraffe's jumping move or capture).
inline constexpr auto giraffe_leaps = detail::table_from([](Square s) {
    Bitboard b = 0;
    for (const Step d : directions)
        if (const Square t = shifted(s, d, 2); t != no_square) b |= bit(t);
    return b;
});

/// One step forward, straight or diagonal, for each player (pawn and superpawn advance).
inline constexpr std::array<std::array<Bitboard, square_count>, 2> pawn_advances{
    detail::table_from([](Square s) { return detail::leaps(s, std::array<Step, 3>{{{-1, 1}, {0, 1}, {1, 1}}}); }),
    detail::table_from(
        [](Square s) { return detail::leaps(s, std::array<Step, 3>{{{-1, -1}, {0, -1}, {1, -1}}}); })};

/// One step sideways (superpawn).
inline constexpr auto sideways_steps = detail::table_from(
    [](Square s) { return detail::leaps(s, std::array<Step, 2>{{{-1, 0}, {1, 0}}}); });

}  // namespace gametree::congo
