/// \file
/// A Congo position: pieces as bitboards plus a square-by-square board, the side to move, the move
/// number, the rule set and an incrementally updated Zobrist key.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "gametree/core/assert.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/player.hpp"
#include "gametree/games/congo/bitboard.hpp"
#include "gametree/games/congo/move.hpp"
#include "gametree/games/congo/piece.hpp"
#include "gametree/games/congo/rules.hpp"
#include "gametree/games/congo/zobrist.hpp"

namespace gametree::congo {

/// The largest move number: FEN has nine digits for it, and play stops counting there.
inline constexpr std::uint32_t max_move_number = 999'999'999;

/// A position of the game. It models gametree::State (and HashedState): a search plays a move with
/// `after`, which returns a new position and leaves this one unchanged.
class Position {
public:
    /// The optional features it provides (checked when searched): its hash feeds the transposition table,
    /// and a pass (after_null_move) null-move pruning.
    static constexpr gametree::Features gametree_features = gametree::Feature::hash | gametree::Feature::null_move;

    /// The moves played from a position, monkey captures included.
    using move_type = Move;

    /// An empty board, White to move, move number 0, under `rules`.
    constexpr explicit Position(Rules rules = Rules::standard) noexcept : rules_(rules) { board_.fill(Piece::none); }

    // --- reading the position ---------------------------------------------------------------------

    /// The player whose turn it is.
    [[nodiscard]] constexpr Player side_to_move() const noexcept { return side_; }
    /// Full moves played; it increases after each Black move.
    [[nodiscard]] constexpr std::uint32_t move_number() const noexcept { return move_number_; }
    /// The rule set the game is played under.
    [[nodiscard]] constexpr Rules rules() const noexcept { return rules_; }
    /// The Zobrist key of the pieces and the side to move (not the move number or the rules).
    [[nodiscard]] constexpr std::uint64_t hash() const noexcept { return key_; }

    /// The piece on `s`, or Piece::none.
    [[nodiscard]] constexpr Piece piece_at(Square s) const noexcept { return board_[s]; }
    /// The squares holding any piece.
    [[nodiscard]] constexpr Bitboard occupied() const noexcept { return by_color_[0] | by_color_[1]; }
    /// The squares holding `p`'s pieces.
    [[nodiscard]] constexpr Bitboard pieces(Player p) const noexcept { return by_color_[static_cast<std::size_t>(index_of(p))]; }
    /// The squares holding pieces of type `t`, of either colour.
    [[nodiscard]] constexpr Bitboard pieces(PieceType t) const noexcept { return by_type_[static_cast<std::size_t>(t)]; }
    /// The squares holding `p`'s pieces of type `t`.
    [[nodiscard]] constexpr Bitboard pieces(Player p, PieceType t) const noexcept { return pieces(p) & pieces(t); }
    /// How many pieces of type `t` `p` has: count(pieces(p, t)), kept as pieces come and go, so that a
    /// material count costs no counting of bits (the engine's lazy evaluation asks at many nodes).
    [[nodiscard]] constexpr int piece_count(Player p, PieceType t) const noexcept {
        return counts_[static_cast<std::size_t>(make_piece(p, t))];
    }

    /// Won when the opponent's lion is gone; in `standard` rules a draw when only the two lions remain.
    /// A board with neither lion (only possible from a hand-made FEN) counts as a draw.
    [[nodiscard]] constexpr Outcome outcome() const noexcept {
        const Bitboard lions = pieces(PieceType::lion);
        const bool white_lion = (lions & pieces(white)) != 0;
        const bool black_lion = (lions & pieces(black)) != 0;
        if (!white_lion && !black_lion) return Outcome::draw;
        if (!white_lion) return win_for(black);
        if (!black_lion) return win_for(white);
        if (bare_lions_draw(rules_) && occupied() == lions) return Outcome::draw;
        return Outcome::ongoing;
    }

    // --- playing ----------------------------------------------------------------------------------

    /// The position after `m`, which must be a legal move of this position: the piece moves, whatever
    /// it captured (or jumped, for a monkey) leaves the board, a pawn reaching the last rank promotes
    /// (standard rules), the mover's pieces that began and ended the move on the river drown
    /// (crocodiles excepted), the move number advances after Black (up to max_move_number), and the
    /// turn passes.
    [[nodiscard]] constexpr Position after(const Move& m) const noexcept {
        Position next = *this;
        next.play(m);
        return next;
    }

    /// The position as if the side to move had passed (not a legal move in Congo; for the engine's
    /// null-move pruning): its pieces on the river drown, as after any move that leaves them there
    /// (crocodiles excepted), the move number advances after Black, and the turn passes.
    [[nodiscard]] constexpr Position after_null_move() const noexcept {
        Position next = *this;
        next.end_turn(can_drown());
        return next;
    }

    // --- setting up (used by the FEN reader and by tests) -----------------------------------------

    /// Puts `p` on the empty square `s`.
    constexpr void put(Square s, Piece p) noexcept {
        GAMETREE_ASSERT(static_cast<int>(s) < square_count, "put: square off the board");
        GAMETREE_ASSERT(p != Piece::none, "put: no piece to put");
        GAMETREE_ASSERT(board_[s] == Piece::none, "put: the square is occupied (remove its piece first)");
        board_[s] = p;
        ++counts_[static_cast<std::size_t>(p)];
        by_type_[static_cast<std::size_t>(type_of(p))] |= bit(s);
        by_color_[static_cast<std::size_t>(index_of(color_of(p)))] |= bit(s);
        key_ ^= zobrist::key(p, s);
    }
    /// Removes the piece on the occupied square `s`.
    constexpr void remove(Square s) noexcept {
        GAMETREE_ASSERT(static_cast<int>(s) < square_count && board_[s] != Piece::none, "remove: no piece on the square");
        const Piece p = board_[s];
        board_[s] = Piece::none;
        --counts_[static_cast<std::size_t>(p)];
        by_type_[static_cast<std::size_t>(type_of(p))] &= ~bit(s);
        by_color_[static_cast<std::size_t>(index_of(color_of(p)))] &= ~bit(s);
        key_ ^= zobrist::key(p, s);
    }
    /// Makes `p` the side to move, updating the hash.
    constexpr void set_side_to_move(Player p) noexcept {
        if (p != side_) key_ ^= zobrist::black_to_move;
        side_ = p;
    }
    /// Sets the number of full moves played (see move_number()).
    constexpr void set_move_number(std::uint32_t n) noexcept { move_number_ = n; }

    /// The Zobrist key computed from scratch; equals hash() in a consistent position.
    [[nodiscard]] constexpr std::uint64_t compute_hash() const noexcept {
        std::uint64_t k = side_ == black ? zobrist::black_to_move : 0;
        for (int s = 0; s < square_count; ++s)
            if (board_[static_cast<std::size_t>(s)] != Piece::none) k ^= zobrist::key(board_[static_cast<std::size_t>(s)], static_cast<Square>(s));
        return k;
    }

    /// Same pieces, side, move number and rules.
    friend constexpr bool operator==(const Position& a, const Position& b) noexcept {
        return a.board_ == b.board_ && a.side_ == b.side_ && a.move_number_ == b.move_number_ &&
               a.rules_ == b.rules_;
    }

private:
    constexpr void play(const Move& m) noexcept {
        const Player us = side_;
        const Piece mover = board_[m.from];
        // A move the generator made: the side to move's piece leaves a square for another (the full
        // legality check is the generator's; this catches a move of the wrong side or a stale move).
        GAMETREE_ASSERT(outcome() == Outcome::ongoing, "after: the game is over");
        GAMETREE_ASSERT(mover != Piece::none && color_of(mover) == us, "after: no piece of the side to move on the origin");
        GAMETREE_ASSERT(m.to == m.from || board_[m.to] == Piece::none || color_of(board_[m.to]) != us,
                        "after: the move lands on its own piece");
        // Drowning is decided by where the mover's pieces stood before the move.
        const Bitboard on_river_before = can_drown();

        remove(m.from);
        if (m.jumps == 0) {
            if (board_[m.to] != Piece::none) remove(m.to);
        } else {
            Square at = m.from;
            for (int i = 0; i < m.jumps; ++i) {
                const Step d = directions[static_cast<std::size_t>(m.jump_direction(i))];
                remove(shifted(at, d));
                at = shifted(at, d, 2);
            }
        }
        const bool promotion = type_of(mover) == PieceType::pawn && promotes(rules_) &&
                               rank_of(m.to) == (us == white ? board_size - 1 : 0);
        put(m.to, promotion ? make_piece(us, PieceType::superpawn) : mover);

        Bitboard drowned = on_river_before & ~bit(m.from);
        if (contains(on_river_before, m.from) && contains(river, m.to)) drowned |= bit(m.to);
        end_turn(drowned);
    }

    /// The side to move's pieces that drown unless moved this turn: those on the river, crocodiles excepted.
    [[nodiscard]] constexpr Bitboard can_drown() const noexcept {
        return pieces(side_) & river & ~pieces(PieceType::crocodile);
    }

    /// The end of a turn (a move or a pass): `drowned` leave the board, the move number advances after
    /// Black, and the turn passes.
    constexpr void end_turn(Bitboard drowned) noexcept {
        while (drowned) remove(pop_first(drowned));
        if (side_ == black && move_number_ < max_move_number) ++move_number_;  // saturates: FEN stays readable
        set_side_to_move(opponent(side_));
    }

    std::array<Bitboard, piece_type_count> by_type_{};
    std::array<Bitboard, 2> by_color_{};
    std::uint64_t key_ = 0;
    std::array<Piece, square_count> board_{};
    std::array<std::uint8_t, 2 * piece_type_count> counts_{};  ///< by Piece (colour * 8 + type)
    std::uint32_t move_number_ = 0;
    Player side_ = white;
    Rules rules_ = Rules::standard;
};

}  // namespace gametree::congo
