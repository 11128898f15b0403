// A fixed-capacity list of moves that lives on the stack: move generation allocates nothing.
#pragma once

#include <array>
#include <cassert>
#include <cstddef>
#include <span>

namespace gametree {

/// Holds up to `Capacity` moves without touching the heap.
///
/// For a trivially default-constructible `Move` the storage is left uninitialised, so a buffer costs
/// nothing until moves are pushed; a game declares a capacity that its move generator can never
/// exceed (its `max_moves`).
template <class Move, std::size_t Capacity>
class MoveBuffer {
public:
    using value_type = Move;
    using iterator = Move*;
    using const_iterator = const Move*;

    static constexpr std::size_t capacity() noexcept { return Capacity; }

    /// Appends a move. The game's generator guarantees the capacity is never exceeded.
    constexpr void push_back(const Move& m) noexcept {
        assert(size_ < Capacity && "move generator exceeded its declared max_moves");
        items_[size_++] = m;
    }
    constexpr void clear() noexcept { size_ = 0; }
    [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
    [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }

    constexpr Move& operator[](std::size_t i) noexcept { return items_[i]; }
    constexpr const Move& operator[](std::size_t i) const noexcept { return items_[i]; }

    constexpr iterator begin() noexcept { return items_.data(); }
    constexpr iterator end() noexcept { return items_.data() + size_; }
    constexpr const_iterator begin() const noexcept { return items_.data(); }
    constexpr const_iterator end() const noexcept { return items_.data() + size_; }

    /// The moves as a span, for algorithms that take ranges.
    [[nodiscard]] constexpr std::span<Move> moves() noexcept { return {items_.data(), size_}; }
    [[nodiscard]] constexpr std::span<const Move> moves() const noexcept { return {items_.data(), size_}; }

private:
    std::array<Move, Capacity> items_;  // deliberately not value-initialised
    std::size_t size_ = 0;
};

}  // namespace gametree
