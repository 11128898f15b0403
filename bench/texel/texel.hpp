// Texel's tuning method, the mathematics only: a position's evaluation, through a logistic curve, is
// the expected result of its game; the tuner chooses the weights that make these expectations match
// the results actually reached (least mean squared error), after fitting the curve's scale K.
#pragma once

#include <cmath>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace bench::texel {

/// The expected result (1 a win, 0 a loss, for the side the score is for) of a position scored `score`
/// centipawns: 1 / (1 + 10^(-k * score / 400)).
[[nodiscard]] inline double expected_result(double score, double k) {
    return 1.0 / (1.0 + std::pow(10.0, -k * score / 400.0));
}

/// A position reduced to what the fit needs: its score and the result of its game, both for the same
/// side (White's, say).
struct ScoredResult {
    double score;
    double result;  ///< 1, 0.5 or 0
};

/// The mean squared difference between results and expected results: the quantity Texel minimises.
[[nodiscard]] inline double mean_squared_error(const std::vector<ScoredResult>& data, double k) {
    if (data.empty()) return 0;
    double sum = 0;
    for (const auto& d : data) {
        const double e = d.result - expected_result(d.score, k);
        sum += e * e;
    }
    return sum / static_cast<double>(data.size());
}

/// The K in [low, high] with the least error (the error is unimodal in K for any data with both won
/// and lost games): a golden-section search to within `tolerance`.
[[nodiscard]] inline double fit_k(const std::vector<ScoredResult>& data, double low = 0.01, double high = 10.0,
                                  double tolerance = 1e-4) {
    const double ratio = (std::sqrt(5.0) - 1) / 2;
    double a = low;
    double b = high;
    double c = b - ratio * (b - a);
    double d = a + ratio * (b - a);
    double fc = mean_squared_error(data, c);
    double fd = mean_squared_error(data, d);
    while (b - a > tolerance) {
        if (fc < fd) {
            b = d;
            d = c;
            fd = fc;
            c = b - ratio * (b - a);
            fc = mean_squared_error(data, c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + ratio * (b - a);
            fd = mean_squared_error(data, d);
        }
    }
    return (a + b) / 2;
}

/// What local_search reports after each pass over the parameters.
struct Pass {
    int number;
    double loss;
    int changed;  ///< parameters moved in this pass
};

/// Texel's local search: tries each parameter one step up and, if that does not lower the loss, one
/// step down, keeps any change that lowers it, and repeats passes until a pass changes nothing or
/// `max_passes` passes are done. `steps[i]` is parameter i's step (0 keeps it fixed). Returns the
/// final loss; `params` holds the best parameters found. `on_pass` (optional) is told of each pass.
[[nodiscard]] inline double local_search(std::vector<int>& params, const std::vector<int>& steps,
                                         const std::function<double(const std::vector<int>&)>& loss, int max_passes,
                                         const std::function<void(const Pass&)>& on_pass = {}) {
    double best = loss(params);
    for (int pass = 1; pass <= max_passes; ++pass) {
        int changed = 0;
        for (std::size_t i = 0; i < params.size(); ++i) {
            if (i >= steps.size() || steps[i] == 0) continue;
            for (const int direction : {1, -1}) {
                params[i] += direction * steps[i];
                const double trial = loss(params);
                if (trial < best) {
                    best = trial;
                    ++changed;
                    break;
                }
                params[i] -= direction * steps[i];
            }
        }
        if (on_pass) on_pass({pass, best, changed});
        if (changed == 0) break;
    }
    return best;
}

}  // namespace bench::texel
