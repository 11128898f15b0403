/// \file
/// Deciding a match early: the likelihood of superiority and the sequential probability ratio test
/// (SPRT) that engine developers use to accept or reject a change after as few games as possible.
#pragma once

#include <cmath>
#include <cstdint>
#include <string_view>

#include "gametree/arena/elo.hpp"
#include "gametree/core/assert.hpp"

namespace gametree {

/// The likelihood of superiority: the probability that the player who scored `s` is the stronger one,
/// from wins and losses only (draws say nothing about which side is stronger):
/// LOS = (1 + erf((W - L) / sqrt(2 (W + L)))) / 2, the normal approximation of the binomial; 0.5 when
/// every game was drawn or none was played.
[[nodiscard]] inline double likelihood_of_superiority(const MatchScore& s) {
    GAMETREE_ASSERT(s.valid(), "likelihood_of_superiority: a count is negative, or the games overflow std::int64_t");
    if (!s.valid()) return 0.5;  // contracts off: no evidence
    const std::int64_t decisive = s.wins + s.losses;
    if (decisive <= 0) return 0.5;
    return 0.5 * (1.0 + std::erf(static_cast<double>(s.wins - s.losses) / std::sqrt(2.0 * static_cast<double>(decisive))));
}

/// The expected score, 0..1, of a player `elo` points stronger (the logistic Elo model).
[[nodiscard]] inline double fraction_from_elo(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

/// What an SPRT says after the games so far.
enum class SprtVerdict : std::uint8_t {
    continue_testing,  ///< the evidence is not yet strong enough either way: play on
    accept_h0,         ///< the difference is at most elo0 (the change is not an improvement of elo1)
    accept_h1,         ///< the difference is at least elo1
};

/// "continue", "H0" or "H1".
[[nodiscard]] constexpr std::string_view to_string(SprtVerdict v) noexcept {
    switch (v) {
    case SprtVerdict::accept_h0: return "H0";
    case SprtVerdict::accept_h1: return "H1";
    case SprtVerdict::continue_testing: break;
    }
    return "continue";
}

/// A sequential probability ratio test of H0: "the Elo difference is elo0" against H1: "it is elo1"
/// (elo0 < elo1), with false positive rate `alpha` (accepting H1 when H0 holds) and false negative rate
/// `beta`. After each game, llr() of the score so far is compared with the bounds: at or below
/// lower_bound() H0 is accepted, at or above upper_bound() H1, in between the test goes on.
/// The parameters must make a test (valid()): verdict() checks it as a contract, and without contracts
/// an invalid test never decides.
struct Sprt {
    double elo0 = 0;     ///< the Elo difference of H0
    double elo1 = 5;     ///< the Elo difference of H1, above elo0
    double alpha = 0.05; ///< the probability of accepting H1 when H0 holds
    double beta = 0.05;  ///< the probability of accepting H0 when H1 holds

    /// Whether the parameters make a test: finite elo0 < elo1, alpha and beta in (0, 1) with
    /// alpha + beta < 1. Otherwise Wald's bounds cross (alpha = beta = 0.6 would accept H1 before the
    /// first game) or the ratio has the wrong sign (elo0 > elo1).
    [[nodiscard]] bool valid() const {
        return std::isfinite(elo0) && std::isfinite(elo1) && elo0 < elo1 && alpha > 0 && beta > 0 && alpha + beta < 1;
    }

    /// log(beta / (1 - alpha)): Wald's bound for accepting H0.
    [[nodiscard]] double lower_bound() const { return std::log(beta / (1 - alpha)); }
    /// log((1 - beta) / alpha): Wald's bound for accepting H1.
    [[nodiscard]] double upper_bound() const { return std::log((1 - beta) / alpha); }

    /// The log-likelihood ratio of H1 against H0 for the score `s`, by the generalized SPRT's normal
    /// approximation of the trinomial (win/draw/loss) model, as fishtest and cutechess-cli use it: with
    /// N games, the mean score m = (W + D/2) / N, its per-game variance
    /// v = (W (1-m)^2 + D (1/2-m)^2 + L m^2) / N, and s0, s1 the expected scores at elo0 and elo1,
    /// LLR = N (s1 - s0) (2m - s0 - s1) / (2v). Elo is logistic (fraction_from_elo). With no game the
    /// ratio is 0. When every game had the same result the variance is 0 and the formula says nothing,
    /// so the ratio is that of the score with one win and one loss more: an engine that loses every game
    /// (it crashes, say) is still rejected after a few dozen games, and all draws favour neither side.
    /// The counts are 64-bit (MatchScore): the ratio stays finite for any number of games.
    [[nodiscard]] double llr(const MatchScore& s) const {
        GAMETREE_ASSERT(s.valid(), "Sprt: a count is negative, or the games overflow std::int64_t");
        if (!s.valid() || s.games() == 0) return 0;  // contracts off, an invalid score: no evidence
        // In double: one win and one loss more must not overflow a score near the type's end.
        double wins = static_cast<double>(s.wins);
        const double draws = static_cast<double>(s.draws);
        double losses = static_cast<double>(s.losses);
        const auto variance = [&](double n, double m) {
            return (wins * (1 - m) * (1 - m) + draws * (0.5 - m) * (0.5 - m) + losses * m * m) / n;
        };
        double n = wins + draws + losses;
        double m = (wins + 0.5 * draws) / n;
        double v = variance(n, m);
        if (!(v > 0)) {  // every game alike: the score with one win and one loss more, which varies
            wins += 1;
            losses += 1;
            n += 2;
            m = (wins + 0.5 * draws) / n;
            v = variance(n, m);
        }
        const double s0 = fraction_from_elo(elo0);
        const double s1 = fraction_from_elo(elo1);
        return n * (s1 - s0) * (2 * m - s0 - s1) / (2 * v);
    }

    /// The verdict for the score `s`.
    [[nodiscard]] SprtVerdict verdict(const MatchScore& s) const {
        GAMETREE_ASSERT(valid(), "Sprt: the parameters make no test (elo0 < elo1, alpha, beta > 0, alpha + beta < 1)");
        if (!valid()) return SprtVerdict::continue_testing;  // contracts off: a test that cannot decide does not
        const double ratio = llr(s);
        if (ratio >= upper_bound()) return SprtVerdict::accept_h1;
        if (ratio <= lower_bound()) return SprtVerdict::accept_h0;
        return SprtVerdict::continue_testing;
    }
};

}  // namespace gametree
