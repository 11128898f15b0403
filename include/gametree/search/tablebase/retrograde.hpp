/// \file
/// Endgame tablebases by retrograde analysis: every position of a small set solved exactly, with the
/// distance to the end of the game, for any game that can enumerate the set.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <algorithm>
#include <limits>
#include <functional>
#include <optional>
#include <queue>
#include <utility>
#include <vector>

#include "gametree/core/assert.hpp"
#include "gametree/core/chance.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/no_move_policy.hpp"
#include "gametree/core/score.hpp"

namespace gametree {

/// The exact value of a position for the side to move: won or lost in `plies` plies of best play
/// (the winner hurrying, the loser delaying), or drawn.
struct TablebaseValue {
    /// How the game ends with best play, for the side to move.
    enum class Result : std::uint8_t { draw, win, loss };
    /// Won, lost or drawn for the side to move.
    Result result = Result::draw;
    /// For a win or a loss: plies to the end of the game (0: the game is over); 0 for a draw. A distance
    /// beyond the type's range is held at its maximum (4,294,967,295), "at least that far".
    std::uint32_t plies = 0;

    /// Equal when the result and the plies are.
    friend bool operator==(const TablebaseValue&, const TablebaseValue&) = default;

    /// The engine score at `ply` from the root: a mate score by distance (at most max_ply - 1 plies, as
    /// win_in says), or 0 for a draw.
    [[nodiscard]] constexpr Score score(int ply) const noexcept {
        // Summed in 64 bits: `ply + plies` need not fit an int, and win_in caps it at max_ply - 1 anyway.
        const auto distance = static_cast<int>(std::min<std::int64_t>(std::int64_t{ply} + plies, max_ply - 1));
        if (result == Result::win) return win_in(distance);
        if (result == Result::loss) return loss_in(distance);
        return 0;
    }
};

/// A set of positions the solver can enumerate: each valid position has an index below `size()`.
/// - `d.size()`: the number of indices.
/// - `d.state(i)`: the position with index i, or nothing for an index that is not a valid position.
/// - `d.index(s)`: the index of `s`, or nothing when `s` is not in the set (e.g. after a capture).
/// `d.index(*d.state(i)) == i` for every valid i (checked by a contract), and two states with one index
/// must have the same future: whatever decides a state's moves or its end (a move counter, say) is part
/// of the index, or the table is solved for the state that state() builds.
template <class D, class S>
concept TablebaseDomain = State<S> && requires(const D d, const S s, std::size_t i) {
    { d.size() } -> std::convertible_to<std::size_t>;
    { d.state(i) } -> std::same_as<std::optional<S>>;
    { d.index(s) } -> std::same_as<std::optional<std::size_t>>;
};

/// How RetrogradeTable solves its domain; both give the same values.
enum class RetrogradeMethod : std::uint8_t {
    /// Lists each open position's moves once, keeps for each position the open positions that move into
    /// it, and settles positions in order of distance, each telling only its predecessors: work in
    /// proportion to the moves of the domain, however far its ends are. While solving it also keeps up
    /// to 12 bytes per move into an open position (24 for a domain of more than 2^32 - 1 indices) and
    /// about 32 bytes per index.
    predecessors,
    /// Goes over every open position, generating its moves again, once per distance at which something
    /// can be decided: no memory beyond the table's, but work in proportion to the open positions times
    /// the farthest distance (passes that can decide nothing are skipped).
    passes,
};

/// The solved values of every position of a domain: sizeof(TablebaseValue) + 1 bytes (9) per index of the
/// domain. Games with chance (ChanceState) do not compile: the rolls of a chance state would be taken for
/// a player's choices.
template <State S, TablebaseDomain<S> D>
class RetrogradeTable {
    static_assert(!ChanceState<S>, "gametree: RetrogradeTable solves games without chance: the outcomes of a chance "
                                   "state would be taken for a player's choices (search it with expectiminimax or MCTS)");

public:
    /// Solves every position of `domain`. A move that leaves the domain must reach a finished game, a
    /// position `outside(state)` can value (usually another, smaller table), or one that is not over and
    /// has no move under a NoMovePolicy other than pass (valued by the policy when `outside` gives
    /// nothing); a contract checks it. Positions whose value cannot be forced either way are draws. A
    /// position that is not over but has no move is valued by the game's NoMovePolicy, as every search
    /// does: lost there, drawn, or valued through its pass. Every win is the fastest and every loss the
    /// slowest. `method` trades memory for speed (RetrogradeMethod); the values are the same.
    template <MoveGen<S> G, class Outside>
        requires std::invocable<Outside&, const S&>
    RetrogradeTable(D domain, const G& gen, Outside&& outside, RetrogradeMethod method = RetrogradeMethod::predecessors)
        : domain_(std::move(domain)) {
        static_assert(check_declared_features<S, G>());
        const std::size_t n = domain_.size();
        values_.assign(n, TablebaseValue{});
        entries_.assign(n, Entry::none);
        std::vector<std::size_t> open;
        for (std::size_t i = 0; i < n; ++i) {
            const auto s = domain_.state(i);
            if (!s) continue;
            GAMETREE_ASSERT(domain_.index(*s) == i, "RetrogradeTable: the domain's index(state(i)) is not i");
            ++positions_;
            std::optional<TablebaseValue> decided = finished_value(*s);
            // Decided by the policy with no ply to play: settled with the finished games, so that a move
            // into it is a win or a draw from the start.
            if (!decided) decided = stuck_value(*s, gen);
            if (decided) {
                settle(i, *decided);
            } else {
                entries_[i] = Entry::open;
                open.push_back(i);
            }
        }
        if (method == RetrogradeMethod::passes) {
            solve_by_passes(std::move(open), gen, outside);
        } else if (n <= std::numeric_limits<std::uint32_t>::max()) {
            solve_by_predecessors<std::uint32_t>(open, gen, outside);
        } else {
            solve_by_predecessors<std::size_t>(open, gen, outside);
        }
    }

    /// The value of `s`, or nothing when `s` is not in this table's domain.
    [[nodiscard]] std::optional<TablebaseValue> probe(const S& s) const {
        const auto i = domain_.index(s);
        if (!i || *i >= values_.size() || entries_[*i] == Entry::none) return std::nullopt;
        return values_[*i];
    }

    /// The set of positions the table solved.
    [[nodiscard]] const D& domain() const noexcept { return domain_; }
    /// Valid positions in the domain.
    [[nodiscard]] std::size_t positions() const noexcept { return positions_; }
    /// How many rounds the solver made: with RetrogradeMethod::passes, the passes over the positions still
    /// open (those in which nothing could be decided before a far win is due are skipped); with
    /// RetrogradeMethod::predecessors, the distinct distances at which it settled positions.
    [[nodiscard]] std::uint64_t passes() const noexcept { return passes_; }
    /// How many are won, lost and drawn for the side to move.
    [[nodiscard]] std::size_t count(TablebaseValue::Result r) const {
        std::size_t c = 0;
        for (std::size_t i = 0; i < values_.size(); ++i) c += entries_[i] != Entry::none && values_[i].result == r;
        return c;
    }

private:
    /// What a child's value makes of the position that moved there: the child's result for its own side
    /// to move turned into the mover's (the same when the move keeps the side to move), one ply farther.
    struct Reached {
        TablebaseValue::Result result;
        std::uint64_t plies;
    };
    [[nodiscard]] static Reached reached(TablebaseValue child, bool same_side) noexcept {
        TablebaseValue::Result r = child.result;
        if (!same_side && r != TablebaseValue::Result::draw)
            r = r == TablebaseValue::Result::win ? TablebaseValue::Result::loss : TablebaseValue::Result::win;
        return {r, std::uint64_t{child.plies} + 1};  // counted in 64 bits: a distance never wraps
    }

    /// The children of open position `s`: its moves' positions, or its pass's when it has no move
    /// (NoMovePolicy::pass: the others are settled before solving), each given to `visit`.
    template <class G, class Visit>
    static void for_each_child(const S& s, const G& gen, Visit&& visit) {
        const auto moves = gametree::moves_of(gen, s);
        if (moves.empty()) return visit(after_pass(s));
        for (const auto& m : moves) visit(s.after(m));
    }

    /// RetrogradeMethod::passes: pass k settles the positions decided in k - 1 plies, so every win is the
    /// fastest and every loss the slowest. A pass that decides nothing is followed directly by the one in
    /// which the nearest known win is due (a win through a far end outside the domain, say).
    template <class G, class Outside>
    void solve_by_passes(std::vector<std::size_t> open, const G& gen, Outside& outside) {
        // A pass uses only the values of earlier passes: what it decides is settled once it is over.
        // Distances are counted in 64 bits, so a pass number or a ply count never wraps.
        std::vector<std::pair<std::size_t, TablebaseValue>> decided;
        for (std::uint64_t pass = 2; !open.empty();) {
            ++passes_;
            std::vector<std::size_t> still_open;
            decided.clear();
            // The pass in which the nearest win known but longer than this pass is due, if any.
            std::optional<std::uint64_t> next_due;
            for (const std::size_t i : open) {
                const S s = *domain_.state(i);
                std::optional<std::uint64_t> fastest_win;
                std::uint64_t slowest_loss = 0;
                bool all_lose = true;
                for_each_child(s, gen, [&](const S& child) {
                    const auto v = child_value(child, gen, outside);
                    if (!v) {
                        all_lose = false;
                        return;
                    }
                    const Reached r = reached(*v, child.side_to_move() == s.side_to_move());
                    if (r.result == TablebaseValue::Result::win) {
                        if (!fastest_win || r.plies < *fastest_win) fastest_win = r.plies;
                        all_lose = false;
                    } else if (r.result == TablebaseValue::Result::loss) {
                        slowest_loss = std::max(slowest_loss, r.plies);
                    } else {
                        all_lose = false;  // a drawn child: this position is not lost
                    }
                });
                // A win in d plies is settled in pass d + 1, never earlier: a faster one through a
                // position of this table settled later would otherwise be missed.
                if (fastest_win && *fastest_win + 1 <= pass) {
                    decided.emplace_back(i, TablebaseValue{TablebaseValue::Result::win, saturated(*fastest_win)});
                } else if (fastest_win) {
                    next_due = std::min(next_due.value_or(*fastest_win + 1), *fastest_win + 1);
                    still_open.push_back(i);
                } else if (all_lose) {
                    decided.emplace_back(i, TablebaseValue{TablebaseValue::Result::loss, saturated(slowest_loss)});
                } else {
                    still_open.push_back(i);
                }
            }
            for (const auto& [i, v] : decided) settle(i, v);
            open = std::move(still_open);
            if (!decided.empty()) {
                ++pass;
            } else if (next_due) {
                // Nothing changed, so every pass before the nearest due win would decide nothing either.
                pass = *next_due;
            } else {
                break;  // the rest cannot be forced either way: draws
            }
        }
        for (const std::size_t i : open) settle(i, TablebaseValue{});
    }

    /// What solve_by_predecessors knows of an open position from its children so far.
    static constexpr std::uint64_t no_win = std::numeric_limits<std::uint64_t>::max();
    struct Tally {
        std::uint64_t fastest_win = no_win;  ///< the nearest win found so far (no_win: none)
        std::uint64_t slowest_loss = 0;      ///< the farthest loss among the children known so far
        std::uint32_t open_children = 0;     ///< moves into positions not settled yet (or ever: draws)
        bool drawn_child = false;            ///< a child is drawn: never lost
    };
    /// A result a position may be settled with, at `plies` from the end: the nearest comes first.
    template <class Index>
    struct Candidate {
        std::uint64_t plies;
        Index index;
        bool win;
        bool operator>(const Candidate& o) const noexcept { return plies > o.plies; }
    };

    /// RetrogradeMethod::predecessors, with indices stored as `Index`: each open position's children are
    /// looked at once. Those already known (settled, finished, outside) are summed up at once; for the
    /// open ones, the position is noted among the child's predecessors. Then positions are settled in
    /// order of distance (a queue of candidate results, nearest first), and each one settled updates
    /// its predecessors only: a known win of the child's side to move is a loss candidate for a
    /// predecessor of the other side (lost once its last open child is settled so), a loss a win
    /// candidate. The nearest first makes every win the fastest; a loss settles only after its farthest
    /// child, so it is the slowest.
    template <class Index, class G, class Outside>
    void solve_by_predecessors(const std::vector<std::size_t>& open, const G& gen, Outside& outside) {
        const std::size_t n = values_.size();
        std::vector<Tally> tally(n);
        std::vector<Player> side(n, Player::first);
        // (child, predecessor) pairs of the moves into open positions, then grouped by child.
        std::vector<std::pair<Index, Index>> arcs;
        std::priority_queue<Candidate<Index>, std::vector<Candidate<Index>>, std::greater<>> queue;

        for (const std::size_t i : open) {
            const S s = *domain_.state(i);
            side[i] = s.side_to_move();
            Tally& t = tally[i];
            for_each_child(s, gen, [&](const S& child) {
                const auto j = domain_.index(child);
                if (j && *j < n && entries_[*j] == Entry::open) {
                    arcs.emplace_back(static_cast<Index>(*j), static_cast<Index>(i));
                    ++t.open_children;
                    return;
                }
                const Reached r = reached(*child_value(child, j, gen, outside), child.side_to_move() == s.side_to_move());
                if (r.result == TablebaseValue::Result::win) t.fastest_win = std::min(t.fastest_win, r.plies);
                else if (r.result == TablebaseValue::Result::loss) t.slowest_loss = std::max(t.slowest_loss, r.plies);
                else t.drawn_child = true;
            });
            if (t.fastest_win != no_win) queue.push({t.fastest_win, static_cast<Index>(i), true});
            else if (t.open_children == 0 && !t.drawn_child) queue.push({t.slowest_loss, static_cast<Index>(i), false});
        }

        // The predecessors of child j: predecessors[first[j]] up to predecessors[first[j + 1]] (a counting sort).
        std::vector<Index> first(n + 1, 0);
        for (const auto& arc : arcs) ++first[static_cast<std::size_t>(arc.first) + 1];
        for (std::size_t j = 0; j < n; ++j) first[j + 1] += first[j];
        std::vector<Index> predecessors(arcs.size());
        {
            std::vector<Index> next(first.begin(), first.end() - 1);
            for (const auto& arc : arcs) predecessors[static_cast<std::size_t>(next[static_cast<std::size_t>(arc.first)]++)] = arc.second;
        }
        std::vector<std::pair<Index, Index>>().swap(arcs);  // freed before the queue grows

        std::optional<std::uint64_t> round;
        while (!queue.empty()) {
            const Candidate<Index> c = queue.top();
            queue.pop();
            const auto i = static_cast<std::size_t>(c.index);
            if (entries_[i] != Entry::open) continue;  // settled by a nearer candidate
            if (round != c.plies) ++passes_, round = c.plies;
            const TablebaseValue v{c.win ? TablebaseValue::Result::win : TablebaseValue::Result::loss, saturated(c.plies)};
            settle(i, v);
            for (auto k = static_cast<std::size_t>(first[i]); k < static_cast<std::size_t>(first[i + 1]); ++k) {
                const auto p = static_cast<std::size_t>(predecessors[k]);
                if (entries_[p] != Entry::open) continue;
                Tally& t = tally[p];
                const Reached r = reached(v, side[p] == side[i]);
                if (r.result == TablebaseValue::Result::win) {
                    if (r.plies < t.fastest_win) {
                        t.fastest_win = r.plies;
                        queue.push({r.plies, predecessors[k], true});
                    }
                } else {
                    t.slowest_loss = std::max(t.slowest_loss, r.plies);
                    if (--t.open_children == 0 && t.fastest_win == no_win && !t.drawn_child)
                        queue.push({t.slowest_loss, predecessors[k], false});
                }
            }
        }
        for (const std::size_t i : open)
            if (entries_[i] == Entry::open) settle(i, TablebaseValue{});  // cannot be forced either way: a draw
    }

    /// The state after the pass of `s` (NoMovePolicy::pass; never called for the other policies).
    [[nodiscard]] static S after_pass(const S& s) {
        if constexpr (PassingState<S>) return s.after_pass();
        else return s;
    }

    /// A distance counted in 64 bits, held at the largest one a TablebaseValue stores.
    [[nodiscard]] static constexpr std::uint32_t saturated(std::uint64_t plies) noexcept {
        return static_cast<std::uint32_t>(std::min<std::uint64_t>(plies, std::numeric_limits<std::uint32_t>::max()));
    }

    void settle(std::size_t i, TablebaseValue v) {
        values_[i] = v;
        entries_[i] = Entry::settled;
    }

    /// A finished game's value for its side to move; nothing while the game goes on.
    [[nodiscard]] static std::optional<TablebaseValue> finished_value(const S& s) {
        const Outcome o = s.outcome();
        if (!is_over(o)) return std::nullopt;
        if (o == Outcome::draw) return TablebaseValue{};
        return TablebaseValue{is_win_for(o, s.side_to_move()) ? TablebaseValue::Result::win : TablebaseValue::Result::loss, 0};
    }

    /// The value the NoMovePolicy gives a position that is not over and has no move (`gen` lists none):
    /// lost or drawn at once; nothing when it has a move, or when the policy is to pass and play on.
    template <class G>
    [[nodiscard]] static std::optional<TablebaseValue> stuck_value(const S& s, const G& gen) {
        constexpr NoMovePolicy policy = no_move_policy_v<S>;
        if (policy == NoMovePolicy::pass || !gametree::moves_of(gen, s).empty()) return std::nullopt;
        return policy == NoMovePolicy::draw ? TablebaseValue{} : TablebaseValue{TablebaseValue::Result::loss, 0};
    }

    /// The child's value if it is known: settled in this table by an earlier pass, decided by the rules,
    /// or valued by `outside`; nothing while it is still open.
    template <class G, class Outside>
    std::optional<TablebaseValue> child_value(const S& child, const G& gen, Outside& outside) const {
        return child_value(child, domain_.index(child), gen, outside);
    }
    /// The same for a child whose index in the domain, `j` (domain().index(child)), is known already.
    template <class G, class Outside>
    std::optional<TablebaseValue> child_value(const S& child, std::optional<std::size_t> j, const G& gen, Outside& outside) const {
        if (j && *j < values_.size() && entries_[*j] != Entry::none) {
            if (entries_[*j] == Entry::open) return std::nullopt;
            return values_[*j];
        }
        if (const auto finished = finished_value(child)) return finished;
        std::optional<TablebaseValue> v = outside(child);
        // A position without a move out of the domain is decided by the rules, as one inside it is (asked
        // only when `outside` has nothing, so that a valued exit costs no move generation).
        if (!v) v = stuck_value(child, gen);
        GAMETREE_ASSERT(v.has_value(), "RetrogradeTable: a move leaves the domain for a position outside() cannot value");
        return v;
    }

    /// What an index of the domain is: not a position, a position still open (only while solving), or a
    /// settled one.
    enum class Entry : std::uint8_t { none, open, settled };

    D domain_;
    std::vector<TablebaseValue> values_;
    std::vector<Entry> entries_;
    std::size_t positions_ = 0;
    std::uint64_t passes_ = 0;
};

}  // namespace gametree
