// A game given as a directed graph that may have cycles, with the value of a position found by trying
// every line: the oracle of the proof searches' handling of repetitions (a move back to a position of
// the line played wins nothing).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <vector>

#include <gametree/core/features.hpp>
#include <gametree/core/move_buffer.hpp>
#include <gametree/core/player.hpp>

namespace gametree::testing {

/// A game given as a directed graph that may have cycles (a node's children are any nodes): a node
/// without children is a finished game when `end` says so, and otherwise a dead end its mover loses.
struct GraphNode {
    Player mover = Player::first;
    std::vector<int> children;
    Outcome end = Outcome::ongoing;
};

/// A position of a graph: its node. Comparable with ==, so that best-first PNS keeps its table of
/// solved positions, where a disproof through a repetition must not be stored.
struct GraphGame {
    using move_type = int;
    static constexpr Features gametree_features = Feature::hash;
    std::span<const GraphNode> graph;
    int at = 0;

    [[nodiscard]] const GraphNode& node() const { return graph[static_cast<std::size_t>(at)]; }
    [[nodiscard]] Player side_to_move() const { return node().mover; }
    [[nodiscard]] Outcome outcome() const { return node().children.empty() ? node().end : Outcome::ongoing; }
    [[nodiscard]] GraphGame after(int child) const { return {graph, child}; }
    [[nodiscard]] std::uint64_t hash() const { return (static_cast<std::uint64_t>(at) + 1) * 0x9E3779B97F4A7C15ULL; }
    friend bool operator==(const GraphGame& a, const GraphGame& b) { return a.at == b.at; }
};

/// The children of a node, in order.
struct GraphMoves {
    static constexpr std::size_t max_moves = 8;
    void generate(const GraphGame& s, MoveBuffer<int, max_moves>& out) const {
        for (const int c : s.node().children) out.push_back(c);
    }
};

/// Every node of a graph, for a RetrogradeTable (a TablebaseDomain): index i is node i.
struct GraphDomain {
    std::span<const GraphNode> graph;
    [[nodiscard]] std::size_t size() const { return graph.size(); }
    [[nodiscard]] std::optional<GraphGame> state(std::size_t i) const { return GraphGame{graph, static_cast<int>(i)}; }
    [[nodiscard]] std::optional<std::size_t> index(const GraphGame& s) const {
        if (s.graph.data() != graph.data()) return std::nullopt;
        return static_cast<std::size_t>(s.at);
    }
};

/// Whether `attacker` wins from node `at` when going back to a position of the line played (`path`)
/// wins nothing, by trying every line: the value df-pn must find in a game with cycles.
inline bool wins_by_every_line(std::span<const GraphNode> graph, int at, std::vector<int>& path, Player attacker) {
    const GraphNode& node = graph[static_cast<std::size_t>(at)];
    if (node.children.empty()) return node.end == Outcome::ongoing ? node.mover != attacker : is_win_for(node.end, attacker);
    if (std::find(path.begin(), path.end(), at) != path.end()) return false;
    path.push_back(at);
    const bool attacker_moves = node.mover == attacker;
    bool result = !attacker_moves;
    for (const int c : node.children)
        if (wins_by_every_line(graph, c, path, attacker) == attacker_moves) {
            result = attacker_moves;
            break;
        }
    path.pop_back();
    return result;
}

/// A random graph of 3 to 10 nodes, each finished (won by either player or drawn) or with up to 3
/// children anywhere in the graph (itself included).
inline std::vector<GraphNode> random_graph(std::mt19937_64& rng) {
    std::vector<GraphNode> graph(3 + rng() % 8);
    for (GraphNode& node : graph) {
        node.mover = rng() % 2 == 0 ? Player::first : Player::second;
        const auto children = rng() % 4;
        if (children == 0) {
            const auto kind = rng() % 3;
            node.end = kind == 0 ? Outcome::first_wins : kind == 1 ? Outcome::second_wins : Outcome::draw;
            continue;
        }
        for (std::uint64_t k = 0; k < children; ++k) {
            const int c = static_cast<int>(rng() % graph.size());
            if (std::find(node.children.begin(), node.children.end(), c) == node.children.end()) node.children.push_back(c);
        }
    }
    return graph;
}

}  // namespace gametree::testing
