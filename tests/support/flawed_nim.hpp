// Nim (support/nim.hpp) broken on purpose, one flaw at a time, to show that each check of the
// conformance kit can fail. Without a flaw the generator models every optional concept and passes.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include <gametree/core/concepts.hpp>
#include <gametree/core/features.hpp>
#include <gametree/core/move_buffer.hpp>
#include <gametree/core/player.hpp>

#include "support/mix.hpp"
#include "support/nim.hpp"

namespace gametree::testing {

/// What a FlawedNimMoves gets wrong.
enum class MoveFlaw {
    none,
    order_flips,         ///< every other call lists the moves backwards
    listed_twice,        ///< takes 1 twice
    miscounted,          ///< count is one too many at 5 stones
    moves_after_end,     ///< offers a take from an empty pile
    pass_move,           ///< also offers taking 0 stones (illegal: the pile must shrink)
    illegal_noisy,       ///< the noisy list offers taking 3 even from a smaller pile
    noisy_twice,         ///< the noisy list has its move twice
    quiet_overlap,       ///< the quiet list also has the noisy move
    quiet_missing,       ///< the quiet list leaves out taking 1
    negative_order,      ///< capture_order of taking 1 is -1
    history_overflow,    ///< history_index is the pile size, which passes history_size
};

/// The Nim position inside a state: the state itself, or the `nim` member of a wrapper.
[[nodiscard]] constexpr const Nim& nim_of(const Nim& s) noexcept { return s; }
template <class S>
[[nodiscard]] constexpr const Nim& nim_of(const S& s) noexcept {
    return s.nim;
}

/// Nim's moves for any state holding a Nim position, with the flaw `F`. Models MoveGen, CountingMoveGen,
/// NoisyMoveGen (the take that empties the pile), StagedMoveGen (the other takes), CaptureOrderedMoveGen
/// and HistoryIndexedMoveGen.
template <class S, MoveFlaw F = MoveFlaw::none>
struct FlawedNimMoves {
    static constexpr std::size_t max_moves = 4;
    static constexpr std::size_t history_size = 3;
    using Buffer = MoveBuffer<Take, max_moves>;
    mutable int calls = 0;

    void generate(const S& state, Buffer& out) const {
        const int stones = nim_of(state).stones;
        const int most = F == MoveFlaw::moves_after_end && stones == 0 ? 1 : std::min(3, stones);
        const bool backwards = F == MoveFlaw::order_flips && ++calls % 2 == 0;
        for (int i = 1; i <= most; ++i) out.push_back(Take{backwards ? most + 1 - i : i});
        if (F == MoveFlaw::listed_twice && most > 0) out.push_back(Take{1});
        if (F == MoveFlaw::pass_move && most > 0) out.push_back(Take{0});
    }
    [[nodiscard]] std::uint64_t count(const S& state) const {
        Buffer moves;
        generate(state, moves);
        return moves.size() + (F == MoveFlaw::miscounted && nim_of(state).stones == 5 ? 1 : 0);
    }
    void generate_noisy(const S& state, Buffer& out) const {
        const int stones = nim_of(state).stones;
        if (F == MoveFlaw::illegal_noisy && stones > 0) out.push_back(Take{3});
        else if (stones > 0 && stones <= 3) out.push_back(Take{stones});
        if (F == MoveFlaw::noisy_twice && stones > 0 && stones <= 3) out.push_back(Take{stones});
    }
    /// The moves generate lists and generate_noisy does not (whatever their flaws), with its own flaws.
    void generate_quiet(const S& state, Buffer& out) const {
        Buffer all;
        Buffer noisy;
        generate(state, all);
        generate_noisy(state, noisy);
        for (const Take m : all) {
            const bool is_noisy = std::find(noisy.begin(), noisy.end(), m) != noisy.end();
            if ((!is_noisy || F == MoveFlaw::quiet_overlap) && !(F == MoveFlaw::quiet_missing && m.stones == 1)) out.push_back(m);
        }
    }
    [[nodiscard]] int capture_order(const S& state, Take m) const {
        if (F == MoveFlaw::negative_order && m.stones == 1) return -1;
        return m.stones == nim_of(state).stones ? 1 : 0;
    }
    [[nodiscard]] std::size_t history_index(const S& state, Take m) const {
        if (F == MoveFlaw::history_overflow) return static_cast<std::size_t>(nim_of(state).stones);
        return static_cast<std::size_t>(std::max(m.stones - 1, 0));
    }
};

/// Nim whose after() records its calls in the state it is called on (which == then tells apart).
struct MutatingNim {
    using move_type = Take;
    Nim nim;
    mutable int afters = 0;

    [[nodiscard]] Player side_to_move() const noexcept { return nim.side_to_move(); }
    [[nodiscard]] Outcome outcome() const noexcept { return nim.outcome(); }
    [[nodiscard]] MutatingNim after(Take m) const noexcept {
        ++afters;
        return {nim.after(m)};
    }
    friend bool operator==(const MutatingNim&, const MutatingNim&) = default;
};

/// Nim whose after() numbers the states it makes, from a counter outside them: twice the same move
/// gives two different states.
struct RestlessNim {
    using move_type = Take;
    Nim nim;
    int serial = 0;

    [[nodiscard]] Player side_to_move() const noexcept { return nim.side_to_move(); }
    [[nodiscard]] Outcome outcome() const noexcept { return nim.outcome(); }
    [[nodiscard]] RestlessNim after(Take m) const noexcept {
        static int made = 0;
        return {nim.after(m), ++made};
    }
    friend bool operator==(const RestlessNim&, const RestlessNim&) = default;
};

/// Nim without ==: a search cannot tell its root from another state (MCTS cannot reuse its tree).
struct UncomparableNim {
    using move_type = Take;
    Nim nim;

    [[nodiscard]] Player side_to_move() const noexcept { return nim.side_to_move(); }
    [[nodiscard]] Outcome outcome() const noexcept { return nim.outcome(); }
    [[nodiscard]] UncomparableNim after(Take m) const noexcept { return {nim.after(m)}; }
};

/// Nim hashed by the object's address: a copy hashes differently.
struct AddressHashedNim {
    using move_type = Take;
    Nim nim;

    [[nodiscard]] Player side_to_move() const noexcept { return nim.side_to_move(); }
    [[nodiscard]] Outcome outcome() const noexcept { return nim.outcome(); }
    [[nodiscard]] AddressHashedNim after(Take m) const noexcept { return {nim.after(m)}; }
    [[nodiscard]] std::uint64_t hash() const noexcept { return mix(reinterpret_cast<std::uintptr_t>(this)); }
    friend bool operator==(const AddressHashedNim&, const AddressHashedNim&) = default;
};

/// Nim keeping its hash incrementally, as a Zobrist key would be: `key` is updated by after() and
/// compute_hash() computes it afresh. With `ForgetsSide`, after() forgets to update the side's part.
template <bool ForgetsSide>
struct KeyedNim {
    using move_type = Take;
    Nim nim;
    std::uint64_t key = fresh_key(nim);

    [[nodiscard]] static constexpr std::uint64_t fresh_key(const Nim& n) noexcept {
        return mix(static_cast<std::uint64_t>(n.stones)) ^ (n.side == Player::second ? 1U : 0U);
    }
    [[nodiscard]] Player side_to_move() const noexcept { return nim.side_to_move(); }
    [[nodiscard]] Outcome outcome() const noexcept { return nim.outcome(); }
    [[nodiscard]] KeyedNim after(Take m) const noexcept {
        const Nim next = nim.after(m);
        std::uint64_t k = key ^ mix(static_cast<std::uint64_t>(nim.stones)) ^ mix(static_cast<std::uint64_t>(next.stones));
        if (!ForgetsSide) k ^= 1U;
        return {next, k};
    }
    [[nodiscard]] std::uint64_t hash() const noexcept { return key; }
    [[nodiscard]] std::uint64_t compute_hash() const noexcept { return fresh_key(nim); }
    friend bool operator==(const KeyedNim& a, const KeyedNim& b) noexcept { return a.nim == b.nim; }
};

/// Nim hashed by the order of its moves, not by the position: one position reached by two move
/// orders has two hashes (without compute_hash, nothing else can see it).
struct PathHashedNim {
    using move_type = Take;
    Nim nim;
    std::uint64_t path = 0;

    [[nodiscard]] Player side_to_move() const noexcept { return nim.side_to_move(); }
    [[nodiscard]] Outcome outcome() const noexcept { return nim.outcome(); }
    [[nodiscard]] PathHashedNim after(Take m) const noexcept {
        return {nim.after(m), path * 31 + static_cast<std::uint64_t>(m.stones)};
    }
    [[nodiscard]] std::uint64_t hash() const noexcept { return mix(path); }
    friend bool operator==(const PathHashedNim& a, const PathHashedNim& b) noexcept { return a.nim == b.nim; }
};

/// What a NullMoveNim gets wrong in after_null_move().
enum class NullFlaw {
    none,
    keeps_turn,  ///< the side to move stays the same: no turn is handed over
    stale_key,   ///< the turn is handed over but the kept key is not updated for it
};

/// Nim with a null move (the turn handed over without taking) and a key kept incrementally, as
/// KeyedNim's, with the flaw `F` in after_null_move().
template <NullFlaw F>
struct NullMoveNim {
    using move_type = Take;
    static constexpr Features gametree_features = Feature::hash | Feature::null_move;
    Nim nim;
    std::uint64_t key = KeyedNim<false>::fresh_key(nim);

    [[nodiscard]] Player side_to_move() const noexcept { return nim.side_to_move(); }
    [[nodiscard]] Outcome outcome() const noexcept { return nim.outcome(); }
    [[nodiscard]] NullMoveNim after(Take m) const noexcept {
        const Nim next = nim.after(m);
        return {next, KeyedNim<false>::fresh_key(next)};
    }
    [[nodiscard]] NullMoveNim after_null_move() const noexcept {
        const Nim passed{nim.stones, F == NullFlaw::keeps_turn ? nim.side : opponent(nim.side)};
        return {passed, F == NullFlaw::stale_key ? key : KeyedNim<false>::fresh_key(passed)};
    }
    [[nodiscard]] std::uint64_t hash() const noexcept { return key; }
    [[nodiscard]] std::uint64_t compute_hash() const noexcept { return KeyedNim<false>::fresh_key(nim); }
    friend bool operator==(const NullMoveNim& a, const NullMoveNim& b) noexcept { return a.nim == b.nim; }
};

/// Nim whose hash leaves out part of what decides the future: with `SideBlind`, the side to move (a
/// Zobrist key that forgets the side's key); without it, the pile. The hash is the same for a state and
/// its copies and for one state reached by two move orders, so only states that differ in what the hash
/// leaves out can show it.
template <bool SideBlind>
struct BlindHashedNim {
    using move_type = Take;
    Nim nim;

    [[nodiscard]] Player side_to_move() const noexcept { return nim.side_to_move(); }
    [[nodiscard]] Outcome outcome() const noexcept { return nim.outcome(); }
    [[nodiscard]] BlindHashedNim after(Take m) const noexcept { return {nim.after(m)}; }
    [[nodiscard]] std::uint64_t hash() const noexcept {
        return SideBlind ? mix(static_cast<std::uint64_t>(nim.stones)) : mix(static_cast<std::uint64_t>(index_of(nim.side)));
    }
    friend bool operator==(const BlindHashedNim&, const BlindHashedNim&) = default;
};

/// Nim that remembers its last take, outside == and the hash (as a piece list kept in the order of
/// play would be), and whose generator lists the takes from that one on: one state reached by two
/// move orders lists its moves in two orders.
struct LastTakeNim {
    using move_type = Take;
    Nim nim;
    int last = 1;

    [[nodiscard]] Player side_to_move() const noexcept { return nim.side_to_move(); }
    [[nodiscard]] Outcome outcome() const noexcept { return nim.outcome(); }
    [[nodiscard]] LastTakeNim after(Take m) const noexcept { return {nim.after(m), m.stones}; }
    [[nodiscard]] std::uint64_t hash() const noexcept { return nim.hash(); }
    friend bool operator==(const LastTakeNim& a, const LastTakeNim& b) noexcept { return a.nim == b.nim; }
};

/// LastTakeNim's moves: Nim's takes, rotated to begin with the last take when the pile allows it.
struct LastTakeNimMoves {
    static constexpr std::size_t max_moves = NimMoves::max_moves;
    void generate(const LastTakeNim& s, MoveBuffer<Take, max_moves>& out) const {
        NimMoves{}.generate(s.nim, out);
        const auto first = static_cast<std::size_t>(s.last - 1);
        if (first < out.size()) std::rotate(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(first), out.end());
    }
};

}  // namespace gametree::testing
