/// \file
/// A move list that lives on the stack: move generation allocates nothing in ordinary positions.
#pragma once

#include "gametree/core/cxx20.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <span>
#include <type_traits>
#include <utility>

namespace gametree {

/// A list of moves stored inline, in the object, for up to `Capacity` moves.
///
/// A game declares a capacity (its generator's `max_moves`) that ordinary positions never exceed, so
/// move lists cost no allocation. A position with more moves (such as a hand-made Congo position in
/// which a monkey has thousands of capture sequences) still works: the list moves to the heap, grows as
/// needed, and frees it when it goes out of scope. For a trivially default-constructible `Move` the
/// inline storage is left uninitialised, so a buffer costs nothing until moves are pushed.
template <class Move, std::size_t Capacity>
class MoveBuffer {
    static_assert(Capacity > 0, "gametree: a MoveBuffer holds at least 1 move inline (a generator's max_moves is at least 1)");

public:
    /// The type of the moves held, as standard containers name it.
    using value_type = Move;
    /// A pointer to a move, for iterating over the list and changing its moves.
    using iterator = Move*;
    /// A pointer to a move that cannot be changed, for iterating over a const list.
    using const_iterator = const Move*;

    /// An empty list, inline.
    constexpr MoveBuffer() noexcept { data_ = items_.data(); }
    /// Copies the moves of `other`: inline when they fit `Capacity`, else on a heap block of its own.
    constexpr MoveBuffer(const MoveBuffer& other) : MoveBuffer() {
        for (const Move& m : other) push_back(m);
    }
    /// Replaces the moves with those of `other`; a list already on the heap keeps its block.
    constexpr MoveBuffer& operator=(const MoveBuffer& other) {
        if (this != &other) {
            clear();
            for (const Move& m : other) push_back(m);
        }
        return *this;
    }
    /// Takes over the moves of `other`: its heap block when it has one (nothing is copied or allocated),
    /// else its inline moves, moved one by one. `other` is left empty, with its inline storage.
    constexpr MoveBuffer(MoveBuffer&& other) noexcept(std::is_nothrow_move_assignable_v<Move>) : MoveBuffer() {
        take(other);
    }
    /// Frees the list's heap block if it has one, then takes over the moves of `other` as the move
    /// constructor does.
    constexpr MoveBuffer& operator=(MoveBuffer&& other) noexcept(std::is_nothrow_move_assignable_v<Move>) {
        if (this != &other) {
            release();
            take(other);
        }
        return *this;
    }
    constexpr ~MoveBuffer() { release(); }

    /// The inline capacity: how many moves fit without allocating.
    static constexpr std::size_t capacity() noexcept { return Capacity; }
    /// True once the list outgrew the inline storage and lives on the heap.
    [[nodiscard]] constexpr bool spilled() const noexcept { return data_ != items_.data(); }

    /// Appends a move.
    constexpr void push_back(const Move& m) {
        if (size_ == allocated_) [[unlikely]]
            grow();
        data_[size_++] = m;
    }
    /// Empties the list; a list on the heap keeps its block (spilled() stays true).
    constexpr void clear() noexcept { size_ = 0; }
    /// Makes the list `n` long: the first min(n, size()) moves stay, any new ones are `value`.
    constexpr void resize(std::size_t n, const Move& value) {
        if (allocated_ < n) grow(n);
        for (std::size_t i = size_; i < n; ++i) data_[i] = value;
        size_ = n;
    }
    /// The number of moves in the list.
    [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
    /// True when the list holds no move.
    [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }

    /// The move at index `i`, which must be below size().
    constexpr Move& operator[](std::size_t i) noexcept { return data_[i]; }
    /// The move at index `i`, which must be below size(), read-only.
    constexpr const Move& operator[](std::size_t i) const noexcept { return data_[i]; }

    /// An iterator to the first move. Like every pointer into the list it is invalidated when push_back() or
    /// resize() moves the list to a bigger block.
    constexpr iterator begin() noexcept { return data_; }
    /// An iterator past the last move.
    constexpr iterator end() noexcept { return data_ + size_; }
    /// A read-only iterator to the first move.
    constexpr const_iterator begin() const noexcept { return data_; }
    /// A read-only iterator past the last move.
    constexpr const_iterator end() const noexcept { return data_ + size_; }

    /// The moves as a span, for algorithms that take ranges.
    [[nodiscard]] constexpr std::span<Move> moves() noexcept { return {data_, size_}; }
    /// The moves as a read-only span.
    [[nodiscard]] constexpr std::span<const Move> moves() const noexcept { return {data_, size_}; }

private:
    /// Frees the heap block, if any: the list is then empty and inline.
    constexpr void release() noexcept {
        if (data_ != items_.data()) delete[] data_;
        data_ = items_.data();
        size_ = 0;
        allocated_ = Capacity;
    }
    /// Takes the moves of `other` into this empty, inline list, and leaves `other` empty and inline.
    constexpr void take(MoveBuffer& other) noexcept(std::is_nothrow_move_assignable_v<Move>) {
        if (other.spilled()) {
            data_ = other.data_;
            allocated_ = other.allocated_;
        } else {
            for (std::size_t i = 0; i < other.size_; ++i) items_[i] = std::move(other.items_[i]);
        }
        size_ = other.size_;
        other.data_ = other.items_.data();
        other.size_ = 0;
        other.allocated_ = Capacity;
    }

    /// Moves the list to a heap block of at least `at_least` moves (and at least twice the current one).
    constexpr void grow(std::size_t at_least = 0) {
        const std::size_t bigger = std::max(2 * allocated_, at_least);
        Move* heap = new Move[bigger];
        for (std::size_t i = 0; i < size_; ++i) heap[i] = data_[i];
        if (data_ != items_.data()) delete[] data_;
        data_ = heap;
        allocated_ = bigger;
    }

    std::array<Move, Capacity> items_;  // deliberately not value-initialised
    Move* data_ = nullptr;
    std::size_t size_ = 0;
    std::size_t allocated_ = Capacity;
};

}  // namespace gametree
