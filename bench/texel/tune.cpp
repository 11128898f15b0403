// texel_tune: fits the strong Congo evaluation's weights to game results by Texel's method.
//
//   texel_tune DATA [--passes N] [--rules R]
//
// DATA comes from texel_generate. First K, the scale of the logistic curve that turns a score into an
// expected result, is fitted to the current weights; then a local search moves each weight of
// StrongWeights (bench/strong_weight_names.hpp) by one step while that lowers the mean squared error
// between results and expected results. Prints each pass and the weights found, as C++.
#include <charconv>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../../examples/common/output.hpp"
#include "gametree/core/text.hpp"
#include "gametree/gametree.hpp"
#include "samples.hpp"
#include "strong_weight_names.hpp"
#include "texel.hpp"

namespace {

using namespace gametree;
using namespace gametree::congo;

constexpr const char* usage = R"(usage: texel_tune DATA [--passes N] [--rules R]
Fits the strong evaluation's weights to the game results in DATA (from texel_generate) by Texel's
method: K first, then a local search over every weight; prints the weights found.
  --passes N    passes of the local search at most, 1 to 1000 (default: 20)
  --rules R     the rules of the data's positions: standard or wits2021 (default: standard)
  --help, -h    this text
)";

/// Every sample's score (White's view) under `weights`, with its result.
std::vector<bench::texel::ScoredResult> scored(const std::vector<bench::texel::Sample>& samples, const StrongWeights& weights) {
    const StrongEvaluator eval{weights};
    std::vector<bench::texel::ScoredResult> out;
    out.reserve(samples.size());
    for (const auto& s : samples) out.push_back({static_cast<double>(eval.white_score(s.position)), s.white_result});
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    common::ignore_broken_pipe();
    std::string data_path;
    int passes = 20;
    Rules rules = Rules::standard;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::fputs(usage, stdout);
            return common::finish(0);
        }
        if (arg == "--passes" || arg == "--rules") {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "error: a value is missing after %s (try --help)\n", std::string(arg).c_str());
                return 2;
            }
            const std::string_view value = argv[++i];
            if (arg == "--rules") {
                const auto r = parse_rules(value);
                if (!r) {
                    std::fprintf(stderr, "error: unknown rules %s (standard or wits2021)\n", gametree::excerpt(value).c_str());
                    return 2;
                }
                rules = *r;
            } else {
                const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), passes);
                if (ec != std::errc{} || end != value.data() + value.size() || passes < 1 || passes > 1000) {
                    std::fprintf(stderr, "error: --passes takes 1 to 1000, not %s\n", gametree::excerpt(value).c_str());
                    return 2;
                }
            }
        } else if (data_path.empty() && !arg.starts_with("-")) {
            data_path = arg;
        } else {
            std::fprintf(stderr, "error: unknown argument %s (try --help)\n", gametree::excerpt(arg).c_str());
            return 2;
        }
    }
    if (data_path.empty()) {
        std::fprintf(stderr, "error: the data file is missing (try --help)\n");
        return 2;
    }
    std::string error;
    const auto samples = bench::texel::read_samples(data_path, rules, error);
    if (!samples) {
        std::fprintf(stderr, "error: %s\n", error.c_str());
        return 2;
    }
    if (samples->empty()) {
        std::fprintf(stderr, "error: %s holds no positions\n", data_path.c_str());
        return 2;
    }

    StrongWeights weights;
    const double k = bench::texel::fit_k(scored(*samples, weights));
    std::printf("%zu positions; K = %.4f; error with the current weights %.6f\n", samples->size(), k,
                bench::texel::mean_squared_error(scored(*samples, weights), k));

    const auto parameters = bench::strong_weight_parameters();
    std::vector<int> values;
    std::vector<int> steps;
    for (const auto& p : parameters) {
        values.push_back(p.in(weights));
        steps.push_back(p.table == &StrongWeights::material ? 5 : 1);  // material moves in coarser steps
    }
    const auto with = [&](const std::vector<int>& v) {
        StrongWeights w = weights;
        for (std::size_t i = 0; i < parameters.size(); ++i) parameters[i].in(w) = v[i];
        return w;
    };
    const double final_error = bench::texel::local_search(
        values, steps, [&](const std::vector<int>& v) { return bench::texel::mean_squared_error(scored(*samples, with(v)), k); },
        passes, [](const bench::texel::Pass& p) {
            std::printf("pass %d: error %.6f, %d weights moved\n", p.number, p.loss, p.changed);
            std::fflush(stdout);
        });
    std::printf("final error %.6f\n", final_error);
    for (std::size_t i = 0; i < parameters.size(); ++i)
        std::printf("%-18s %5d -> %5d\n", parameters[i].name.c_str(), static_cast<int>(parameters[i].in(weights)), values[i]);
    const StrongWeights tuned = with(values);
    std::printf("material{");
    for (std::size_t t = 0; t < tuned.material.size(); ++t) std::printf("%s%d", t ? ", " : "", static_cast<int>(tuned.material[t]));
    std::printf("}\nmobility{");
    for (std::size_t t = 0; t < tuned.mobility.size(); ++t) std::printf("%s%d", t ? ", " : "", static_cast<int>(tuned.mobility[t]));
    std::printf("}\n");
    return common::finish(0);
}
