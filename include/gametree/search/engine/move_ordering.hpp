/// \file
/// Move ordering for the engine: killer moves per ply and a history table, plus the order in which
/// a node tries its moves.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "gametree/core/assert.hpp"
#include "gametree/core/score.hpp"

namespace gametree {

/// Two quiet moves per ply that caused a cut-off recently: tried early at the same ply elsewhere.
template <class Move>
class KillerTable {
public:
    /// Forgets every killer.
    void clear() {
        for (auto& k : slots_) k.count = 0;
    }
    /// Makes `m`, a quiet move that caused a cut-off at `ply` (0 to max_ply), the newest killer there; the
    /// newest before it (unless it is `m`) becomes the older one.
    void add(int ply, const Move& m) {
        GAMETREE_ASSERT(ply >= 0 && ply <= max_ply, "killer ply out of range");
        auto& k = slots_[static_cast<std::size_t>(ply)];
        if (k.count > 0 && k.moves[0] == m) return;
        k.moves[1] = k.moves[0];
        k.moves[0] = m;
        if (k.count < 2) ++k.count;
    }
    /// 2 for the newest killer of `ply`, 1 for the older, 0 otherwise.
    [[nodiscard]] int rank(int ply, const Move& m) const {
        GAMETREE_ASSERT(ply >= 0 && ply <= max_ply, "killer ply out of range");
        const auto& k = slots_[static_cast<std::size_t>(ply)];
        if (k.count > 0 && k.moves[0] == m) return 2;
        if (k.count > 1 && k.moves[1] == m) return 1;
        return 0;
    }

private:
    struct Slot {
        std::array<Move, 2> moves{};
        int count = 0;
    };
    std::array<Slot, max_ply + 1> slots_{};
};

/// How often each (side, move index) caused a cut-off, weighted by depth squared, and (when the engine
/// is asked to: EngineOptions::history_malus) how often it was tried before the move that did; aged
/// between searches.
class HistoryTable {
public:
    /// Makes room for `moves_per_side` move indices (the generator's history_size) for each side, every value 0.
    void resize(std::size_t moves_per_side) { table_.assign(2 * moves_per_side, 0); per_side_ = moves_per_side; }
    /// Sets every value back to 0.
    void clear() { std::fill(table_.begin(), table_.end(), 0); }
    /// Halves every entry, so that the new search's experience counts more.
    void age() {
        for (auto& v : table_) v /= 2;
    }
    /// A cut-off at `depth`: depth squared more, up to +limit.
    void reward(int side, std::size_t index, int depth) {
        auto& v = at(side, index);
        v = std::min<std::int32_t>(v + depth * depth, limit);
    }
    /// Tried before the move that cut off at `depth`, without cutting off itself: depth squared less,
    /// down to -limit.
    void penalize(int side, std::size_t index, int depth) {
        auto& v = at(side, index);
        v = std::max<std::int32_t>(v - depth * depth, -limit);
    }
    /// The value of move index `index` for `side` (0 or 1): higher for moves that caused more cut-offs; 0
    /// while the table has no room.
    [[nodiscard]] std::int32_t value(int side, std::size_t index) const {
        GAMETREE_ASSERT(table_.empty() || (side >= 0 && side < 2 && index < per_side_),
                        "history index out of range (history_index() >= history_size?)");
        return table_.empty() ? 0 : table_[static_cast<std::size_t>(side) * per_side_ + index];
    }
    /// History values stay within +-limit, under the ordering ranks of killers and captures.
    static constexpr std::int32_t limit = 1 << 20;

private:
    std::int32_t& at(int side, std::size_t index) {
        GAMETREE_ASSERT(side >= 0 && side < 2 && index < per_side_, "history index out of range (history_index() >= history_size?)");
        return table_[static_cast<std::size_t>(side) * per_side_ + index];
    }

    std::vector<std::int32_t> table_;
    std::size_t per_side_ = 0;
};

/// Ordering ranks: the table's move first, then captures by the game's ranking, killers, then history.
namespace ordering {
/// The transposition table's move: above every other rank.
inline constexpr std::int64_t tt_move = std::int64_t{1} << 60;
/// A ranked move (a capture): this plus the game's rank of the move.
inline constexpr std::int64_t capture = std::int64_t{1} << 40;
/// A killer: this plus 2 for the newest, 1 for the older; quiet moves rank below it (by history).
inline constexpr std::int64_t killer = std::int64_t{1} << 30;
}  // namespace ordering

}  // namespace gametree
