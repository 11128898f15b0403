/// \file
/// Remembering evaluations: a search that reaches one position by several move orders evaluates it once.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "gametree/core/concepts.hpp"
#include "gametree/core/exceptions.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/score.hpp"

namespace gametree {

/// An evaluator that remembers what `E` said of the last positions it was asked about: a direct-mapped
/// table indexed by the state's hash, each slot holding the whole state and its score. A slot is used
/// only when its state equals the one asked about, so the cached evaluator gives exactly `E`'s values
/// (no hash collision can change one). Copies share the table (an engine keeps its own copy of its
/// evaluator); it is not safe to use from several threads at once.
template <HashedState S, Evaluator<S> E>
    requires std::equality_comparable<S>
class CachedEvaluator {
public:
    /// What `E` offers, the cache offers too (its estimate).
    static constexpr Features gametree_features = available_evaluator_features<E, S>();

    /// `slots`: the table's size, rounded up to a power of two; 0 for no table (every evaluation asks
    /// `E`: for an evaluator so cheap that copying and comparing states would cost more). A count above
    /// the largest power of two of std::size_t (SIZE_MAX, -1 converted) is std::length_error.
    explicit CachedEvaluator(E eval = {}, std::size_t slots = std::size_t{1} << 13)
        : eval_(std::move(eval)), table_(std::make_shared<Table>()) {
        std::size_t n = slots ? 1 : 0;
        while (n < slots) {
            // Doubled once more the count would wrap to 0, and 0 doubled never reaches `slots`.
            if (n > std::numeric_limits<std::size_t>::max() / 2)
                detail::raise(std::length_error("evaluation cache: " + std::to_string(slots) +
                                                " slots round up to no power of two of std::size_t"));
            n *= 2;
        }
        table_->slots.resize(n);
    }

    /// `E`'s score of `state`, from the table when `state` is the one its slot holds.
    [[nodiscard]] Score operator()(const S& state) const {
        if (table_->slots.empty()) {
            ++table_->misses;
            return checked_evaluation(eval_(state));
        }
        Slot& slot = table_->slots[static_cast<std::size_t>(state.hash()) & (table_->slots.size() - 1)];
        if (slot.state && *slot.state == state) {
            ++table_->hits;
            return slot.score;
        }
        ++table_->misses;
        slot.score = checked_evaluation(eval_(state));
        slot.state = state;
        return slot.score;
    }

    /// `E`'s cheap estimate, when it has one (EstimatingEvaluator, for lazy evaluation): passed through,
    /// not cached, since it is meant to cost less than a lookup.
    [[nodiscard]] Score estimate(const S& state) const
        requires EstimatingEvaluator<E, S>
    {
        return checked_evaluation(eval_.estimate(state));
    }

    /// Evaluations answered from the table.
    [[nodiscard]] std::uint64_t hits() const noexcept { return table_->hits; }
    /// Evaluations that asked `E`.
    [[nodiscard]] std::uint64_t misses() const noexcept { return table_->misses; }

private:
    struct Slot {
        std::optional<S> state;
        Score score = 0;
    };
    struct Table {
        std::vector<Slot> slots;
        std::uint64_t hits = 0;
        std::uint64_t misses = 0;
    };

    E eval_;
    std::shared_ptr<Table> table_;
};

}  // namespace gametree
