/// \file
/// What a search asks of endgame tablebases: `probe(state)`, the exact value of a state or nothing.
/// The engine and the proof-number searches (PNS, df-pn) take any such probe.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "gametree/core/concepts.hpp"
#include "gametree/core/player.hpp"
#include "gametree/search/tablebase/retrograde.hpp"

namespace gametree {

/// No tablebase: the default of the searches that can probe one.
struct NoTablebase {};

/// Endgame tablebases a search probes below its root: `t.probe(s)` gives the exact value of `s` for its
/// side to move, or nothing when `s` is not covered. Congo's EndgameTablebases, or a RetrogradeTable.
template <class T, class S>
concept TablebaseProbe = requires(const T t, const S s) {
    { t.probe(s) } -> std::same_as<std::optional<TablebaseValue>>;
};

/// What a search's Tablebase parameter may be: NoTablebase, or a TablebaseProbe for the game. Anything
/// else (a probe returning optional<int>, say) is a compile error, not a silently unused tablebase.
template <class T, class S>
concept TablebaseFor = std::same_as<T, NoTablebase> || TablebaseProbe<T, S>;

/// Whether `attacker` wins a position whose exact value for its side to move, `side`, is `value`: the
/// side to move wins and is the attacker, or loses and is not. A draw is no win (as a proof search
/// counts it).
[[nodiscard]] constexpr bool wins_for(TablebaseValue value, Player side, Player attacker) noexcept {
    if (value.result == TablebaseValue::Result::draw) return false;
    return (value.result == TablebaseValue::Result::win) == (side == attacker);
}

/// The value for the side to move at `state` of playing `move`, by the end of the game it makes or by
/// `tablebase`; nothing when neither knows it. One ply farther than the child's value.
template <State S, TablebaseProbe<S> T>
[[nodiscard]] std::optional<TablebaseValue> value_of_move(const S& state, const typename S::move_type& move, const T& tablebase) {
    using Result = TablebaseValue::Result;
    const S child = state.after(move);
    std::optional<TablebaseValue> v;
    if (const Outcome o = child.outcome(); is_over(o)) {
        v = o == Outcome::draw ? TablebaseValue{} : TablebaseValue{is_win_for(o, child.side_to_move()) ? Result::win : Result::loss, 0};
    } else {
        v = tablebase.probe(child);
    }
    if (!v) return std::nullopt;
    if (child.side_to_move() != state.side_to_move() && v->result != Result::draw)
        v->result = v->result == Result::win ? Result::loss : Result::win;
    if (v->result != Result::draw && v->plies < std::numeric_limits<std::uint32_t>::max()) ++v->plies;
    return v;
}

/// Extends `line`, played from `root`, by the tablebase's best play while the position it reaches is
/// won or lost by the tablebase: the winner's fastest move, the loser's slowest, each the first such in
/// the generator's order. Every step brings the end one ply nearer, so the line ends at the end of the
/// game (or after `max_length` moves). A draw, or a position the tablebase does not value, ends it.
template <State S, MoveGen<S> G, TablebaseProbe<S> T>
void extend_by_tablebase(const S& root, const G& gen, const T& tablebase, std::vector<typename S::move_type>& line,
                         std::size_t max_length) {
    using Result = TablebaseValue::Result;
    S state = root;
    for (const auto& m : line) state = state.after(m);
    while (line.size() < max_length && !is_over(state.outcome())) {
        const std::optional<TablebaseValue> here = tablebase.probe(state);
        if (!here || here->result == Result::draw) return;
        std::optional<typename S::move_type> best;
        for (const auto& m : moves_of(gen, state)) {
            const std::optional<TablebaseValue> v = value_of_move(state, m, tablebase);
            if (v && v->result == here->result && v->plies == here->plies) {
                best = m;
                break;
            }
        }
        if (!best) return;  // a tablebase that disagrees with its own moves: the line ends here
        line.push_back(*best);
        state = state.after(*best);
    }
}

}  // namespace gametree
