// A deliberately naive Connect Four, written independently of the library's bitboards, to cross-check
// it: the board is a 2-D array of cells, a stone falls by scanning its column from the bottom, and a
// win is found by looking at every line of four on the whole board after each move. It is slow and
// obviously right; the tests compare perft, position counts and solved values with it.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace gametree::connect_four::testing {

/// A position of the naive game on a board of runtime size (up to 16 x 16).
struct NaiveBoard {
    int width = 7;
    int height = 6;
    /// cells[column][row], row 0 at the bottom: 0 empty, 1 first player, 2 second player.
    std::array<std::array<int, 16>, 16> cells{};
    int to_move = 1;
    /// 0 while the game goes on, 1 or 2 for the winner, 3 for a draw.
    int result = 0;
    int stones = 0;

    NaiveBoard(int w, int h) : width(w), height(h) {}

    [[nodiscard]] bool can_drop(int column) const { return result == 0 && cells[column][height - 1] == 0; }

    /// The board after the side to move drops a stone into `column` (which must have room).
    [[nodiscard]] NaiveBoard dropped(int column) const {
        NaiveBoard next = *this;
        int row = 0;
        while (next.cells[column][row] != 0) ++row;
        next.cells[column][row] = to_move;
        ++next.stones;
        next.to_move = 3 - to_move;
        if (next.someone_has_four(to_move)) next.result = to_move;
        else if (next.stones == width * height) next.result = 3;
        return next;
    }

    /// Scans every line of four on the board, in every direction, for four stones of `player`.
    [[nodiscard]] bool someone_has_four(int player) const {
        const int steps[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int c = 0; c < width; ++c)
            for (int r = 0; r < height; ++r)
                for (const auto& step : steps) {
                    int run = 0;
                    for (int i = 0; i < 4; ++i) {
                        const int cc = c + i * step[0];
                        const int rr = r + i * step[1];
                        if (cc < 0 || cc >= width || rr < 0 || rr >= height || cells[cc][rr] != player) break;
                        ++run;
                    }
                    if (run == 4) return true;
                }
        return false;
    }

    /// The cells as text, column by column: a key for sets and maps.
    [[nodiscard]] std::string text() const {
        std::string s;
        for (int c = 0; c < width; ++c)
            for (int r = 0; r < height; ++r) s += static_cast<char>('0' + cells[c][r]);
        return s;
    }
};

/// The number of move sequences of length `depth` from `board`, a finished game ending a sequence early
/// (the same convention as gametree::perft).
inline std::uint64_t naive_perft(const NaiveBoard& board, int depth) {
    if (depth == 0) return 1;
    std::uint64_t total = 0;
    for (int c = 0; c < board.width; ++c)
        if (board.can_drop(c)) total += naive_perft(board.dropped(c), depth - 1);
    return total;
}

/// The number of distinct positions after exactly `plies` moves from the empty board, for each
/// `plies` from 1 to `max_plies` (element 0 is for one ply).
inline std::vector<std::uint64_t> naive_position_counts(int width, int height, int max_plies) {
    std::vector<std::uint64_t> counts;
    std::vector<NaiveBoard> layer{NaiveBoard(width, height)};
    for (int ply = 1; ply <= max_plies; ++ply) {
        std::vector<NaiveBoard> next;
        std::unordered_set<std::string> seen;
        for (const NaiveBoard& b : layer)
            for (int c = 0; c < width; ++c)
                if (b.can_drop(c)) {
                    NaiveBoard child = b.dropped(c);
                    if (seen.insert(child.text()).second) next.push_back(child);
                }
        counts.push_back(next.size());
        layer = std::move(next);
    }
    return counts;
}

/// The game's value for the side to move under perfect play, by exhaustive minimax over every
/// position (remembered, so that each is solved once): 1 a win, 0 a draw, -1 a loss.
inline int naive_solve(const NaiveBoard& board, std::unordered_map<std::string, int>& memo) {
    if (board.result == 3) return 0;
    if (board.result != 0) return board.result == board.to_move ? 1 : -1;
    const std::string key = board.text();
    if (const auto it = memo.find(key); it != memo.end()) return it->second;
    int best = -1;
    for (int c = 0; c < board.width && best < 1; ++c)
        if (board.can_drop(c)) {
            const int value = -naive_solve(board.dropped(c), memo);
            if (value > best) best = value;
        }
    memo.emplace(key, best);
    return best;
}

}  // namespace gametree::connect_four::testing
