// A deliberately simple Othello for cross-checking the bitboard one: a grid of cells, each direction
// walked square by square. Slow, but short enough to check by eye.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace gametree::othello::testing {

/// 0 empty, 1 the first player (X), 2 the second (O).
struct NaiveBoard {
    int n = 8;
    std::array<std::array<int, 8>, 8> cell{};  // cell[rank][file]
    int to_move = 1;

    static constexpr int steps[8][2] = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

    [[nodiscard]] bool inside(int file, int rank) const { return file >= 0 && rank >= 0 && file < n && rank < n; }

    /// The cells (file, rank) that placing on (file, rank) for `player` flips.
    [[nodiscard]] std::vector<std::array<int, 2>> flipped(int file, int rank, int player) const {
        std::vector<std::array<int, 2>> out;
        if (cell[static_cast<std::size_t>(rank)][static_cast<std::size_t>(file)] != 0) return out;
        for (const auto& s : steps) {
            std::vector<std::array<int, 2>> line;
            int f = file + s[0];
            int r = rank + s[1];
            while (inside(f, r) && cell[static_cast<std::size_t>(r)][static_cast<std::size_t>(f)] == 3 - player) {
                line.push_back({f, r});
                f += s[0];
                r += s[1];
            }
            if (!line.empty() && inside(f, r) && cell[static_cast<std::size_t>(r)][static_cast<std::size_t>(f)] == player)
                out.insert(out.end(), line.begin(), line.end());
        }
        return out;
    }

    /// The legal moves of `player`, in square order (rank 1 first, file a first).
    [[nodiscard]] std::vector<std::array<int, 2>> moves(int player) const {
        std::vector<std::array<int, 2>> out;
        for (int r = 0; r < n; ++r)
            for (int f = 0; f < n; ++f)
                if (!flipped(f, r, player).empty()) out.push_back({f, r});
        return out;
    }

    [[nodiscard]] NaiveBoard played(int file, int rank) const {
        NaiveBoard next = *this;
        for (const auto& c : flipped(file, rank, to_move))
            next.cell[static_cast<std::size_t>(c[1])][static_cast<std::size_t>(c[0])] = to_move;
        next.cell[static_cast<std::size_t>(rank)][static_cast<std::size_t>(file)] = to_move;
        next.to_move = 3 - to_move;
        return next;
    }
};

/// The N×N start: O on the lower-left and upper-right centre squares, X on the other two.
inline NaiveBoard naive_start(int n) {
    NaiveBoard b;
    b.n = n;
    const auto h = static_cast<std::size_t>(n / 2);
    b.cell[h - 1][h - 1] = 2;
    b.cell[h][h] = 2;
    b.cell[h][h - 1] = 1;
    b.cell[h - 1][h] = 1;
    return b;
}

/// Leaves `depth` plies below `b`; a player without a move passes (one ply), and a game where neither
/// player can move is a leaf.
inline std::uint64_t naive_perft(const NaiveBoard& b, int depth) {
    if (depth == 0) return 1;
    const auto moves = b.moves(b.to_move);
    if (moves.empty()) {
        if (b.moves(3 - b.to_move).empty()) return 0;
        NaiveBoard passed = b;
        passed.to_move = 3 - b.to_move;
        return naive_perft(passed, depth - 1);
    }
    std::uint64_t total = 0;
    for (const auto& m : moves) total += naive_perft(b.played(m[0], m[1]), depth - 1);
    return total;
}

}  // namespace gametree::othello::testing
