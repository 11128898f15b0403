/// \file
/// The tree of a proof-number search: nodes with proof and disproof numbers in one bounded pool.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "gametree/core/concepts.hpp"

namespace gametree {

/// A proof or disproof number: how many leaves at least must still be solved to prove (disprove) a
/// node. pn_infinity means the node can no longer be proven (disproven); finite sums saturate below it.
using ProofNumber = std::uint32_t;

/// The proof number of a disproven node (and the disproof number of a proven one).
inline constexpr ProofNumber pn_infinity = std::numeric_limits<ProofNumber>::max();

/// `a + b`, infinite when either is, and otherwise at most pn_infinity - 1: a sum of many big finite
/// numbers must not pass for a solved node.
[[nodiscard]] constexpr ProofNumber pn_add(ProofNumber a, ProofNumber b) noexcept {
    if (a == pn_infinity || b == pn_infinity) return pn_infinity;
    const std::uint64_t sum = std::uint64_t{a} + std::uint64_t{b};
    return sum >= pn_infinity ? pn_infinity - 1 : static_cast<ProofNumber>(sum);
}

/// The index that names no node (an empty child list, the end of a sibling list).
inline constexpr std::uint32_t pns_no_node = std::numeric_limits<std::uint32_t>::max();

/// A node of a proof-number tree. The state is not stored: the search replays the moves from the root
/// (a move is far smaller than most states). Children form a list (first_child, next_sibling) so that
/// single nodes can be freed and reused.
template <MoveType Move>
struct PnsNode {
    Move move{};                                ///< the move that leads here from the parent
    ProofNumber proof = 1;                      ///< 0: the attacker wins here
    ProofNumber disproof = 1;                   ///< 0: the attacker does not win here
    std::uint32_t first_child = pns_no_node;    ///< its first child, pns_no_node before expansion
    std::uint32_t next_sibling = pns_no_node;   ///< its parent's next child; also the free list's link
    bool or_node = true;                        ///< the attacker moves here (otherwise the defender)
    bool expanded = false;                      ///< its children were created (it may have none)
    bool pass = false;                          ///< reached by a pass, not by `move`
    bool path_dependent = false;                ///< disproven for its path alone: through a repetition

    /// Proven or disproven.
    [[nodiscard]] constexpr bool solved() const noexcept { return proof == 0 || disproof == 0; }
};

/// A pool of at most `max_nodes` PnsNode, with a free list. Its capacity never exceeds the bound (it
/// grows by doubling up to it), so the bound is a memory bound: `max_nodes * sizeof(PnsNode<Move>)`.
template <MoveType Move>
class PnsTree {
public:
    /// The nodes it holds.
    using Node = PnsNode<Move>;

    /// The largest bound: indices are 32 bits and one value names no node.
    static constexpr std::size_t largest_bound = std::size_t{pns_no_node} - 1;

    /// A tree of at most `max_nodes` nodes (taken as 2 to largest_bound).
    explicit PnsTree(std::size_t max_nodes) : max_(std::clamp<std::size_t>(max_nodes, 2, largest_bound)) {}

    /// Empties the tree (keeping its memory) and makes a root, node 0, where the attacker moves when
    /// `or_node`.
    std::uint32_t reset(bool or_node) {
        nodes_.clear();
        free_ = pns_no_node;
        free_count_ = 0;
        const std::uint32_t root = allocate();
        nodes_[root].or_node = or_node;
        return root;
    }

    /// Node `i`, which must have been allocated (and not freed since).
    [[nodiscard]] Node& operator[](std::uint32_t i) noexcept { return nodes_[i]; }
    /// Node `i`, read only.
    [[nodiscard]] const Node& operator[](std::uint32_t i) const noexcept { return nodes_[i]; }

    /// The nodes the tree holds now.
    [[nodiscard]] std::size_t size() const noexcept { return nodes_.size() - free_count_; }
    /// The most nodes it held since it was made.
    [[nodiscard]] std::size_t peak() const noexcept { return peak_; }
    /// The bound.
    [[nodiscard]] std::size_t max_nodes() const noexcept { return max_; }
    /// The bytes its pool holds now (capacity, not size).
    [[nodiscard]] std::size_t bytes() const noexcept { return nodes_.capacity() * sizeof(Node); }

    /// True when `count` more nodes fit under the bound.
    [[nodiscard]] bool has_room(std::size_t count) const noexcept { return size() + count <= max_; }

    /// A fresh node (default values); has_room(1) must hold.
    std::uint32_t allocate() {
        std::uint32_t i = free_;
        if (i != pns_no_node) {
            free_ = nodes_[i].next_sibling;
            --free_count_;
            nodes_[i] = Node{};
        } else {
            if (nodes_.size() == nodes_.capacity())  // grow by doubling, never past the bound
                nodes_.reserve(std::min(max_, std::max<std::size_t>(64, 2 * nodes_.capacity())));
            i = static_cast<std::uint32_t>(nodes_.size());
            nodes_.emplace_back();
        }
        peak_ = std::max(peak_, size());
        return i;
    }

    /// Frees every descendant of `node`, which keeps its numbers and becomes childless.
    void release_children(std::uint32_t node) {
        std::vector<std::uint32_t> pending;
        for (std::uint32_t c = nodes_[node].first_child; c != pns_no_node; c = nodes_[c].next_sibling) pending.push_back(c);
        nodes_[node].first_child = pns_no_node;
        while (!pending.empty()) {
            const std::uint32_t i = pending.back();
            pending.pop_back();
            for (std::uint32_t c = nodes_[i].first_child; c != pns_no_node; c = nodes_[c].next_sibling) pending.push_back(c);
            nodes_[i].next_sibling = free_;
            free_ = i;
            ++free_count_;
        }
    }

    /// Frees the descendants of every solved node below `root`: a solved node's numbers are final, so
    /// the search never descends into it again. The solved nodes themselves stay (the root's children
    /// still name its proving move). Returns the nodes freed.
    std::size_t release_solved(std::uint32_t root) {
        const std::size_t before = size();
        std::vector<std::uint32_t> pending{root};
        while (!pending.empty()) {
            const std::uint32_t i = pending.back();
            pending.pop_back();
            if (i != root && nodes_[i].solved()) {
                release_children(i);
                continue;
            }
            for (std::uint32_t c = nodes_[i].first_child; c != pns_no_node; c = nodes_[c].next_sibling) pending.push_back(c);
        }
        return before - size();
    }

private:
    std::vector<Node> nodes_;
    std::uint32_t free_ = pns_no_node;
    std::size_t free_count_ = 0;
    std::size_t peak_ = 0;
    std::size_t max_;
};

}  // namespace gametree
