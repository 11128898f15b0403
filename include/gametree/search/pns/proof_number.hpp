/// \file
/// Proof-number search (Allis): proves or disproves that a player wins, growing the tree towards the
/// most-proving node, and a solver that classifies a position as won, drawn or lost by two such proofs.
#pragma once

#include <atomic>
#include <chrono>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "gametree/core/chance.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/no_move_policy.hpp"
#include "gametree/search/pns/limits.hpp"
#include "gametree/search/pns/solved_table.hpp"
#include "gametree/search/pns/tree.hpp"
#include "gametree/search/root_moves.hpp"
#include "gametree/search/tablebase/probe.hpp"

namespace gametree {

/// What a proof-number search established about "the attacker wins".
enum class Proof : std::uint8_t {
    proven,     ///< the attacker wins, whatever the defender does
    disproven,  ///< the attacker does not win (the defender wins or draws) against best defence
    unknown,    ///< a limit stopped the search first
};

/// What prove_win returns.
template <class Move>
struct ProofResult {
    /// Proven, disproven, or unknown when a limit stopped the search.
    Proof proof = Proof::unknown;
    /// When proven and the attacker moves at the root: the root move that wins (the first proven one).
    std::optional<Move> move;
    /// When proven: one line of the proof tree from the root (the attacker's proving moves, the
    /// defender's first listed replies), legal move after move. It ends at the end of the game, where
    /// the tree was pruned to its memory bound, before a pass (which is no move), or at a position the
    /// table of solved positions solved (PnsLimits::table_entries): such a node has no subtree. From a
    /// position a tablebase valued, it goes on by the tablebase's best play (extend_by_tablebase) to the
    /// end of the game.
    std::vector<Move> line;
    /// Expansions made (nodes whose moves were listed).
    std::uint64_t expansions = 0;
    /// Children solved at once by the table of solved positions (never expanded).
    std::uint64_t table_hits = 0;
    /// Children solved at once by the tablebase, when one is given (never expanded).
    std::uint64_t tablebase_hits = 0;
    /// The most nodes the tree held.
    std::size_t tree_nodes = 0;
    /// A limit stopped the search: then `proof` is unknown.
    bool stopped = false;
    /// Depth-first search only (dfpn.hpp): it stopped because its proof and disproof numbers, going
    /// round cycles of positions, grew to their bound (`stopped` is set too).
    bool saturated = false;
};

/// The value of a position for its side to move, as pns_solve finds it.
enum class PnsValue : std::uint8_t {
    win,      ///< the side to move wins against any defence
    draw,     ///< neither side can force a win
    loss,     ///< the opponent wins against any defence
    unknown,  ///< a limit stopped the search first
};

/// What pns_solve returns.
template <class Move>
struct PnsSolution {
    /// Win, draw or loss for the side to move at the root, or unknown.
    PnsValue value = PnsValue::unknown;
    /// When won: the winning root move.
    std::optional<Move> move;
    /// When won or lost: one line of the proof (see ProofResult::line).
    std::vector<Move> line;
    /// Expansions made by both proofs.
    std::uint64_t expansions = 0;
    /// Children solved by the table of solved positions, in both proofs.
    std::uint64_t table_hits = 0;
    /// Children solved by the tablebase, in both proofs (with a tablebase).
    std::uint64_t tablebase_hits = 0;
    /// The most nodes a tree held.
    std::size_t tree_nodes = 0;
    /// A limit stopped the search: then `value` is unknown.
    bool stopped = false;
    /// Depth-first search only: the numbers grew round cycles to their bound (ProofResult::saturated).
    bool saturated = false;
};

namespace detail {

/// A bit of a 64-bit mask for a position's hash (its top six bits): the filter of the positions of a
/// path, by which a child that repeats none of them is told at once.
[[nodiscard]] constexpr std::uint64_t hash_bit(std::uint64_t hash) noexcept { return std::uint64_t{1} << (hash >> 58); }

/// Whether a proof search with `limits` (PnsLimits or DfpnLimits: expansions, stop, time) that has made
/// `expansions` since `start` must stop. The clock is read every 64 expansions (and before the first):
/// an expansion is far cheaper. Compared in the limit's milliseconds, as the engine's time_used does:
/// in the clock's nanoseconds a limit near milliseconds::max() overflowed, and a proof meant to have
/// all the time stopped at once.
template <class Limits>
[[nodiscard]] bool proof_limit_reached(const Limits& limits, std::uint64_t expansions,
                                       std::chrono::steady_clock::time_point start) {
    if (limits.expansions && expansions >= *limits.expansions) return true;
    if (limits.stop && limits.stop->load(std::memory_order_relaxed)) return true;
    if (limits.time && expansions % 64 == 0)
        return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start) >= *limits.time;
    return false;
}

/// Stands in for the SolvedTable of a state without a hash or `==`: the search then keeps none.
struct NoSolvedTable {
    explicit NoSolvedTable(std::size_t) noexcept {}
};

/// The table a search on `S` keeps: a SolvedTable, or none. (A class rather than std::conditional_t,
/// which would name SolvedTable<S> even for a state that cannot have one.)
template <class S, bool = SolvedTableState<S>>
struct SolvedTableFor {
    using type = NoSolvedTable;  ///< no hash or no `==`: no table
};
/// A state with a hash and `==` keeps a SolvedTable.
template <class S>
struct SolvedTableFor<S, true> {
    using type = SolvedTable<S>;  ///< the table of solved positions
};

/// Whether `attacker` wins at `state`, when the tablebase `t` (NoTablebase: none) values it; nothing
/// when it does not. Never asked for a finished game, nor for the root (a proof names its root move).
template <class T, class S>
[[nodiscard]] std::optional<bool> tablebase_win(const T* t, const S& state, Player attacker) {
    if constexpr (std::same_as<T, NoTablebase>) {
        return (void)t, (void)state, (void)attacker, std::nullopt;
    } else {
        const std::optional<TablebaseValue> v = t->probe(state);
        if (!v) return std::nullopt;
        return wins_for(*v, state.side_to_move(), attacker);
    }
}

/// One proof-number search after another (pns_solve runs two) under one set of limits: the expansions
/// and the time are shared, the tree and the table of solved positions are reused (the table keys its
/// entries by attacker; the second proof reads the first one's wins only, as disproofs of its own).
/// With a tablebase (T: a TablebaseProbe), a child it values is solved at once.
template <State S, MoveGen<S> G, TablebaseFor<S> T = NoTablebase>
class ProofNumberSearch {
public:
    using Move = typename S::move_type;

    /// Whether solved positions are remembered: only where a hit can be checked to be the same state.
    static constexpr bool has_table = SolvedTableState<S>;
    /// The most moves a proof's line gets from the tablebase's best play (which ends the game sooner).
    static constexpr std::size_t max_tablebase_line = 100'000;

    /// `tablebase` (null: none; kept by reference, it must outlive the search) values children exactly.
    ProofNumberSearch(const G& gen, const PnsLimits& limits, const T* tablebase = nullptr)
        : gen_(gen), limits_(limits), tablebase_(tablebase), tree_(limits.max_tree_nodes), table_(limits.table_entries),
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
        const std::uint32_t r = tree_.reset(root.side_to_move() == attacker);
        set_leaf(tree_[r], root);
        path_.clear();
        path_.push_back({r, root});
        while (!tree_[r].solved()) {
            descend();
            if (limit_reached() || !expand(path_.back())) {
                result.stopped = true;
                break;
            }
            ++expansions_;
            update_path();
        }
        result.expansions = expansions_ - expansions_before;
        result.table_hits = table_hits_ - hits_before;
        result.tablebase_hits = tablebase_hits_ - tablebase_hits_before;
        result.tree_nodes = tree_.peak();
        if (tree_[r].proof == 0) {
            result.proof = Proof::proven;
            result.line = proof_line(result.move);
            if constexpr (!std::same_as<T, NoTablebase>) extend_by_tablebase(root, gen_, *tablebase_, result.line, max_tablebase_line);
        } else if (tree_[r].disproof == 0) {
            result.proof = Proof::disproven;
        }
        return result;
    }

private:
    struct Step {
        std::uint32_t node;
        S state;
    };

    /// The numbers of a fresh node at `state`: a finished game is solved at once (a draw is no win),
    /// any other leaf is one expansion from either answer.
    void set_leaf(PnsNode<Move>& node, const S& state) const {
        const Outcome outcome = state.outcome();
        if (!is_over(outcome)) return;
        const bool won = is_win_for(outcome, attacker_);
        node.proof = won ? 0 : pn_infinity;
        node.disproof = won ? pn_infinity : 0;
    }

    /// The numbers of a fresh child at `state`: those of set_leaf, or the tablebase's or the table's
    /// result when it holds the state (the root is never looked up, so that a proof always names its
    /// root move).
    void set_child(PnsNode<Move>& node, const S& state) {
        set_leaf(node, state);
        if (node.solved()) return;
        if (const std::optional<bool> won = tablebase_win(tablebase_, state, attacker_)) {
            ++tablebase_hits_;
            node.proof = *won ? 0 : pn_infinity;
            node.disproof = *won ? pn_infinity : 0;
            return;
        }
        if constexpr (has_table) {
            const std::optional<bool> known = table_.find(state, attacker_);
            if (!known) return;
            ++table_hits_;
            node.proof = *known ? 0 : pn_infinity;
            node.disproof = *known ? pn_infinity : 0;
        }
    }

    /// A child at `state` that repeats a position of its path (its parent's included) is no win for the
    /// attacker: going round wins nothing. Its disproof holds for this path alone (path_dependent), so
    /// it is never remembered in the table, nor is any disproof that went through it. Without this a
    /// cycle was an endless line that no disproof could end. Positions are compared by hash, then by
    /// `==` where the state has it; a state without a hash is searched as a plain tree.
    void repetition(PnsNode<Move>& node, const S& state, std::uint64_t path_filter) const {
        if constexpr (HashedState<S>) {
            if (is_over(state.outcome())) return;
            const std::uint64_t hash = state.hash();
            if ((path_filter & detail::hash_bit(hash)) == 0) return;  // on no position of the path
            for (const Step& step : path_) {
                if (step.state.hash() != hash) continue;
                if constexpr (std::equality_comparable<S>) {
                    if (!(step.state == state)) continue;
                }
                node.proof = pn_infinity;
                node.disproof = 0;
                node.path_dependent = true;
                return;
            }
        } else {
            (void)node;
            (void)state;
            (void)path_filter;
        }
    }

    /// One bit per position of the path (detail::hash_bit): a child whose bit is not set repeats none,
    /// and the path is scanned only for the others.
    [[nodiscard]] std::uint64_t path_filter() const {
        std::uint64_t filter = 0;
        if constexpr (HashedState<S>) {
            for (const Step& step : path_) filter |= detail::hash_bit(step.state.hash());
        }
        return filter;
    }

    /// Remembers the result of the solved node at `path_[k]`, but for a root solved among some of its
    /// moves only: that is not the value of its position (its children's values are), and for a
    /// disproof that went through a repetition (path_dependent): another path may win there.
    void remember([[maybe_unused]] std::size_t k) {
        if constexpr (has_table) {
            if (k == 0 && partial_root_) return;
            if (tree_[path_[k].node].path_dependent) return;
            table_.store(path_[k].state, attacker_, tree_[path_[k].node].proof == 0);
        }
    }

    /// From the end of the path down to the most-proving node: the child with the smallest proof
    /// number where the attacker moves, the smallest disproof number where the defender does.
    void descend() {
        for (;;) {
            const Step& at = path_.back();
            const PnsNode<Move>& node = tree_[at.node];
            if (!node.expanded) return;
            std::uint32_t best = node.first_child;
            for (std::uint32_t c = node.first_child; c != pns_no_node; c = tree_[c].next_sibling) {
                const bool better = node.or_node ? tree_[c].proof < tree_[best].proof
                                                 : tree_[c].disproof < tree_[best].disproof;
                if (better) best = c;
            }
            path_.push_back({best, child_state(at.state, tree_[best])});
        }
    }

    [[nodiscard]] static S child_state(const S& parent, const PnsNode<Move>& child) {
        if constexpr (no_move_policy_v<S> == NoMovePolicy::pass) {
            if (child.pass) return parent.after_pass();
        }
        return parent.after(child.move);
    }

    /// Creates the children of the leaf `at`, each valued at once (set_leaf). A state without moves
    /// follows the game's NoMovePolicy: a pass is one child, a loss or a draw solves the node.
    /// False when the children do not fit in the tree even after freeing solved subtrees.
    bool expand(const Step& at) {
        MoveBufferFor<G, S> moves;
        gen_.generate(at.state, moves);
        if (path_.size() == 1 && !root_moves_.empty()) {  // the root of a search among some of its moves
            const std::vector<Move> allowed = allowed_root_moves(std::as_const(moves).moves(), root_moves_);
            partial_root_ = !allowed.empty();
            if (partial_root_) {
                moves.clear();
                for (const Move& m : allowed) moves.push_back(m);
            }
        }
        const std::size_t needed = moves.empty() ? 1 : moves.size();
        const std::uint64_t filter = path_filter();
        if (!tree_.has_room(needed)) {
            tree_.release_solved(path_.front().node);
            if (!tree_.has_room(needed)) return false;
        }
        if (moves.empty()) {
            if constexpr (no_move_policy_v<S> == NoMovePolicy::pass) {
                const std::uint32_t c = tree_.allocate();
                const S next = at.state.after_pass();
                tree_[c].pass = true;
                tree_[c].or_node = next.side_to_move() == attacker_;
                set_child(tree_[c], next);
                repetition(tree_[c], next, filter);
                tree_[at.node].first_child = c;
            } else {
                // Without a move the side to move loses (loss) or nobody wins (draw): either way the
                // attacker has won only when it is the defender who is stuck under `loss`.
                PnsNode<Move>& node = tree_[at.node];
                const bool won = no_move_policy_v<S> == NoMovePolicy::loss && !node.or_node;
                node.proof = won ? 0 : pn_infinity;
                node.disproof = won ? pn_infinity : 0;
            }
            tree_[at.node].expanded = true;
            return true;
        }
        std::uint32_t last = pns_no_node;
        for (const auto& move : moves) {
            const std::uint32_t c = tree_.allocate();
            const S next = at.state.after(move);
            tree_[c].move = move;
            tree_[c].or_node = next.side_to_move() == attacker_;
            set_child(tree_[c], next);
            repetition(tree_[c], next, filter);
            if (last == pns_no_node) tree_[at.node].first_child = c;
            else tree_[last].next_sibling = c;
            last = c;
        }
        tree_[at.node].expanded = true;
        return true;
    }

    /// Recomputes a node from its children: where the attacker moves, proving one child proves it
    /// (proof = min) and disproving it takes all (disproof = sum); where the defender moves, the reverse.
    /// True when the numbers changed.
    bool recompute(std::uint32_t i) {
        PnsNode<Move>& node = tree_[i];
        if (node.first_child == pns_no_node) return false;  // solved without children (no move)
        ProofNumber smallest = pn_infinity;
        ProofNumber sum = 0;
        bool through_repetition = false;
        for (std::uint32_t c = node.first_child; c != pns_no_node; c = tree_[c].next_sibling) {
            const ProofNumber mine = node.or_node ? tree_[c].proof : tree_[c].disproof;
            const ProofNumber other = node.or_node ? tree_[c].disproof : tree_[c].proof;
            if (mine < smallest) smallest = mine;
            sum = pn_add(sum, other);
            through_repetition = through_repetition || tree_[c].path_dependent;
        }
        const ProofNumber proof = node.or_node ? smallest : sum;
        const ProofNumber disproof = node.or_node ? sum : smallest;
        const bool changed = proof != node.proof || disproof != node.disproof;
        node.proof = proof;
        node.disproof = disproof;
        // A proof never goes through a repetition (it is never a win); a disproof may.
        node.path_dependent = disproof == 0 && through_repetition;
        return changed;
    }

    /// Updates the path's nodes from the expanded leaf up. Where a node's numbers did not change, its
    /// ancestors' cannot either, and the most-proving node is still below it (its ancestors choose as
    /// before): the next descent starts there instead of at the root. Such a node was unsolved on the
    /// way down and still is. Every node solved on the way is remembered in the table (a node on the
    /// path was unsolved before, so each is stored once).
    void update_path() {
        std::size_t k = path_.size() - 1;
        recompute(path_[k].node);  // the leaf counts as changed: a node without moves was solved in expand
        if (tree_[path_[k].node].solved()) remember(k);
        bool changed = true;
        while (k > 0 && changed) {
            --k;
            changed = recompute(path_[k].node);
            if (changed && tree_[path_[k].node].solved()) remember(k);
        }
        path_.resize(k + 1);
    }

    [[nodiscard]] bool limit_reached() const { return proof_limit_reached(limits_, expansions_, start_); }

    /// The line of the proof from the root; `move` gets the root's proving move when the attacker
    /// moves there.
    std::vector<Move> proof_line(std::optional<Move>& move) const {
        std::vector<Move> line;
        const std::uint32_t root_node = path_.front().node;
        std::uint32_t i = root_node;
        while (tree_[i].first_child != pns_no_node) {
            std::uint32_t next = tree_[i].first_child;
            while (tree_[next].proof != 0) next = tree_[next].next_sibling;  // a proven node has one
            if (tree_[next].pass) break;
            line.push_back(tree_[next].move);
            if (i == root_node && tree_[i].or_node) move = tree_[next].move;
            i = next;
        }
        return line;
    }

    const G& gen_;
    const PnsLimits& limits_;
    const T* tablebase_;
    PnsTree<Move> tree_;
    typename SolvedTableFor<S>::type table_;
    std::chrono::steady_clock::time_point start_;
    std::uint64_t expansions_ = 0;
    std::uint64_t table_hits_ = 0;
    std::uint64_t tablebase_hits_ = 0;
    Player attacker_ = Player::first;
    std::span<const Move> root_moves_;  // the root's allowed moves (prove's root_moves)
    bool partial_root_ = false;         // the root holds only some of its moves: never stored
    std::vector<Step> path_;
};

/// pns_solve and dfpn_solve: the value of `root` for its side to move by up to two proofs of `search`
/// (a ProofNumberSearch or a DepthFirstProofSearch, whose limits and table both proofs share): "the
/// side to move wins" (proven: a win), then "the opponent wins" (proven: a loss; disproven too: a draw).
template <class Search, State S>
[[nodiscard]] PnsSolution<typename S::move_type> solve_by_two_proofs(Search& search, const S& root,
                                                                     std::span<const typename S::move_type> root_moves) {
    PnsSolution<typename S::move_type> solution;
    const auto take = [&](ProofResult<typename S::move_type>&& r) {
        solution.expansions += r.expansions;
        solution.table_hits += r.table_hits;
        solution.tablebase_hits += r.tablebase_hits;
        if (r.tree_nodes > solution.tree_nodes) solution.tree_nodes = r.tree_nodes;
        solution.stopped = r.stopped;
        solution.saturated = r.saturated;
        solution.move = r.move;
        solution.line = std::move(r.line);
        return r.proof;
    };
    const Player side = root.side_to_move();
    const Proof wins = take(search.prove(root, side, root_moves));
    if (wins == Proof::proven) solution.value = PnsValue::win;
    if (wins != Proof::disproven) return solution;
    const Proof loses = take(search.prove(root, opponent(side), root_moves));
    if (loses == Proof::proven) solution.value = PnsValue::loss;
    else if (loses == Proof::disproven) solution.value = PnsValue::draw;
    return solution;
}

template <class S, class G>
consteval bool pns_searchable() {
    static_assert(check_declared_features<S, G>());
    static_assert(!ChanceState<S>, "gametree: proof-number search proves games without chance: the outcomes of a chance "
                                   "state would be taken for a player's choices (search it with expectiminimax or MCTS)");
    return true;
}

}  // namespace detail

/// Proves or disproves that `attacker` wins from `root` against any defence (Allis's proof-number
/// search): nodes where the attacker moves need one proven child, nodes where the other player moves
/// need all, by side_to_move (a player who moves twice in a row stays where it was). A finished game
/// is a win only when outcome() says the attacker won: a draw disproves. A state without moves follows
/// the game's NoMovePolicy. No evaluator is needed. Unknown (`stopped`) when a limit came first.
/// A move back to a position of its own path (by hash, then `==` where the state has it) is a leaf
/// that is no win for the attacker: going round wins nothing. A disproof through such a repetition
/// holds for its path alone and is never remembered in the table.
/// For states with a hash and `==` (SolvedTableState), positions solved once are remembered in a table
/// of PnsLimits::table_entries, so that a position reached again by another move order is not proven
/// again; other states are searched as a plain tree.
///
/// The root's moves are only those of `root_moves` (UCI's `go searchmoves`, as Engine::search and
/// Mcts::search take them): where the attacker moves at the root, proven means that one of them wins
/// (and `move` names it); where the defender does, that each of them loses. Entries that are not legal
/// at the root and repeats are ignored; an empty list, one without a legal move or one with every move
/// means every move (allowed_root_moves), and the search is then exactly the unrestricted one. A root
/// searched among some of its moves is never stored in the table (its result is not its position's
/// value); the positions below it are.
template <State S, MoveGen<S> G>
[[nodiscard]] ProofResult<typename S::move_type> prove_win(const S& root, const G& gen, Player attacker,
                                                           const PnsLimits& limits,
                                                           std::span<const typename S::move_type> root_moves) {
    static_assert(detail::pns_searchable<S, G>());
    detail::ProofNumberSearch<S, G> search(gen, limits);
    return search.prove(root, attacker, root_moves);
}

/// The same with every root move.
template <State S, MoveGen<S> G>
[[nodiscard]] ProofResult<typename S::move_type> prove_win(const S& root, const G& gen, Player attacker,
                                                           const PnsLimits& limits = {}) {
    return prove_win(root, gen, attacker, limits, {});
}

/// The same for the side to move at the root, among the root moves `root_moves`.
template <State S, MoveGen<S> G>
[[nodiscard]] ProofResult<typename S::move_type> prove_win(const S& root, const G& gen, const PnsLimits& limits,
                                                           std::span<const typename S::move_type> root_moves) {
    return prove_win(root, gen, root.side_to_move(), limits, root_moves);
}

/// The same for the side to move at the root, with every root move.
template <State S, MoveGen<S> G>
[[nodiscard]] ProofResult<typename S::move_type> prove_win(const S& root, const G& gen, const PnsLimits& limits = {}) {
    return prove_win(root, gen, root.side_to_move(), limits, {});
}

/// The same with endgame tablebases: a position below the root that `tablebase` values (TablebaseProbe:
/// Congo's EndgameTablebases, a RetrogradeTable) is solved at once by its exact value, a draw as no win.
/// `tablebase` is read, never copied, during the search.
template <State S, MoveGen<S> G, TablebaseProbe<S> T>
[[nodiscard]] ProofResult<typename S::move_type> prove_win(const S& root, const G& gen, const T& tablebase, Player attacker,
                                                           const PnsLimits& limits = {},
                                                           std::span<const typename S::move_type> root_moves = {}) {
    static_assert(detail::pns_searchable<S, G>());
    detail::ProofNumberSearch<S, G, T> search(gen, limits, &tablebase);
    return search.prove(root, attacker, root_moves);
}

/// Whether the side to move at `root` wins, draws or loses, by up to two proofs: "the side to move
/// wins" (proven: a win), then "the opponent wins" (proven: a loss; disproven too: a draw). The
/// limits hold for both together; unknown when one stopped. Among the root moves `root_moves` alone
/// (see prove_win), it is a win when one of them wins (the move named), a loss when each of them
/// loses, a draw when the best of them draws; neither proof stores the root in the table they share.
template <State S, MoveGen<S> G>
[[nodiscard]] PnsSolution<typename S::move_type> pns_solve(const S& root, const G& gen, const PnsLimits& limits,
                                                           std::span<const typename S::move_type> root_moves) {
    static_assert(detail::pns_searchable<S, G>());
    detail::ProofNumberSearch<S, G> search(gen, limits);
    return detail::solve_by_two_proofs(search, root, root_moves);
}

/// The same with every root move.
template <State S, MoveGen<S> G>
[[nodiscard]] PnsSolution<typename S::move_type> pns_solve(const S& root, const G& gen, const PnsLimits& limits = {}) {
    return pns_solve(root, gen, limits, {});
}

/// The same with endgame tablebases: a position below the root that `tablebase` values is solved at
/// once by its exact value (see prove_win). `tablebase` is read, never copied, during the search.
template <State S, MoveGen<S> G, TablebaseProbe<S> T>
[[nodiscard]] PnsSolution<typename S::move_type> pns_solve(const S& root, const G& gen, const T& tablebase,
                                                           const PnsLimits& limits = {},
                                                           std::span<const typename S::move_type> root_moves = {}) {
    static_assert(detail::pns_searchable<S, G>());
    detail::ProofNumberSearch<S, G, T> search(gen, limits, &tablebase);
    return detail::solve_by_two_proofs(search, root, root_moves);
}

}  // namespace gametree
