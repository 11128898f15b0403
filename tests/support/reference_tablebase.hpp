// A reference for RetrogradeTable, written differently on purpose: no passes, no waiting wins, no
// settling. It asks, for d = 0, 1, 2, ..., which positions the side to move can win within d plies and
// which it loses within d plies whatever it does, each layer computed from the one before over every
// position. The first d at which a position is won (lost) is its distance; never: a draw. Slow (every
// position at every depth up to a bound), so only for small domains.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include <gametree/core/concepts.hpp>
#include <gametree/core/no_move_policy.hpp>
#include <gametree/search/tablebase/retrograde.hpp>

namespace gametree::testing {

/// The value of every index of `domain` (nothing where it is not a position), for the side to move, by
/// depth: `outside(state)` values a position out of the domain that is not over, as for the table.
/// `max_plies` bounds the distances looked for: anything not decided within it is called a draw, so it
/// must be at least the farthest outside distance plus the number of positions.
template <State S, class D, MoveGen<S> G, class Outside>
[[nodiscard]] std::vector<std::optional<TablebaseValue>> reference_tablebase(const D& domain, const G& gen,
                                                                               Outside outside,
                                                                               std::uint64_t max_plies) {
    using R = TablebaseValue::Result;
    enum class Within : std::uint8_t { unknown, won, lost };
    constexpr NoMovePolicy policy = no_move_policy_v<S>;
    const std::size_t n = domain.size();
    std::vector<std::optional<TablebaseValue>> values(n);
    std::vector<Within> within(n, Within::unknown);  // at depth d - 1 while layer d is computed

    // A finished game or an outside position: won or lost within `d` plies for its own side to move.
    const auto fixed_within = [&](const S& s, std::uint64_t d) {
        std::optional<TablebaseValue> v;
        if (const Outcome o = s.outcome(); is_over(o)) {
            v = o == Outcome::draw ? TablebaseValue{}
                                   : TablebaseValue{is_win_for(o, s.side_to_move()) ? R::win : R::loss, 0};
        } else {
            v = outside(s);
        }
        if (!v || v->result == R::draw || v->plies > d) return Within::unknown;
        return v->result == R::win ? Within::won : Within::lost;
    };

    for (std::size_t i = 0; i < n; ++i) {
        const auto s = domain.state(i);
        if (!s) continue;
        values[i] = TablebaseValue{};
        if (const Outcome o = s->outcome(); is_over(o)) {
            if (o != Outcome::draw) {
                within[i] = is_win_for(o, s->side_to_move()) ? Within::won : Within::lost;
                values[i] = TablebaseValue{within[i] == Within::won ? R::win : R::loss, 0};
            }
        } else if (policy == NoMovePolicy::loss && gametree::moves_of(gen, *s).empty()) {
            within[i] = Within::lost;
            values[i] = TablebaseValue{R::loss, 0};
        }
    }
    for (std::uint64_t d = 1; d <= max_plies; ++d) {
        std::vector<Within> next = within;
        for (std::size_t i = 0; i < n; ++i) {
            if (!values[i] || within[i] != Within::unknown) continue;
            const S s = *domain.state(i);
            if (is_over(s.outcome())) continue;  // a drawn end
            std::vector<S> children;
            for (const auto& m : gametree::moves_of(gen, s)) children.push_back(s.after(m));
            if (children.empty()) {
                if constexpr (policy != NoMovePolicy::pass) continue;  // drawn (lost ones are decided)
                else children.push_back(s.after_pass());
            }
            bool won = false;
            bool lost = true;
            for (const S& c : children) {
                const auto j = domain.index(c);
                Within w = j && values[*j] ? within[*j] : fixed_within(c, d - 1);
                if (c.side_to_move() != s.side_to_move() && w != Within::unknown)
                    w = w == Within::won ? Within::lost : Within::won;
                won = won || w == Within::won;
                lost = lost && w == Within::lost;
            }
            if (won || lost) {
                next[i] = won ? Within::won : Within::lost;
                values[i] = TablebaseValue{won ? R::win : R::loss, static_cast<std::uint32_t>(d)};
            }
        }
        within = std::move(next);
    }
    return values;
}

}  // namespace gametree::testing
