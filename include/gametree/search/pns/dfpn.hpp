/// \file
/// Depth-first proof-number search (Nagai's df-pn, with the 1 + epsilon thresholds of Pawlewicz and
/// Lew): the proofs of proof_number.hpp in the memory of a fixed-size table instead of a tree.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <span>
#include <unordered_set>
#include <utility>
#include <vector>

#include "gametree/core/concepts.hpp"
#include "gametree/core/no_move_policy.hpp"
#include "gametree/search/pns/dfpn_limits.hpp"
#include "gametree/search/pns/dfpn_table.hpp"
#include "gametree/search/pns/proof_number.hpp"
#include "gametree/search/root_moves.hpp"

namespace gametree {

namespace detail {

/// One df-pn proof after another (dfpn_solve runs two) under one set of limits: the expansions and the
/// time are shared, and so is the table (its entries name their attacker; the second proof reads the
/// first one's wins as disproofs of its own).
///
/// A node is searched by a call that lists its moves, values each child (a finished game at once, else
/// by the table, else 1 and 1) and then, while its own numbers stay under the thresholds it was given,
/// searches its most-proving child with thresholds of its own: that child returns once it is solved or
/// its number passes the second-best child's by a quarter (1 + epsilon, epsilon = 1/4), or passes what is
/// left of the node's other threshold. The node then stores its numbers in the table (but for a
/// disproof that went through a repetition, which holds for its line alone) and returns them.
///
/// With a tablebase (T: a TablebaseProbe), a child it values is solved at once, and a proof's line goes
/// on from there by the tablebase's best play.
template <State S, MoveGen<S> G, TablebaseFor<S> T = NoTablebase>
class DepthFirstProofSearch {
public:
    using Move = typename S::move_type;

    /// `tablebase` (null: none; kept by reference, it must outlive the search) values children exactly.
    DepthFirstProofSearch(const G& gen, const DfpnLimits& limits, const T* tablebase = nullptr)
        : gen_(gen), limits_(limits), tablebase_(tablebase), table_(limits.table_entries),
          start_(std::chrono::steady_clock::now()) {}

    /// Proves or disproves that `attacker` wins from `root`, whose children are only the moves of
    /// `root_moves` when it names some (allowed_root_moves; empty: every move).
    ProofResult<Move> prove(const S& root, Player attacker, std::span<const Move> root_moves = {}) {
        ProofResult<Move> result;
        const std::uint64_t expansions_before = expansions_;
        const std::uint64_t hits_before = table_hits_;
        const std::uint64_t tablebase_hits_before = tablebase_hits_;
        attacker_ = attacker;
        root_moves_ = root_moves;
        partial_root_ = false;
        stopped_ = false;
        saturated_ = false;
        root_step_.reset();
        path_.clear();
        DfpnNumbers numbers;
        const Outcome outcome = root.outcome();
        if (is_over(outcome)) {
            numbers = finished(outcome);
        } else {
            path_.push_back(root.hash());
            numbers = search(root, pn_infinity, pn_infinity, 0);
        }
        result.expansions = expansions_ - expansions_before;
        result.table_hits = table_hits_ - hits_before;
        result.tablebase_hits = tablebase_hits_ - tablebase_hits_before;
        result.tree_nodes = table_.size();
        if (stopped_) {
            result.stopped = true;
            result.saturated = saturated_;
        } else if (numbers.proof == 0) {
            result.proof = Proof::proven;
            result.line = proof_line(root, result.move);
            if constexpr (!std::same_as<T, NoTablebase>)
                extend_by_tablebase(root, gen_, *tablebase_, result.line, limits_.max_depth);
        } else if (numbers.disproof == 0) {
            result.proof = Proof::disproven;
        }
        return result;
    }

private:
    /// A child of a node being searched: the move (or the pass) that leads there, its hash, its numbers.
    struct Child {
        Move move{};
        bool pass = false;
        std::uint64_t hash = 0;
        DfpnNumbers numbers;
        /// Its disproof depends on the path: it repeats a position of the path, or its subtree's
        /// disproof went through such a repetition.
        bool path_dependent = false;
    };

    /// The numbers of a finished game: a win for the attacker is proven, anything else (a draw
    /// included) disproven.
    [[nodiscard]] DfpnNumbers finished(Outcome outcome) const {
        return is_win_for(outcome, attacker_) ? DfpnNumbers{0, pn_infinity} : DfpnNumbers{pn_infinity, 0};
    }

    /// `child` at `next`, valued: a finished game by its outcome; else a position of the current path
    /// (the node's own included) as no win for the attacker, path_dependent (see below); else by the
    /// tablebase (exact, whatever the path); else by the table; else 1 and 1.
    ///
    /// Going round wins nothing. A repetition is known when the node lists its moves, not only when the
    /// child would be searched: read from the table instead, a position's own numbers came back through
    /// the cycle into its sums, grew at each return, and passed every threshold before its children
    /// were searched, without end. Such a disproof holds for this path only, and is never stored as the
    /// position's. `path_filter` has the bit (detail::hash_bit) of every position of the path: the path
    /// is scanned only for a child whose bit is set.
    [[nodiscard]] Child valued(Child child, const S& next, std::uint64_t path_filter) {
        child.hash = next.hash();
        const Outcome outcome = next.outcome();
        if (is_over(outcome)) {
            child.numbers = finished(outcome);
        } else if ((path_filter & detail::hash_bit(child.hash)) != 0 &&
                   std::find(path_.begin(), path_.end(), child.hash) != path_.end()) {
            child.numbers = DfpnNumbers{pn_infinity, 0};
            child.path_dependent = true;
        } else if (const std::optional<bool> won = tablebase_win(tablebase_, next, attacker_)) {
            ++tablebase_hits_;
            child.numbers = *won ? DfpnNumbers{0, pn_infinity} : DfpnNumbers{pn_infinity, 0};
        } else if (const std::optional<DfpnNumbers> known = table_.find(child.hash, attacker_)) {
            if (known->solved()) ++table_hits_;
            child.numbers = *known;
        }
        return child;
    }

    [[nodiscard]] static S child_state(const S& parent, const Child& child) {
        if constexpr (no_move_policy_v<S> == NoMovePolicy::pass) {
            if (child.pass) return parent.after_pass();
        }
        return parent.after(child.move);
    }

    /// The children of `state` (at `depth`), each valued (see valued), into `children` (cleared
    /// first). A state without moves has one child, its pass, under NoMovePolicy::pass, and none
    /// otherwise.
    void children_of(const S& state, std::size_t depth, std::vector<Child>& children) {
        MoveBufferFor<G, S> moves;
        gen_.generate(state, moves);
        if (depth == 0 && !root_moves_.empty()) {  // the root of a search among some of its moves
            const std::vector<Move> allowed = allowed_root_moves(std::as_const(moves).moves(), root_moves_);
            partial_root_ = !allowed.empty();
            if (partial_root_) {
                moves.clear();
                for (const Move& m : allowed) moves.push_back(m);
            }
        }
        children.clear();
        std::uint64_t filter = 0;  // one bit per position of the path (detail::hash_bit)
        for (const std::uint64_t h : path_) filter |= detail::hash_bit(h);
        if (moves.empty()) {
            if constexpr (no_move_policy_v<S> == NoMovePolicy::pass) {
                Child pass;
                pass.pass = true;
                children.push_back(valued(pass, state.after_pass(), filter));
            }
            return;
        }
        children.reserve(moves.size());
        for (const auto& move : moves) {
            Child child;
            child.move = move;
            children.push_back(valued(child, state.after(move), filter));
        }
    }

    /// Searches `state` (not finished, its hash last on path_) until it is solved or its proof number
    /// reaches `proof_threshold` or its disproof number `disproof_threshold`, or a limit stops the
    /// search (stopped_); returns its numbers.
    DfpnNumbers search(const S& state, ProofNumber proof_threshold, ProofNumber disproof_threshold, std::size_t depth) {
        if (depth >= limits_.max_depth || limit_reached()) {
            stopped_ = true;
            return {};
        }
        ++expansions_;
        const std::uint64_t expansions_before = expansions_;
        // The children's list of each depth is kept and reused, so that a node allocates nothing once the
        // lists have grown to the widest node met at their depth (a deque: growing it moves no list).
        if (child_lists_.size() <= depth) child_lists_.resize(depth + 1);
        std::vector<Child>& children = child_lists_[depth];
        children_of(state, depth, children);
        const bool or_node = state.side_to_move() == attacker_;
        DfpnNumbers numbers;
        if (children.empty()) {
            // Without a move the side to move loses (loss) or nobody wins (draw): either way the
            // attacker has won only when it is the defender who is stuck under `loss`.
            const bool won = no_move_policy_v<S> == NoMovePolicy::loss && !or_node;
            numbers = won ? DfpnNumbers{0, pn_infinity} : DfpnNumbers{pn_infinity, 0};
        }
        // Where the attacker moves, a node takes its proof number from its best child (min) and its
        // disproof number from all (sum); where the defender moves, the reverse. "Own" below is the
        // number the node takes the least of (the proof number at an OR node), "other" the sum.
        const ProofNumber own_threshold = or_node ? proof_threshold : disproof_threshold;
        const ProofNumber other_threshold = or_node ? disproof_threshold : proof_threshold;
        while (!children.empty()) {
            std::size_t best = 0;
            ProofNumber own = pn_infinity;     // the best child's
            ProofNumber second = pn_infinity;  // the second best child's
            ProofNumber other = 0;
            for (std::size_t i = 0; i < children.size(); ++i) {
                const ProofNumber mine = or_node ? children[i].numbers.proof : children[i].numbers.disproof;
                if (mine < own) {
                    second = own;
                    own = mine;
                    best = i;
                } else if (mine < second) {
                    second = mine;
                }
                other = pn_add(other, or_node ? children[i].numbers.disproof : children[i].numbers.proof);
            }
            numbers = or_node ? DfpnNumbers{own, other} : DfpnNumbers{other, own};
            if (numbers.solved() || own >= own_threshold || other >= other_threshold) break;
            if (own == pn_infinity - 1 || other == pn_infinity - 1) {
                // The numbers reached their bound without a proof or a disproof: they went round
                // cycles of positions and grew at each turn, and no threshold can rise past them.
                // The search ends here, unknown, rather than turn on for ever.
                stopped_ = true;
                saturated_ = true;
                return numbers;
            }
            Child& child = children[best];
            // The child may go on until its own number passes the second best's by a quarter (but
            // never past the node's threshold), and its other number until the node's sum would reach
            // its threshold.
            const ProofNumber grown = second == pn_infinity ? pn_infinity : pn_add(second, second / 4 + 1);
            const ProofNumber child_own = std::min(own_threshold, grown);
            const ProofNumber child_other_now = or_node ? child.numbers.disproof : child.numbers.proof;
            const ProofNumber child_other =
                other_threshold == pn_infinity ? pn_infinity : other_threshold - (other - child_other_now);
            path_.push_back(child.hash);
            const S next = child_state(state, child);
            child.numbers = or_node ? search(next, child_own, child_other, depth + 1)
                                    : search(next, child_other, child_own, depth + 1);
            child.path_dependent = last_path_dependent_;
            path_.pop_back();
            if (stopped_) return numbers;
        }
        if (depth == 0) {
            if (numbers.proof == 0 && !children.empty()) {
                // The root's first step of the proof: its proven child where the attacker moves, its
                // first child (all are proven) where the defender does.
                std::size_t step = 0;
                if (or_node)
                    while (children[step].numbers.proof != 0) ++step;
                root_step_ = children[step];
            }
            if (partial_root_) return numbers;  // not its position's value
        }
        // A disproof that went through a repetition holds for this path alone (graph history
        // interaction): reached by another path, the position may be won. It is not stored (its
        // numbers of a search in progress may be: they decide only the order of the search). A proof
        // never depends on the path: a repetition is never a win.
        last_path_dependent_ = numbers.disproof == 0 &&
                               std::any_of(children.begin(), children.end(), [](const Child& c) { return c.path_dependent; });
        if (!last_path_dependent_) table_.store(path_.back(), attacker_, numbers, expansions_ - expansions_before + 1);
        return numbers;
    }

    [[nodiscard]] bool limit_reached() const { return proof_limit_reached(limits_, expansions_, start_); }

    /// Whether the table, the tablebase or the end of the game says the attacker wins at `state`.
    [[nodiscard]] bool known_win(const S& state) const {
        const Outcome outcome = state.outcome();
        if (is_over(outcome)) return is_win_for(outcome, attacker_);
        if (const std::optional<bool> won = tablebase_win(tablebase_, state, attacker_)) return *won;
        const std::optional<DfpnNumbers> known = table_.find(state.hash(), attacker_);
        return known && known->proof == 0;
    }

    /// One line of the proof from the root, generated move by move (so every move is legal where it is
    /// played): the root's proving step, then where the attacker moves a child the table says is proven,
    /// where the defender moves its first listed reply when the table says it is proven. It ends at the
    /// end of the game, before a pass, where the table no longer holds the next position, at a position
    /// the tablebase values (prove() goes on from there by its best play), at a position that comes back
    /// on the line, or after max_depth moves. `move` gets the root's proving move when
    /// the attacker moves there.
    std::vector<Move> proof_line(const S& root, std::optional<Move>& move) const {
        std::vector<Move> line;
        if (!root_step_ || root_step_->pass) return line;
        line.push_back(root_step_->move);
        if (root.side_to_move() == attacker_) move = root_step_->move;
        S state = root.after(root_step_->move);
        std::unordered_set<std::uint64_t> seen{root.hash(), state.hash()};
        while (line.size() < limits_.max_depth && !is_over(state.outcome()) &&
               !tablebase_win(tablebase_, state, attacker_)) {
            MoveBufferFor<G, S> moves;
            gen_.generate(state, moves);
            const bool or_node = state.side_to_move() == attacker_;
            std::optional<Move> next;
            for (const auto& m : moves) {
                const bool proven = known_win(state.after(m));
                if (proven) next = m;
                if (proven || !or_node) break;  // the defender's first reply only
            }
            if (!next) break;
            state = state.after(*next);
            if (!seen.insert(state.hash()).second) break;
            line.push_back(*next);
        }
        return line;
    }

    const G& gen_;
    const DfpnLimits& limits_;
    const T* tablebase_;
    DfpnTable table_;
    std::chrono::steady_clock::time_point start_;
    std::uint64_t expansions_ = 0;
    std::uint64_t table_hits_ = 0;
    std::uint64_t tablebase_hits_ = 0;
    Player attacker_ = Player::first;
    std::span<const Move> root_moves_;  // the root's allowed moves (prove's root_moves)
    bool partial_root_ = false;         // the root holds only some of its moves: never stored
    bool stopped_ = false;              // a limit stopped the search
    bool last_path_dependent_ = false;  // the node search() returned from was disproven for its path only
    bool saturated_ = false;            // the numbers reached their bound (cycles): stopped, unknown
    std::optional<Child> root_step_;    // the root's proving child, once proven
    std::vector<std::uint64_t> path_;   // the hashes of the positions from the root to the node searched
    std::deque<std::vector<Child>> child_lists_;  // per depth: the children of the node searched there
};

template <class S, class G>
consteval bool dfpn_searchable() {
    static_assert(pns_searchable<S, G>());
    static_assert(HashedState<S>, "gametree: df-pn keys its table by the position's hash: the state needs "
                                  "s.hash() returning std::uint64_t (HashedState); search it with prove_win or pns_solve");
    return true;
}

}  // namespace detail

/// Proves or disproves that `attacker` wins from `root` against any defence, as prove_win does
/// (proof_number.hpp: the same OR and AND nodes by side_to_move, finished games by outcome(), a draw
/// disproves, a state without moves by the game's NoMovePolicy), but depth-first (Nagai's df-pn): its
/// memory is a table of DfpnLimits::table_entries entries of 24 bytes, fixed, however long it runs,
/// where prove_win's tree grows to PnsLimits::max_tree_nodes. Unknown (`stopped`) when a limit came
/// first. The state must have a hash (HashedState); one without does not compile.
///
/// The table is keyed by the 64-bit hash alone: two positions with the same hash share their numbers,
/// which could make an answer wrong. `line` is generated move by move, so each of its moves is legal;
/// it ends where the game ends, before a pass, or where the table no longer holds the next position.
/// `tree_nodes` is the table's entries in use at the end, `table_hits` the children that the table
/// found solved.
///
/// Positions that repeat: a move back to a position of the current line counts as "the attacker does
/// not win" (going round wins nothing), known as soon as the node lists its moves. A disproof that went
/// through such a repetition holds for its line only (graph history interaction) and is never stored
/// as the position's, so the answers are right for a game in which endless play wins nothing (checked
/// against every line of random graphs with cycles in the tests). In such a game the numbers may also
/// grow round cycles to their bound; the search then stops with `saturated` (and `stopped`), unknown,
/// instead of turning for ever: about 1 search in 2,000 on those random graphs, every one of whose
/// 2.4 million searches without limits ended (a guard, not a proof that every search must).
///
/// `root_moves` restricts the root's moves as prove_win's does (allowed_root_moves); such a root is
/// never stored in the table.
template <State S, MoveGen<S> G>
[[nodiscard]] ProofResult<typename S::move_type> dfpn_prove_win(const S& root, const G& gen, Player attacker,
                                                                const DfpnLimits& limits,
                                                                std::span<const typename S::move_type> root_moves) {
    static_assert(detail::dfpn_searchable<S, G>());
    if constexpr (HashedState<S>) {
        detail::DepthFirstProofSearch<S, G> search(gen, limits);
        return search.prove(root, attacker, root_moves);
    } else {
        return {};
    }
}

/// The same with every root move.
template <State S, MoveGen<S> G>
[[nodiscard]] ProofResult<typename S::move_type> dfpn_prove_win(const S& root, const G& gen, Player attacker,
                                                                const DfpnLimits& limits = {}) {
    return dfpn_prove_win(root, gen, attacker, limits, {});
}

/// The same for the side to move at the root, among the root moves `root_moves`.
template <State S, MoveGen<S> G>
[[nodiscard]] ProofResult<typename S::move_type> dfpn_prove_win(const S& root, const G& gen, const DfpnLimits& limits,
                                                                std::span<const typename S::move_type> root_moves) {
    return dfpn_prove_win(root, gen, root.side_to_move(), limits, root_moves);
}

/// The same for the side to move at the root, with every root move.
template <State S, MoveGen<S> G>
[[nodiscard]] ProofResult<typename S::move_type> dfpn_prove_win(const S& root, const G& gen,
                                                                const DfpnLimits& limits = {}) {
    return dfpn_prove_win(root, gen, root.side_to_move(), limits, {});
}

/// The same with endgame tablebases: a position below the root that `tablebase` values (TablebaseProbe)
/// is solved at once by its exact value, a draw as no win, and the proof's line goes on from there by
/// the tablebase's best play (extend_by_tablebase). `tablebase` is read, never copied, during the search.
template <State S, MoveGen<S> G, TablebaseProbe<S> T>
[[nodiscard]] ProofResult<typename S::move_type> dfpn_prove_win(const S& root, const G& gen, const T& tablebase,
                                                                Player attacker, const DfpnLimits& limits = {},
                                                                std::span<const typename S::move_type> root_moves = {}) {
    static_assert(detail::dfpn_searchable<S, G>());
    if constexpr (HashedState<S>) {
        detail::DepthFirstProofSearch<S, G, T> search(gen, limits, &tablebase);
        return search.prove(root, attacker, root_moves);
    } else {
        return {};
    }
}

/// Whether the side to move at `root` wins, draws or loses, by up to two df-pn proofs, as pns_solve
/// decides it: "the side to move wins" (proven: a win), then "the opponent wins" (proven: a loss;
/// disproven too: a draw). The limits and the table hold for both together; unknown when one stopped.
/// Among the root moves `root_moves` alone, as pns_solve. `tree_nodes` is the table's entries in use.
template <State S, MoveGen<S> G>
[[nodiscard]] PnsSolution<typename S::move_type> dfpn_solve(const S& root, const G& gen, const DfpnLimits& limits,
                                                            std::span<const typename S::move_type> root_moves) {
    static_assert(detail::dfpn_searchable<S, G>());
    if constexpr (HashedState<S>) {
        detail::DepthFirstProofSearch<S, G> search(gen, limits);
        return detail::solve_by_two_proofs(search, root, root_moves);
    } else {
        return {};
    }
}

/// The same with every root move.
template <State S, MoveGen<S> G>
[[nodiscard]] PnsSolution<typename S::move_type> dfpn_solve(const S& root, const G& gen, const DfpnLimits& limits = {}) {
    return dfpn_solve(root, gen, limits, {});
}

/// The same with endgame tablebases (see dfpn_prove_win). `tablebase` is read, never copied, during the
/// search.
template <State S, MoveGen<S> G, TablebaseProbe<S> T>
[[nodiscard]] PnsSolution<typename S::move_type> dfpn_solve(const S& root, const G& gen, const T& tablebase,
                                                            const DfpnLimits& limits = {},
                                                            std::span<const typename S::move_type> root_moves = {}) {
    static_assert(detail::dfpn_searchable<S, G>());
    if constexpr (HashedState<S>) {
        detail::DepthFirstProofSearch<S, G, T> search(gen, limits, &tablebase);
        return detail::solve_by_two_proofs(search, root, root_moves);
    } else {
        return {};
    }
}

}  // namespace gametree
