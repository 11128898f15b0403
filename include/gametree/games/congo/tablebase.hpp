/// \file
/// Congo endgame tablebases: every position with the two lions and at most one other piece, solved by
/// retrograde analysis when first needed, for either rule set.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <utility>

#include "gametree/core/exceptions.hpp"
#include "gametree/games/congo/movegen.hpp"
#include "gametree/games/congo/position.hpp"
#include "gametree/search/tablebase/retrograde.hpp"

namespace gametree::congo {

namespace detail {
/// The squares of a castle (three by three).
inline constexpr std::size_t castle_square_count = 9;
/// The square of `p`'s castle (three files by three ranks) numbered `k` (0-8, rank by rank).
[[nodiscard]] inline Square castle_square(Player p, std::size_t k) {
    const int first_rank = p == white ? 0 : 4;
    return make_square(2 + static_cast<int>(k % 3), first_rank + static_cast<int>(k / 3));
}
/// The number (0-8) of square `s` of `p`'s castle.
[[nodiscard]] inline std::size_t castle_index(Player p, Square s) {
    const int first_rank = p == white ? 0 : 4;
    return static_cast<std::size_t>((rank_of(s) - first_rank) * 3 + (file_of(s) - 2));
}

/// What the lowest digits of a tablebase index say: the side to move and the lions' squares (one in
/// each castle); `rest` is the index of the other pieces' squares.
struct LionsAndRest {
    Player side;
    Square white_lion;
    Square black_lion;
    std::size_t rest;
};
/// Splits index `i` of a table of lions and other pieces (LionsEndgame, LionsPairEndgame).
[[nodiscard]] inline LionsAndRest split_index(std::size_t i) {
    const Player side = i % 2 == 0 ? white : black;
    i /= 2;
    const Square white_lion = castle_square(white, i % castle_square_count);
    i /= castle_square_count;
    const Square black_lion = castle_square(black, i % castle_square_count);
    return {side, white_lion, black_lion, i / castle_square_count};
}
/// The position of `rules` with the two lions and the side to move of `l`, no other piece yet.
[[nodiscard]] inline Position lions_position(Rules rules, const LionsAndRest& l) {
    Position pos(rules);
    pos.put(l.white_lion, make_piece(white, PieceType::lion));
    pos.put(l.black_lion, make_piece(black, PieceType::lion));
    pos.set_side_to_move(l.side);
    return pos;
}
/// The lions of `pos` when it has one for each side, each in its castle, and no third; else nothing.
[[nodiscard]] inline std::optional<std::pair<Square, Square>> lions_in_castles(const Position& pos) {
    const Bitboard lions = pos.pieces(PieceType::lion);
    const Bitboard white_lion = lions & pos.pieces(white) & castle(white);
    const Bitboard black_lion = lions & pos.pieces(black) & castle(black);
    if (!white_lion || !black_lion || count(lions) != 2) return std::nullopt;  // one lion each, no third
    return std::pair{first_square(white_lion), first_square(black_lion)};
}
/// The index of `pos`, whose lions are `lions` (lions_in_castles), with `rest` the index of its other
/// pieces' squares: the inverse of split_index.
[[nodiscard]] inline std::size_t join_index(const Position& pos, std::pair<Square, Square> lions, std::size_t rest) {
    std::size_t i = rest;
    i = i * castle_square_count + castle_index(black, lions.second);
    i = i * castle_square_count + castle_index(white, lions.first);
    return i * 2 + (pos.side_to_move() == white ? 0 : 1);
}

/// The number of lions plus pieces `a` and `b` (not Piece::none) among the tables of four pieces: the
/// pairs in order, the lower piece first, from 0 for two white pawns.
[[nodiscard]] constexpr std::size_t pair_slot(Piece a, Piece b) noexcept {
    auto low = static_cast<std::size_t>(a);
    auto high = static_cast<std::size_t>(b);
    if (high < low) std::swap(low, high);
    constexpr std::size_t n = 2 * piece_type_count;
    return low * (2 * n - low + 1) / 2 + (high - low);
}
static_assert(pair_slot(static_cast<Piece>(2 * piece_type_count - 1), static_cast<Piece>(2 * piece_type_count - 1)) ==
              2 * piece_type_count * (2 * piece_type_count + 1) / 2 - 1);  // the last of the pairs
}  // namespace detail

/// The positions with both lions in their castles, plus `extra` when it is set, either side to move.
/// Lions never leave their castles (their only way out, the flying capture, ends the game), so these
/// are all the positions of that material that a game can reach.
struct LionsEndgame {
    /// The rule set of every position of the set.
    Rules rules = Rules::standard;
    /// The one piece besides the two lions, or nothing for bare lions.
    std::optional<Piece> extra;

    /// The squares of a castle (three by three), where each lion stands.
    static constexpr std::size_t castle_squares = detail::castle_square_count;

    /// The number of indices: two sides to move, times the squares of each lion, times the squares of
    /// `extra` when it is set. Some indices are not positions (see state()).
    [[nodiscard]] std::size_t size() const noexcept {
        return 2 * castle_squares * castle_squares * (extra ? square_count : 1);
    }

    /// The position with index `i` (below size()), or nothing when `extra` would stand on a lion's square.
    /// An `extra` that is a lion (a third lion: no game has one) or Piece::none makes no position at all.
    [[nodiscard]] std::optional<Position> state(std::size_t i) const {
        if (extra && (*extra == Piece::none || type_of(*extra) == PieceType::lion)) return std::nullopt;
        const detail::LionsAndRest l = detail::split_index(i);
        Position pos = detail::lions_position(rules, l);
        if (extra) {
            const auto s = static_cast<Square>(l.rest);
            if (s == l.white_lion || s == l.black_lion) return std::nullopt;
            pos.put(s, *extra);
        }
        return pos;
    }

    /// The index of `pos`, or nothing when it is not in the set: other rules, other material, or a lion
    /// outside its castle.
    [[nodiscard]] std::optional<std::size_t> index(const Position& pos) const {
        if (pos.rules() != rules) return std::nullopt;
        const auto lions = detail::lions_in_castles(pos);
        if (!lions) return std::nullopt;
        const Bitboard others = pos.occupied() & ~pos.pieces(PieceType::lion);
        std::size_t piece_square = 0;
        if (extra) {
            if (count(others) != 1 || pos.piece_at(first_square(others)) != *extra) return std::nullopt;
            piece_square = first_square(others);
        } else if (others) {
            return std::nullopt;
        }
        return detail::join_index(pos, *lions, piece_square);
    }
};

/// The positions with both lions in their castles and two more pieces, `first` and `second`, either side
/// to move: lion and two pieces against lion, or lion and piece against lion and piece. The two may be
/// the same piece (two white pawns): each position then has one index, `first` on the lower square.
struct LionsPairEndgame {
    /// The rule set of every position of the set.
    Rules rules = Rules::standard;
    /// One of the pieces besides the two lions (the two in either order). A lion (a third lion: no game
    /// has one) or Piece::none makes no position at all.
    Piece first = Piece::none;
    /// The other piece besides the two lions, as `first`.
    Piece second = Piece::none;

    /// The squares of a castle (three by three), where each lion stands.
    static constexpr std::size_t castle_squares = detail::castle_square_count;

    /// The number of indices: two sides to move, times the squares of each lion, times those of each of
    /// the two pieces. Some indices are not positions (see state()).
    [[nodiscard]] static constexpr std::size_t size() noexcept {
        return 2 * castle_squares * castle_squares * square_count * square_count;
    }

    /// The position with index `i` (below size()), or nothing when a piece would stand on another's
    /// square, or, for the same piece twice, `first` on the higher square of the two.
    [[nodiscard]] std::optional<Position> state(std::size_t i) const {
        for (const Piece p : {first, second})
            if (p == Piece::none || type_of(p) == PieceType::lion) return std::nullopt;
        const detail::LionsAndRest l = detail::split_index(i);
        const auto s = static_cast<Square>(l.rest % square_count);
        const auto t = static_cast<Square>(l.rest / square_count);
        if (s == l.white_lion || s == l.black_lion || t == l.white_lion || t == l.black_lion || s == t) return std::nullopt;
        if (first == second && t < s) return std::nullopt;
        Position pos = detail::lions_position(rules, l);
        pos.put(s, first);
        pos.put(t, second);
        return pos;
    }

    /// The index of `pos`, or nothing when it is not in the set: other rules, other material, or a lion
    /// outside its castle.
    [[nodiscard]] std::optional<std::size_t> index(const Position& pos) const {
        if (pos.rules() != rules) return std::nullopt;
        const auto lions = detail::lions_in_castles(pos);
        if (!lions) return std::nullopt;
        Bitboard others = pos.occupied() & ~pos.pieces(PieceType::lion);
        if (count(others) != 2) return std::nullopt;
        const Square low = first_square(others);
        others &= others - 1;
        const Square high = first_square(others);
        // `first`'s square, then `second`'s: the lower one first when they are the same piece.
        std::size_t i = 0;
        if (pos.piece_at(low) == first && pos.piece_at(high) == second) i = std::size_t{high} * square_count + low;
        else if (pos.piece_at(low) == second && pos.piece_at(high) == first) i = std::size_t{low} * square_count + high;
        else return std::nullopt;
        return detail::join_index(pos, *lions, i);
    }
};

/// How many pieces, the two lions included, the positions an EndgameTablebases covers may have.
enum class TablebasePieces : std::uint8_t {
    /// Lion and one piece against lion, and bare lions: 17 tables a rule set, about 0.05 s for all.
    three = 3,
    /// Also lion and two pieces against lion, and lion and piece against lion and piece: 136 tables a
    /// rule set (95 of material a game can have: one piece of a kind a side, but pawns and superpawns)
    /// of up to 350,244 positions, each built in 0.1-0.45 s into 3.5 MB when a position of its material
    /// is first probed.
    four = 4,
};

/// Tablebases for lion + one piece against lion (either colour, any type) and bare lions, and, asked for
/// (TablebasePieces::four), lion + two pieces against lion and lion + piece against lion + piece, built
/// on demand the first time a position of that material is probed and kept. Models the engine's
/// tablebase probe: `probe(position)` gives the exact value, or nothing when the material is not
/// covered. A probe uses the tables of the position's own rule set, so one object serves games under
/// `standard` and `wits2021` alike (no rule set to get wrong).
///
/// Built on demand, a table is built inside the search that first reaches its material, and a search
/// with a time limit spends that time building (about 0.05 s for all of a rule set's tables of three
/// pieces, 0.1-0.45 s for one of four): a program with a clock calls build() before the clock runs
/// (`congo play --movetime` and a timed congo::engine_agent do), or build(position) for the tables of
/// four pieces a position needs (`congo analyse` does).
///
/// Copies share their tables (a table built through one is there for all, and the tables go with the
/// last copy): engines and agents given copies of one object build each table once between them.
class EndgameTablebases {
public:
    /// `rules` is the rule set whose tables table() and build() give; probes follow each position's rules.
    /// `pieces`: the most pieces a covered position has, lions included.
    explicit EndgameTablebases(Rules rules = Rules::standard, TablebasePieces pieces = TablebasePieces::three)
        : rules_(rules), pieces_(pieces) {}

    /// The exact value of `pos` for its side to move, or nothing when it is not covered: a lion missing,
    /// more pieces than pieces() allows, or a lion outside its castle (only in a hand-made position).
    /// Builds the table it needs on first use; safe to call from several threads at once, and without a
    /// lock once the table is built (threads that probe built tables never wait for each other).
    [[nodiscard]] std::optional<TablebaseValue> probe(const Position& pos) const {
        const auto w = where(pos, pieces_);
        return w ? probe_in(pos, *w) : std::nullopt;
    }

    /// The most pieces, lions included, of a position this object's probes cover.
    [[nodiscard]] TablebasePieces pieces() const noexcept { return pieces_; }
    /// A copy that covers positions of at most `pieces` pieces, sharing this object's tables (built and
    /// yet to be built), as every copy does: a program switches to the tables of four without building
    /// those of three again.
    [[nodiscard]] EndgameTablebases with_pieces(TablebasePieces pieces) const {
        EndgameTablebases copy = *this;
        copy.pieces_ = pieces;
        return copy;
    }

    /// The tables of one rule set of at most three pieces: bare lions, and lions plus each of the 16
    /// pieces (a lion's table, there to be asked for, holds no position).
    static constexpr std::size_t tables_per_rules = 2 * piece_type_count + 1;
    /// The tables of one rule set of four pieces: lions plus each pair of the 16 pieces, a piece paired
    /// with itself included (those with a lion hold no position).
    static constexpr std::size_t four_piece_tables_per_rules = 2 * piece_type_count * (2 * piece_type_count + 1) / 2;

    /// Builds every table of three pieces of `rules` not built yet, and gives how many it built (0 when
    /// all were): so that no search, probing later, spends its time building them. About 0.05 s for a
    /// rule set on one core; safe to call from several threads, and while others probe. The tables of
    /// four pieces, 136 of them, are built one by one as build(position) or a probe needs them.
    std::size_t build(Rules rules) const {
        const std::lock_guard<std::recursive_mutex> lock(storage_->building);  // no other thread builds meanwhile
        const std::size_t before = tables_built();
        for (std::size_t i = 0; i < tables_per_rules; ++i) (void)table_for(rules, i);
        return tables_built() - before;
    }
    /// Builds every table of three pieces of the rule set given to the constructor not built yet (build(Rules)).
    std::size_t build() const { return build(rules_); }
    /// Builds the table that probing `pos` needs, and those its moves lead to (a capture, a promotion),
    /// when it is covered, and gives how many it built (0 when they were built, or `pos` is not covered):
    /// what a program with a clock does for the position it is given, so that a search from there
    /// builds nothing.
    std::size_t build(const Position& pos) const {
        const auto w = where(pos, pieces_);
        if (!w) return 0;
        const std::lock_guard<std::recursive_mutex> lock(storage_->building);
        const std::size_t before = tables_built();
        (void)probe_in(pos, *w);
        return tables_built() - before;
    }

    /// The number of tables built so far, of both rule sets (read without a lock).
    [[nodiscard]] std::size_t tables_built() const {
        std::size_t n = 0;
        for (const auto& per_rules : storage_->slots)
            for (const auto& slot : per_rules) n += slot.ready.load(std::memory_order_acquire) != nullptr;
        for (const auto& per_rules : storage_->pair_slots)
            for (const auto& slot : per_rules) n += slot.ready.load(std::memory_order_acquire) != nullptr;
        return n;
    }

    /// A solved table: the value of every position of one LionsEndgame.
    using Table = RetrogradeTable<Position, LionsEndgame>;
    /// A solved table of four pieces: the value of every position of one LionsPairEndgame.
    using PairTable = RetrogradeTable<Position, LionsPairEndgame>;
    /// The table for bare lions (no `piece`, or Piece::none) or lions plus `piece`, under the rule set
    /// given to the constructor, building it if needed. A lion's table holds no position (see LionsEndgame).
    const Table& table(std::optional<Piece> piece) const {
        return table_for(rules_, slot_of(piece.value_or(Piece::none)));
    }
    /// The table for lions plus `a` and `b` (in either order; whatever pieces() says), under the rule set
    /// given to the constructor, building it if needed. A table with a lion holds no position.
    /// Throws std::invalid_argument for Piece::none: table(piece) gives the tables of fewer pieces.
    const PairTable& table(Piece a, Piece b) const {
        if (a == Piece::none || b == Piece::none)
            gametree::detail::raise(std::invalid_argument("EndgameTablebases::table(a, b): Piece::none is not a piece of a table of four "
                                        "(table(piece) gives those of three)"));
        return pair_table_for(rules_, a, b);
    }

private:
    /// One table: built once, under the building mutex, then published through `ready` (a release store
    /// after the table is complete), which every probe reads with an acquire load and no lock.
    template <class T>
    struct Slot {
        std::unique_ptr<T> table;  ///< written once, under the mutex, before `ready`
        std::atomic<const T*> ready{nullptr};
    };
    /// The tables of both rule sets, and the mutex under which they are built: shared by the copies.
    struct Storage {
        std::array<std::array<Slot<Table>, tables_per_rules>, 2> slots{};
        std::array<std::array<Slot<PairTable>, four_piece_tables_per_rules>, 2> pair_slots{};
        /// Held while a table is built. Building one probes others (a capture reaches a table of fewer
        /// pieces, a promotion the superpawn's table), on the same thread: hence recursive. Those tables
        /// have less material or another piece, never the one being built, so no build waits for itself.
        std::recursive_mutex building;
    };

    /// The slot among the tables of three pieces of lions plus `piece`: 0 for bare lions (Piece::none).
    [[nodiscard]] static std::size_t slot_of(Piece piece) noexcept {
        return piece == Piece::none ? 0 : static_cast<std::size_t>(piece) + 1;
    }

    /// Which table holds a position: the pieces besides the lions (Piece::none where there is none).
    struct Where {
        Piece first = Piece::none;
        Piece second = Piece::none;
    };

    /// The table that holds `pos`, or nothing when no table of at most `pieces` pieces can: more pieces
    /// than that, or not two lions and the pieces besides them.
    [[nodiscard]] static std::optional<Where> where(const Position& pos, TablebasePieces pieces) noexcept {
        // More pieces than covered (the engine asks at every node): the allowed number of lowest bits
        // cleared leave some.
        Bitboard rest = pos.occupied();
        rest &= rest - 1;
        rest &= rest - 1;
        rest &= rest - 1;
        if (pieces == TablebasePieces::four) rest &= rest - 1;
        if (rest) return std::nullopt;
        const Bitboard lions = pos.pieces(PieceType::lion);
        if (count(lions) != 2) return std::nullopt;
        Bitboard others = pos.occupied() & ~lions;
        Where w;
        if (!others) return w;
        w.first = pos.piece_at(first_square(others));
        others &= others - 1;
        if (others) w.second = pos.piece_at(first_square(others));
        return w;
    }

    /// The value of `pos` in the table `w` names, building the table if needed.
    [[nodiscard]] std::optional<TablebaseValue> probe_in(const Position& pos, Where w) const {
        if (w.second != Piece::none) return pair_table_for(pos.rules(), w.first, w.second).probe(pos);
        return table_for(pos.rules(), slot_of(w.first)).probe(pos);
    }

    [[nodiscard]] static std::size_t rules_index(Rules rules) noexcept { return rules == Rules::standard ? 0 : 1; }

    /// The table, once built: one acquire load, no lock (probes from several threads do not serialise).
    const Table& table_for(Rules rules, std::size_t index) const {
        Slot<Table>& slot = storage_->slots[rules_index(rules)][index];
        if (const Table* built = slot.ready.load(std::memory_order_acquire)) [[likely]]
            return *built;
        LionsEndgame domain;
        domain.rules = rules;
        if (index > 0) domain.extra = static_cast<Piece>(index - 1);
        return build_table(slot, domain);
    }
    /// The same for the table of lions plus `a` and `b` (not Piece::none), in either order.
    const PairTable& pair_table_for(Rules rules, Piece a, Piece b) const {
        Slot<PairTable>& slot = storage_->pair_slots[rules_index(rules)][detail::pair_slot(a, b)];
        if (const PairTable* built = slot.ready.load(std::memory_order_acquire)) [[likely]]
            return *built;
        // One domain whatever the order asked in: the lower piece first.
        return build_table(slot, LionsPairEndgame{rules, std::min(a, b), std::max(a, b)});
    }

    /// Builds a missing table under the mutex (a thread that wants it meanwhile waits for it, then finds
    /// it built) and publishes it.
    template <class T, class Domain>
    const T& build_table(Slot<T>& slot, const Domain& domain) const {
        const std::lock_guard<std::recursive_mutex> lock(storage_->building);
        if (!slot.table) {
            // Moves that leave the table (a capture, a promotion) reach a table of fewer pieces or another
            // of as many, valued whatever pieces_ says: a table of four needs its exits.
            slot.table = std::make_unique<T>(domain, MoveGenerator{}, [this](const Position& child) {
                const auto w = where(child, TablebasePieces::four);
                return w ? probe_in(child, *w) : std::nullopt;
            });
            slot.ready.store(slot.table.get(), std::memory_order_release);
        }
        return *slot.table;
    }

    Rules rules_;
    TablebasePieces pieces_;
    std::shared_ptr<Storage> storage_ = std::make_shared<Storage>();
};

}  // namespace gametree::congo
