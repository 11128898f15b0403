/// \file
/// Openings for matches: distinct positions a few random moves from a start, so that a match between
/// deterministic agents plays different games.
#pragma once

#include <algorithm>
#include <atomic>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <unordered_map>
#include <vector>

#include "gametree/core/chance.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/core/no_move_policy.hpp"
#include "gametree/core/random.hpp"

namespace gametree {

/// Whether the side to move in `s` has a move that ends the game: an opening that only tells who moves
/// first (each agent wins it once when it is played with both colours).
template <State S, MoveGen<S> G>
[[nodiscard]] bool ends_in_one_move(const S& s, const G& gen) {
    for (const auto& m : moves_of(gen, s))
        if (is_over(s.after(m).outcome())) return true;
    return false;
}

/// The tries in a row without a new opening after which random_openings gives up: the game has no more
/// (within its walks' reach). Only a count above 1,000 lets a run get this long before `count * 100`
/// tries end it anyway.
inline constexpr std::size_t random_openings_stall = 100'000;

/// `count` distinct positions, the first being `start` itself when `include_start`, the others reached
/// from it by `plies` uniformly random moves and not yet finished. Seeded: the same seed gives the same
/// openings, with every standard library. In a game with chance, each roll falls by its outcomes'
/// probabilities (draw_chance_outcome); in a game with passes (NoMovePolicy::pass), a side without a
/// move passes on the way, and the pass is not one of the moves; in other games a side without a move
/// ends the walk early. With `undecided_only`, also none whose side to move can end the game at once
/// (ends_in_one_move). Gives fewer when the game has fewer such positions (it stops after `count * 100`
/// tries, or after random_openings_stall tries in a row found no new one), or when `stop` becomes true
/// (a program's Ctrl-C: the openings found so far). A HashedState's openings are told apart through
/// their hashes, in constant time: comparing each with all before it took minutes for the 500,000
/// openings of a long match.
template <State S, MoveGen<S> G>
    requires std::equality_comparable<S>
[[nodiscard]] std::vector<S> random_openings(const S& start, std::size_t count, int plies, std::uint64_t seed,
                                             G gen = {}, bool include_start = true, bool undecided_only = false,
                                             const std::atomic<bool>* stop = nullptr) {
    std::vector<S> result;
    if (count == 0) return result;
    std::unordered_multimap<std::uint64_t, std::size_t> by_hash;  // HashedState: the openings of each hash
    const auto is_new = [&](const S& candidate) {
        if constexpr (HashedState<S>) {
            const auto [first, last] = by_hash.equal_range(candidate.hash());
            return std::none_of(first, last, [&](const auto& entry) { return result[entry.second] == candidate; });
        } else {
            return std::find(result.begin(), result.end(), candidate) == result.end();
        }
    };
    const auto add = [&](const S& opening) {
        if constexpr (HashedState<S>) by_hash.emplace(opening.hash(), result.size());
        result.push_back(opening);
    };
    if (include_start) add(start);
    std::mt19937_64 rng(seed);
    // Saturating: a count near the type's limit would wrap `count * 100` round to a few tries, or none.
    constexpr std::size_t most = std::numeric_limits<std::size_t>::max();
    const std::size_t max_tries = count > most / 100 ? most : count * 100;
    std::size_t failed_in_a_row = 0;
    for (std::size_t tries = 0; result.size() < count && tries < max_tries && failed_in_a_row < random_openings_stall;
         ++tries) {
        if (stop && stop->load(std::memory_order_relaxed)) break;
        ++failed_in_a_row;  // until this try finds a new one
        S s = start;
        bool passed = false;  // the last turn was a pass: a second one in a row would never end the walk
        for (int ply = 0; ply < plies && !is_over(s.outcome()); ++ply) {
            if constexpr (ChanceState<S>) {
                if (s.is_chance()) {  // the dice fall as they would in a game, not uniformly
                    s = s.after(draw_chance_outcome(s, rng));
                    continue;
                }
            }
            const auto moves = moves_of(gen, s);
            if (moves.empty()) {
                // The game's NoMovePolicy passes (Othello): the pass is forced, not one of the random
                // moves, so the walk goes on to its `plies` moves rather than stop at the pass.
                if constexpr (no_move_policy_v<S> == NoMovePolicy::pass) {
                    if (!passed) {
                        s = s.after_pass();
                        passed = true;
                        --ply;
                        continue;
                    }
                }
                break;
            }
            s = s.after(moves[random_index(rng, moves.size())]);
            passed = false;
        }
        if (is_over(s.outcome()) || (undecided_only && ends_in_one_move(s, gen))) continue;
        if (is_new(s)) {
            add(s);
            failed_in_a_row = 0;
        }
    }
    return result;
}

}  // namespace gametree
