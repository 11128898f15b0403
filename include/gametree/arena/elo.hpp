/// \file
/// Elo difference from a match result, with a 95% confidence margin.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>

namespace gametree {

/// Wins, draws and losses of one player against another.
struct MatchScore {
    /// Games won.
    int wins = 0;
    /// Games drawn.
    int draws = 0;
    /// Games lost.
    int losses = 0;

    /// Games played: wins, draws and losses together.
    [[nodiscard]] int games() const noexcept { return wins + draws + losses; }
    /// Points per game, 0..1 (a draw is half a point).
    [[nodiscard]] double fraction() const noexcept {
        return games() ? (wins + 0.5 * draws) / games() : 0.5;
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
    /// The lower end of the 95% confidence interval.
    double low = 0;
    /// The upper end of the 95% confidence interval.
    double high = 0;
    /// Half the width of the interval, kept finite even when an end is infinite: for it the ends are
    /// computed with the score fraction held within 1e-6 and 1 - 1e-6.
    double margin = 0;
};

/// The Elo difference of the player who scored `s`, with the 95% interval from the per-game variance
/// of the score (wins, draws and losses each counted). With a perfect or zero score the difference and
/// one end of the interval are infinite; the other end still says how sure the result is.
[[nodiscard]] inline EloEstimate estimate_elo(const MatchScore& s) {
    const int n = s.games();
    if (n == 0) return {};
    const double p = s.fraction();
    const double variance = (s.wins * (1 - p) * (1 - p) + s.draws * (0.5 - p) * (0.5 - p) + s.losses * p * p) / n;
    double se = std::sqrt(variance / n);
    if (se == 0) se = 0.5 / n;
    const double low = elo_from_fraction(p - 1.96 * se);
    const double high = elo_from_fraction(p + 1.96 * se);
    const double margin = (elo_from_fraction(std::min(p + 1.96 * se, 1 - 1e-6)) -
                           elo_from_fraction(std::max(p - 1.96 * se, 1e-6))) / 2;
    return {elo_from_fraction(p), low, high, margin};
}

}  // namespace gametree
