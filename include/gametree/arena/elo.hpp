/// \file
/// Elo difference from a match result, with a 95% confidence margin.
#pragma once

#include "gametree/core/cxx20.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

#include "gametree/core/assert.hpp"

namespace gametree {

/// Wins, draws and losses of one player against another. The counts are 64-bit, so that a long or
/// merged tournament (more than 2^31 games, a cluster's results added up) neither overflows nor wraps;
/// the estimates below convert them to `double`, exact up to 2^53 games. A score is valid() when no
/// count is negative and games() fits the type: estimate_elo and Sprt::llr take only such scores (a
/// contract; with contracts off they see no evidence in another).
struct MatchScore {
    /// Games won.
    std::int64_t wins = 0;
    /// Games drawn.
    std::int64_t draws = 0;
    /// Games lost.
    std::int64_t losses = 0;

    /// Whether the counts make a score: none negative, and their sum within std::int64_t.
    [[nodiscard]] constexpr bool valid() const noexcept {
        constexpr std::int64_t most = std::numeric_limits<std::int64_t>::max();
        return wins >= 0 && draws >= 0 && losses >= 0 && draws <= most - wins && losses <= most - wins - draws;
    }
    /// Games played: wins, draws and losses together (of a valid() score).
    [[nodiscard]] constexpr std::int64_t games() const noexcept { return wins + draws + losses; }
    /// Points per game, 0..1 (a draw is half a point); 0.5 when no game was played.
    [[nodiscard]] constexpr double fraction() const noexcept {
        const std::int64_t n = games();
        return n ? (static_cast<double>(wins) + 0.5 * static_cast<double>(draws)) / static_cast<double>(n) : 0.5;
    }
};

/// The Elo difference that makes `fraction` the expected score: -400 log10(1/p - 1); +-infinity at 1 and 0.
[[nodiscard]] inline double elo_from_fraction(double fraction) {
    if (fraction <= 0) return -std::numeric_limits<double>::infinity();
    if (fraction >= 1) return std::numeric_limits<double>::infinity();
    // An even score is +0, not the -0 of negating log10(1): printed with a sign it read "-0.0".
    return 400.0 * std::log10(fraction / (1.0 - fraction));
}

/// An Elo estimate, its 95% confidence interval, and the interval's half-width (the margin).
struct EloEstimate {
    /// The estimated Elo difference (positive: the player is the stronger); +-infinity for a perfect or zero
    /// score.
    double difference = 0;
    /// The lower end of the 95% confidence interval; -infinity when the interval of the score fraction
    /// reaches 0 (always for a zero score, and for a few games near it: 2 wins in 12 games, say).
    double low = 0;
    /// The upper end of the 95% confidence interval; +infinity when the interval of the score fraction
    /// reaches 1 (always for a perfect score).
    double high = 0;
    /// Half the width of the interval, kept finite even when an end is infinite: for it the ends are
    /// computed with the score fraction held within 1e-6 and 1 - 1e-6 (so never negative, and 0 when the
    /// whole interval lies beyond, as for a perfect score over millions of games).
    double margin = 0;
};

/// The Elo difference of the player who scored `s`, with the 95% interval from the per-game variance
/// of the score (wins, draws and losses each counted). Never NaN: with no game everything is 0; with a
/// perfect (zero) score the difference and the upper (lower) end of the interval are +infinity
/// (-infinity), and the other end, finite, still says how sure the result is, as the margin does; when
/// every game was drawn, or every game had the same result, the interval is that of a score with the
/// spread of one game in either direction (the standard error taken as half a game over the games).
[[nodiscard]] inline EloEstimate estimate_elo(const MatchScore& s) {
    GAMETREE_ASSERT(s.valid(), "estimate_elo: a count is negative, or the games overflow std::int64_t");
    if (!s.valid()) return {};  // contracts off: no evidence
    const std::int64_t games = s.games();
    if (games <= 0) return {};
    const double n = static_cast<double>(games);
    // The fraction p and its complement q, each from the counts: near a perfect score 1 - p would round
    // to 0 (from 2^53 games on) and put the finite end of the interval at infinity.
    const double p = s.fraction();
    const double q = (static_cast<double>(s.losses) + 0.5 * static_cast<double>(s.draws)) / n;
    const double variance = (static_cast<double>(s.wins) * q * q + static_cast<double>(s.draws) * (0.5 - p) * (0.5 - p) +
                             static_cast<double>(s.losses) * p * p) /
                            n;
    double se = std::sqrt(variance / n);
    if (!(se > 0)) se = 0.5 / n;
    const double d = 1.96 * se;
    // 400 log10(f / (1 - f)) from f and 1 - f given apart; +-infinity where one of them is not positive.
    const auto elo = [](double f, double complement) {
        if (f <= 0) return -std::numeric_limits<double>::infinity();
        if (complement <= 0) return std::numeric_limits<double>::infinity();
        return 400.0 * std::log10(f / complement);  // log10(1) is +0 exactly: an even score is 0
    };
    const auto held = [](double f) { return std::clamp(f, 1e-6, 1 - 1e-6); };
    const double margin = (elo(held(p + d), held(q - d)) - elo(held(p - d), held(q + d))) / 2;
    return {elo(p, q), elo(p - d, q + d), elo(p + d, q - d), margin};
}

}  // namespace gametree
