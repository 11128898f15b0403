/// \file
/// Congo move generation for every piece, shared by listing (generate) and bulk counting (count).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "gametree/board/shift.hpp"
#include "gametree/board/slide.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/move_buffer.hpp"
#include "gametree/games/congo/bitboard.hpp"
#include "gametree/games/congo/move.hpp"
#include "gametree/games/congo/position.hpp"

namespace gametree::congo {

namespace detail {

/// For a monkey on square s jumping in direction d: the square jumped over and the landing square
/// (no_square when the landing square is off the board).
struct Jump {
    Square over;
    Square land;
};
inline constexpr auto monkey_jumps = [] {
    std::array<std::array<Jump, 8>, square_count> t{};
    for (int s = 0; s < square_count; ++s)
        for (std::size_t d = 0; d < directions.size(); ++d) {
            const auto sq = static_cast<Square>(s);
            const Square land = shifted(sq, directions[d], 2);
            t[static_cast<std::size_t>(s)][d] = {land == no_square ? no_square : shifted(sq, directions[d]), land};
        }
    return t;
}();

/// For each square, the squares of the same file parity and rank parity: those a monkey starting there
/// can land on.
inline constexpr auto same_parity = [] {
    std::array<Bitboard, square_count> t{};
    for (int a = 0; a < square_count; ++a)
        for (int b = 0; b < square_count; ++b)
            if ((file_of(static_cast<Square>(a)) - file_of(static_cast<Square>(b))) % 2 == 0 &&
                (rank_of(static_cast<Square>(a)) - rank_of(static_cast<Square>(b))) % 2 == 0)
                t[static_cast<std::size_t>(a)] |= bit(static_cast<Square>(b));
    return t;
}();

/// The retreat of pawns and superpawns in one direction: for each square the square one step back that
/// way and the one two steps back (the second only reachable over an empty first), each as a set.
struct RetreatTable {
    board::SquareTable<Grid> one;
    board::SquareTable<Grid> two;
};
[[nodiscard]] constexpr RetreatTable retreat_table(Step d) noexcept {
    return {board::step_table<Grid>(std::array<Step, 1>{d}), board::step_table<Grid>(std::array<Step, 1>{Step{2 * d.file, 2 * d.rank}})};
}
/// Per player (White first): straight back, then back to the west and back to the east.
inline constexpr std::array<std::array<RetreatTable, 3>, 2> retreats{{
    {retreat_table({0, -1}), retreat_table({-1, -1}), retreat_table({1, -1})},
    {retreat_table({0, 1}), retreat_table({-1, 1}), retreat_table({1, 1})},
}};

/// Up to two squares from `s` along a retreat over empty squares, stopping at the first occupied one:
/// the non-jumping, non-capturing retreat of pawns and superpawns. (Table look-ups: the evaluations
/// call this for every pawn past the river at every node.)
[[nodiscard]] constexpr Bitboard retreat(const RetreatTable& way, Square s, Bitboard empty) noexcept {
    const Bitboard one = way.one[s] & empty;
    return one ? one | (way.two[s] & empty) : 0;
}

/// The squares a pawn of each player (White first) has crossed the river on.
inline constexpr auto past_river = [] {
    std::array<Bitboard, 2> t{};
    for (int r = 0; r < board_size; ++r) {
        if (r > river_rank) t[0] |= rank_mask(r);
        if (r < river_rank) t[1] |= rank_mask(r);
    }
    return t;
}();

/// For two squares on the same file or on a diagonal: the squares after the first up to and including
/// the second; otherwise (the same square, or the same rank, or no line) nothing. The lions' flying
/// capture is along these paths.
inline constexpr auto flight_paths = [] {
    std::array<board::SquareTable<Grid>, square_count> t{};
    for (int a = 0; a < square_count; ++a)
        for (int b = 0; b < square_count; ++b) {
            const int df = file_of(static_cast<Square>(b)) - file_of(static_cast<Square>(a));
            const int dr = rank_of(static_cast<Square>(b)) - rank_of(static_cast<Square>(a));
            if (dr == 0 || (df != 0 && df != dr && df != -dr)) continue;
            const int step = (dr > 0 ? board_size : -board_size) + (df > 0 ? 1 : df < 0 ? -1 : 0);
            for (int s = a + step;; s += step) {
                t[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] |= Bitboard{1} << s;
                if (s == b) break;
            }
        }
    return t;
}();

/// The lion's flying capture: the enemy lion on the same file or diagonal with only empty squares between.
[[nodiscard]] constexpr Bitboard lion_flight(Square from, Bitboard enemy_lion, Bitboard occupied) noexcept {
    if (!enemy_lion) return 0;
    // The path holds the enemy lion's square; nothing else on it may be occupied.
    return (flight_paths[from][first_square(enemy_lion)] & occupied) == enemy_lion ? enemy_lion : 0;
}

/// The crocodile's slides as rays (board::blocked_ray cuts them at the first piece): east and west along
/// the river, and from every other square straight towards the river, up to it.
inline constexpr auto river_east = board::ray_table<Grid>(board::east);
inline constexpr auto river_west = board::ray_table<Grid>(board::west);
inline constexpr auto toward_river = [] {
    board::SquareTable<Grid> t{};
    for (int s = 0; s < square_count; ++s) {
        const int rank = rank_of(static_cast<Square>(s));
        if (rank == river_rank) continue;
        const int toward = rank < river_rank ? 1 : -1;
        t[static_cast<std::size_t>(s)] = board::slide<Grid>(static_cast<Square>(s), Step{0, toward}, 0, rank < river_rank ? river_rank - rank : rank - river_rank);
    }
    return t;
}();

/// A crocodile's targets: a step in any direction; along the river, a slide east or west; elsewhere, a
/// slide straight towards the river, up to it. A slide ends on the first piece it meets, kept only
/// when it is an enemy.
[[nodiscard]] constexpr Bitboard crocodile_targets(Square s, Bitboard occupied, Bitboard not_own) noexcept {
    Bitboard to = king_steps[s];
    if (rank_of(s) == river_rank) to |= board::blocked_ray<true>(river_east[s], occupied) | board::blocked_ray<false>(river_west[s], occupied);
    else if (rank_of(s) < river_rank) to |= board::blocked_ray<true>(toward_river[s], occupied);
    else to |= board::blocked_ray<false>(toward_river[s], occupied);
    return to & not_own;
}

/// Every capture sequence of the monkey that started on `from` and now stands on `at` after `jumps`
/// jumps over the pieces in `jumped`. Each sequence and each of its prefixes is a move; jumping the
/// enemy lion ends a sequence.
template <class Sink>
constexpr void monkey_captures(Square from, Square at, Bitboard jumped, std::uint64_t path, int jumps, Bitboard enemy,
                               Bitboard occupied, Bitboard enemy_lion, Sink& sink) noexcept {
    const Bitboard jumpable = enemy & ~jumped;
    // Most monkeys have no enemy piece next to them: nothing to jump, no direction to try.
    if (!(king_steps[at] & jumpable)) return;
    for (std::size_t d = 0; d < directions.size(); ++d) {
        const Jump j = monkey_jumps[at][d];
        if (j.land == no_square || !contains(jumpable, j.over) || contains(occupied, j.land)) continue;
        const std::uint64_t next_path = path | (std::uint64_t{d} << (3 * jumps));
        sink.jump(Move{next_path, from, j.land, static_cast<std::uint8_t>(jumps + 1)});
        if (!contains(enemy_lion, j.over))
            monkey_captures(from, j.land, jumped | bit(j.over), next_path, jumps + 1, enemy, occupied, enemy_lion, sink);
    }
}

/// A sink that needs no move's origin can take the pawns' moves a direction at a time (see
/// visit_moves): `bulk(type, pieces, destinations)`.
template <class Sink>
concept BulkSink = requires(Sink& sink, PieceType t, Bitboard b, std::span<const Bitboard> sets) { sink.bulk(t, b, sets); };

/// The pawns' moves of the side whose forward rank step is `Fwd`, one set per direction (each square
/// of a set is the move of one pawn): the three advances, then the retreats of one and two squares
/// of the pawns past the river (the second over an empty first).
template <int Fwd>
[[nodiscard]] constexpr std::array<Bitboard, 5> pawn_move_sets(Bitboard pawns, Bitboard past, Bitboard not_own, Bitboard empty) noexcept {
    constexpr Step back{0, -Fwd};
    const Bitboard one = board::shift<Grid>(pawns & past, back) & empty;
    return {board::shift<Grid>(pawns, Step{-1, Fwd}) & not_own, board::shift<Grid>(pawns, Step{0, Fwd}) & not_own,
            board::shift<Grid>(pawns, Step{1, Fwd}) & not_own, one, board::shift<Grid>(one, back) & empty};
}

template <class Sink>
constexpr void for_each_move(const Position& pos, Player us, Sink& sink) noexcept {
    if (is_over(pos.outcome())) return;
    const Player them = opponent(us);
    const Bitboard own = pos.pieces(us);
    const Bitboard enemy = pos.pieces(them);
    const Bitboard occupied = own | enemy;
    const Bitboard empty = all_squares & ~occupied;
    const Bitboard not_own = all_squares & ~own;
    const auto& advances = pawn_advances[static_cast<std::size_t>(index_of(us))];
    const auto& back = retreats[static_cast<std::size_t>(index_of(us))];
    const Bitboard past = past_river[static_cast<std::size_t>(index_of(us))];

    if constexpr (BulkSink<Sink>) {
        // Five shifts of the whole set instead of a look-up and a call per pawn (pawns are half the pieces).
        if (const Bitboard pawns = pos.pieces(us, PieceType::pawn)) {
            const auto sets = us == white ? pawn_move_sets<1>(pawns, past, not_own, empty) : pawn_move_sets<-1>(pawns, past, not_own, empty);
            sink.bulk(PieceType::pawn, pawns, sets);
        }
    } else {
        for (Bitboard b = pos.pieces(us, PieceType::pawn); b;) {
            const Square s = pop_first(b);
            Bitboard to = advances[s] & not_own;
            if (contains(past, s)) to |= retreat(back[0], s, empty);
            sink.targets(s, to);
        }
    }
    for (Bitboard b = pos.pieces(us, PieceType::superpawn); b;) {
        const Square s = pop_first(b);
        sink.targets(s, ((advances[s] | sideways_steps[s]) & not_own) | retreat(back[0], s, empty) |
                            retreat(back[1], s, empty) | retreat(back[2], s, empty));
    }
    for (Bitboard b = pos.pieces(us, PieceType::giraffe); b;) {
        const Square s = pop_first(b);
        sink.targets(s, (king_steps[s] & empty) | (giraffe_leaps[s] & not_own));
    }
    for (Bitboard b = pos.pieces(us, PieceType::monkey); b;) {
        const Square s = pop_first(b);
        sink.targets(s, king_steps[s] & empty);
        // While the monkey jumps, its origin is empty and the pieces it jumped still stand.
        monkey_captures(s, s, 0, 0, 0, enemy, occupied & ~bit(s), pos.pieces(them, PieceType::lion), sink);
    }
    for (Bitboard b = pos.pieces(us, PieceType::elephant); b;) {
        const Square s = pop_first(b);
        sink.targets(s, elephant_leaps[s] & not_own);
    }
    for (Bitboard b = pos.pieces(us, PieceType::lion); b;) {
        const Square s = pop_first(b);
        sink.targets(s, (king_steps[s] & castle(us) & not_own) |
                            lion_flight(s, pos.pieces(them, PieceType::lion), occupied));
    }
    for (Bitboard b = pos.pieces(us, PieceType::crocodile); b;) {
        const Square s = pop_first(b);
        sink.targets(s, crocodile_targets(s, occupied, not_own));
    }
    for (Bitboard b = pos.pieces(us, PieceType::zebra); b;) {
        const Square s = pop_first(b);
        sink.targets(s, knight_leaps[s] & not_own);
    }
}

template <class Buffer>
struct ListingSink {
    Buffer& out;
    constexpr void targets(Square from, Bitboard to) noexcept {
        while (to) out.push_back(Move::plain(from, pop_first(to)));
    }
    constexpr void jump(const Move& m) noexcept { out.push_back(m); }
};

/// Lists the plain moves onto the squares of `mask`, and the monkey's captures when `Jumps`: with the
/// enemy's squares and jumps, the captures (noisy moves); with the empty squares and no jumps, the rest.
template <class Buffer, bool Jumps>
struct MaskedSink {
    Buffer& out;
    Bitboard mask;
    constexpr void targets(Square from, Bitboard to) noexcept {
        for (to &= mask; to;) out.push_back(Move::plain(from, pop_first(to)));
    }
    constexpr void jump([[maybe_unused]] const Move& m) noexcept {
        if constexpr (Jumps) out.push_back(m);
    }
};

/// A rough worth of each piece type for ordering captures (the lion above all: taking it wins).
constexpr int capture_weight(PieceType t) noexcept {
    constexpr std::array<int, piece_type_count> weights{1, 4, 3, 4, 3, 64, 4, 3};
    return weights[static_cast<std::size_t>(t)];
}

struct CountingSink {
    std::uint64_t total = 0;
    constexpr void targets(Square, Bitboard to) noexcept { total += static_cast<std::uint64_t>(count(to)); }
    constexpr void jump(const Move&) noexcept { ++total; }
};

}  // namespace detail

/// What visit_moves calls: `v.targets(from, squares)` with a piece's square and the set of squares its
/// plain moves and captures reach, and `v.jump(move)` with a monkey capture sequence.
///
/// A visitor that does not need to know which pawn makes a move (a count, an evaluation term) may also
/// have `v.bulk(PieceType::pawn, pawns, sets)`: visit_moves then calls it once with the set of the
/// side's pawns and their moves as a few sets, one move per square of each set (a shift of all the
/// pawns in one direction), instead of calling targets() for each pawn.
template <class V>
concept MoveVisitor = requires(V& v, Square from, Bitboard to, const Move& m) {
    v.targets(from, to);
    v.jump(m);
};

/// Walks the legal moves of `pos` without building a list: calls `visitor.targets(from, squares)` once
/// per piece with the set of squares its plain moves and captures reach, and `visitor.jump(move)` for
/// every monkey capture sequence. Nothing is visited when the game is over. Listing, bulk counting and
/// evaluation terms such as mobility and attacks are all built on it, so they cannot disagree.
template <MoveVisitor Visitor>
constexpr void visit_moves(const Position& pos, Visitor& visitor) noexcept {
    detail::for_each_move(pos, pos.side_to_move(), visitor);
}

/// Like visit_moves, for the moves `side` would have if it were to move (whoever is to move): what
/// evaluation terms such as mobility and threats of both sides need, without copying the position.
template <MoveVisitor Visitor>
constexpr void visit_moves(const Position& pos, Player side, Visitor& visitor) noexcept {
    detail::for_each_move(pos, side, visitor);
}

/// Whether the side to move's lion could be taken by the opponent's next move (the Congo "check"; false
/// when the game is over or the side has no lion). From the lion's square outwards: the squares from
/// which each piece type of the opponent's would capture there, then the slides of its crocodiles and
/// lion and the capture sequences of its monkeys. The same answer as looking for a capture of the lion
/// among the opponent's moves (tested on many positions), without walking them all.
[[nodiscard]] constexpr bool lion_in_danger(const Position& pos) noexcept {
    const Player us = pos.side_to_move();
    const Player them = opponent(us);
    const Bitboard lion = pos.pieces(us, PieceType::lion);
    if (!lion || is_over(pos.outcome())) return false;
    const Square l = first_square(lion);
    const Bitboard their = pos.pieces(them);
    const Bitboard pawns = pos.pieces(PieceType::pawn) | pos.pieces(PieceType::superpawn);
    Bitboard attackers = (pawn_advances[static_cast<std::size_t>(index_of(us))][l] & pawns) | (sideways_steps[l] & pos.pieces(PieceType::superpawn)) |
                         (giraffe_leaps[l] & pos.pieces(PieceType::giraffe)) | (elephant_leaps[l] & pos.pieces(PieceType::elephant)) |
                         (knight_leaps[l] & pos.pieces(PieceType::zebra)) | (king_steps[l] & pos.pieces(PieceType::crocodile));
    if (contains(castle(them), l)) attackers |= king_steps[l] & pos.pieces(PieceType::lion);
    if (attackers & their) return true;
    const Bitboard occupied = pos.occupied();
    const Bitboard not_theirs = all_squares & ~their;
    for (Bitboard b = pos.pieces(them, PieceType::lion); b;)
        if (detail::lion_flight(pop_first(b), lion, occupied)) return true;
    for (Bitboard b = pos.pieces(them, PieceType::crocodile); b;)
        if (detail::crocodile_targets(pop_first(b), occupied, not_theirs) & lion) return true;
    struct Finder {
        Bitboard lion;
        bool found = false;
        constexpr void jump(const Move& m) noexcept {
            const Step d = directions[static_cast<std::size_t>(m.jump_direction(m.jumps - 1))];
            found |= contains(lion, shifted(m.to, Step{-d.file, -d.rank}));  // the last piece jumped
        }
    } finder{lion};
    for (Bitboard b = pos.pieces(them, PieceType::monkey); b && !finder.found;) {
        const Square s = pop_first(b);
        // A jump goes two squares, so the monkey lands only on squares of its own file and rank parity,
        // and it takes the lion by landing just beyond it: with no such square empty next to the lion
        // (the monkey's own, left empty while it jumps, counts), it cannot.
        if (!(king_steps[l] & detail::same_parity[s] & ((all_squares & ~occupied) | bit(s)))) continue;
        detail::monkey_captures(s, s, 0, 0, 0, pos.pieces(us), occupied & ~bit(s), lion, finder);
    }
    return finder.found;
}

/// The legal moves of a Congo position under its rules. Models gametree::MoveGen and CountingMoveGen.
///
/// Order: pieces by type (pawn, superpawn, giraffe, monkey, elephant, lion, crocodile, zebra), then by
/// square a1..g7, then destinations a1..g7, with a monkey's captures after its steps in jump order.
struct MoveGenerator {
    /// The optional features it provides (checked when searched): counted perft, quiescence over captures, captures ranked first, history, danger (a lion that can be taken), and staged generation (quiet moves on their own).
    static constexpr gametree::Features gametree_features = gametree::Feature::move_count | gametree::Feature::noisy_moves | gametree::Feature::move_ranking |
        gametree::Feature::history | gametree::Feature::danger | gametree::Feature::quiet_moves;

    /// Move lists hold this many moves without allocating. A side has at most the start position's
    /// pieces (seven pawns or superpawns, two elephants, one of each other type): about 140 plain moves
    /// at most, and games stay far below. Only a monkey among many enemy pieces, set up by hand, can have
    /// thousands of capture sequences (every prefix of every sequence is a move); its list then spills to
    /// the heap.
    static constexpr std::size_t max_moves = 256;
    /// The move list that the generate functions fill, with room for `max_moves` moves before it allocates.
    using Buffer = MoveBuffer<Move, max_moves>;

    /// Appends every legal move of `pos` to `out`.
    constexpr void generate(const Position& pos, Buffer& out) const noexcept {
        detail::ListingSink<Buffer> sink{out};
        visit_moves(pos, sink);
    }

    /// The number of legal moves of `pos`, without listing them.
    [[nodiscard]] constexpr std::uint64_t count(const Position& pos) const noexcept {
        detail::CountingSink sink;
        visit_moves(pos, sink);
        return sink.total;
    }

    /// The captures of `pos` only (moves onto an enemy piece, and every monkey capture): the noisy moves
    /// of quiescence search.
    constexpr void generate_noisy(const Position& pos, Buffer& out) const noexcept {
        detail::MaskedSink<Buffer, true> sink{out, pos.pieces(opponent(pos.side_to_move()))};
        visit_moves(pos, sink);
    }

    /// The moves generate_noisy leaves out (plain moves onto an empty square), in generate's order: with
    /// the captures, staged generation (the engine lists these only at a node that gets to them).
    constexpr void generate_quiet(const Position& pos, Buffer& out) const noexcept {
        detail::MaskedSink<Buffer, false> sink{out, all_squares & ~pos.occupied()};
        visit_moves(pos, sink);
    }

    /// 0 for a quiet move; for a capture, larger when it takes more (the lion most of all) with a
    /// cheaper piece: most valuable victim, least valuable attacker.
    [[nodiscard]] constexpr int capture_order(const Position& pos, const Move& m) const noexcept {
        int taken = 0;
        if (m.jumps == 0) {
            const Piece victim = pos.piece_at(m.to);
            if (victim == Piece::none) return 0;
            taken = detail::capture_weight(type_of(victim));
        } else {
            Square at = m.from;
            for (int i = 0; i < m.jumps; ++i) {
                const Step d = directions[static_cast<std::size_t>(m.jump_direction(i))];
                taken += detail::capture_weight(type_of(pos.piece_at(shifted(at, d))));
                at = shifted(at, d, 2);
            }
        }
        return 16 * taken + 8 - detail::capture_weight(type_of(pos.piece_at(m.from))) % 8;
    }

    /// The side to move's lion can be taken at the opponent's next move (lion_in_danger): the engine does
    /// not prune there, and its quiescence search tries every move.
    [[nodiscard]] constexpr bool in_danger(const Position& pos) const noexcept { return lion_in_danger(pos); }

    /// Moves are told apart by origin and destination for the history heuristic.
    static constexpr std::size_t history_size = square_count * square_count;
    /// The history slot of `m`: `from * square_count + to`.
    [[nodiscard]] constexpr std::size_t history_index(const Position&, const Move& m) const noexcept {
        return static_cast<std::size_t>(m.from) * square_count + m.to;
    }
};

}  // namespace gametree::congo
