/// \file
/// The board of Connect Four as bits, for any width and height: cells, columns, lines of four.
#pragma once

#include <array>
#include <cstddef>

#include "gametree/board/bitboard.hpp"
#include "gametree/board/grid.hpp"

namespace gametree::connect_four {

/// A set of cells, one bit per cell (see Geometry for the layout).
using Bitboard = board::Bitboard;

/// The number of cells in `b`.
using board::count;

/// The board of `Width` columns (named a, b, ... from the left) and `Height` rows, as bitboards.
///
/// Column c, row r (row 0 at the bottom) is bit `c * (Height + 1) + r`: each column takes Height + 1
/// bits, the top one of which never holds a stone. That spare bit stops every line at the edge of the
/// board, so the lines of four are found with a few shifts in each of the four directions, and adding
/// the bottom row to the occupied cells gives each column's next free cell. The board must fit in 64
/// bits (Width * (Height + 1) <= 64) and have at most 26 columns.
template <int Width, int Height>
struct Geometry {
    static_assert(Width >= 1 && Height >= 1, "a board needs at least one column and one row");
    static_assert(Width * (Height + 1) <= 64, "Width * (Height + 1) must not exceed 64 bits");
    static_assert(Width <= 26, "columns are named a to z");

    /// The number of columns.
    static constexpr int width = Width;
    /// The number of rows.
    static constexpr int height = Height;
    /// The number of cells: a game that fills them all without a four is drawn.
    static constexpr int cell_count = Width * Height;
    /// Bits per column: the rows and the spare bit above them.
    static constexpr int stride = Height + 1;

    /// The cell in `column` and `row`.
    [[nodiscard]] static constexpr Bitboard cell(int column, int row) noexcept {
        return Bitboard{1} << (column * stride + row);
    }

    /// The bottom cell of every column.
    static constexpr Bitboard bottom_row = [] {
        Bitboard b = 0;
        for (int c = 0; c < Width; ++c) b |= cell(c, 0);
        return b;
    }();

    /// Every cell of the board (no spare bits).
    static constexpr Bitboard all_cells = bottom_row * ((Bitboard{1} << Height) - 1);

    /// The cells of `column`.
    [[nodiscard]] static constexpr Bitboard column_cells(int column) noexcept {
        return ((Bitboard{1} << Height) - 1) << (column * stride);
    }

    /// The top cell of `column`: the column is full when it is occupied.
    [[nodiscard]] static constexpr Bitboard top_cell(int column) noexcept { return cell(column, Height - 1); }

    /// True when `stones` hold four cells in a row: vertically, horizontally or diagonally.
    [[nodiscard]] static constexpr bool four_in_a_row(Bitboard stones) noexcept {
        for (const int d : directions) {
            const Bitboard pairs = stones & board::shr(stones, d);
            if (pairs & board::shr(pairs, 2 * d)) return true;
        }
        return false;
    }

    /// The cells that would give `stones` four in a row: the cell that completes each line of four in
    /// which `stones` hold the other three. Vertically only the cell above three stones counts: in a
    /// game the cells below a stone are never free. Some of these cells may be occupied; intersected
    /// with the free cells they are a player's threats.
    [[nodiscard]] static constexpr Bitboard completing_cells(Bitboard stones) noexcept {
        using board::shl;  // shifts that give 0 when a line is longer than the board is wide
        using board::shr;
        // Vertically only a stone on top of three can complete a line.
        Bitboard r = shl(stones, 1) & shl(stones, 2) & shl(stones, 3);
        for (const int d : {stride, stride - 1, stride + 1}) {
            Bitboard two = shl(stones, d) & shl(stones, 2 * d);  // the two cells on one side
            r |= two & shl(stones, 3 * d);                          // ...and a third further on
            r |= two & shr(stones, d);                              // ...and one on the other side
            two = shr(stones, d) & shr(stones, 2 * d);
            r |= two & shl(stones, d);
            r |= two & shr(stones, 3 * d);
        }
        return r & all_cells;
    }

    /// The columns in the order moves are listed: nearest the centre first, the left one of two
    /// equally near first. Good moves in Connect Four tend to be central, which helps alpha-beta.
    static constexpr std::array<int, static_cast<std::size_t>(Width)> column_order = [] {
        std::array<int, static_cast<std::size_t>(Width)> order{};
        int n = 0;
        for (int distance = 0; distance <= Width; ++distance)
            for (int c = 0; c < Width; ++c) {
                const int twice = 2 * c - (Width - 1);
                if ((twice < 0 ? -twice : twice) == distance) order[static_cast<std::size_t>(n++)] = c;
            }
        return order;
    }();

    /// How many lines of four on the board pass through each cell: 0 when the board is too small for
    /// any line, up to 16 on large boards (4 directions, 4 placements each). `weight_bits[k]` is the set
    /// of cells whose count has bit k set, so a set's total is the sum of 2^k * count(set & weight_bits[k]).
    static constexpr std::array<Bitboard, 5> weight_bits = [] {
        std::array<Bitboard, 5> bits{};
        constexpr int steps[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int c = 0; c < Width; ++c)
            for (int r = 0; r < Height; ++r) {
                int lines = 0;
                for (const auto& step : steps)
                    for (int start = -3; start <= 0; ++start) {
                        bool fits = true;
                        for (int i = start; i < start + 4; ++i)
                            fits = fits && board::Grid<Width, Height>::on_board(c + i * step[0], r + i * step[1]);
                        lines += fits ? 1 : 0;
                    }
                for (int k = 0; k < 5; ++k)
                    if (lines & (1 << k)) bits[static_cast<std::size_t>(k)] |= cell(c, r);
            }
        return bits;
    }();

    /// The sum over `stones` of each cell's number of lines of four.
    [[nodiscard]] static constexpr int line_weight(Bitboard stones) noexcept {
        int total = 0;
        for (int k = 0; k < 5; ++k) total += count(stones & weight_bits[static_cast<std::size_t>(k)]) << k;
        return total;
    }

private:
    /// Bit distances of a step up, right, up-right and down-right.
    static constexpr std::array<int, 4> directions{1, stride, stride + 1, stride - 1};
};

}  // namespace gametree::connect_four
