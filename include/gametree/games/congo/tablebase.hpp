/// \file
/// Congo endgame tablebases: every position with the two lions and at most one other piece, solved by
/// retrograde analysis when first needed, for either rule set.
#pragma once

#include <array>
#include <atomic>
#include <memory>
#include <mutex>
#include <optional>

#include "gametree/games/congo/movegen.hpp"
#include "gametree/games/congo/position.hpp"
#include "gametree/search/tablebase/retrograde.hpp"

namespace gametree::congo {

/// The positions with both lions in their castles, plus `extra` when it is set, either side to move.
/// Lions never leave their castles (their only way out, the flying capture, ends the game), so these
/// are all the positions of that material that a game can reach.
struct LionsEndgame {
    /// The rule set of every position of the set.
    Rules rules = Rules::standard;
    /// The one piece besides the two lions, or nothing for bare lions.
    std::optional<Piece> extra;

    /// The squares of a castle (three by three), where each lion stands.
    static constexpr std::size_t castle_squares = 9;

    /// The number of indices: two sides to move, times the squares of each lion, times the squares of
    /// `extra` when it is set. Some indices are not positions (see state()).
    [[nodiscard]] std::size_t size() const noexcept {
        return 2 * castle_squares * castle_squares * (extra ? square_count : 1);
    }

    /// The position with index `i` (below size()), or nothing when `extra` would stand on a lion's square.
    /// An `extra` that is a lion (a third lion: no game has one) or Piece::none makes no position at all.
    [[nodiscard]] std::optional<Position> state(std::size_t i) const {
        if (extra && (*extra == Piece::none || type_of(*extra) == PieceType::lion)) return std::nullopt;
        const auto side = static_cast<int>(i % 2);
        i /= 2;
        const Square white_lion = castle_square(white, i % castle_squares);
        i /= castle_squares;
        const Square black_lion = castle_square(black, i % castle_squares);
        i /= castle_squares;
        Position pos(rules);
        pos.put(white_lion, make_piece(white, PieceType::lion));
        pos.put(black_lion, make_piece(black, PieceType::lion));
        if (extra) {
            const auto s = static_cast<Square>(i);
            if (s == white_lion || s == black_lion) return std::nullopt;
            pos.put(s, *extra);
        }
        pos.set_side_to_move(side == 0 ? white : black);
        return pos;
    }

    /// The index of `pos`, or nothing when it is not in the set: other rules, other material, or a lion
    /// outside its castle.
    [[nodiscard]] std::optional<std::size_t> index(const Position& pos) const {
        if (pos.rules() != rules) return std::nullopt;
        const Bitboard lions = pos.pieces(PieceType::lion);
        const Bitboard white_lion = lions & pos.pieces(white) & castle(white);
        const Bitboard black_lion = lions & pos.pieces(black) & castle(black);
        if (!white_lion || !black_lion || count(lions) != 2) return std::nullopt;  // one lion each, no third
        const Bitboard others = pos.occupied() & ~lions;
        std::size_t piece_square = 0;
        if (extra) {
            if (count(others) != 1 || pos.piece_at(first_square(others)) != *extra) return std::nullopt;
            piece_square = first_square(others);
        } else if (others) {
            return std::nullopt;
        }
        std::size_t i = piece_square;
        i = i * castle_squares + castle_index(black, first_square(black_lion));
        i = i * castle_squares + castle_index(white, first_square(white_lion));
        return i * 2 + (pos.side_to_move() == white ? 0 : 1);
    }

private:
    static Square castle_square(Player p, std::size_t k) {
        const int first_rank = p == white ? 0 : 4;
        return make_square(2 + static_cast<int>(k % 3), first_rank + static_cast<int>(k / 3));
    }
    static std::size_t castle_index(Player p, Square s) {
        const int first_rank = p == white ? 0 : 4;
        return static_cast<std::size_t>((rank_of(s) - first_rank) * 3 + (file_of(s) - 2));
    }
};

/// Tablebases for lion + one piece against lion (either colour, any type) and bare lions, built on
/// demand the first time a position of that material is probed (about 10-40 ms each) and kept.
/// Models the engine's tablebase probe: `probe(position)` gives the exact value, or nothing when the
/// material is not covered. A probe uses the tables of the position's own rule set, so one object
/// serves games under `standard` and `wits2021` alike (no rule set to get wrong).
///
/// Built on demand, a table is built inside the search that first reaches its material, and a search
/// with a time limit spends that time building (about 0.05 s for all of a rule set's tables): a program
/// with a clock calls build() before the clock runs (`congo play --movetime` and a timed
/// congo::engine_agent do).
///
/// Copies share their tables (a table built through one is there for all, and the tables go with the
/// last copy): engines and agents given copies of one object build each table once between them.
class EndgameTablebases {
public:
    /// `rules` is the rule set whose tables table() returns; probes follow each position's rules.
    explicit EndgameTablebases(Rules rules = Rules::standard) : rules_(rules) {}

    /// The exact value of `pos` for its side to move, or nothing when it is not covered: a lion missing,
    /// more than one other piece, or a lion outside its castle (only in a hand-made position). Builds the
    /// table it needs on first use; safe to call from several threads at once, and without a lock once
    /// the table is built (threads that probe built tables never wait for each other).
    [[nodiscard]] std::optional<TablebaseValue> probe(const Position& pos) const {
        // More than three pieces (the engine asks at every node): three lowest bits cleared leave some.
        Bitboard rest = pos.occupied();
        rest &= rest - 1;
        rest &= rest - 1;
        if (rest & (rest - 1)) return std::nullopt;
        const Bitboard others = pos.occupied() & ~pos.pieces(PieceType::lion);
        if (count(pos.pieces(PieceType::lion)) != 2 || count(others) > 1) return std::nullopt;
        const std::size_t slot = others ? static_cast<std::size_t>(pos.piece_at(first_square(others))) + 1 : 0;
        const Table& table = table_for(pos.rules(), slot);
        return table.probe(pos);
    }

    /// The tables of one rule set: bare lions, and lions plus each of the 16 pieces (a lion's table,
    /// there to be asked for, holds no position).
    static constexpr std::size_t tables_per_rules = 2 * piece_type_count + 1;

    /// Builds every table of `rules` not built yet, and gives how many it built (0 when all were): so
    /// that no search, probing later, spends its time building them. About 0.05 s for a rule set on one
    /// core; safe to call from several threads, and while others probe.
    std::size_t build(Rules rules) const {
        const std::lock_guard<std::recursive_mutex> lock(storage_->building);  // no other thread builds meanwhile
        const auto missing = [&] {
            std::size_t n = 0;
            for (std::size_t i = 0; i < tables_per_rules; ++i) n += slot_of(rules, i).table == nullptr;
            return n;
        };
        const std::size_t before = missing();
        for (std::size_t i = 0; i < tables_per_rules; ++i) (void)table_for(rules, i);
        return before - missing();
    }
    /// Builds every table of the rule set given to the constructor not built yet (build(Rules)).
    std::size_t build() const { return build(rules_); }

    /// The number of tables built so far, of both rule sets (read without a lock).
    [[nodiscard]] std::size_t tables_built() const {
        std::size_t n = 0;
        for (const auto& per_rules : storage_->slots)
            for (const auto& slot : per_rules) n += slot.ready.load(std::memory_order_acquire) != nullptr;
        return n;
    }

    /// A solved table: the value of every position of one LionsEndgame.
    using Table = RetrogradeTable<Position, LionsEndgame>;
    /// The table for bare lions (no `piece`, or Piece::none) or lions plus `piece`, under the rule set
    /// given to the constructor, building it if needed. A lion's table holds no position (see LionsEndgame).
    const Table& table(std::optional<Piece> piece) const {
        return table_for(rules_, piece && *piece != Piece::none ? static_cast<std::size_t>(*piece) + 1 : 0);
    }

private:
    /// One table: built once, under the building mutex, then published through `ready` (a release store
    /// after the table is complete), which every probe reads with an acquire load and no lock.
    struct Slot {
        std::unique_ptr<Table> table;  ///< written once, under the mutex, before `ready`
        std::atomic<const Table*> ready{nullptr};
    };
    /// The tables of both rule sets, and the mutex under which they are built: shared by the copies.
    struct Storage {
        std::array<std::array<Slot, tables_per_rules>, 2> slots{};
        /// Held while a table is built. Building one probes others (a capture reaches bare lions, a
        /// promotion the superpawn's table), on the same thread: hence recursive. Those tables have less
        /// material or another piece, never the one being built, so no build waits for itself.
        std::recursive_mutex building;
    };

    [[nodiscard]] Slot& slot_of(Rules rules, std::size_t slot) const {
        return storage_->slots[rules == Rules::standard ? 0 : 1][slot];
    }

    /// The table, once built: one acquire load, no lock (probes from several threads do not serialise).
    const Table& table_for(Rules rules, std::size_t slot) const {
        if (const Table* built = slot_of(rules, slot).ready.load(std::memory_order_acquire)) [[likely]]
            return *built;
        return build_table(rules, slot);
    }

    /// Builds a missing table under the mutex (a thread that wants it meanwhile waits for it, then finds
    /// it built) and publishes it.
    const Table& build_table(Rules rules, std::size_t index) const {
        const std::lock_guard<std::recursive_mutex> lock(storage_->building);
        Slot& slot = slot_of(rules, index);
        if (!slot.table) {
            LionsEndgame domain{rules, index == 0 ? std::nullopt : std::optional<Piece>(static_cast<Piece>(index - 1))};
            // Moves that leave the table (a capture, a promotion) reach bare lions or another piece's table.
            slot.table = std::make_unique<Table>(domain, MoveGenerator{}, [this](const Position& child) { return probe(child); });
            slot.ready.store(slot.table.get(), std::memory_order_release);
        }
        return *slot.table;
    }

    Rules rules_;
    std::shared_ptr<Storage> storage_ = std::make_shared<Storage>();
};

}  // namespace gametree::congo
