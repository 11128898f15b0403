/// \file
/// An Othello position: the two players' discs, the side to move, and (worked out once per move) the
/// legal moves and whether the game is over.
#pragma once

#include <bit>
#include <cstdint>

#include "gametree/core/features.hpp"
#include "gametree/core/player.hpp"
#include "gametree/games/othello/geometry.hpp"
#include "gametree/games/othello/move.hpp"
#include "gametree/games/othello/rules.hpp"

namespace gametree::othello {

/// A position on the N×N board (the standard game is 8×8). It models gametree::State, HashedState,
/// UtilityState and PassingState: a player without a legal move passes (after_pass), and the game
/// ends when neither player can move; the one with more discs wins.
///
/// The first player is X (Black), the second O (White); X moves first. The position keeps the side
/// to move's discs, the opponent's, and the side to move's legal moves, which `after` computes once
/// (the move generator, the move count and the end-of-game test all read them).
template <int N = 8>
class Position {
public:
    /// The moves played from a position: the square to place a disc on (a pass is after_pass()).
    using move_type = Move;
    /// The board's layout as bits: its squares, corners and start discs.
    using geometry = Geometry<N>;
    /// The number of files, and of ranks.
    static constexpr int size = N;
    /// The optional features it provides (checked when searched): a hash for the transposition table,
    /// the final disc margin for finished games (utility()) and passing (after_pass()).
    static constexpr Features gametree_features = Feature::hash | Feature::terminal_utility | Feature::pass;

    /// The start position: two discs each on the centre squares, X to move.
    constexpr Position() noexcept : Position(geometry::start_first, geometry::start_second, Player::first) {}

    /// The position with `first`'s and `second`'s discs and `to_move` to play. The sets must be disjoint
    /// and on the board (the text parser checks that; this constructor does not).
    [[nodiscard]] static constexpr Position from_discs(Bitboard first, Bitboard second, Player to_move) noexcept {
        return Position(first, second, to_move);
    }

    /// The player whose turn it is.
    [[nodiscard]] constexpr Player side_to_move() const noexcept { return side_; }
    /// Ongoing while either player can move; then won by the player with more discs, or drawn.
    [[nodiscard]] constexpr Outcome outcome() const noexcept { return outcome_; }

    /// The discs of `p`.
    [[nodiscard]] constexpr Bitboard discs(Player p) const noexcept { return p == side_ ? own_ : opp_; }
    /// The side to move's discs.
    [[nodiscard]] constexpr Bitboard own() const noexcept { return own_; }
    /// The discs of the side to move's opponent.
    [[nodiscard]] constexpr Bitboard opponent_discs() const noexcept { return opp_; }
    /// The empty squares.
    [[nodiscard]] constexpr Bitboard empty() const noexcept { return ~(own_ | opp_) & geometry::all; }
    /// The squares where the side to move may place a disc (none when it must pass or the game is over).
    [[nodiscard]] constexpr Bitboard legal_moves() const noexcept { return moves_; }
    /// True when the side to move has no move but the game goes on: it must pass.
    [[nodiscard]] constexpr bool must_pass() const noexcept { return moves_ == 0 && outcome_ == Outcome::ongoing; }

    /// The position after the side to move places a disc on `m`, which must be one of its legal moves;
    /// the discs it encloses flip, and the turn passes.
    [[nodiscard]] constexpr Position after(const Move& m) const noexcept {
        const Bitboard placed = Bitboard{1} << (m.rank * N + m.file);
        const Bitboard flipped = flips<N>(own_, opp_, placed);
        return Position(opp_ ^ flipped, own_ | flipped | placed, opponent(side_), 0);
    }

    /// The position after the side to move passes (it should have no move: see must_pass()).
    [[nodiscard]] constexpr Position after_pass() const noexcept { return Position(opp_, own_, opponent(side_), 0); }

    /// For a finished game, the final disc margin for the side to move: its discs minus the opponent's,
    /// the empty squares counted for the winner (the usual tournament scoring; none in a draw).
    /// Positive when it won. During the game: the disc difference so far, with no empty squares given.
    [[nodiscard]] constexpr int utility() const noexcept {
        const int diff = std::popcount(own_) - std::popcount(opp_);
        if (outcome_ == Outcome::ongoing || diff == 0) return diff;
        const int empties = std::popcount(empty());
        return diff > 0 ? diff + empties : diff - empties;
    }

    /// A hash of the discs and the side to move, for transposition tables: the two bitboards mixed by
    /// the SplitMix64 finaliser (each step a bijection), the side folded in first.
    [[nodiscard]] constexpr std::uint64_t hash() const noexcept {
        const Bitboard first = discs(Player::first);
        const Bitboard second = discs(Player::second);
        std::uint64_t z = mix(first ^ (side_ == Player::first ? 0 : 0x9E3779B97F4A7C15ULL));
        return mix(z ^ std::rotl(second, 32));
    }

    /// Same discs and side to move (the rest follows from them).
    friend constexpr bool operator==(const Position& a, const Position& b) noexcept {
        return a.own_ == b.own_ && a.opp_ == b.opp_ && a.side_ == b.side_;
    }

private:
    constexpr Position(Bitboard first, Bitboard second, Player to_move) noexcept
        : Position(to_move == Player::first ? first : second, to_move == Player::first ? second : first, to_move, 0) {}

    /// The position with `own` to move: its legal moves, and if it has none while the opponent has none
    /// either, the final outcome. (The int tells this constructor apart from the public one.)
    constexpr Position(Bitboard own, Bitboard opp, Player side, int) noexcept
        : own_(own), opp_(opp), moves_(othello::legal_moves<N>(own, opp)), side_(side) {
        if (moves_ == 0 && othello::legal_moves<N>(opp, own) == 0) {
            const int diff = std::popcount(own) - std::popcount(opp);
            outcome_ = diff == 0 ? Outcome::draw : win_for(diff > 0 ? side : opponent(side));
        }
    }

    [[nodiscard]] static constexpr std::uint64_t mix(std::uint64_t z) noexcept {
        z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31U);
    }

    Bitboard own_ = 0;    // the side to move's discs
    Bitboard opp_ = 0;    // the opponent's discs
    Bitboard moves_ = 0;  // the side to move's legal moves
    Player side_ = Player::first;
    Outcome outcome_ = Outcome::ongoing;
};

}  // namespace gametree::othello
